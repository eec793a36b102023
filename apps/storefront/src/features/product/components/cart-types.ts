import type { AddToCartIssue } from "@/features/cart/add-rules";
import type { AddToCartInput } from "@/features/cart/add-to-cart";

/** What the page knows about the product for the cart call (and its analytics). */
export type CartProduct = Pick<AddToCartInput, "locale" | "productType" | "name" | "brand" | "price" | "currency" | "stockStatus" | "onlyXLeftInStock">;

/** What the shopper's choices add: sku, quantity and Magento's option uids. */
export type CartLine = Pick<AddToCartInput, "sku" | "quantity" | "parentSku" | "selectedOptions" | "enteredOptions" | "children">;

/** Why the button refuses: the cart's own rules, or a choice only the form knows is missing. */
export type PurchaseIssue = AddToCartIssue | "chooseBundle" | "chooseAmount";

export type CartLabels = Record<PurchaseIssue, string> & {
  add: string;
  adding: string;
  /** The call itself failed (network, server error). */
  failed: string;
  quantity: string;
  decrease: string;
  increase: string;
  wishlist: string;
};
