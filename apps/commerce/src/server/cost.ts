import {
  getArgumentValues, getNamedType, getNullableType, getOperationAST, getVariableValues, GraphQLError, isAbstractType,
  isInterfaceType, isListType, isObjectType, Kind,
  type ASTVisitor, type DocumentNode, type FieldNode, type FragmentDefinitionNode, type GraphQLCompositeType,
  type GraphQLField, type GraphQLNamedType, type GraphQLSchema, type OperationDefinitionNode, type SelectionNode,
  type SelectionSetNode, type ValidationContext,
} from "graphql";
import { DEFAULT_PAGE_SIZE as BRAND_DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE as BRAND_MAX_PAGE_SIZE } from "../modules/brand/service.ts";
import { DEFAULT_PAGE_SIZE as PRODUCT_DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE as PRODUCT_MAX_PAGE_SIZE } from "../modules/search/service.ts";
import { MAX_VARIABLE_NESTING } from "./input-guards.ts";

// Magento's complexity limit counts each field once, whatever the list sizes: 100 aliases of a 300-product page
// pass it. The cost below counts what the backend does: every field once per object it is resolved for, with list
// sizes taken from `pageSize` and from the list arguments, plus the work of database reads. Its unit is about one
// field resolution (a few microseconds); the limit keeps the dearest accepted request near a tenth of a second.
export const MAX_QUERY_COST = 25_000;
/** Root fields that read the database or the search index, aliases included. The storefront sends at most 3. */
export const MAX_DATA_ROOT_FIELDS = 10;

/** Root fields answered from the store directory cached in memory. */
const CACHED_ROOT_FIELDS = new Set(["storeConfig", "availableStores", "currency"]);
/** A root field that reads the database (a query, a search, or a transaction for a mutation). */
const ROOT_FIELD_COST = 500;
/** Loading a product: its row, prices and stock, on top of its fields. */
const PRODUCT_COST = 40;
/** Each element of a list argument: a lookup for queries (SKUs, identifiers), a cart line written for mutations. */
const QUERY_LIST_ITEM_COST = 5;
const MUTATION_LIST_ITEM_COST = 100;
/** Elements assumed for a list without a size argument (children, related products, gallery, variants …). */
const ASSUMED_LIST_SIZE = 10;
/** Lists that never hold more than so many elements: a customer has one wish list. */
const BOUNDED_LISTS: Record<string, number> = { wishlists: 1 };
/** Categories reached at one level of a tree: a tree of categories holds each one once. */
const MAX_CATEGORIES_PER_LEVEL = 500;

/** Page sizes by field name: the resolver's default and the largest page it serves (larger pages are cut to it). */
const PAGE_SIZES: Record<string, { default: number; max: number }> = {
  products: { default: PRODUCT_DEFAULT_PAGE_SIZE, max: PRODUCT_MAX_PAGE_SIZE },
  brands: { default: BRAND_DEFAULT_PAGE_SIZE, max: BRAND_MAX_PAGE_SIZE },
};
const DEFAULT_PAGE_SIZE = 20;
/**
 * Filters on keys one object holds alone (a product's SKU, an order's number), by paged field: a page holds no more
 * objects than the values asked for.
 */
const UNIQUE_FILTER_KEYS: Record<string, string[]> = { products: ["sku", "url_key"], orders: ["number"] };

/** How many values a filter on a unique key lets through (the fewest of its keys), if it has one. */
function uniqueFilterValues(keys: string[], args: Record<string, unknown>): number | undefined {
  const filter = args.filter as Record<string, { eq?: unknown; in?: unknown[]; match?: unknown } | null> | null | undefined;
  const counts = keys.flatMap((key) => {
    const condition = filter?.[key];
    // A substring match (orders) lets any number through.
    if (condition?.match != null) return [];
    if (condition?.eq != null) return [1];
    return Array.isArray(condition?.in) ? [condition.in.length] : [];
  });
  return counts.length ? Math.min(...counts) : undefined;
}

function isRootDataField(node: SelectionNode): boolean {
  return node.kind === Kind.FIELD && !node.name.value.startsWith("__") && !CACHED_ROOT_FIELDS.has(node.name.value);
}

/** Caps the root fields that read data, so that aliases cannot repeat a search or a page load many times over. */
export function dataRootFieldsRule(max = MAX_DATA_ROOT_FIELDS) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const seen = new Set<string>();
      const count = (set: SelectionSetNode): number =>
        set.selections.reduce((sum, node) => {
          if (node.kind === Kind.INLINE_FRAGMENT) return sum + count(node.selectionSet);
          if (node.kind === Kind.FRAGMENT_SPREAD) {
            if (seen.has(node.name.value)) return sum; // a cycle, or the same fields merged at run time
            seen.add(node.name.value);
            const fragment = context.getFragment(node.name.value);
            return sum + (fragment ? count(fragment.selectionSet) : 0);
          }
          return sum + (isRootDataField(node) ? 1 : 0);
        }, 0);
      const fields = count(operation.selectionSet);
      if (fields > max) {
        context.reportError(new GraphQLError(
          `Max root fields reading data should be ${max} but got ${fields}.`,
          { nodes: operation, extensions: { category: "graphql" } },
        ));
      }
    },
  });
}

