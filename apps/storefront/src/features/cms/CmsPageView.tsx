import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { type CatalogView, catalogScope } from "@/lib/commerce/server";
import { sanitizeHtml } from "@/lib/html/sanitize";
import { marketForLocale } from "@/lib/markets/markets";
import { ImmediateReveal } from "@/lib/ui/ImmediateReveal";
import { ServiceNotice } from "@/lib/ui/ServiceNotice";
import { ShopperBoundary } from "@/lib/ui/ShopperBoundary";
import { cmsProse } from "./prose";
import { getCmsPage } from "./queries";

export interface CmsPageViewProps {
  locale: string;
  /** The page's identifier (URL key); on the Mexican site its mx- variant is shown when there is one. */
  identifier: string;
  /** "site": the site view (ADR 010), read in the site's own store view, nothing from the request (docs/adr/019). */
  view?: CatalogView;
}

/**
 * A CMS page: heading and sanitized content. For a shopper the store lookup reads cookies, so the content streams
 * inside its own Suspense boundary and the page frame stays prerenderable. An unknown page is a 404.
 */
export function CmsPageView({ locale, identifier, view = "shopper" }: CmsPageViewProps) {
  return (
    <article className="mx-auto max-w-3xl px-6 pb-24 pt-12 md:pt-20" data-testid="cms-page">
      <ShopperBoundary view={view} fallback={<CmsPageSkeleton />}>
        <CmsPageContent locale={locale} identifier={identifier} view={view} />
      </ShopperBoundary>
    </article>
  );
}

async function CmsPageContent({ locale, identifier, view = "shopper" }: CmsPageViewProps) {
  const result = await getCmsPage(await catalogScope(locale, view), locale, identifier);
  if (!result.ok) return <ServiceNotice />;
  const page = result.data;
  if (!page) notFound();
  const t = await getTranslations({ locale, namespace: "Cms" });
  const html = sanitizeHtml(page.content, { localePrefix: marketForLocale(locale).prefix });
  return (
    <>
      <header className="mb-12 border-b border-line pb-10 text-center">
        <p className="text-[11px] uppercase tracking-label text-stone">{t("eyebrow")}</p>
        <h1 className="mt-4 text-balance font-display text-4xl font-light leading-tight md:text-5xl">
          {page.heading || page.title}
        </h1>
      </header>
      <div className={cmsProse} dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}

function CmsPageSkeleton() {
  return (
    <div aria-hidden className="animate-pulse">
      <ImmediateReveal />
      <div className="mx-auto mb-12 h-24 max-w-md border-b border-line" />
      <div className="space-y-4">
        <div className="h-3 w-full bg-parchment" />
        <div className="h-3 w-11/12 bg-parchment" />
        <div className="h-3 w-4/5 bg-parchment" />
      </div>
    </div>
  );
}
