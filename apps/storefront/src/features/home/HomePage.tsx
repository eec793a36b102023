import { getTranslations } from "next-intl/server";
import { brandPath } from "@/features/brand/model";
import { getFeaturedBrands } from "@/features/brand/queries";
import { ProductGrid } from "@/features/catalog/components/ProductGrid";
import { cmsProse } from "@/features/cms/prose";
import { getCmsBlocks, getCmsPage } from "@/features/cms/queries";
import { Link } from "@/i18n/navigation";
import { siteScope } from "@/lib/commerce/scope";
import { type CatalogView, catalogScope } from "@/lib/commerce/server";
import { catalogueInShell } from "@/lib/commerce/shells";
import { sanitizeHtml } from "@/lib/html/sanitize";
import { marketForLocale } from "@/lib/markets/markets";
import { ServiceNotice } from "@/lib/ui/ServiceNotice";
import { ShopperBoundary } from "@/lib/ui/ShopperBoundary";
import { DepartmentTiles, pickTiles } from "./components/DepartmentTiles";
import { HomeHero } from "./components/HomeHero";
import { OrganizationJsonLd } from "./components/OrganizationJsonLd";
import { getBestsellers, getDepartments } from "./queries";

export const HOME_BLOCKS = ["home-hero", "home-category-tiles", "home-brands-intro"] as const;

/**
 * The home page: CMS hero, the house's statement, department tiles, bestsellers, featured brands and the home CMS
 * page's editorial copy. As the site shows it (`view` "site", ADR 010) it reads nothing from the request and is
 * prerendered whole; for a shopper with a store or currency of their own each catalogue section reads their store
 * (cookies) inside its own boundary, so the frame and the statement prerender and each section streams in.
 */
export async function HomePage({ locale, view }: { locale: string; view: CatalogView }) {
  const t = await getTranslations({ locale, namespace: "Home" });
  return (
    <>
      <OrganizationJsonLd locale={locale} />
      <ShopperBoundary
        view={view}
        fallback={
          // The hero's own boxes: its picture and a text block of the same minimum height, so nothing below moves.
          <div className="grid bg-parchment md:grid-cols-12" aria-hidden>
            <div className="aspect-[4/3] md:col-span-7 md:aspect-auto md:min-h-[560px]" />
            <div className="min-h-[420px] md:col-span-5" />
          </div>
        }
      >
        <HeroSection locale={locale} />
      </ShopperBoundary>
      <section className="px-6 pb-4 pt-16 text-center md:pt-24">
        <p className="text-[11px] uppercase tracking-label text-stone">{t("eyebrow")}</p>
        <h1 className="mx-auto mt-5 max-w-3xl text-balance font-display text-4xl font-light leading-[1.1] md:text-6xl">
          {t("title")}
        </h1>
        <p className="mx-auto mt-6 max-w-xl text-pretty text-sm leading-relaxed text-stone md:text-base">{t("lead")}</p>
      </section>
      <ShopperBoundary view={view} fallback={<div className="h-[80vh]" aria-hidden />}>
        <CatalogueSections locale={locale} view={view} />
      </ShopperBoundary>
      <ShopperBoundary view={view} fallback={<div className="h-96" aria-hidden />}>
        <BrandsSection locale={locale} view={view} />
      </ShopperBoundary>
      <ShopperBoundary view={view} fallback={null}>
        <EditorialSection locale={locale} view={view} />
      </ShopperBoundary>
    </>
  );
}

async function HeroSection({ locale }: { locale: string }) {
  // The hero is the page's largest paint and content of the site's store view: read for that store, without the
  // shopper's cookies, it goes into the prerendered shell and paints with the page's first bytes.
  await catalogueInShell();
  const blocks = await getCmsBlocks(siteScope(locale), ["home-hero"]);
  const hero = blocks.ok ? blocks.data.get("home-hero") : undefined;
  if (!hero) return null;
  const t = await getTranslations({ locale, namespace: "Home" });
  return <HomeHero html={hero.content} localePrefix={marketForLocale(locale).prefix} fallbackAlt={t("heroAlt")} />;
}

