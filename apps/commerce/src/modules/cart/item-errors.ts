import { GraphQlInputError, GraphQlNoSuchEntityError, type GraphQlClientError } from "../../core/errors.ts";
import { MAX_CART_LINES, MAX_LINE_QTY } from "./limits.ts";

/** Magento 2.4.4's CartUserInputErrorType values. */
export type CartUserErrorCode = "INSUFFICIENT_STOCK" | "NOT_SALABLE" | "PRODUCT_NOT_FOUND" | "UNDEFINED";

// Magento's own wording, so that clients matching on messages (the storefront does) behave the same.
export const MESSAGES = {
  qtyNotPositive: "The product quantity should be greater than 0",
  enterPositive: "Please enter a number greater than 0 in this field.",
  notFound: (sku: string) => `Could not find a product with SKU "${sku}"`,
  notAvailable: "Product that you are trying to add is not available.",
  decimal: "You cannot use decimal quantity for this product.",
  max: `The most you may purchase is ${MAX_LINE_QTY}.`,
  qtyNotAvailable: "The requested qty is not available",
  chooseOptions: "You need to choose options for your item.",
  bundleSpecify: "Please specify product option(s).",
  bundleRequired: "Please select all required options.",
  bundleUnavailable: "The options you selected are not available.",
  bundleChildUnavailable: "The required options you selected are not available.",
  links: "Please specify product link(s).",
  grouped: "Please specify the quantity of product(s).",
  giftcardAmount: "Please specify a gift card amount.",
  giftcardInfo: "Please specify all the required information.",
  wrongType: (sku: string, type: string) => `Product "${sku}" is not a ${type} product.`,
  cartFull: `A cart can hold at most ${MAX_CART_LINES} different items. Remove some to add others.`,
} as const;

/** An add-to-cart failure of one requested item: a user error of addProductsToCart, a GraphQL error elsewhere. */
export class CartItemError extends Error {
  readonly code: CartUserErrorCode;
  constructor(code: CartUserErrorCode, message: string) {
    super(message);
    this.name = "CartItemError";
    this.code = code;
  }

  /** As addSimpleProductsToCart and updateCartItems report it. */
  toGraphQl(): GraphQlClientError {
    return this.code === "PRODUCT_NOT_FOUND" ? new GraphQlNoSuchEntityError(this.message) : new GraphQlInputError(this.message);
  }
}

export const itemError = (code: CartUserErrorCode, message: string) => new CartItemError(code, message);

/** Magento refuses a quantity of zero or less before it even looks the product up. */
export function checkPositive(qty: number, message: string = MESSAGES.qtyNotPositive): void {
  if (Number.isNaN(qty) || qty <= 0) throw itemError("UNDEFINED", message);
}

/**
 * Then its stock validation: whole units (no product here sells by decimal quantity), within the line maximum. A
 * literal too large for a double (`quantity: 1e400`) reaches here as Infinity, which is over the maximum too.
 */
export function checkWholeAndMax(qty: number): void {
  if (qty === Infinity) throw itemError("INSUFFICIENT_STOCK", MESSAGES.max);
  if (!Number.isInteger(qty)) throw itemError("UNDEFINED", MESSAGES.decimal);
  if (qty > MAX_LINE_QTY) throw itemError("INSUFFICIENT_STOCK", MESSAGES.max);
}
