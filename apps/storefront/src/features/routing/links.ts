/**
 * Links to catalogue pages, in the shape the catch-all resolves (see resolve-path.ts).
 *
 * `localePrefix` is for hrefs written out by hand (plain anchors, canonical and alternate tags, sitemaps);
 * leave it empty when the href goes through next-intl's `Link`, which adds the prefix itself.
 */

export interface ProductLinkFields {
  url_key?: string | null;
  url_suffix?: string | null;
  url_rewrites?: ReadonlyArray<{ url?: string | null } | null> | null;
}

export interface CategoryLinkFields {
  url_path?: string | null;
  url_suffix?: string | null;
}

export interface LinkOptions {
  /** e.g. "/cn"; "" for the default site. */
  localePrefix?: string;
}

/**
 * The first URL rewrite, else url_key + url_suffix: the address Magento itself publishes for the product. The
 * other reading's `/p/{sku}` is not used: the catch-all keeps `/p/` there and no rewrite would match it.
 * Null when the product has no address at all, so the caller renders it without a link.
 */
export function productHref(product: ProductLinkFields, options: LinkOptions = {}): string | null {
  const rewrite = product.url_rewrites?.find((r) => r?.url?.replace(/^\/+/, ""))?.url;
  if (rewrite) return withPrefix(rewrite, options);
  if (!product.url_key) return null;
  return withPrefix(`${product.url_key}${product.url_suffix ?? ""}`, options);
}

export function categoryHref(category: CategoryLinkFields, options: LinkOptions = {}): string | null {
  if (!category.url_path) return null;
  return withPrefix(`${category.url_path}${category.url_suffix ?? ""}`, options);
}

function withPrefix(relative: string, { localePrefix = "" }: LinkOptions): string {
  return `${localePrefix.replace(/\/+$/, "")}/${relative.replace(/^\/+/, "")}`;
}
