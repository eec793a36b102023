import { getTranslations } from "next-intl/server";

/** cn only: the activity block at the foot of the page, with a QR-style mark until the campaign code is supplied. */
export async function ActivityQr() {
  const t = await getTranslations("Layout");
  return (
    <section className="border-t border-line px-6 py-10 text-center" data-testid="activity-qr">
      <svg viewBox="0 0 21 21" width="112" height="112" className="mx-auto" role="img" aria-label={t("qrAlt")} shapeRendering="crispEdges">
        <rect width="21" height="21" fill="#fff" />
        {[0, 14].map((x) => [0, 14].map((y) => (x === 14 && y === 14 ? null : (
          <g key={`${x}-${y}`}>
            <rect x={x} y={y} width="7" height="7" fill="#111110" />
            <rect x={x + 1} y={y + 1} width="5" height="5" fill="#fff" />
            <rect x={x + 2} y={y + 2} width="3" height="3" fill="#111110" />
          </g>
        ))))}
      </svg>
      <p className="mt-4 font-display text-xl">{t("qrTitle")}</p>
      <p className="mt-1 text-sm text-stone">{t("qrBody")}</p>
    </section>
  );
}
