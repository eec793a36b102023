import { attributeCatalog } from "../catalog/relations.ts";
import type { CatalogContext } from "../catalog/context.ts";
import type { Aggregation } from "./aggregations.ts";

/** Magento's swatch types (eav_attribute_option_swatch.type). */
const SWATCH_TEXT = "0";
const SWATCH_COLOUR = "1";
const SWATCH_IMAGE = "2";

export interface LayerFilterItem {
  label: string;
  value_string: string;
  items_count: number;
}

export interface SwatchLayerFilterItem extends LayerFilterItem {
  swatch_data: { type: string; value: string } | null;
}

export interface LayerFilter {
  name: string;
  request_var: string;
  filter_items_count: number;
  filter_items: (LayerFilterItem | SwatchLayerFilterItem)[];
}

/** Magento's layered navigation names the category filter `cat`; the others by their attribute code. */
const requestVar = (code: string) => (code === "category_id" ? "cat" : code);

/** A price range `10_20` as the older filters write it. */
const valueString = (code: string, value: string) => (code === "price" ? value.replace("_", "-") : value);

function swatchData(frontendInput: string, swatchValue: string | null) {
  if (swatchValue === null) return null;
  if (frontendInput === "swatch_text") return { type: SWATCH_TEXT, value: swatchValue };
  return { type: swatchValue.startsWith("#") ? SWATCH_COLOUR : SWATCH_IMAGE, value: swatchValue };
}

/**
 * Products.filters, Magento's older shape of the facets: the same options and counts as `aggregations`, with swatch
 * data on the options of swatch attributes.
 */
export async function layerFilters(ctx: CatalogContext, aggregations: Aggregation[]): Promise<LayerFilter[]> {
  const catalog = await attributeCatalog(ctx);
  return aggregations.map((a) => {
    const input = catalog.byCode.get(a.attribute_code)?.frontendInput;
    const swatchInput = input?.startsWith("swatch_") ? input : null;
    return {
      name: a.label,
      request_var: requestVar(a.attribute_code),
      filter_items_count: a.count,
      filter_items: a.options.map((o) => {
        const item = { label: o.label, value_string: valueString(a.attribute_code, o.value), items_count: o.count };
        if (swatchInput === null) return item;
        return { ...item, swatch_data: swatchData(swatchInput, catalog.options.get(Number(o.value))?.swatchValue ?? null) };
      }),
    };
  });
}
