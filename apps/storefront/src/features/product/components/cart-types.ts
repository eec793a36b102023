import type { AddToCartIssue } from "../mappers/add-to-cart";

/** Magento's CartItemInput: what the cart's add call takes for any product type. */
export interface CartItemInput {
  sku: string;
  quantity: number;
  parent_sku?: string;
  selected_options?: string[];
  entered_options?: { uid: string; value: string }[];
}

export type AddToCartHandler = (items: CartItemInput[]) => Promise<{ ok: boolean; message?: string }>;

export type CartLabels = Record<AddToCartIssue, string> & {
  add: string;
  adding: string;
  added: string;
  quantity: string;
  decrease: string;
  increase: string;
  wishlist: string;
};
