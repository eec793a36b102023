import type { RequestContext } from "../../server/context.ts";
import { productBrand } from "../catalog/product-resolvers.ts";
import { DEFAULT_PAGE_SIZE, findBrand, listBrands, type BrandFilterInput } from "./service.ts";

type ListArgs = { filter?: BrandFilterInput | null; pageSize?: number | null; currentPage?: number | null };

// ProductBrand objects come shaped by the catalogue (the same as ProductInterface.brands), so both agree.
export const resolvers = {
  Query: {
    brands: async (_: unknown, args: ListArgs, ctx: RequestContext) => {
      const page = await listBrands(ctx, args.filter, args.pageSize ?? DEFAULT_PAGE_SIZE, args.currentPage ?? 1);
      return { ...page, items: page.items.map((b) => productBrand(ctx, b)) };
    },
    brand: async (_: unknown, args: { uid?: string | null; url_key?: string | null }, ctx: RequestContext) => {
      const row = await findBrand(ctx, args);
      return row && productBrand(ctx, row);
    },
  },
};
