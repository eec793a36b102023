import { asc } from "drizzle-orm";
import { GraphQlInputError, GraphQlNoSuchEntityError } from "../../core/errors.ts";
import type { AttributeInput } from "../../core/generated/resolvers.ts";
import { attributeCatalog, type AttributeRow } from "./relations.ts";
import { brands } from "./tables.ts";
import type { CatalogContext } from "./context.ts";

/** Magento's EAV entity types by code and id; only products have attributes here. */
const ENTITY_TYPES = new Map([
  ["customer", 1], ["customer_address", 2], ["catalog_category", 3], ["catalog_product", 4],
  ["order", 5], ["invoice", 6], ["creditmemo", 7], ["shipment", 8],
]);
const PRODUCT_ENTITY = 4;

function entityTypeId(value: string): number | undefined {
  return ENTITY_TYPES.get(value) ?? [...ENTITY_TYPES.values()].find((id) => String(id) === value);
}

/** Magento's message for an input lacking its code, its entity type or both. */
function missingInput(input: AttributeInput): GraphQlInputError {
  const code = input.attribute_code ?? null;
  const entity = input.entity_type ?? null;
  const missing = code === null ? (entity === null ? "attribute_code/entity_type" : "attribute_code") : "entity_type";
  const identifier = code !== null ? `attribute_code: ${code}` : entity !== null ? `entity_type: ${entity}` : "Empty AttributeInput";
  return new GraphQlInputError(`Missing ${missing} for the input ${identifier}.`);
}

export interface AttributeMetadata {
  attribute_code: string;
  entity_type: string;
  attribute_type: string;
  input_type: string;
  attribute_options: { label: string; value: string }[];
  storefront_properties: {
    position: number;
    use_in_layered_navigation: "NO" | "FILTERABLE_WITH_RESULTS";
    use_in_product_listing: boolean;
    use_in_search_results_layered_navigation: boolean;
    visible_on_catalog_pages: boolean;
  };
}

// Every attribute here is a select whose product field answers an option id (Int); swatches are selects with
// swatch data, as in Magento. Listings serve every attribute field; product pages show them as facets and variant
// axes, not in a specification table.
function metadata(
  entityType: string, code: string, input: string, position: number, filterable: boolean,
  options: { label: string; value: string }[],
): AttributeMetadata {
  return {
    attribute_code: code,
    entity_type: entityType,
    attribute_type: "Int",
    input_type: input === "multiselect" ? "multiselect" : "select",
    attribute_options: options,
    storefront_properties: {
      position,
      use_in_layered_navigation: filterable ? "FILTERABLE_WITH_RESULTS" : "NO",
      use_in_product_listing: true,
      // Search results offer the same facets as category listings.
      use_in_search_results_layered_navigation: filterable,
      visible_on_catalog_pages: false,
    },
  };
}

const brandOptions = (ctx: CatalogContext) =>
  ctx.loaders.once("brand-options", async () =>
    (await ctx.db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.name), asc(brands.id)))
      .map((b) => ({ label: b.name, value: String(b.id) })));

async function productAttribute(ctx: CatalogContext, entityType: string, code: string): Promise<AttributeMetadata | null> {
  // The brand is kept in its own table (products.brand_id) and filtered like a select attribute.
  if (code === "brand") return metadata(entityType, code, "select", 0, true, await brandOptions(ctx));
  const catalog = await attributeCatalog(ctx);
  const attribute: AttributeRow | undefined = catalog.byCode.get(code);
  if (!attribute) return null;
  const options = [...catalog.options.values()]
    .filter((o) => o.attributeId === attribute.id)
    .map((o) => ({ label: o.label, value: String(o.id) }));
  return metadata(entityType, code, attribute.frontendInput, attribute.position, attribute.isFilterable, options);
}

/**
 * customAttributeMetadata: one item per input, in order. As in Magento, a bad input is a null item with its own
 * error while the others are answered.
 */
export async function customAttributeMetadata(
  ctx: CatalogContext, inputs: readonly AttributeInput[],
): Promise<(AttributeMetadata | Error)[]> {
  return Promise.all(inputs.map(async (input): Promise<AttributeMetadata | Error> => {
    const code = input.attribute_code;
    const entityType = input.entity_type;
    if (code == null || entityType == null) return missingInput(input);
    const entityId = entityTypeId(entityType);
    if (entityId === undefined) return new GraphQlInputError(`Invalid entity_type specified: ${entityType}`);
    const found = entityId === PRODUCT_ENTITY ? await productAttribute(ctx, entityType, code) : null;
    return found ?? new GraphQlNoSuchEntityError(`Attribute code ${code} of entity type ${entityType} not configured to have a type.`);
  }));
}
