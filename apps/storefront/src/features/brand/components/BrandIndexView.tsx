import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { Link } from "@/i18n/navigation";
import { type CatalogView, catalogScope } from "@/lib/commerce/server";
import { ImmediateReveal } from "@/lib/ui/ImmediateReveal";
import { ServiceNotice } from "@/lib/ui/ServiceNotice";
import { INDEX_LETTERS, brandPath, groupByLetter, letterAnchor } from "../model";
import { getBrandIndex } from "../queries";

interface Props {
  locale: string;
  /** "site": the site's store view, the same for every shopper (ADR 010); "shopper": their store (cookies). */
  view: CatalogView;
}

/** /brand: featured houses, an A–Z bar and every brand under its letter. */
export async function BrandIndexView({ locale, view }: Props) {
  const t = await getTranslations({ locale, namespace: "Brand" });
  return (
    <div data-testid="brand-index">
      <header className="border-b border-line px-6 pb-12 pt-12 text-center md:pb-16 md:pt-20">
        <p className="text-[11px] uppercase tracking-label text-stone">{t("eyebrow")}</p>
        <h1 className="mt-4 font-display text-4xl font-light md:text-6xl">{t("title")}</h1>
        <p className="mx-auto mt-5 max-w-xl text-pretty text-sm leading-relaxed text-stone md:text-base">{t("lead")}</p>
      </header>
      <Suspense fallback={<BrandIndexSkeleton />}>
        <BrandIndexBody locale={locale} view={view} />
      </Suspense>
    </div>
  );
}

async function BrandIndexBody({ locale, view }: Props) {
  const [t, result] = await Promise.all([
    getTranslations({ locale, namespace: "Brand" }),
    catalogScope(locale, view).then(getBrandIndex),
  ]);
  if (!result.ok) return <ServiceNotice retryHref="/brand" />;
  const { brands, total } = result.data;
  const groups = groupByLetter(brands, locale);
  const present = new Set(groups.map((g) => g.letter));
  const featured = brands.filter((b) => b.featured).slice(0, 12);

  return (
    <>
      {featured.length > 0 ? (
        <section aria-labelledby="featured-brands" className="mx-auto max-w-[1440px] px-4 pt-14 md:px-10">
          <h2 id="featured-brands" className="mb-8 text-center text-[11px] uppercase tracking-label text-stone">
            {t("featured")}
          </h2>
          <ul className="grid grid-cols-2 border-l border-t border-line sm:grid-cols-3 lg:grid-cols-6" data-testid="featured-brands">
            {featured.map((brand) => (
              <li key={brand.id} className="border-b border-r border-line">
                <Link
                  href={brandPath(brand)}
                  className="flex h-28 flex-col items-center justify-center gap-1 px-3 text-center transition-colors hover:bg-parchment md:h-36"
                >
                  <span className="font-display text-lg leading-tight md:text-xl">{brand.name}</span>
                  <span className="text-[10px] uppercase tracking-label text-stone">{t("products", { count: brand.productCount })}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <nav
        aria-label={t("letters")}
        className="sticky top-0 z-10 mt-14 border-y border-line bg-ivory/95 backdrop-blur"
        data-testid="brand-letters"
      >
        <ul className="mx-auto flex max-w-[1440px] gap-1 overflow-x-auto px-4 py-3 md:flex-wrap md:justify-center md:px-10">
          {INDEX_LETTERS.map((letter) => (
            <li key={letter}>
              {present.has(letter) ? (
                <a href={`#${letterAnchor(letter)}`} className="block min-w-8 px-2 py-1 text-center text-sm hover:underline underline-offset-4">
                  {letter}
                </a>
              ) : (
                <span className="block min-w-8 px-2 py-1 text-center text-sm text-line" aria-disabled>
                  {letter}
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>

      <div className="mx-auto max-w-[1440px] px-4 pb-24 md:px-10">
        <p className="pt-8 text-center text-[11px] uppercase tracking-label text-stone" data-testid="brand-count">
          {t("count", { count: total })}
        </p>
        {groups.map((group) => (
          <section key={group.letter} id={group.anchor} aria-labelledby={`${group.anchor}-h`} className="scroll-mt-20 border-b border-line py-10 md:grid md:grid-cols-[8rem_1fr] md:py-12">
            <h2 id={`${group.anchor}-h`} className="mb-6 font-display text-5xl font-light leading-none md:mb-0">
              {group.letter}
            </h2>
            <ul className="columns-2 gap-6 sm:columns-3 lg:columns-4">
              {group.brands.map((brand) => (
                <li key={brand.id} className="break-inside-avoid py-1.5">
                  <Link href={brandPath(brand)} className="text-[15px] hover:underline underline-offset-4" data-testid="brand-link">
                    {brand.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}

function BrandIndexSkeleton() {
  return (
    <div aria-hidden className="mx-auto max-w-[1440px] animate-pulse px-4 pt-14 md:px-10">
      <ImmediateReveal />
      <div className="grid grid-cols-2 gap-px sm:grid-cols-3 lg:grid-cols-6">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="h-28 bg-parchment md:h-36" />
        ))}
      </div>
      <div className="mt-14 h-12 border-y border-line" />
      <div className="h-[60vh]" />
    </div>
  );
}
