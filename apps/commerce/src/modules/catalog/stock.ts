import { loadProducts, type ProductRow } from "./product-loader.ts";
import { bundleOptionsOf, configurableChildIdsOf, groupedLinksOf } from "./relations.ts";
import type { CatalogContext } from "./context.ts";

/** Magento's "Only X left" threshold: below it the storefront tells how many units remain. */
const ONLY_X_LEFT_THRESHOLD = 3;

/** Whether a product with its own stock can be sold (simple, virtual, downloadable, gift card, variants). */
export function ownStockSalable(p: ProductRow): boolean {
  return p.isEnabled && p.isInStock && (p.qty === null || p.qty > 0);
}

export const enabledChildren = async (ctx: CatalogContext, ids: number[]) =>
  (await loadProducts(ctx, ids)).filter((p) => p.isEnabled);

export async function configurableChildren(ctx: CatalogContext, parentId: number): Promise<ProductRow[]> {
  return enabledChildren(ctx, await configurableChildIdsOf(ctx, parentId));
}

/** Composite products have no stock of their own: they sell while the children they need can be sold. */
export async function isSalable(ctx: CatalogContext, p: ProductRow): Promise<boolean> {
  if (!p.isEnabled || !p.isInStock) return false;
  switch (p.typeId) {
    case "configurable":
      return (await configurableChildren(ctx, p.id)).some(ownStockSalable);
    case "grouped": {
      const links = await groupedLinksOf(ctx, p.id);
      return (await enabledChildren(ctx, links.map((l) => l.childId))).some(ownStockSalable);
    }
    case "bundle": {
      const options = await bundleOptionsOf(ctx, p.id);
      if (options.length === 0) return false;
      const children = new Map(
        (await enabledChildren(ctx, options.flatMap((o) => o.selections.map((s) => s.productId)))).map((c) => [c.id, c]),
      );
      const optionSalable = (o: (typeof options)[number]) =>
        o.selections.some((s) => {
          const child = children.get(s.productId);
          return child !== undefined && ownStockSalable(child) && (child.qty === null || child.qty >= s.qty);
        });
      const required = options.filter((o) => o.required);
      return required.length > 0 ? required.every(optionSalable) : options.some(optionSalable);
    }
    default:
      return ownStockSalable(p);
  }
}

export function onlyXLeft(p: ProductRow): number | null {
  if (p.qty === null || !ownStockSalable(p)) return null;
  return p.qty > 0 && p.qty <= ONLY_X_LEFT_THRESHOLD ? p.qty : null;
}
