import type { Resolvers } from "../../core/generated/resolvers.ts";
import { countryName, currencyInfo, getCountry, listCountries, regionsOf, type CountryRow } from "./service.ts";

declare module "../../core/graphql-models.ts" {
  interface GraphQlModels {
    Country: CountryRow;
  }
}

export const resolvers: Resolvers = {
  Query: {
    currency: (_, __, ctx) => currencyInfo(ctx),
    countries: (_, __, ctx) => listCountries(ctx),
    country: (_, args, ctx) => getCountry(ctx, args.id),
  },
  Country: {
    id: (c) => c.id,
    two_letter_abbreviation: (c) => c.id,
    three_letter_abbreviation: (c) => c.iso3,
    full_name_english: (c) => c.nameEn,
    full_name_locale: (c, _, ctx) => countryName(c, ctx.store.locale),
    // Magento answers null, not an empty list, for countries without regions.
    available_regions: async (c, _, ctx) => {
      const list = await regionsOf(ctx, c.id);
      return list?.length ? list : null;
    },
  },
};
