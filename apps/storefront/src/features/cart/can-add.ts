/** Spec §5 "canAddToCart" and the per-type request lines of §7 "addProductsToCart". */
export const SUPPORTED_TYPES = ["simple", "virtual", "configurable", "bundle", "grouped", "downloadable", "giftcard"] as const;

export interface AddInput {
  sku: string;
  quantity: number;
  parentSku?: string;
  selectedOptions?: string[];
  enteredOptions?: { uid: string; value: string }[];
  productType: string;
  stockStatus?: string | null;
  onlyXLeftInStock?: number | null;
  /** Grouped products: one line per child sku. */
  children?: { sku: string; quantity: number }[];
}

export type AddCheck =
  | { ok: true; lines: { sku: string; quantity: number; parent_sku?: string; selected_options?: string[]; entered_options?: { uid: string; value: string }[] }[] }
  | { ok: false; reason: "unsupported" | "variant" | "stock" | "quantity" | "limit"; limit?: number };

/** Accepts "simple", "SimpleProduct" or "SIMPLE" alike: callers pass either Magento's type_id or the typename. */
export function normaliseType(type: string): string {
  return type.replace(/Product$/, "").replace(/[^a-z]/gi, "").toLowerCase();
}

export function canAddToCart(input: AddInput): AddCheck {
  const type = normaliseType(input.productType);
  if (!(SUPPORTED_TYPES as readonly string[]).includes(type)) return { ok: false, reason: "unsupported" };
  const quantity = input.quantity > 0 ? input.quantity : 1;
  if (!Number.isFinite(quantity)) return { ok: false, reason: "quantity" };
  if (type === "configurable") {
    if (!input.parentSku && !(input.selectedOptions?.length)) return { ok: false, reason: "variant" };
  } else {
    if (input.stockStatus === "OUT_OF_STOCK") return { ok: false, reason: "stock" };
    if (typeof input.onlyXLeftInStock === "number" && quantity > input.onlyXLeftInStock) {
      return { ok: false, reason: "limit", limit: input.onlyXLeftInStock };
    }
  }
  if (type === "grouped") {
    const lines = (input.children ?? []).filter((c) => c.quantity > 0).map((c) => ({ sku: c.sku, quantity: c.quantity }));
    if (lines.length > 0) return { ok: true, lines };
    // Without a child list the sku is already the chosen child's.
    if (!input.children) return { ok: true, lines: [{ sku: input.sku, quantity }] };
    return { ok: false, reason: "quantity" };
  }
  if (type === "configurable") {
    // With the variant's sku the parent goes along; with only the parent's sku the option uids pick the variant.
    return {
      ok: true,
      lines: [
        {
          sku: input.sku,
          quantity,
          ...(input.parentSku ? { parent_sku: input.parentSku } : {}),
          ...(input.selectedOptions?.length ? { selected_options: input.selectedOptions } : {}),
        },
      ],
    };
  }
  return {
    ok: true,
    lines: [
      {
        sku: input.sku,
        quantity,
        ...(input.selectedOptions?.length ? { selected_options: input.selectedOptions } : {}),
        ...(input.enteredOptions?.length ? { entered_options: input.enteredOptions } : {}),
      },
    ],
  };
}
