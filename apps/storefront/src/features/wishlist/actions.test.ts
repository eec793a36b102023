import { afterEach, describe, expect, it, vi } from "vitest";
import { cookieJar, nextCache, nextHeaders, nextIntlServer, nextNavigation } from "@/lib/testing/next-request";

vi.mock("next/headers", () => nextHeaders);
vi.mock("next/cache", () => nextCache);
vi.mock("next-intl/server", () => nextIntlServer);
vi.mock("next/navigation", () => nextNavigation);

/** The commerce API: the demo wishlist holds one item (LIP-1); the other answers are Magento's shapes. */
let moveError: { code: string; message: string } | null = null;
const calls: { operation: string; variables: Record<string, unknown> }[] = [];
const backend = vi.fn<typeof fetch>(async (url, init) => {
  // Queries go over GET, mutations over POST.
  const query = new URL(String(url)).searchParams;
  const body = (init?.body
    ? JSON.parse(String(init.body))
    : { operationName: query.get("operationName"), variables: JSON.parse(query.get("variables") ?? "{}") }) as { operationName: string; variables: Record<string, unknown> };
  calls.push({ operation: body.operationName, variables: body.variables });
  const list = { id: "7", items_count: 1 };
  switch (body.operationName) {
    case "WishlistMembership":
      return Response.json({ data: { customer: { wishlists: [{ ...list, items_v2: { items: [{ id: "31", quantity: 1, product: { sku: "LIP-1", uid: "MQ==" } }] } }] } } });
    case "AddProductsToWishlist":
      return Response.json({ data: { addProductsToWishlist: { wishlist: list, user_errors: [] } } });
    case "RemoveProductsFromWishlist":
      return Response.json({ data: { removeProductsFromWishlist: { wishlist: list, user_errors: [] } } });
    case "AddWishlistItemsToCart":
      return Response.json({ data: { addWishlistItemsToCart: { status: !moveError, add_wishlist_items_to_cart_user_errors: moveError ? [moveError] : [] } } });
    case "CustomerCart":
      return Response.json({ data: { customerCart: { id: "customer-cart", total_quantity: 1 } } });
    default:
      return Response.json({ errors: [{ message: `unexpected ${body.operationName}` }] });
  }
});
vi.stubGlobal("fetch", backend);
const { moveToCartAction, toggleWishlistAction } = await import("./actions");

const TOKEN = "t".repeat(32);
afterEach(() => {
  backend.mockClear();
  calls.length = 0;
  cookieJar.clear();
  moveError = null;
});
const sent = () => calls.map((c) => c.operation);

describe("toggleWishlistAction (spec §4 Toggling)", () => {
  it("tells a shopper without a token to sign in, and calls nothing", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await toggleWishlistAction("en-GB", { sku: "LIP-1", typename: "SimpleProduct" }))
      .toEqual({ ok: false, signedOut: true, message: "Must be logged in to view your wish list" });
    expect(warn).toHaveBeenCalledWith("Need to be authenticated to add a product to wishlist");
    expect(backend).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it("removes a product that is in the wishlist (matched by uid too)", async () => {
    cookieJar.set("maison-customer", TOKEN);
    const result = await toggleWishlistAction("en-GB", { sku: "RENAMED", uid: "MQ==", typename: "SimpleProduct" });
    expect(result.ok).toBe(true);
    expect(sent()).toEqual(["WishlistMembership", "RemoveProductsFromWishlist", "WishlistMembership"]);
    expect(calls[1]!.variables).toEqual({ wishlistId: "0", ids: ["31"] });
  });

  it("adds others with quantity 1 to list 0; a configurable's variant with parent_sku, a bundle with entered_options", async () => {
    cookieJar.set("maison-customer", TOKEN);
    await toggleWishlistAction("en-GB", { sku: "NEW-1", typename: "SimpleProduct" });
    await toggleWishlistAction("en-GB", { sku: "CONF", variantSku: "CONF-RED", typename: "ConfigurableProduct" });
    await toggleWishlistAction("en-GB", { sku: "BUNDLE", typename: "BundleProduct" });
    const adds = calls.filter((c) => c.operation === "AddProductsToWishlist").map((c) => c.variables);
    expect(adds).toEqual([
      { wishlistId: "0", items: [{ sku: "NEW-1", quantity: 1 }] },
      { wishlistId: "0", items: [{ sku: "CONF-RED", parent_sku: "CONF", quantity: 1 }] },
      { wishlistId: "0", items: [{ sku: "BUNDLE", quantity: 1, entered_options: [] }] },
    ]);
  });

  it("checks what the browser sent before calling anything", async () => {
    cookieJar.set("maison-customer", TOKEN);
    const hostile = { sku: "x".repeat(10_000), typename: "SimpleProduct" };
    expect(await toggleWishlistAction("en-GB", hostile)).toEqual({ ok: false, message: "An error occurred" });
    expect(await toggleWishlistAction("xx-XX", { sku: "A", typename: "SimpleProduct" })).toMatchObject({ ok: false });
    expect(backend).not.toHaveBeenCalled();
  });
});

describe("moveToCartAction (spec §4 after an item is moved to the cart)", () => {
  it("says the product went to the cart, in the site's language, and follows the customer's cart", async () => {
    cookieJar.set("maison-customer", TOKEN);
    expect(await moveToCartAction("en-GB", "31", "Power Lipstick")).toEqual({ ok: true, message: "You added Power Lipstick to your shopping cart." });
    expect(cookieJar.get("maison-cart")).toBe("customer-cart");
    expect(await moveToCartAction("zh-CN", "31", "口红")).toEqual({ ok: true, message: "您已将 口红 加入购物车。" });
  });

  it("shows the cart's error under the title Wishlist error", async () => {
    cookieJar.set("maison-customer", TOKEN);
    moveError = { code: "UNDEFINED", message: "You need to choose options for your item." };
    expect(await moveToCartAction("en-GB", "31", "Power Lipstick"))
      .toEqual({ ok: false, title: "Wishlist error", message: "You need to choose options for your item." });
    expect(await moveToCartAction("en-GB", "31; DROP", "x")).toEqual({ ok: false, title: "Wishlist error", message: "An error occurred" });
  });
});
