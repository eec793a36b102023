/**
 * Configurable products: which option values the URL selects, which variant that names, and which values can still
 * be bought. The URL carries `?{attribute_code}={value_index}` (e.g. `?color=12&size=3`) so a choice is shareable
 * and survives a reload.
 */
import type { SearchParams } from "@/lib/url/search-params";

export interface OptionValue {
  uid: string;
  valueIndex: number;
  label: string;
  /** A CSS colour for colour swatches; null for text chips. */
  swatch: string | null;
}

export interface ConfigurableOption {
  code: string;
  label: string;
  values: OptionValue[];
}

export interface VariantLike {
  /** attribute_code → value_index */
  attributes: Record<string, number>;
  inStock: boolean;
}

export type Selection = Record<string, number>;

/** Only values that exist on the product are kept, so a stale or hand-edited URL cannot select nonsense. */
export function parseSelection(options: readonly ConfigurableOption[], params: SearchParams): Selection {
  const selection: Selection = {};
  for (const option of options) {
    const raw = params[option.code];
    const value = Number(Array.isArray(raw) ? raw[0] : raw);
    if (Number.isInteger(value) && option.values.some((v) => v.valueIndex === value)) selection[option.code] = value;
  }
  return selection;
}

/** The variant matching every option; null while the selection is incomplete or names no variant. */
export function findVariant<V extends VariantLike>(
  options: readonly ConfigurableOption[],
  variants: readonly V[],
  selection: Selection,
): V | null {
  if (options.length === 0 || options.some((o) => selection[o.code] === undefined)) return null;
  return variants.find((v) => options.every((o) => v.attributes[o.code] === selection[o.code])) ?? null;
}

/**
 * A value is available when some in-stock variant has it together with the values chosen for the other options,
 * so a shopper is never led into a dead end.
 */
export function isValueAvailable(
  options: readonly ConfigurableOption[],
  variants: readonly VariantLike[],
  selection: Selection,
  code: string,
  valueIndex: number,
): boolean {
  return variants.some(
    (v) =>
      v.inStock &&
      v.attributes[code] === valueIndex &&
      options.every((o) => o.code === code || selection[o.code] === undefined || v.attributes[o.code] === selection[o.code]),
  );
}

/** The query string after choosing `valueIndex` for `code`; other choices are kept, unrelated parameters dropped. */
export function selectionQuery(selection: Selection, code: string, valueIndex: number): Record<string, string> {
  const next: Record<string, string> = {};
  for (const [key, value] of Object.entries({ ...selection, [code]: valueIndex })) next[key] = String(value);
  return next;
}

/** Swatch data is backend text placed into a style attribute: only plain colour notations pass. */
export function swatchColour(value: string | null | undefined): string | null {
  if (!value) return null;
  const v = value.trim();
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(v) ? v : null;
}
