import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";

/** Shown instead of content when the commerce API fails: a plain message, never the error's details. */
export async function ServiceNotice({ retryHref = "/" }: { retryHref?: string }) {
  const t = await getTranslations("Status");
  return (
    <section role="status" className="mx-auto max-w-xl px-6 py-24 text-center" data-testid="service-notice">
      <h2 className="font-display text-3xl font-light">{t("unavailableTitle")}</h2>
      <p className="mt-4 text-sm leading-relaxed text-stone">{t("unavailableBody")}</p>
      <Link
        href={retryHref}
        className="mt-8 inline-block border border-ink px-8 py-3 text-[11px] uppercase tracking-label hover:bg-ink hover:text-ivory"
      >
        {t("retry")}
      </Link>
    </section>
  );
}