async function CatalogueSections({ locale, view }: { locale: string; view: CatalogView }) {
  const scope = await catalogScope(locale, view);
  const [t, departments, blocks] = await Promise.all([
    getTranslations({ locale, namespace: "Home" }),
    getDepartments(scope),
    getCmsBlocks(scope, ["home-category-tiles"]),
  ]);
  // One notice for the whole page when the API is down; the other sections then render nothing.
  if (!departments.ok) return <ServiceNotice />;
  const tiles = pickTiles(departments.data.tiles, blocks.ok ? blocks.data.get("home-category-tiles")?.content : undefined);
  const bestsellers = await getBestsellers(scope, locale, departments.data.rootUid);

  return (
    <>
      {tiles.length > 0 ? (
        <section aria-labelledby="departments-title" className="mx-auto max-w-[1440px] px-4 pt-14 md:px-10 md:pt-20">
          <h2 id="departments-title" className="mb-8 text-center text-[11px] uppercase tracking-label text-stone md:mb-10">
            {t("departmentsTitle")}
          </h2>
          <DepartmentTiles tiles={tiles} />
        </section>
      ) : null}
      {bestsellers.ok && bestsellers.data.length > 0 ? (
        <section aria-labelledby="grid-title" className="mx-auto max-w-[1440px] px-4 pt-20 md:px-10 md:pt-28" data-testid="bestsellers">
          <div className="mb-10 flex items-baseline justify-between border-b border-line pb-4">
            <h2 id="grid-title" className="font-display text-2xl font-light md:text-3xl">
              {t("gridTitle")}
            </h2>
          </div>
          <ProductGrid products={bestsellers.data} />
        </section>
      ) : null}
    </>
  );
}

async function BrandsSection({ locale, view }: { locale: string; view: CatalogView }) {
  const scope = await catalogScope(locale, view);
  const [t, blocks, featured] = await Promise.all([
    getTranslations({ locale, namespace: "Home" }),
    getCmsBlocks(scope, ["home-brands-intro"]),
    getFeaturedBrands(scope, 12),
  ]);
  const intro = blocks.ok ? blocks.data.get("home-brands-intro") : undefined;
  const brands = featured.ok ? featured.data : [];
  if (!intro && brands.length === 0) return null;
  const introHtml = intro ? sanitizeHtml(intro.content, { localePrefix: marketForLocale(locale).prefix }) : "";

  return (
    <section aria-labelledby="brands-title" className="mt-24 bg-parchment md:mt-32" data-testid="home-brands">
      <div className="mx-auto grid max-w-[1440px] gap-12 px-6 py-16 md:grid-cols-[5fr_7fr] md:gap-20 md:px-10 md:py-24">
        <div className="flex flex-col justify-center text-center md:text-left">
          <p id="brands-title" className="text-[11px] uppercase tracking-label text-stone">{t("brandsTitle")}</p>
          {introHtml ? (
            <div
              className="mt-5 [&_a]:mt-8 [&_a]:inline-block [&_a]:border [&_a]:border-ink [&_a]:px-8 [&_a]:py-3 [&_a]:text-[11px] [&_a]:uppercase [&_a]:tracking-label hover:[&_a]:bg-ink hover:[&_a]:text-ivory [&_h2]:font-display [&_h2]:text-4xl [&_h2]:font-light md:[&_h2]:text-5xl [&_p]:mt-5 [&_p]:text-pretty [&_p]:text-sm [&_p]:leading-relaxed [&_p]:text-ink/75"
              data-testid="brands-intro"
              dangerouslySetInnerHTML={{ __html: introHtml }}
            />
          ) : null}
        </div>
        {brands.length > 0 ? (
          <ul className="grid grid-cols-2 border-l border-t border-ink/15 sm:grid-cols-3" data-testid="featured-brands">
            {brands.map((brand) => (
              <li key={brand.id} className="border-b border-r border-ink/15">
                <Link
                  href={brandPath(brand)}
                  className="flex h-24 items-center justify-center px-3 text-center font-display text-lg leading-tight transition-colors hover:bg-ivory md:h-28 md:text-xl"
                >
                  {brand.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

async function EditorialSection({ locale, view }: { locale: string; view: CatalogView }) {
  const page = await getCmsPage(await catalogScope(locale, view), locale, "home");
  if (!page.ok || !page.data?.content) return null;
  const t = await getTranslations({ locale, namespace: "Home" });
  const html = sanitizeHtml(page.data.content, { localePrefix: marketForLocale(locale).prefix });
  return (
    <section className="mx-auto max-w-3xl px-6 py-20 text-center md:py-28" data-testid="home-editorial">
      <p className="text-[11px] uppercase tracking-label text-stone">{t("editorialEyebrow")}</p>
      <div className={`mt-6 ${cmsProse} [&_ul]:list-none [&_ul]:pl-0`} dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