/** Number of list elements in argument values, input objects and nested lists included. */
function listElements(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, v: unknown) => sum + 1 + listElements(v), 0);
  if (value !== null && typeof value === "object") {
    return Object.values(value).reduce((sum: number, v: unknown) => sum + listElements(v), 0);
  }
  return 0;
}

const isList = (field: GraphQLField<unknown, unknown>) => isListType(getNullableType(field.type));

function isProductType(type: GraphQLNamedType): boolean {
  if (type.name === "ProductInterface") return true;
  return isObjectType(type) && type.getInterfaces().some((i) => i.name === "ProductInterface");
}

const isCategoryType = (type: GraphQLNamedType) => type.name === "CategoryTree" || type.name === "CategoryInterface";

/**
 * The cost of one operation with its variables. Fragments on types that exclude each other (the fields of
 * `... on ConfigurableProduct` and `... on BundleProduct`) count for the dearest type only, as each object
 * resolves one of them.
 */
class CostWalk {
  #schema: GraphQLSchema;
  #fragments: Map<string, FragmentDefinitionNode>;
  #variables: Record<string, unknown>;
  #listItemCost: number;
  #memo = new Map<string, number>();

  constructor(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>, mutation: boolean) {
    this.#schema = schema;
    this.#variables = variables;
    this.#listItemCost = mutation ? MUTATION_LIST_ITEM_COST : QUERY_LIST_ITEM_COST;
    this.#fragments = new Map();
    for (const def of document.definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) this.#fragments.set(def.name.value, def);
    }
  }

  operation(operation: OperationDefinitionNode): number {
    const root = this.#schema.getRootType(operation.operation);
    return root ? this.#set(operation.selectionSet, root, 1, undefined, true) : 0;
  }

  /** `count` objects of `type` each resolve `set`; `page` is the size of their `items` list, if they are a page. */
  #set(set: SelectionSetNode, type: GraphQLCompositeType, count: number, page: number | undefined, root = false): number {
    let always = 0;
    const conditional: { types: GraphQLNamedType; cost: number }[] = [];
    for (const node of set.selections) {
      if (node.kind === Kind.FIELD) {
        always += this.#field(node, type, count, page, root);
        continue;
      }
      const condition = node.kind === Kind.INLINE_FRAGMENT ? node.typeCondition?.name.value : this.#fragments.get(node.name.value)?.typeCondition.name.value;
      const conditionType = (condition ? this.#schema.getType(condition) : type) as GraphQLCompositeType | undefined;
      if (!conditionType) continue;
      const cost = node.kind === Kind.INLINE_FRAGMENT
        ? this.#set(node.selectionSet, conditionType, count, page, root)
        : this.#fragment(node.name.value, conditionType, count, page, root);
      if (isAbstractType(type) && conditionType !== type) conditional.push({ types: conditionType, cost });
      else always += cost;
    }
    if (conditional.length === 0 || !isAbstractType(type)) return always + conditional.reduce((s, c) => s + c.cost, 0);
    // Per concrete type, the fragments that apply to it; the dearest type counts.
    let dearest = 0;
    for (const concrete of this.#schema.getPossibleTypes(type)) {
      const applies = conditional.filter((c) => c.types === concrete || (isAbstractType(c.types) && this.#schema.isSubType(c.types, concrete)));
      dearest = Math.max(dearest, applies.reduce((s, c) => s + c.cost, 0));
    }
    return always + dearest;
  }

  #fragment(name: string, type: GraphQLCompositeType, count: number, page: number | undefined, root: boolean): number {
    const key = `${name}|${count}|${page}|${root}`;
    const known = this.#memo.get(key);
    if (known !== undefined) return known;
    const fragment = this.#fragments.get(name);
    if (!fragment) return 0;
    this.#memo.set(key, 0); // cycles are refused by validation before this runs; each key is measured once
    const cost = this.#set(fragment.selectionSet, type, count, page, root);
    this.#memo.set(key, cost);
    return cost;
  }

  #field(node: FieldNode, parent: GraphQLCompositeType, count: number, page: number | undefined, root: boolean): number {
    const name = node.name.value;
    if (name === "__typename") return count;
    // Introspection is bounded by the schema, and refused in production.
    if (name.startsWith("__") || !(isObjectType(parent) || isInterfaceType(parent))) return 0;
    const field = parent.getFields()[name];
    if (!field) return 0;
    let args: Record<string, unknown> = {};
    try {
      args = getArgumentValues(field, node, this.#variables);
    } catch {
      // Invalid arguments fail the field before it reads anything.
    }
    const elements = listElements(args);
    const rootCost = root && isRootDataField(node) ? ROOT_FIELD_COST : 0;
    let cost = count * (1 + rootCost + elements * this.#listItemCost);
    if (!node.selectionSet) return cost;

    const named = getNamedType(field.type);
    let objects = count;
    if (isList(field)) objects *= name === "items" && page !== undefined ? page : BOUNDED_LISTS[name] ?? (elements || ASSUMED_LIST_SIZE);
    if (isCategoryType(named)) objects = Math.min(objects, Math.max(count, MAX_CATEGORIES_PER_LEVEL));
    if (isProductType(named)) cost += objects * PRODUCT_COST;
    return cost + this.#set(node.selectionSet, named as GraphQLCompositeType, objects, this.#pageOf(field, args, elements));
  }

  /** Size of the `items` list of the object a field returns: its page size, or the length of its list arguments. */
  #pageOf(field: GraphQLField<unknown, unknown>, args: Record<string, unknown>, elements: number): number | undefined {
    if (field.args.some((a) => a.name === "pageSize")) {
      const sizes = PAGE_SIZES[field.name] ?? { default: DEFAULT_PAGE_SIZE, max: Infinity };
      const requested = typeof args.pageSize === "number" ? args.pageSize : sizes.default;
      const keys = UNIQUE_FILTER_KEYS[field.name];
      const matching = keys ? (uniqueFilterValues(keys, args) ?? Infinity) : Infinity;
      return Math.max(1, Math.min(requested, sizes.max, matching));
    }
    return elements > 0 ? elements : undefined;
  }
}

