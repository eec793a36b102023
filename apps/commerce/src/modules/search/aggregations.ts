import type { FacetCounts } from "./engine.ts";
import type { CategoryNode, SearchIndex } from "./memory-index.ts";
import { priceBuckets } from "./price-buckets.ts";

export interface AggregationOption {
  label: string;
  value: string;
  count: number;
}

export interface Aggregation {
  attribute_code: string;
  label: string;
  count: number;
  position: number | null;
  options: AggregationOption[];
}

export interface AggregationArgs {
  includeDirectChildrenOnly: boolean;
  /**
   * Every category the query's category conditions name: with includeDirectChildrenOnly, only their children are
   * offered, so a listing narrowed to a sub-category offers the children of both.
   */
  filteredCategories: Set<number> | null;
  fractionDigits: number;
}

const facet = (code: string, label: string, position: number | null, options: AggregationOption[]): Aggregation[] =>
  options.length > 0 ? [{ attribute_code: code, label, count: options.length, position, options }] : [];

/** Rank of each category in menu order: depth-first, siblings by position. */
function menuOrder(index: SearchIndex): Map<number, number> {
  const hit = index.derived.get("menuOrder") as Map<number, number> | undefined;
  if (hit) return hit;
  const children = new Map<number | null, CategoryNode[]>();
  for (const c of index.categories.values()) {
    const key = c.parentId !== null && index.categories.has(c.parentId) ? c.parentId : null;
    children.set(key, [...(children.get(key) ?? []), c]);
  }
  const order = new Map<number, number>();
  const stack = [...(children.get(null) ?? [])].sort(bySiblingOrder).reverse();
  while (stack.length > 0) {
    const c = stack.pop()!;
    if (order.has(c.id)) continue;
    order.set(c.id, order.size);
    stack.push(...[...(children.get(c.id) ?? [])].sort(bySiblingOrder).reverse());
  }
  index.derived.set("menuOrder", order);
  return order;
}

const bySiblingOrder = (a: CategoryNode, b: CategoryNode) => a.position - b.position || a.id - b.id;

/**
 * Category facet as Magento 2.4.4 serves it: attribute_code `category_id`, label "Category", category ids as
 * values (2.4.5+ switched to `category_uid` with uid values). Tree roots are left out, as are inactive
 * categories; options follow the menu order.
 */
function categoryFacet(index: SearchIndex, counts: Int32Array, args: AggregationArgs): Aggregation[] {
  let parents: Set<number> | null = null;
  if (args.includeDirectChildrenOnly) {
    parents = args.filteredCategories ?? new Set(
      [...index.categories.values()].filter((c) => c.level === 1).map((c) => c.id),
    );
  }
  const order = menuOrder(index);
  const options = [...index.categories.values()]
    .filter((c) => c.level >= 2 && c.isActive && (counts[c.id] ?? 0) > 0)
    .filter((c) => !parents || (c.parentId !== null && parents.has(c.parentId)))
    .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
    .map((c) => ({ label: c.name, value: String(c.id), count: counts[c.id]! }));
  return facet("category_id", "Category", null, options);
}

function brandsByName(index: SearchIndex): [number, string][] {
  let sorted = index.derived.get("brandsByName") as [number, string][] | undefined;
  if (!sorted) {
    sorted = [...index.brandNames.entries()].sort((a, b) => a[1].localeCompare(b[1], "en") || a[0] - b[0]);
    index.derived.set("brandsByName", sorted);
  }
  return sorted;
}

export function buildAggregations(index: SearchIndex, counts: FacetCounts, args: AggregationArgs): Aggregation[] {
  const price = priceBuckets(counts.prices, args.fractionDigits);
  const brands = brandsByName(index)
    .filter(([id]) => (counts.brands[id] ?? 0) > 0)
    .map(([id, name]) => ({ label: name, value: String(id), count: counts.brands[id]! }));
  // Brand is served from products.brand_id above, whatever the attribute table says.
  const attributes = index.attributes.filter((a) => a.code !== "brand").flatMap((a) =>
    facet(
      a.code,
      a.label,
      a.position,
      a.options
        .filter((o) => (counts.options[o.id] ?? 0) > 0)
        .map((o) => ({ label: o.label, value: String(o.id), count: counts.options[o.id]! })),
    ),
  );
  return [
    ...facet("price", "Price", null, price),
    ...categoryFacet(index, counts.categories, args),
    ...facet("brand", "Brand", null, brands),
    ...attributes,
  ];
}
