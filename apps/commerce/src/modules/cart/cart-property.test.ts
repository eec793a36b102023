import { and, asc, eq, gte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../catalog/tables.ts";
import { createRng, type Rng } from "../../seed/random.ts";
import { CX } from "../../test/cart-fixtures.ts";
import { CART, cartBackend, minor, type CartBackend } from "../../test/cart-backend.ts";
import { uid } from "../../test/backend.ts";

// Random carts in every store and currency, with and without coupons: whatever the mix, the totals must be the
// exact sums of the lines, the tax must be the per-line tax of the discounted rows, and the grand total must follow.

const RUNS = Number(process.env.CART_PROPERTY_RUNS ?? 1000);
const SEED = "cart-property-1";

const SETTINGS = [
  { store: "default", currency: undefined, included: true, rate: 2000 },
  { store: "default", currency: "EUR", included: true, rate: 2000 },
  { store: "default", currency: "USD", included: true, rate: 2000 },
  { store: "uus_2", currency: undefined, included: false, rate: 887.5 },
  { store: "mx_website_store_view", currency: undefined, included: true, rate: 1600 },
] as const;
const COUPONS = [null, "WELCOME10", "LUXE20", "SAVE15GBP", "SAVE15USD", "SAVE250MXN", "FREESHIP", "ONCEONLY"];

const giftcard = [
  { uid: uid("giftcard/giftcard_sender_name"), value: "A" }, { uid: uid("giftcard/giftcard_sender_email"), value: "a@example.com" },
  { uid: uid("giftcard/giftcard_recipient_name"), value: "B" }, { uid: uid("giftcard/giftcard_recipient_email"), value: "b@example.com" },
];

/** Fixture items of every type; each may be asked for again with another quantity. */
function fixtureItem(rng: Rng): Record<string, unknown> {
  switch (rng.int(0, 7)) {
    case 0: return { sku: CX.special.sku };
    case 1: return { sku: CX.virtual.sku };
    case 2: return { sku: CX.conf.sku, selected_options: [uid(`configurable/${CX.shade.attribute}/${CX.shade.red}`)], max: 2 };
    case 3: return {
      sku: CX.bundle.sku,
      selected_options: [
        uid(`bundle/${CX.bundleOption.cleanser}/${rng.pick([CX.selection.a, CX.selection.b])}/1`),
        ...(rng.chance(0.5) ? [uid(`bundle/${CX.bundleOption.extras}/${CX.selection.c}/${rng.int(1, 3)}`)] : []),
      ],
    };
    case 4: return { sku: CX.bundleFixed.sku, selected_options: [uid(`bundle/${CX.bundleOption.pick}/${CX.selection.fixedA}/1`)] };
    case 5: return { sku: CX.downloadable.sku, selected_options: [uid(`downloadable/${rng.pick([CX.link.morning, CX.link.evening])}`)] };
    case 6: return {
      sku: CX.giftcard.sku,
      entered_options: [...giftcard, { uid: uid("giftcard/custom_giftcard_amount"), value: String(rng.int(1000, 90000) / 100) }],
    };
    default: return { sku: CX.simple.sku };
  }
}

const taxOf = (amount: number, rate: number, included: boolean) => {
  // Independent of the engine: exact rational arithmetic in thousandths of a basis point.
  const r = BigInt(Math.round(rate * 1000));
  const n = BigInt(amount) * r;
  const d = included ? 10_000_000n + r : 10_000_000n;
  const q = n / d;
  return Number((n % d) * 2n >= d ? q + 1n : q);
};

describe("random carts", () => {
  let b: CartBackend;
  let catalogue: string[];
  beforeAll(async () => {
    b = await cartBackend();
    // Demo products with plenty of stock, so that random quantities never run out.
    catalogue = (await b.database.db.select({ sku: products.sku }).from(products)
      .where(and(eq(products.typeId, "simple"), eq(products.visibility, 4), eq(products.isEnabled, true), gte(products.qty, 60)))
      .orderBy(asc(products.id)).limit(60)).map((r) => r.sku);
  });
  afterAll(() => b.close());

  it(`keeps totals equal to the sum of the lines in ${RUNS} carts`, async () => {
    const rng = createRng(SEED);
    let discounted = 0;
    for (let run = 0; run < RUNS; run++) {
      const setting = rng.pick(SETTINGS);
      const coupon = rng.pick(COUPONS);
      const items = Array.from({ length: rng.int(1, 5) }, () => {
        const item = rng.chance(0.5) ? { sku: rng.pick(catalogue) } : fixtureItem(rng);
        const { max, ...rest } = item as { max?: number };
        return { ...rest, quantity: rng.int(1, max ?? 5) };
      });
      const cartId = `prop${String(run).padStart(28, "0")}`;
      const opts = { store: setting.store, currency: setting.currency, customer: rng.chance(0.2) ? 300 + run : undefined };
      const id = opts.customer === undefined ? cartId : await customerCartId(b, opts);
      const body = await b.call(`mutation($id: String!, $items: [CartItemInput!]!${coupon ? ", $coupon: String!" : ""}) {
        ${opts.customer === undefined ? "createEmptyCart(input: { cart_id: $id })" : ""}
        add: addProductsToCart(cartId: $id, cartItems: $items) { user_errors { code message } cart { ${CART} } }
        ${coupon ? `coupon: applyCouponToCart(input: { cart_id: $id, coupon_code: $coupon }) { cart { ${CART} } }` : ""}
      }`, coupon ? { id, items, coupon } : { id, items }, opts);
      const context = JSON.stringify({ run, setting, coupon, items, errors: body.errors });
      expect(body.data?.add?.user_errors, context).toEqual([]);
      const cart = body.data.coupon?.cart ?? body.data.add.cart;
      checkCart(cart, setting, context);
      if (cart.prices.discounts) discounted++;
    }
    // The mix must exercise discounts, not only plain carts.
    expect(discounted).toBeGreaterThan(RUNS / 10);
  }, 900_000);
});

async function customerCartId(b: CartBackend, opts: { store: string; customer?: number; currency?: string }) {
  return (await b.data("{ customerCart { id } }", undefined, opts)).customerCart.id as string;
}

function checkCart(cart: any, setting: (typeof SETTINGS)[number], context: string) {
  const p = cart.prices;
  const sum = (values: number[]) => values.reduce((s, x) => s + x, 0);
  const lines = cart.items.map((i: { quantity: number; prices: Record<string, { value: number }> }) => ({
    qty: i.quantity,
    row: minor(i.prices.row_total)!,
    rowInclTax: minor(i.prices.row_total_including_tax)!,
    discount: minor(i.prices.total_item_discount)!,
  }));
  const discounts = sum((p.discounts ?? []).map((d: { amount: { value: number } }) => minor(d.amount)!));
  const tax = sum(p.applied_taxes.map((t: { amount: { value: number } }) => minor(t.amount)!));
  const expectedTax = sum(lines.map((l: { row: number; rowInclTax: number; discount: number }) =>
    taxOf((setting.included ? l.rowInclTax : l.row) - l.discount, setting.rate, setting.included)));

  expect(cart.total_quantity, context).toBe(sum(lines.map((l: { qty: number }) => l.qty)));
  expect(minor(p.subtotal_excluding_tax), context).toBe(sum(lines.map((l: { row: number }) => l.row)));
  expect(minor(p.subtotal_including_tax), context).toBe(sum(lines.map((l: { rowInclTax: number }) => l.rowInclTax)));
  expect(discounts, context).toBe(sum(lines.map((l: { discount: number }) => l.discount)));
  for (const l of lines) expect(l.discount, context).toBeLessThanOrEqual(setting.included ? l.rowInclTax : l.row);
  expect(tax, context).toBe(expectedTax);
  const grand = minor(p.grand_total);
  if (setting.included) expect(grand, context).toBe(minor(p.subtotal_including_tax)! - discounts);
  else expect(grand, context).toBe(minor(p.subtotal_excluding_tax)! - discounts + tax);
  expect(grand, context).toBe(minor(p.subtotal_with_discount_excluding_tax)! + tax);
  expect(p.grand_total.currency, context).toBe(setting.currency ?? { default: "GBP", uus_2: "USD", mx_website_store_view: "MXN" }[setting.store]);
}
