import type { AddToCartInput } from "@/features/cart/actions";
import type { AddToCartIssue } from "../mappers/add-to-cart";

/** What the page knows about the product for the cart call (and its analytics). */
export type CartProduct = Pick<AddToCartInput, "locale" | "productType" | "name" | "brand" | "price" | "currency" | "stockStatus" | "onlyXLeftInStock">;

/** What the shopper's choices add: sku, quantity and Magento's option uids. */
export type CartLine = Pick<AddToCartInput, "sku" | "quantity" | "parentSku" | "selectedOptions" | "enteredOptions" | "children">;

export type CartLabels = Record<AddToCartIssue, string> & {
  add: string;
  adding: string;
  /** The call itself failed (network, server error). */
  failed: string;
  quantity: string;
  decrease: string;
  increase: string;
  wishlist: string;
};
