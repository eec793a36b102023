import { asc, eq, inArray } from "drizzle-orm";
import type { RequestContext } from "../../core/context.ts";
import { GraphQlNoSuchEntityError } from "../../core/errors.ts";
import { allowedCurrencies } from "../../core/store-view.ts";
import { countries, regions } from "./tables.ts";

type Ctx = Pick<RequestContext, "db" | "store" | "stores" | "loaders">;
export type CountryRow = typeof countries.$inferSelect;
export type RegionRow = typeof regions.$inferSelect;

/** Intl locale tag of a Magento locale (en_GB → en-GB). */
const intlLocale = (locale: string) => locale.replace("_", "-");

function currencySymbol(currency: string, locale: string): string {
  try {
    const parts = new Intl.NumberFormat(intlLocale(locale), { style: "currency", currency }).formatToParts(0);
    return parts.find((p) => p.type === "currency")?.value ?? currency;
  } catch {
    return currency;
  }
}

export async function currencyInfo(ctx: Ctx) {
  const { store } = ctx;
  const codes = allowedCurrencies(store);
  const table = await ctx.stores.rateTable(store.baseCurrency);
  // Magento lists a rate for every allowed currency it knows one for, the base itself at 1.
  const exchangeRates = codes
    .filter((c) => c === store.baseCurrency || table.rates.has(c))
    .map((c) => ({ currency_to: c, rate: c === store.baseCurrency ? 1 : Number(table.rates.get(c)) }));
  const display = store.defaultDisplayCurrency;
  return {
    available_currency_codes: codes,
    base_currency_code: store.baseCurrency,
    base_currency_symbol: currencySymbol(store.baseCurrency, store.locale),
    default_display_currency_code: display,
    default_display_currency_symbol: currencySymbol(display, store.locale),
    default_display_currecy_code: display,
    default_display_currecy_symbol: currencySymbol(display, store.locale),
    exchange_rates: exchangeRates,
  };
}

export async function listCountries(ctx: Ctx): Promise<CountryRow[]> {
  return ctx.db.select().from(countries).orderBy(asc(countries.id));
}

/** A country by two- or three-letter code, case-insensitively. */
export async function getCountry(ctx: Ctx, id: string | null | undefined): Promise<CountryRow> {
  const code = (id ?? "").trim().toUpperCase();
  const column = code.length === 3 ? countries.iso3 : countries.id;
  const [row] = /^[A-Z]{2,3}$/.test(code) ? await ctx.db.select().from(countries).where(eq(column, code)) : [];
  if (!row) throw new GraphQlNoSuchEntityError("The country isn't available.");
  return row;
}

/** Regions of a country by name, batched over the countries of a request. */
export function regionsOf(ctx: Ctx, countryId: string): Promise<RegionRow[] | undefined> {
  return ctx.loaders
    .get<string, RegionRow[]>("directory.regions", async (ids) => {
      const rows = await ctx.db.select().from(regions)
        .where(inArray(regions.countryId, [...ids]))
        .orderBy(asc(regions.name), asc(regions.id));
      const byCountry = new Map<string, RegionRow[]>();
      for (const r of rows) {
        const list = byCountry.get(r.countryId);
        if (list) list.push(r);
        else byCountry.set(r.countryId, [r]);
      }
      return byCountry;
    })
    .load(countryId);
}

export function countryName(country: CountryRow, locale: string): string {
  try {
    return new Intl.DisplayNames([intlLocale(locale)], { type: "region" }).of(country.id) ?? country.nameEn;
  } catch {
    return country.nameEn;
  }
}
