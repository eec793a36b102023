/** Spec §5 canAddToCart, as a reason the button refuses (null when the item may be added). */
export type AddToCartIssue = "chooseOptions" | "outOfStock" | "invalidQuantity" | "tooMany" | "chooseBundle" | "chooseItems" | "chooseAmount";

export interface AddToCartInput {
  typename: string;
  /** Configurable products: the uid of the variant the options name. */
  variantUid?: string | null;
  inStock: boolean;
  onlyLeft: number | null;
  quantity: number;
}

export function addToCartIssue({ typename, variantUid, inStock, onlyLeft, quantity }: AddToCartInput): AddToCartIssue | null {
  if (typename === "ConfigurableProduct" && !variantUid) return "chooseOptions";
  if (!inStock) return "outOfStock";
  if (!Number.isInteger(quantity) || quantity < 1) return "invalidQuantity";
  if (onlyLeft !== null && quantity > onlyLeft) return "tooMany";
  return null;
}

/** Grouped products: at least one child with a quantity, each within its own stock. */
export function groupedIssue(
  items: ReadonlyArray<{ uid: string; inStock: boolean; onlyLeft: number | null }>,
  quantities: Record<string, number>,
): AddToCartIssue | null {
  const chosen = items.filter((i) => (quantities[i.uid] ?? 0) > 0);
  if (chosen.length === 0) return "chooseItems";
  for (const item of chosen) {
    const issue = addToCartIssue({ typename: "SimpleProduct", inStock: item.inStock, onlyLeft: item.onlyLeft, quantity: quantities[item.uid] ?? 0 });
    if (issue) return issue;
  }
  return null;
}
