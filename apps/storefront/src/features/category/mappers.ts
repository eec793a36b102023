import { decodeText } from "@/features/catalog/mappers";
import { categoryHref } from "@/features/routing/links";
import type { CategoryPageQuery } from "@/lib/commerce/generated/graphql";

export type DisplayMode = "PRODUCTS" | "PAGE" | "PRODUCTS_AND_PAGE";

export interface Crumb {
  label: string;
  /** Without the site prefix: it goes through next-intl's Link. */
  href: string;
}

export interface CategoryView {
  uid: string;
  name: string;
  /** Backend HTML, still to be sanitized where it is rendered. */
  descriptionHtml: string | null;
  cmsBlockHtml: string | null;
  /** Spec §4: the CMS block for PAGE and PRODUCTS_AND_PAGE, products for PRODUCTS and PRODUCTS_AND_PAGE. */
  showsCmsBlock: boolean;
  showsProducts: boolean;
  /** The page's own address, without the site prefix. */
  href: string;
  breadcrumbs: Crumb[];
  meta: { title: string; description: string | null; keywords: string | null };
}

type Category = NonNullable<NonNullable<NonNullable<CategoryPageQuery["categories"]>["items"]>[number]>;

export function toDisplayMode(raw: string | null | undefined): DisplayMode {
  return raw === "PAGE" || raw === "PRODUCTS_AND_PAGE" ? raw : "PRODUCTS";
}

export function toCategoryView(data: CategoryPageQuery): CategoryView | null {
  const category = data.categories?.items?.find((c): c is Category => c != null);
  if (!category) return null;
  const mode = toDisplayMode(category.display_mode);
  const name = decodeText(category.name);
  const suffix = category.url_suffix ?? "";
  const breadcrumbs = (category.breadcrumbs ?? [])
    .flatMap((b) => (b?.category_url_path ? [b] : []))
    .sort((a, b) => (a.category_level ?? 0) - (b.category_level ?? 0))
    .map((b) => ({
      label: decodeText(b.category_name),
      href: categoryHref({ url_path: b.category_url_path, url_suffix: suffix }) ?? "/",
    }));
  return {
    uid: category.uid,
    name,
    descriptionHtml: category.description?.trim() || null,
    cmsBlockHtml: category.cms_block?.content?.trim() || null,
    showsCmsBlock: mode !== "PRODUCTS",
    showsProducts: mode !== "PAGE",
    href: categoryHref(category) ?? "/",
    breadcrumbs,
    meta: {
      title: decodeText(category.meta_title) || name,
      description: category.meta_description?.trim() || null,
      keywords: category.meta_keywords?.trim() || null,
    },
  };
}
