import { GraphQlNoSuchEntityError } from "../../core/errors.ts";
import { categoryFieldResolvers } from "./category-resolvers.ts";
import { categoryTree } from "./category-tree.ts";
import { findCategories, visibleCategory, type CategoryFilterInput } from "./service.ts";
import { productTypeName, productTypeResolvers } from "./product-resolvers.ts";
import { swatchTypeResolver } from "./configurable.ts";
import { toDbId } from "./uid.ts";
import type { CatalogContext } from "./context.ts";

type PageArgs = { filters?: CategoryFilterInput | null; pageSize?: number | null; currentPage?: number | null };

export const resolvers = {
  Query: {
    categories: (_: unknown, args: PageArgs, ctx: CatalogContext) =>
      findCategories(ctx, args.filters, args.pageSize ?? 20, args.currentPage ?? 1),
    categoryList: async (_: unknown, args: PageArgs, ctx: CatalogContext) =>
      (await findCategories(ctx, args.filters, 20, 1)).items,
    category: async (_: unknown, args: { id?: number | null }, ctx: CatalogContext) => {
      const id = args.id ?? (await categoryTree(ctx)).rootId;
      const dbId = toDbId(id);
      const found = dbId === null ? undefined : await visibleCategory(ctx, dbId);
      if (!found) throw new GraphQlNoSuchEntityError("Category doesn't exist");
      return found;
    },
  },
  ProductInterface: { __resolveType: productTypeName },
  CategoryInterface: { __resolveType: () => "CategoryTree" },
  MediaGalleryInterface: { __resolveType: () => "ProductImage" },
  SwatchDataInterface: swatchTypeResolver,
  CategoryTree: categoryFieldResolvers,
  ...productTypeResolvers,
};
