import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CX } from "../../test/cart-fixtures.ts";
import { ADD, cartBackend, minor, type CallOptions, type CartBackend } from "../../test/cart-backend.ts";

let b: CartBackend;
beforeAll(async () => {
  b = await cartBackend();
});
afterAll(() => b.close());

async function priced(items: { sku: string; quantity: number }[], opts: CallOptions = {}) {
  const cartId = await b.newCart(opts);
  const { addProductsToCart } = await b.data(ADD, { cartId, items }, opts);
  expect(addProductsToCart.user_errors).toEqual([]);
  const cart = addProductsToCart.cart;
  const p = cart.prices;
  return {
    items: cart.items.map((i: { prices: Record<string, { value: number }> }) => ({
      price: minor(i.prices.price), row: minor(i.prices.row_total), rowInclTax: minor(i.prices.row_total_including_tax),
    })),
    currency: p.grand_total.currency,
    grand: minor(p.grand_total),
    inclTax: minor(p.subtotal_including_tax),
    exclTax: minor(p.subtotal_excluding_tax),
    withDiscount: minor(p.subtotal_with_discount_excluding_tax),
    rrp: minor(p.rrp_subtotal_including_tax),
    taxes: p.applied_taxes.map((t: { label: string; amount: { value: number } }) => [t.label, minor(t.amount)]),
  };
}

describe("tax per store", () => {
  it("extracts the 20 % VAT contained in GBP prices (default store)", async () => {
    expect(await priced([{ sku: CX.simple.sku, quantity: 2 }])).toEqual({
      items: [{ price: 10000, row: 20000, rowInclTax: 24000 }],
      currency: "GBP", grand: 24000, inclTax: 24000, exclTax: 20000, withDiscount: 20000, rrp: 30000, taxes: [["VAT", 4000]],
    });
  });

  it("adds 8.875 % sales tax on top of USD prices (uus_2), rounding half away from zero", async () => {
    expect(await priced([{ sku: CX.simple.sku, quantity: 2 }], { store: "uus_2" })).toEqual({
      items: [{ price: 15000, row: 30000, rowInclTax: 32663 }],
      currency: "USD", grand: 32663, inclTax: 32663, exclTax: 30000, withDiscount: 30000, rrp: 39195, taxes: [["Sales Tax", 2663]],
    });
  });

  it("extracts the 16 % IVA contained in MXN prices (mx_website_store_view)", async () => {
    expect(await priced([{ sku: CX.simple.sku, quantity: 2 }], { store: "mx_website_store_view" })).toEqual({
      items: [{ price: 206897, row: 413793, rowInclTax: 480000 }],
      currency: "MXN", grand: 480000, inclTax: 480000, exclTax: 413793, withDiscount: 413793, rrp: 600000, taxes: [["IVA", 66207]],
    });
  });

  it("rounds the tax per line and sums the lines", async () => {
    const cart = await priced([{ sku: CX.special.sku, quantity: 3 }, { sku: CX.low.sku, quantity: 1 }]);
    // 119.97 holds 19.995 → 20.00 of VAT, 10.00 holds 1.6667 → 1.67.
    expect(cart.taxes).toEqual([["VAT", 2000 + 167]]);
    expect(cart.exclTax).toBe(11997 - 2000 + 1000 - 167);
    expect(cart.grand).toBe(12997);
    // No RRP set: the regular price counts (3 × 50.00 + 10.00).
    expect(cart.rrp).toBe(16000);
  });
});

describe("currency of the request", () => {
  it("converts GBP prices to EUR per unit when the store sets no EUR price", async () => {
    const cart = await priced([{ sku: CX.simple.sku, quantity: 2 }], { currency: "EUR" });
    expect(cart).toMatchObject({ currency: "EUR", grand: 2 * 14040, taxes: [["VAT", 4680]], rrp: 2 * 17550 });
  });

  it("uses the merchant's own USD price in the GBP store when there is one", async () => {
    const cart = await priced([{ sku: CX.simple.sku, quantity: 2 }], { currency: "USD" });
    expect(cart).toMatchObject({ currency: "USD", grand: 30000, taxes: [["VAT", 5000]] });
  });

  it("shows one cart in another allowed currency on the next request", async () => {
    const cartId = await b.newCart();
    await b.data(ADD, { cartId, items: [{ sku: CX.special.sku, quantity: 1 }] });
    const q = `query($id: String!) { cart(cart_id: $id) { prices { grand_total { value currency } } } }`;
    expect((await b.data(q, { id: cartId })).cart.prices.grand_total).toEqual({ value: 39.99, currency: "GBP" });
    expect((await b.data(q, { id: cartId }, { currency: "EUR" })).cart.prices.grand_total).toEqual({ value: 46.79, currency: "EUR" });
    expect(await b.error(q, { id: cartId }, { currency: "MXN" }))
      .toEqual({ message: "Please correct the target currency", category: "graphql-input" });
  });
});
