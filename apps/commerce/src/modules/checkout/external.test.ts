import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartBackend, type CartBackend } from "../../test/cart-backend.ts";
import { CU, insertCustomers } from "../../test/customer-fixtures.ts";
import { externalCheckoutUrl } from "./external.ts";

const QUERY = `query($id: String!, $base: String!) { checkoutUrl(cart_id: $id, base_url: $base) }`;
const BASE = "http://localhost:3000/checkout/user-account?accountType=guest";

describe("externalCheckoutUrl (spec §1)", () => {
  const config = { url: "https://cms.example.com", path: "/checkout/sync" };
  it("builds {cmsUrl}{syncUrlPath}/token/{token}/cart/{cartId}, the token empty for a guest", () => {
    expect(externalCheckoutUrl(config, BASE, "abc", "tok")).toBe("https://cms.example.com/checkout/sync/token/tok/cart/abc");
    expect(externalCheckoutUrl(config, BASE, "abc", null)).toBe("https://cms.example.com/checkout/sync/token//cart/abc");
    expect(externalCheckoutUrl(config, BASE, "a/b", "t?k")).toBe("https://cms.example.com/checkout/sync/token/t%3Fk/cart/a%2Fb");
  });
  it("answers the base URL unchanged when disabled", () => {
    expect(externalCheckoutUrl(null, BASE, "abc", "tok")).toBe(BASE);
  });
});

describe("Query.checkoutUrl", () => {
  let off: CartBackend;
  let on: CartBackend;
  beforeAll(async () => {
    [off, on] = await Promise.all([
      cartBackend(),
      cartBackend({ app: { externalCheckout: { url: "https://cms.example.com", path: "/checkout" } } }),
    ]);
    await insertCustomers(on.database.db);
  });
  afterAll(async () => {
    await Promise.all([off.close(), on.close()]);
  });

  it("keeps checkout on the storefront when no external checkout is configured", async () => {
    const id = await off.newCart();
    expect((await off.data(QUERY, { id, base: BASE })).checkoutUrl).toBe(BASE);
  });

  it("sends guests and customers to the external checkout, each with their own cart", async () => {
    const id = await on.newCart();
    expect((await on.data(QUERY, { id, base: BASE })).checkoutUrl).toBe(`https://cms.example.com/checkout/token//cart/${id}`);
    const own = (await on.data("{ customerCart { id } }", {}, { customer: CU.owner })).customerCart.id;
    expect((await on.data(QUERY, { id: own, base: BASE }, { customer: CU.owner })).checkoutUrl)
      .toBe(`https://cms.example.com/checkout/token/test-customer-${CU.owner}/cart/${own}`);
    expect((await on.error(QUERY, { id, base: BASE }, { customer: CU.owner })).category).toBe("graphql-authorization");
  });

  it("refuses a base URL outside the storefront", async () => {
    const id = await off.newCart();
    expect(await off.error(QUERY, { id, base: "https://elsewhere.example/x" }))
      .toEqual({ message: "The base URL is not valid.", category: "graphql-input" });
  });
});
