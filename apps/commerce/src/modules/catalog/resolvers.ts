import { GraphQlNoSuchEntityError } from "../../core/errors.ts";
import type { Resolvers } from "../../core/generated/resolvers.ts";
import { categoryFieldResolvers } from "./category-resolvers.ts";
import { categoryTree } from "./category-tree.ts";
import { findCategories, visibleCategory } from "./service.ts";
import { productTypeName, productTypeResolvers } from "./product-resolvers.ts";
import { swatchTypeResolver } from "./configurable.ts";
import { toDbId } from "./uid.ts";
import { customAttributeMetadata, type AttributeMetadata } from "./attribute-metadata.ts";

declare module "../../core/graphql-models.ts" {
  interface GraphQlModels {
    /** An item, or the error graphql-js reports in its place (a null item) while the others are answered. */
    Attribute: AttributeMetadata | Error;
  }
}

export const resolvers: Resolvers = {
  Query: {
    categories: (_, args, ctx) => findCategories(ctx, args.filters, args.pageSize ?? 20, args.currentPage ?? 1),
    categoryList: async (_, args, ctx) => (await findCategories(ctx, args.filters, 20, 1)).items,
    category: async (_, args, ctx) => {
      const id = args.id ?? (await categoryTree(ctx)).rootId;
      const dbId = toDbId(id);
      const found = dbId === null ? undefined : await visibleCategory(ctx, dbId);
      if (!found) throw new GraphQlNoSuchEntityError("Category doesn't exist");
      return found;
    },
    customAttributeMetadata: async (_, args, ctx) => ({ items: await customAttributeMetadata(ctx, args.attributes) }),
  },
  ProductInterface: { __resolveType: productTypeName },
  CategoryInterface: { __resolveType: () => "CategoryTree" },
  // The catalogue has images only, and one kind of product link.
  MediaGalleryInterface: { __resolveType: () => "ProductImage" },
  ProductLinksInterface: { __resolveType: () => "ProductLinks" },
  SwatchDataInterface: swatchTypeResolver,
  CategoryTree: categoryFieldResolvers,
  ...productTypeResolvers,
};
