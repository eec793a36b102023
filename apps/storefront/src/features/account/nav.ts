/** Spec §2.3 "Account sidebar": the entries in the spec's order, each with its route. */
export const ACCOUNT_NAV = [
  { key: "overview", href: "/account/overview" },
  { key: "orders", href: "/account/order" },
  { key: "profile", href: "/account/profile" },
  { key: "addresses", href: "/account/address" },
  { key: "wishlist", href: "/account/my-wishlist" },
  { key: "storeCredit", href: "/account/store-credit" },
] as const;

export type AccountNavKey = (typeof ACCOUNT_NAV)[number]["key"];

/**
 * The screens reached from another entry rather than the sidebar mark that entry: an order belongs to the orders,
 * an address form to the address book, the newsletter, reviews and password screens to the overview.
 */
export type AccountScreen = AccountNavKey | "order" | "address" | "newsletter" | "reviews" | "password";

export function navKeyOf(screen: AccountScreen): AccountNavKey {
  switch (screen) {
    case "order":
      return "orders";
    case "address":
      return "addresses";
    case "newsletter":
    case "reviews":
    case "password":
      return "overview";
    default:
      return screen;
  }
}
