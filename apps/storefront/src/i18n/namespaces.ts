/**
 * Message namespaces, one JSON file each per locale under messages/{locale}/{Namespace}.json. Each feature owns its
 * namespace file, so features add texts without touching each other's catalogues.
 */
export const namespaces = [
  "Metadata",
  "Header",
  "Home",
  "Product",
  "Status",
  "Footer",
  "Cms",
  "Brand",
  "Listing",
  "Category",
  "Search",
  "ProductPage",
  "Reviews",
  "Layout",
  "Consent",
  "Newsletter",
  "Errors",
  "Cart",
  "Checkout",
  "Session",
  "Offline",
  "Wishlist",
  "SignIn",
  "Account",
] as const;

export type Namespace = (typeof namespaces)[number];
