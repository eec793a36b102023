import { and, eq } from "drizzle-orm";
import { fromBase } from "../catalog/price.ts";
import type { CartContext, CartRow } from "./access.ts";
import { cartAddresses } from "./tables.ts";

// Delivery rates per store view, in minor units of the store's base currency (shown converted like every price).
// Flat rate goes everywhere the store ships; express only within the store's home country; free shipping once the
// items (after discounts, on the catalogue's tax footing) reach the store's threshold, or with a free-shipping rule.

export interface StoreShipping {
  home: string;
  flatRate: number;
  express: number;
  freeFrom: number;
}

export const STORE_SHIPPING: Record<string, StoreShipping> = {
  default: { home: "GB", flatRate: 495, express: 1295, freeFrom: 5000 },
  uus_2: { home: "US", flatRate: 695, express: 1995, freeFrom: 7500 },
  mx_website_store_view: { home: "MX", flatRate: 9900, express: 24900, freeFrom: 150000 },
};

const FALLBACK: StoreShipping = { home: "GB", flatRate: 495, express: 1295, freeFrom: 5000 };

/**
 * Places no carrier delivers to: uninhabited territories, where the storefront tells the shopper that no shipping
 * method is available for the country.
 */
export const NO_DELIVERY_COUNTRIES: ReadonlySet<string> = new Set(["AQ", "BV", "HM", "TF", "UM", "GS"]);

export interface ShippingRate {
  carrierCode: string;
  methodCode: string;
  carrierTitle: string;
  methodTitle: string;
  /** What the shopper pays, in minor units of the request currency. */
  amount: number;
  /** The same in the store's base currency. */
  baseAmount: number;
}

export type ShippingAddressRow = typeof cartAddresses.$inferSelect;

/** The cart's shipping address, read once per cart state and request. */
export function shippingAddress(ctx: CartContext, cart: CartRow): Promise<ShippingAddressRow | undefined> {
  return ctx.loaders.once(`cart-shipping-address:${cart.id}:${cart.version}`, async () => {
    const [row] = await ctx.db.select().from(cartAddresses)
      .where(and(eq(cartAddresses.cartId, cart.id), eq(cartAddresses.kind, "shipping"))).limit(1);
    return row;
  });
}

/**
 * The methods a cart can ship with to a country: `discountedSubtotal` is what the items cost after discounts in
 * the request currency; `freeShippingRule` is whether a cart rule gives free shipping.
 */
export async function shippingRates(
  ctx: CartContext, country: string, discountedSubtotal: number, freeShippingRule: boolean,
): Promise<ShippingRate[]> {
  if (NO_DELIVERY_COUNTRIES.has(country)) return [];
  const config = STORE_SHIPPING[ctx.store.code] ?? FALLBACK;
  const rate = async (carrierCode: string, carrierTitle: string, methodTitle: string, base: number): Promise<ShippingRate> => ({
    carrierCode, methodCode: carrierCode, carrierTitle, methodTitle, baseAmount: base, amount: await fromBase(ctx, base),
  });
  const threshold = await fromBase(ctx, config.freeFrom);
  const rates: ShippingRate[] = [];
  if (freeShippingRule || discountedSubtotal >= threshold) rates.push(await rate("freeshipping", "Free Shipping", "Free", 0));
  rates.push(await rate("flatrate", "Flat Rate", "Fixed", freeShippingRule ? 0 : config.flatRate));
  if (country === config.home) rates.push(await rate("express", "Express Delivery", "Next working day", config.express));
  return rates;
}
