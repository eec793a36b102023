import type { Metadata } from "next";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { alternates } from "@/features/seo/alternates";
import { siteScope } from "@/lib/commerce/scope";
import { htmlToText } from "@/lib/html/sanitize";
import { brandPath } from "./model";
import { getBrand } from "./queries";

export async function brandIndexMetadata(locale: string): Promise<Metadata> {
  // Request time, never build time: the alternates follow this instance's PUBLIC_SITE_URL and SITE_DOMAIN_*.
  await connection();
  const t = await getTranslations({ locale, namespace: "Brand" });
  return { title: t("metaTitle"), description: t("metaDescription"), alternates: alternates(locale, "/brand") };
}

/**
 * Built from the site's own store view: the same for every shopper. `atRequestOnly` waits for a request: the build
 * may see another backend, or none, and must not bake its answer in. The site view (ADR 010) is rendered only after
 * the build, on its first visit, and kept as it is then.
 */
export async function brandMetadata(locale: string, key: string, { atRequestOnly = true } = {}): Promise<Metadata> {
  if (atRequestOnly) await connection();
  const [t, result] = await Promise.all([getTranslations({ locale, namespace: "Brand" }), getBrand(siteScope(locale), key)]);
  if (!result.ok || !result.data) return { robots: { index: false, follow: true } };
  const brand = result.data;
  const description = htmlToText(brand.description) || t("brandMetaDescription", { brand: brand.name, count: brand.productCount });
  return {
    title: brand.name,
    description: description.length > 160 ? `${description.slice(0, 157).trimEnd()}…` : description,
    // A URL-key address and the id address show the same brand: the id one is canonical.
    alternates: alternates(locale, brandPath(brand)),
  };
}
