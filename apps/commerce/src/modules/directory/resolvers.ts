import type { RequestContext } from "../../core/context.ts";
import { countryName, currencyInfo, getCountry, listCountries, regionsOf, type CountryRow } from "./service.ts";

export const resolvers = {
  Query: {
    currency: (_: unknown, __: unknown, ctx: RequestContext) => currencyInfo(ctx),
    countries: (_: unknown, __: unknown, ctx: RequestContext) => listCountries(ctx),
    country: (_: unknown, args: { id?: string | null }, ctx: RequestContext) => getCountry(ctx, args.id),
  },
  Country: {
    id: (c: CountryRow) => c.id,
    two_letter_abbreviation: (c: CountryRow) => c.id,
    three_letter_abbreviation: (c: CountryRow) => c.iso3,
    full_name_english: (c: CountryRow) => c.nameEn,
    full_name_locale: (c: CountryRow, _: unknown, ctx: RequestContext) => countryName(c, ctx.store.locale),
    // Magento answers null, not an empty list, for countries without regions.
    available_regions: async (c: CountryRow, _: unknown, ctx: RequestContext) => {
      const list = await regionsOf(ctx, c.id);
      return list?.length ? list : null;
    },
  },
};
