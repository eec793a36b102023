import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { alternates, catalogueSites, siteUrl } from "@/features/seo/alternates";
import { pageTitle } from "@/features/seo/title";
import { getProductDetail } from "./queries";

/** Title, description, canonical and hreflang of a product page; the site's defaults when it cannot be loaded. */
export async function productMetadata(locale: string, urlKey: string): Promise<Metadata> {
  const result = await getProductDetail(locale, urlKey, "site");
  const product = result.ok ? result.data : null;
  if (!product) {
    const t = await getTranslations({ locale, namespace: "Metadata" });
    return { title: t("title"), description: t("description") };
  }
  const image = product.images[0];
  return {
    title: pageTitle(product.metaTitle),
    description: product.metaDescription || undefined,
    // Canonical is the product's own URL: swatch and review-page parameters never make a new page.
    alternates: alternates(locale, product.path, { sites: catalogueSites(locale) }),
    openGraph: {
      type: "website",
      title: product.metaTitle,
      description: product.metaDescription || undefined,
      url: siteUrl(locale, product.path),
      ...(image ? { images: [{ url: image.src, alt: image.alt }] } : {}),
    },
  };
}
