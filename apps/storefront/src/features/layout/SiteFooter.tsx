import { getTranslations } from "next-intl/server";

export async function SiteFooter() {
  const t = await getTranslations("Footer");
  return (
    <footer className="mt-24 bg-ink text-ivory">
      <div className="mx-auto grid max-w-[1440px] gap-8 px-6 py-14 md:grid-cols-3 md:px-10">
        <p className="font-display text-2xl font-light uppercase tracking-[0.3em]">Maison</p>
        <ul className="space-y-2 text-[11px] uppercase tracking-label text-ivory/80 md:col-span-2 md:flex md:justify-end md:gap-10 md:space-y-0">
          <li>{t("delivery")}</li>
          <li>{t("duties")}</li>
          <li>{t("payment")}</li>
        </ul>
      </div>
      <p className="border-t border-ivory/15 px-6 py-5 text-center text-[11px] text-ivory/60">
        {t("rights", { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