/**
 * The cost of an operation with its variables, or null when the variables are invalid (execution reports them
 * before resolving anything). Each fragment is measured once per place size, so this stays linear in the document.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  rawVariables: Record<string, unknown> | undefined,
  operationName?: string | null,
): number | null {
  const operation = getOperationAST(document, operationName);
  if (!operation) return null;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables ?? {}, { maxErrors: 1 });
  if (coerced.errors) return null;
  return new CostWalk(schema, document, coerced.coerced, operation.operation === "mutation").operation(operation);
}

/**
 * List elements in variables as sent, counted until they pass `max`. Coercion never drops an element (it refuses a
 * value or wraps a single one in a list) and the validated document uses every variable, so the arguments hold at
 * least as many. Values nested deeper than variables may be are not counted: they are refused for their depth.
 */
function rawListElements(value: unknown, max: number): number {
  let count = 0;
  const walk = (v: unknown, depth: number): void => {
    if (depth > MAX_VARIABLE_NESTING) return;
    if (Array.isArray(v)) {
      count += v.length;
      for (let i = 0; i < v.length && count <= max; i++) walk(v[i], depth + 1);
    } else if (v !== null && typeof v === "object") {
      for (const key in v) {
        if (count > max) return;
        walk((v as Record<string, unknown>)[key], depth + 1);
      }
    }
  };
  walk(value, 0);
  return count;
}

const costError = (cost: number, atLeast: boolean) => new GraphQLError(
  `Max query cost should be ${MAX_QUERY_COST} but got ${atLeast ? "at least " : ""}${Math.round(cost)}: fields count once per list item, so ask for smaller pages (pageSize), shorter lists or fewer fields.`,
  { extensions: { category: "graphql" } },
);

/** What the list elements of the variables cost at least, counted until they pass the limit. */
const costFloor = (variables: unknown, itemCost: number) => rawListElements(variables, MAX_QUERY_COST / itemCost) * itemCost;

/**
 * Refuses variables holding more list elements than any accepted operation can, on their count alone, before the
 * request is parsed further: walking or coercing tens of thousands of them would take longer than most accepted
 * requests.
 */
export function variablesCostError(variables: unknown): GraphQLError | null {
  const floor = costFloor(variables, QUERY_LIST_ITEM_COST);
  return floor > MAX_QUERY_COST ? costError(floor, true) : null;
}

/** The error for an operation over the cost limit, or null; a mutation's list elements are counted before coercion. */
export function costLimitError(
  schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined, operationName?: string | null,
): GraphQLError | null {
  if (getOperationAST(document, operationName)?.operation === "mutation") {
    const floor = costFloor(variables, MUTATION_LIST_ITEM_COST);
    if (floor > MAX_QUERY_COST) return costError(floor, true);
  }
  const cost = operationCost(schema, document, variables, operationName);
  return cost === null || cost <= MAX_QUERY_COST ? null : costError(cost, false);
}
