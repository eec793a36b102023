// npm run bench:actions -w apps/storefront
//
// What a hostile call to the add action costs the storefront, and what it sends on to the commerce API (a stand-in
// here that only counts): the arguments are checked with the /api route's schemas before any call goes out.
import { expect, test, vi } from "vitest";
import { nextCache, nextHeaders, nextIntlServer } from "@/lib/testing/next-request";
import type { AddToCartRequest } from "./add-rules";

vi.mock("next/headers", () => nextHeaders);
vi.mock("next/cache", () => nextCache);
vi.mock("next-intl/server", () => nextIntlServer);

const sent = { calls: 0, bytes: 0 };
vi.stubGlobal("fetch", async (_url: unknown, init?: RequestInit) => {
  sent.calls += 1;
  sent.bytes += String(init?.body ?? "").length;
  return Response.json({ data: { createEmptyCart: "cart-1", addProductsToCart: { cart: { id: "cart-1", total_quantity: 1 }, user_errors: [] } } });
});
// Imported once fetch is the stand-in: the commerce client keeps the fetch it was created with.
const { addToCartAction } = await import("./actions");

const simple: AddToCartRequest = { sku: "SKU-1", quantity: 1, productType: "SimpleProduct", stockStatus: "IN_STOCK" };
const children = Array.from({ length: 20_000 }, (_, i) => ({ sku: `CHILD-${i}`, quantity: 1 }));
const hostile = <T>(value: unknown) => value as T;

test("addToCartAction, hostile arguments", async ({ bench }) => {
  await bench.compare(
    bench("20,000 grouped children", async () => {
      await addToCartAction("en-GB", { ...simple, productType: "GroupedProduct", children });
    }),
    bench('quantity "abc"', async () => {
      await addToCartAction("en-GB", { ...simple, quantity: hostile<number>("abc") });
    }),
    bench("10 KB sku", async () => {
      await addToCartAction("en-GB", { ...simple, sku: "x".repeat(10_240) });
    }),
    { time: 2_000 },
  );
  console.log(`sent to the commerce API by the hostile calls: ${sent.calls} requests, ${sent.bytes} bytes`);
  expect(sent.calls).toBe(0);
});
