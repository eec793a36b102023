import { getTranslations } from "next-intl/server";
import { ProductGrid } from "@/features/catalog/components/ProductGrid";
import { getCategoryMenu, getCategoryProducts } from "@/features/catalog/queries";
import { ServiceNotice } from "@/features/layout/ServiceNotice";

export async function HomePage({ locale }: { locale: string }) {
  const [t, ts] = await Promise.all([getTranslations("Home"), getTranslations("Status")]);
  const menu = await getCategoryMenu(locale);
  const listing = menu.ok && menu.data.rootUid ? await getCategoryProducts(locale, menu.data.rootUid) : null;

  return (
    <>
      <section className="border-b border-line px-6 pb-16 pt-14 text-center md:pb-24 md:pt-20">
        <p className="text-[11px] uppercase tracking-label text-stone">{t("eyebrow")}</p>
        <h1 className="mx-auto mt-5 max-w-3xl text-balance font-display text-4xl font-light leading-[1.1] md:text-6xl">
          {t("title")}
        </h1>
        <p className="mx-auto mt-6 max-w-xl text-pretty text-sm leading-relaxed text-stone md:text-base">{t("lead")}</p>
      </section>
      {listing?.ok ? (
        <section aria-labelledby="grid-title" className="mx-auto max-w-[1440px] px-4 pt-14 md:px-10 md:pt-20">
          <div className="mb-10 flex items-baseline justify-between border-b border-line pb-4">
            <h2 id="grid-title" className="font-display text-2xl font-light md:text-3xl">
              {t("gridTitle")}
            </h2>
            <p className="text-[11px] uppercase tracking-label text-stone">{t("gridCount", { count: listing.data.total })}</p>
          </div>
          {listing.data.products.length > 0 ? (
            <ProductGrid products={listing.data.products} />
          ) : (
            <p className="py-16 text-center text-sm text-stone">{ts("empty")}</p>
          )}
        </section>
      ) : (
        <ServiceNotice />
      )}
    </>
  );
}
