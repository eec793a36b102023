import { asc } from "drizzle-orm";
import { categories } from "./tables.ts";
import type { CatalogContext } from "./context.ts";

export type CategoryRow = typeof categories.$inferSelect;

export interface CategoryTreeIndex {
  byId: Map<number, CategoryRow>;
  /** Active children by parent id, in position order. */
  children: Map<number, CategoryRow[]>;
  /** The store view's root (Magento's "Default Category", level 1). */
  rootId: number;
}

/** Magento's default store root; used when the tree has several level-1 roots. */
const DEFAULT_ROOT_ID = 2;

/**
 * The category tree is small (hundreds of rows) and a menu query walks four levels of it, so it is read once per
 * request and every tree field resolves from memory.
 */
export function categoryTree(ctx: CatalogContext): Promise<CategoryTreeIndex> {
  return ctx.loaders.once("category-tree", async () => {
    const rows = await ctx.db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const children = new Map<number, CategoryRow[]>();
    for (const r of rows) {
      if (r.parentId === null || !r.isActive) continue;
      const list = children.get(r.parentId);
      if (list) list.push(r);
      else children.set(r.parentId, [r]);
    }
    const roots = rows.filter((r) => r.level === 1);
    const rootId = byId.has(DEFAULT_ROOT_ID) ? DEFAULT_ROOT_ID : (roots[0]?.id ?? DEFAULT_ROOT_ID);
    return { byId, children, rootId };
  });
}

const pathIds = (c: CategoryRow) => c.path.split("/").map(Number);

/** Whether the category is the store root or below it, and it and every ancestor up to the root are active. */
export function isVisibleInStore(tree: CategoryTreeIndex, c: CategoryRow): boolean {
  const ids = pathIds(c);
  const rootAt = ids.indexOf(tree.rootId);
  if (rootAt < 0) return false;
  return ids.slice(rootAt).every((id) => tree.byId.get(id)?.isActive === true);
}

/** Ancestors strictly between the store root and the category, top first (Magento's breadcrumbs). */
export function ancestorsOf(tree: CategoryTreeIndex, c: CategoryRow): CategoryRow[] {
  return pathIds(c)
    .slice(2, -1)
    .map((id) => tree.byId.get(id))
    .filter((a): a is CategoryRow => a !== undefined && a.isActive);
}

/** Ids from the category up to the store root, root excluded, comma-separated (Magento's getPathInStore). */
export function pathInStore(tree: CategoryTreeIndex, c: CategoryRow): string {
  const ids = pathIds(c).reverse();
  const rootAt = ids.indexOf(tree.rootId);
  return (rootAt < 0 ? ids : ids.slice(0, rootAt)).join(",");
}

export function descendantCount(tree: CategoryTreeIndex, id: number): number {
  let count = 0;
  const stack = [id];
  while (stack.length) {
    for (const child of tree.children.get(stack.pop()!) ?? []) {
      count += 1;
      stack.push(child.id);
    }
  }
  return count;
}

/** The categories a product is assigned to that a shopper can see in this store, shallowest first. */
export async function categoriesForProduct(ctx: CatalogContext, ids: number[]): Promise<CategoryRow[]> {
  const tree = await categoryTree(ctx);
  return ids
    .map((id) => tree.byId.get(id))
    .filter((c): c is CategoryRow => c !== undefined && c.level > 1 && isVisibleInStore(tree, c))
    .sort((a, b) => a.level - b.level || a.position - b.position || a.id - b.id);
}
