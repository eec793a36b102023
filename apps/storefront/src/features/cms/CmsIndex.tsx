import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { Link } from "@/i18n/navigation";
import { getRequestScope } from "@/lib/commerce/server";
import { ServiceNotice } from "@/lib/ui/ServiceNotice";
import { CMS_PAGES, cmsPath } from "./identifiers";
import { getCmsPage } from "./queries";

/** The content pages of the site, by title: the default of /Cms. */
export async function CmsIndex({ locale }: { locale: string }) {
  const t = await getTranslations({ locale, namespace: "Cms" });
  return (
    <section className="mx-auto max-w-3xl px-6 pb-24 pt-12 md:pt-20" data-testid="cms-index">
      <header className="mb-12 border-b border-line pb-10 text-center">
        <p className="text-[11px] uppercase tracking-label text-stone">{t("eyebrow")}</p>
        <h1 className="mt-4 font-display text-4xl font-light md:text-5xl">{t("indexTitle")}</h1>
        <p className="mx-auto mt-5 max-w-md text-sm leading-relaxed text-stone">{t("indexLead")}</p>
      </header>
      <Suspense fallback={<div className="h-96" aria-hidden />}>
        <CmsIndexList locale={locale} />
      </Suspense>
    </section>
  );
}

async function CmsIndexList({ locale }: { locale: string }) {
  const scope = await getRequestScope(locale);
  const results = await Promise.all(CMS_PAGES.map((id) => getCmsPage(scope, locale, id)));
  if (results.every((r) => !r.ok)) return <ServiceNotice />;
  const pages = results.flatMap((r, i) => (r.ok && r.data ? [{ id: CMS_PAGES[i]!, title: r.data.title || r.data.heading }] : []));
  return (
    <ul className="divide-y divide-line border-y border-line">
      {pages.map((page) => (
        <li key={page.id}>
          <Link
            href={cmsPath(page.id)}
            className="flex items-center justify-between py-5 font-display text-xl font-light hover:text-stone"
          >
            {page.title}
            <span aria-hidden className="text-sm">→</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
