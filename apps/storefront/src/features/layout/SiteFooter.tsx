import { cacheLife } from "next/cache";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { getLayoutBlocks } from "@/features/header/queries";
import { Link } from "@/i18n/navigation";
import { type FooterLink, linksFromHtml } from "./blocks";

/** Used when the CMS block is missing or the API is down: the static pages every site has. */
const STATIC_PAGES = ["about", "faq", "track-order-info", "terms-and-conditions", "purchaseterms", "privacy-statement", "privacy-policy-cookie-restriction-mode", "dmca"] as const;

export async function SiteFooter({ locale }: { locale: string }) {
  const [t, year] = await Promise.all([getTranslations("Footer"), copyrightYear()]);
  return (
    <footer className="below-fold bg-ink text-ivory" data-testid="site-footer">
      <div className="mx-auto grid max-w-[1440px] gap-10 px-6 py-14 md:grid-cols-[1fr_2fr] md:px-10">
        <div>
          <p className="font-display text-2xl font-light uppercase tracking-[0.3em]">Maison</p>
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-ivory/70">{t("about")}</p>
        </div>
        <nav aria-label={t("linksLabel")}>
          <Suspense fallback={<Links links={STATIC_PAGES.map((p) => ({ label: t(`pages.${p}`), href: `/${p}` }))} />}>
            <CmsLinks locale={locale} />
          </Suspense>
        </nav>
      </div>
      <p className="border-t border-ivory/15 px-6 py-5 text-center text-[11px] text-ivory/60">
        {t("rights", { year })}
      </p>
    </footer>
  );
}

async function CmsLinks({ locale }: { locale: string }) {
  const [t, blocks] = await Promise.all([getTranslations("Footer"), getLayoutBlocks(locale)]);
  const fromCms = linksFromHtml(blocks["footer-links"]);
  const links = fromCms.length > 0 ? fromCms : STATIC_PAGES.map((p) => ({ label: t(`pages.${p}`), href: `/${p}` }));
  return <Links links={links} />;
}

function Links({ links }: { links: FooterLink[] }) {
  return (
    <ul className="grid grid-cols-2 gap-x-8 gap-y-3 text-[11px] uppercase tracking-label text-ivory/80 md:grid-cols-3" data-testid="footer-links">
      {links.map((l) => (
        <li key={l.href}>
          <Link href={l.href} className="hover:text-ivory">
            {l.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The clock is read once a day in a cached scope, so the footer stays part of the prerendered shell. */
async function copyrightYear(): Promise<number> {
  "use cache";
  cacheLife("days");
  return new Date().getFullYear();
}
