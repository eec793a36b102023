import { magentoDateTime } from "../../core/datetime.ts";
import type { CategoryTreeResolvers } from "../../core/generated/resolvers.ts";
import { ancestorsOf, categoryTree, descendantCount, pathInStore, type CategoryRow } from "./category-tree.ts";
import { productCount } from "./service.ts";
import { loadBlockById } from "../cms/service.ts";
import { mediaUrl } from "./media-url.ts";
import { encodeUid } from "./uid.ts";

const CATEGORY_URL_SUFFIX = ".html";

/** A category row as a GraphQL parent; `route(url)` adds how the URL was resolved. */
export type CategoryParent = CategoryRow & { redirect_code?: number; relative_url?: string | null };

declare module "../../core/graphql-models.ts" {
  interface GraphQlModels {
    CategoryTree: CategoryParent;
  }
}

/** Category images are stored as a file name under catalog/category or as a path under the media root. */
const categoryImageFile = (image: string) => (image.includes("/") ? image : `catalog/category/${image}`);

/** CategoryTree fields, but for those of the modules built on the catalogue (listing and sorting, URLs). */
export const categoryFieldResolvers: CategoryTreeResolvers = {
  uid: (c) => encodeUid(c.id),
  id: (c) => c.id,
  name: (c) => c.name,
  level: (c) => c.level,
  position: (c) => c.position,
  path: (c) => c.path,
  path_in_store: async (c, _a, ctx) => pathInStore(await categoryTree(ctx), c),
  created_at: (c) => magentoDateTime(c.createdAt),
  updated_at: (c) => magentoDateTime(c.updatedAt),
  // Layouts are the storefront's, and price ranges are computed automatically rather than in a step set here.
  custom_layout_update_file: () => null,
  filter_price_range: () => null,
  url_key: (c) => c.urlKey,
  url_path: (c) => c.urlPath,
  url_suffix: () => CATEGORY_URL_SUFFIX,
  include_in_menu: (c) => (c.includeInMenu ? 1 : 0),
  is_anchor: (c) => (c.isAnchor ? 1 : 0),
  display_mode: (c) => c.displayMode,
  landing_page: (c) => c.landingPage,
  cms_block: async (c, _a, ctx) =>
    // The CMS module decides which blocks a store shows; its loader batches the blocks of a whole menu.
    c.landingPage === null ? null : ((await loadBlockById(ctx, c.landingPage)) ?? null),
  description: (c) => c.description,
  image: (c, _a, ctx) => (c.image ? mediaUrl(ctx, categoryImageFile(c.image)) : null),
  meta_title: (c) => c.metaTitle,
  meta_keywords: (c) => c.metaKeywords,
  meta_description: (c) => c.metaDescription,
  breadcrumbs: async (c, _a, ctx) => {
    const crumbs = ancestorsOf(await categoryTree(ctx), c).map((a) => ({
      category_id: a.id,
      category_uid: encodeUid(a.id),
      category_name: a.name,
      category_level: a.level,
      category_url_key: a.urlKey,
      category_url_path: a.urlPath,
    }));
    return crumbs.length ? crumbs : null;
  },
  children: async (c, _a, ctx) => (await categoryTree(ctx)).children.get(c.id) ?? [],
  children_count: async (c, _a, ctx) => String(descendantCount(await categoryTree(ctx), c.id)),
  product_count: (c, _a, ctx) => productCount(ctx, c),
  redirect_code: (c) => c.redirect_code ?? 0,
  relative_url: (c) => c.relative_url ?? `${c.urlPath}${CATEGORY_URL_SUFFIX}`,
  type: () => "CATEGORY",
};
