import { GraphQlInputError } from "../../core/errors.ts";
import type { Maybe, ProductAttributeFilterInput } from "../../core/generated/resolvers.ts";
import { decodeIdUid } from "../catalog/uid.ts";
import { minorUnitDigits } from "../../core/money.ts";
import type { SearchIndex } from "./memory-index.ts";

type EqualInput = { eq?: string | null; in?: (string | null)[] | null } | null | undefined;
type MatchInput = { match?: string | null } | null | undefined;
type RangeInput = { from?: string | null; to?: string | null } | null | undefined;

/**
 * Filters shoppers combine in layered navigation. Each is a facet whose counts ignore its own filter, except
 * category: it navigates, so its counts are taken over the matches.
 */
export interface FacetFilters {
  /**
   * One group per category condition (each `eq` and `in` of `category_id` and of `category_uid`): a product
   * must be in one of the categories of every group, as Magento applies each condition to the product on its
   * own. Null when no category condition was given.
   */
  categories: Set<number>[] | null;
  price: { from: number | null; to: number | null } | null;
  brands: Set<number> | null;
  /** Attribute index → allowed option ids. */
  options: Map<number, Set<number>>;
}

/** Filters that narrow the candidates before any facet is counted. */
export interface BaseFilters {
  skus: string[] | null;
  urlKeys: string[] | null;
  /** Folded words every name must contain (as word prefixes). */
  nameWords: string[] | null;
  description: string | null;
  shortDescription: string | null;
}

export interface ParsedFilters {
  facets: FacetFilters;
  base: BaseFilters;
}

const NUMERIC_ID = /^\s*\d{1,10}\s*$/;
const MAX_INT4 = 2147483647;

/** The category filter's ids as one set: the categories a listing was asked for, whichever condition named them. */
export function filteredCategories(facets: FacetFilters): Set<number> | null {
  return facets.categories && new Set(facets.categories.flatMap((group) => [...group]));
}

/** eq and in together must both hold; absent or empty-object means no filter. */
function equalValues(input: EqualInput): string[] | null {
  if (!input) return null;
  const eq = input.eq ?? null;
  const list = input.in ? input.in.filter((v): v is string => v !== null) : null;
  if (eq === null) return list;
  if (list === null) return [eq];
  return list.includes(eq) ? [eq] : [];
}

function numericIds(field: string, values: string[]): number[] {
  return values.flatMap((v) => {
    if (!NUMERIC_ID.test(v)) {
      throw new GraphQlInputError(`Invalid value "${v.slice(0, 64)}" for filter "${field}": expected a numeric id.`);
    }
    const n = Number(v);
    return n > 0 && n <= MAX_INT4 ? [n] : [];
  });
}

/** Each condition is a group of its own, in the order ids are checked: category_id eq, in, then category_uid. */
function categoryGroups(ids: EqualInput, uids: EqualInput): Set<number>[] | null {
  const groups: Set<number>[] = [];
  for (const values of conditions(ids)) groups.push(new Set(numericIds("category_id", values)));
  for (const values of conditions(uids)) groups.push(new Set(values.flatMap((uid) => decodeIdUid(uid) ?? [])));
  return groups.length > 0 ? groups : null;
}

/** The eq and in of one field as separate value lists (a null in `in` names nothing). */
function conditions(input: EqualInput): string[][] {
  if (!input) return [];
  const out: string[][] = [];
  if (input.eq !== null && input.eq !== undefined) out.push([input.eq]);
  if (input.in) out.push(input.in.filter((v): v is string => v !== null));
  return out;
}

function priceBound(value: string | null | undefined, currency: string): number | null {
  if (value === null || value === undefined || value.trim() === "") return null;
  if (!/^\s*-?\d{1,12}(\.\d+)?\s*$/.test(value)) {
    throw new GraphQlInputError(`Invalid value "${value.slice(0, 64)}" for filter "price": expected a number.`);
  }
  return Math.round(Number(value) * 10 ** minorUnitDigits(currency));
}

function words(input: MatchInput): string[] | null {
  const text = input?.match?.trim();
  if (!text) return null;
  const folded = text
    .slice(0, 256)
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  return folded ? folded.slice(0, 8) : null;
}

const RESERVED = new Set([
  "category_id", "category_uid", "price", "brand", "sku", "url_key", "name", "description", "short_description",
]);

/** Turns ProductAttributeFilterInput into ids and bounds; malformed values are input errors. */
export function parseFilters(
  filter: Maybe<ProductAttributeFilterInput> | undefined,
  index: SearchIndex,
  currency: string,
): ParsedFilters {
  const f = (filter ?? {}) as Record<string, EqualInput & MatchInput & RangeInput>;
  const categories = categoryGroups(f.category_id, f.category_uid);

  const price = f.price
    ? { from: priceBound(f.price.from, currency), to: priceBound(f.price.to, currency) }
    : null;
  const brands = nullableMap(equalValues(f.brand), (v) => new Set(numericIds("brand", v)));

  const options = new Map<number, Set<number>>();
  for (const [code, input] of Object.entries(f)) {
    if (RESERVED.has(code)) continue;
    const values = equalValues(input);
    if (values === null) continue;
    const ids = numericIds(code, values);
    const attribute = index.attributeByCode.get(code);
    // An id of another attribute's option (or of an attribute this catalogue lacks) matches nothing.
    const own = attribute ? ids.filter((id) => index.optionAttribute[id] === attribute.index) : [];
    options.set(attribute ? attribute.index : -10 - options.size, new Set(own));
  }

  return {
    facets: {
      categories,
      price: price && (price.from !== null || price.to !== null) ? price : null,
      brands,
      options,
    },
    base: {
      skus: equalValues(f.sku),
      urlKeys: equalValues(f.url_key),
      nameWords: words(f.name),
      description: f.description?.match?.trim() || null,
      shortDescription: f.short_description?.match?.trim() || null,
    },
  };
}

function nullableMap<T, U>(value: T | null, fn: (v: T) => U): U | null {
  return value === null ? null : fn(value);
}
