import type { Resolvers } from "../../core/generated/resolvers.ts";
import { brandProductCount, type BrandRow } from "../catalog/relations.ts";
import { encodeUid } from "../catalog/uid.ts";
import { DEFAULT_PAGE_SIZE, findBrand, listBrands } from "./service.ts";

declare module "../../core/graphql-models.ts" {
  interface GraphQlModels {
    ProductBrand: BrandRow;
  }
}

export const resolvers: Resolvers = {
  Query: {
    brands: (_, args, ctx) => listBrands(ctx, args.filter, args.pageSize ?? DEFAULT_PAGE_SIZE, args.currentPage ?? 1),
    brand: (_, args, ctx) => findBrand(ctx, args),
  },
  // A brand row is the same ProductBrand wherever it appears: in these queries and in ProductInterface.brands.
  ProductBrand: {
    uid: (b) => encodeUid(b.id),
    url_key: (b) => b.urlKey,
    is_featured: (b) => b.isFeatured,
    first_letter: (b) => {
      const first = b.name.trim().charAt(0).toUpperCase();
      return /^[A-Z]$/.test(first) ? first : "#";
    },
    product_count: (b, _, ctx) => brandProductCount(ctx, b.id),
  },
};
