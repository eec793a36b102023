import { sql } from "drizzle-orm";
import { GraphQlInputError } from "../../core/errors.ts";
import type { CategoryFilterInput, FilterEqualTypeInput } from "../../core/generated/resolvers.ts";
import { productCategories, products } from "./tables.ts";
import { categoryTree, isVisibleInStore, type CategoryRow, type CategoryTreeIndex } from "./category-tree.ts";
import { decodeIdUid, toDbId } from "./uid.ts";
import type { CatalogContext } from "./context.ts";

export interface Page<T> {
  items: T[];
  total_count: number;
  page_info: { current_page: number; page_size: number; total_pages: number };
}

/** Magento's catalog search minimum query length, which its category name filter also enforces. */
const MIN_MATCH_LENGTH = 3;

export function assertPaging(pageSize: number, currentPage: number): void {
  if (currentPage < 1) throw new GraphQlInputError("currentPage value must be greater than 0.");
  if (pageSize < 1) throw new GraphQlInputError("pageSize value must be greater than 0.");
}

/** The values an eq/in filter accepts; `in: []` accepts nothing. */
function equalValues(f: FilterEqualTypeInput): string[] {
  if (f.eq !== undefined && f.eq !== null) return [f.eq];
  return (f.in ?? []).filter((v): v is string => v !== null);
}

const idSet = (values: string[]) => new Set(values.map((v) => toDbId(v)).filter((n): n is number => n !== null));
const uidSet = (values: string[]) => new Set(values.map(decodeIdUid).filter((n): n is number => n !== null));

function predicates(filters: CategoryFilterInput): ((c: CategoryRow) => boolean)[] {
  const out: ((c: CategoryRow) => boolean)[] = [];
  if (filters.ids) {
    const ids = idSet(equalValues(filters.ids));
    out.push((c) => ids.has(c.id));
  }
  if (filters.category_uid) {
    const ids = uidSet(equalValues(filters.category_uid));
    out.push((c) => ids.has(c.id));
  }
  if (filters.parent_id) {
    const ids = idSet(equalValues(filters.parent_id));
    out.push((c) => c.parentId !== null && ids.has(c.parentId));
  }
  if (filters.parent_category_uid) {
    const ids = uidSet(equalValues(filters.parent_category_uid));
    out.push((c) => c.parentId !== null && ids.has(c.parentId));
  }
  if (filters.url_key) {
    const keys = new Set(equalValues(filters.url_key));
    out.push((c) => keys.has(c.urlKey));
  }
  if (filters.url_path) {
    const paths = new Set(equalValues(filters.url_path).map((p) => p.replace(/^\/+|\/+$/g, "")));
    out.push((c) => paths.has(c.urlPath));
  }
  if (filters.name) {
    const term = (filters.name.match ?? "").replace(/[-+<>()~*"@]/g, "").trim().toLowerCase();
    if (term.length < MIN_MATCH_LENGTH) {
      throw new GraphQlInputError(`Invalid match filter. Minimum length is ${MIN_MATCH_LENGTH}.`);
    }
    out.push((c) => c.name.toLowerCase().includes(term));
  }
  return out;
}

/**
 * Categories matching the filters among the active ones of the store's tree, shallowest first. With no filters
 * Magento answers the store root, whose `children` are the menu.
 */
export async function findCategories(
  ctx: CatalogContext,
  filters: CategoryFilterInput | null | undefined,
  pageSize: number,
  currentPage: number,
): Promise<Page<CategoryRow>> {
  assertPaging(pageSize, currentPage);
  const tree = await categoryTree(ctx);
  const tests = predicates(filters ?? { ids: { eq: String(tree.rootId) } });
  const all = [...tree.byId.values()]
    .filter((c) => isVisibleInStore(tree, c) && tests.every((t) => t(c)))
    .sort((a, b) => a.level - b.level || a.position - b.position || a.id - b.id);
  const totalPages = Math.ceil(all.length / pageSize);
  if (all.length > 0 && currentPage > totalPages) {
    throw new GraphQlInputError(
      `currentPage value ${currentPage} specified is greater than the ${totalPages} page(s) available.`,
    );
  }
  return {
    items: all.slice((currentPage - 1) * pageSize, currentPage * pageSize),
    total_count: all.length,
    page_info: { current_page: currentPage, page_size: pageSize, total_pages: totalPages },
  };
}

/** A category the shopper may see in this store, or undefined. */
export async function visibleCategory(ctx: CatalogContext, id: number): Promise<CategoryRow | undefined> {
  const tree = await categoryTree(ctx);
  const c = tree.byId.get(id);
  return c && isVisibleInStore(tree, c) ? c : undefined;
}

/** Categories whose products an anchor category lists: itself and every active descendant. */
function listingCategoryIds(tree: CategoryTreeIndex, c: CategoryRow): number[] {
  const ids = [c.id];
  if (!c.isAnchor) return ids;
  for (let i = 0; i < ids.length; i += 1) for (const child of tree.children.get(ids[i]!) ?? []) ids.push(child.id);
  return ids;
}

/** Products a category page lists (Magento's product_count): visible in the catalogue, anchors included. */
export async function productCount(ctx: CatalogContext, c: CategoryRow): Promise<number> {
  const n = await ctx.loaders.get<number, number>("category-product-count", async (categoryIds) => {
    const tree = await categoryTree(ctx);
    // One row per (asked category, category whose products it lists), counted in a single pass.
    const pairs = categoryIds.flatMap((id) => {
      const asked = tree.byId.get(id);
      return asked ? listingCategoryIds(tree, asked).map((sub) => [id, sub] as const) : [];
    });
    if (pairs.length === 0) return new Map();
    const asked = sql.join(pairs.map(([a]) => sql`${a}`), sql`,`);
    const listed = sql.join(pairs.map(([, b]) => sql`${b}`), sql`,`);
    const result = await ctx.db.execute(sql`
      select k.asked, count(distinct pc.product_id)::int as n
      from unnest(array[${asked}]::int[], array[${listed}]::int[]) as k(asked, sub)
      join ${productCategories} pc on pc.category_id = k.sub
      join ${products} p on p.id = pc.product_id and p.is_enabled and p.visibility in (2, 4)
      group by k.asked`);
    const rows = (result as unknown as { rows: { asked: number; n: number }[] }).rows;
    return new Map(rows.map((r) => [Number(r.asked), Number(r.n)]));
  }).load(c.id);
  return n ?? 0;
}
