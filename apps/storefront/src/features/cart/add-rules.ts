/**
 * Every rule about what may go into the cart, in one place: the limits of cart lines, and spec §5 "canAddToCart"
 * for a product page's or card's request, which the purchase forms ask before sending and the add action asks
 * again. The schemas that hold arguments to these limits are in add-schemas.ts: the forms import this module, and
 * zod would only add weight to their bundles.
 */

/** Lines in one add or update: a grouped product with every child chosen stays far below it. */
export const MAX_CART_LINES = 50;
export const MAX_QUANTITY = 10_000;
export const MAX_OPTIONS = 20;
export const MAX_SKU_LENGTH = 128;

/** One line of Magento's `addProductsToCart` (spec §7). */
export interface CartLine {
  sku: string;
  quantity: number;
  parent_sku?: string;
  selected_options?: string[];
  entered_options?: { uid: string; value: string }[];
}

interface Stock {
  stockStatus?: "IN_STOCK" | "OUT_OF_STOCK" | null;
  /** Magento's only_x_left_in_stock: the quantity may not exceed it. */
  onlyXLeftInStock?: number | null;
}

/** What a product page or card asks to add. Grouped products: one child per line, each with its own stock. */
export interface AddToCartRequest extends Stock {
  sku: string;
  quantity: number;
  parentSku?: string;
  selectedOptions?: string[];
  enteredOptions?: { uid: string; value: string }[];
  productType: string;
  children?: ({ sku: string; quantity: number } & Stock)[];
}

export const SUPPORTED_TYPES = ["simple", "virtual", "configurable", "bundle", "grouped", "downloadable", "giftcard"] as const;

/** Why a request cannot be added; the forms and the add action each word it for the shopper. */
export type AddToCartIssue = "unsupported" | "chooseOptions" | "outOfStock" | "invalidQuantity" | "tooMany" | "chooseItems";

/** Accepts "simple", "SimpleProduct" or "SIMPLE" alike: callers pass either Magento's type_id or the typename. */
export function normaliseType(type: string): string {
  return type.replace(/Product$/, "").replace(/[^a-z]/gi, "").toLowerCase();
}

function stockIssue({ stockStatus, onlyXLeftInStock, quantity }: Stock & { quantity: number }): AddToCartIssue | null {
  if (stockStatus === "OUT_OF_STOCK") return "outOfStock";
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) return "invalidQuantity";
  if (typeof onlyXLeftInStock === "number" && quantity > onlyXLeftInStock) return "tooMany";
  return null;
}

/** Spec §5 canAddToCart: null when the request may be sent. */
export function addToCartIssue(request: AddToCartRequest): AddToCartIssue | null {
  const type = normaliseType(request.productType);
  if (!(SUPPORTED_TYPES as readonly string[]).includes(type)) return "unsupported";
  if (type === "configurable" && !request.parentSku && !request.selectedOptions?.length) return "chooseOptions";
  if (type === "grouped" && request.children) {
    if (request.stockStatus === "OUT_OF_STOCK") return "outOfStock";
    const chosen = request.children.filter((c) => c.quantity > 0);
    if (chosen.length === 0) return "chooseItems";
    for (const child of chosen) {
      const issue = stockIssue(child);
      if (issue) return issue;
    }
    return null;
  }
  return stockIssue(request);
}

/**
 * The request as `addProductsToCart` lines (spec §7): a grouped product sends one line per chosen child (without a
 * child list the sku is already the chosen child's); a configurable sends its parent or the option uids that pick
 * the variant; bundles their selections as entered options.
 */
export function cartLinesFor(request: AddToCartRequest): CartLine[] {
  const type = normaliseType(request.productType);
  if (type === "grouped" && request.children) {
    return request.children.filter((c) => c.quantity > 0).map((c) => ({ sku: c.sku, quantity: c.quantity }));
  }
  return [
    {
      sku: request.sku,
      quantity: request.quantity,
      ...(type === "configurable" && request.parentSku ? { parent_sku: request.parentSku } : {}),
      ...(request.selectedOptions?.length ? { selected_options: request.selectedOptions } : {}),
      ...(type !== "configurable" && request.enteredOptions?.length ? { entered_options: request.enteredOptions } : {}),
    },
  ];
}
