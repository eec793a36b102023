import { GraphQlNoSuchEntityError } from "../../core/errors.ts";
import type { Resolvers } from "../../core/generated/resolvers.ts";
import { getPage, type CmsPageRow } from "../cms/service.ts";
import type { CategoryRow } from "../catalog/category-tree.ts";
import { loadProduct, isListable, type ProductRow } from "../catalog/product-loader.ts";
import { onEveryProductType, productTypeName, type ProductFieldResolvers } from "../catalog/product-resolvers.ts";
import { visibleCategory } from "../catalog/service.ts";
import { encodeUid } from "../catalog/uid.ts";
import type { CatalogContext } from "../catalog/context.ts";
import { canonicalPath, productUrlRewrites, resolveUrl, withoutSuffix, type ResolvedUrl } from "./service.ts";

async function cmsPage(ctx: CatalogContext, id: number) {
  try {
    // The CMS module owns page visibility (active, store view) and resolves CmsPage fields from the row.
    return await getPage(ctx, { id });
  } catch (error) {
    if (error instanceof GraphQlNoSuchEntityError) return undefined;
    throw error;
  }
}

type Entity = ProductRow | CategoryRow | CmsPageRow;
type RouteInfo = { redirect_code: number; relative_url: string };

/** The entity a resolved URL points at, if the shopper may see it in this store. */
async function entityOf(ctx: CatalogContext, r: ResolvedUrl): Promise<Entity | undefined> {
  switch (r.entityType) {
    case "PRODUCT": {
      const p = await loadProduct(ctx, r.entityId);
      return p && isListable(p) ? p : undefined;
    }
    case "CATEGORY":
      return visibleCategory(ctx, r.entityId);
    case "CMS_PAGE":
      return cmsPage(ctx, r.entityId);
  }
}

/** The entity with how its URL was resolved, which its `redirect_code` and `relative_url` fields answer. */
async function routed(ctx: CatalogContext, url: string): Promise<(Entity & RouteInfo) | null> {
  const r = await resolveUrl(ctx, url);
  if (!r) return null;
  const entity = await entityOf(ctx, r);
  if (!entity) return null;
  return { ...entity, redirect_code: r.redirectCode, relative_url: r.relativeUrl };
}

/** `/catalog/product/view/id/5` → [{name: "id", value: "5"}], as Magento derives rewrite parameters. */
function rewriteParameters(targetPath: string) {
  const parts = targetPath.replace(/^\/+|\/+$/g, "").split("/");
  const out: { name: string; value: string }[] = [];
  for (let i = 3; i + 1 < parts.length; i += 2) out.push({ name: parts[i]!, value: parts[i + 1]! });
  return out;
}

const productUrlFields: ProductFieldResolvers = {
  url_rewrites: async (p, _a, ctx) =>
    ((await productUrlRewrites(ctx).load(p.id)) ?? []).map((r) => ({ url: r.requestPath, parameters: rewriteParameters(r.targetPath) })),
  // The storefront prints canonical links on every page, so Magento's "use canonical link meta tag" is on.
  canonical_url: (p, _a, ctx) => canonicalPath(ctx, "PRODUCT", p.id),
  url_path: async (p, _a, ctx) => {
    const path = await canonicalPath(ctx, "PRODUCT", p.id);
    return path === null ? null : withoutSuffix(path);
  },
};

export const resolvers: Resolvers = {
  ...onEveryProductType(productUrlFields),
  CategoryTree: {
    canonical_url: (c, _a, ctx) => canonicalPath(ctx, "CATEGORY", c.id),
  },
  Query: {
    route: (_, args, ctx) => routed(ctx, args.url),
    urlResolver: async (_, args, ctx) => {
      const r = await resolveUrl(ctx, args.url);
      if (!r || !(await entityOf(ctx, r))) return null;
      return {
        id: r.entityId,
        entity_uid: encodeUid(r.entityId),
        canonical_url: r.relativeUrl,
        relative_url: r.relativeUrl,
        redirectCode: r.redirectCode,
        type: r.entityType,
      };
    },
  },
  RoutableInterface: {
    __resolveType: (o) => ("typeId" in o ? productTypeName(o) : "identifier" in o ? "CmsPage" : "CategoryTree"),
  },
};
