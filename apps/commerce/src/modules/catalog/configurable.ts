import { GraphQlInputError } from "../../core/errors.ts";
import type { ConfigurableProductResolvers, SwatchDataInterfaceResolvers } from "../../core/generated/resolvers.ts";
import type { ProductRow } from "./product-loader.ts";
import { attributeCatalog, attributeValuesOf, configurableOptionsOf, mediaOf } from "./relations.ts";
import type { AttributeOptionRow, AttributeRow } from "./relations.ts";
import { configurableChildren, ownStockSalable } from "./stock.ts";
import { mediaUrl } from "./media-url.ts";
import { configurableValueUid, encodeUid, parseConfigurableValueUid } from "./uid.ts";
import type { CatalogContext } from "./context.ts";

interface Axis {
  attribute: AttributeRow;
  label: string;
  position: number;
  optionId: number;
}

interface Variant {
  product: ProductRow;
  /** Option id per configurable attribute id. */
  values: Map<number, number>;
}

/** The attributes a configurable varies on, and each enabled child with its value on those attributes. */
async function configuration(ctx: CatalogContext, p: ProductRow) {
  const [catalog, axesRows, children] = await Promise.all([
    attributeCatalog(ctx),
    configurableOptionsOf(ctx, p.id),
    configurableChildren(ctx, p.id),
  ]);
  const axes: Axis[] = axesRows.flatMap((o) => {
    const attribute = catalog.byId.get(o.attributeId);
    return attribute ? [{ attribute, label: o.label, position: o.position, optionId: o.id }] : [];
  });
  const variants: Variant[] = await Promise.all(
    children.map(async (child) => {
      const own = await attributeValuesOf(ctx, child.id);
      const values = new Map<number, number>();
      for (const axis of axes) {
        const option = own.get(axis.attribute.id)?.[0];
        if (option !== undefined) values.set(axis.attribute.id, option);
      }
      return { product: child, values };
    }),
  );
  return { axes, variants, options: catalog.options };
}

/** Option values of an axis that some variant uses, in the attribute's option order. */
function usedOptions(axis: Axis, variants: Variant[], options: Map<number, AttributeOptionRow>): AttributeOptionRow[] {
  const used = new Set(variants.map((v) => v.values.get(axis.attribute.id)));
  return [...options.values()].filter((o) => o.attributeId === axis.attribute.id && used.has(o.id));
}

/** A swatch with the GraphQL type it is served as. */
export interface Swatch {
  swatchType: "ColorSwatchData" | "ImageSwatchData" | "TextSwatchData";
  value: string;
}

declare module "../../core/graphql-models.ts" {
  interface GraphQlModels {
    ColorSwatchData: Swatch;
    ImageSwatchData: Swatch;
    TextSwatchData: Swatch;
  }
}

function swatch(attribute: AttributeRow, option: AttributeOptionRow): Swatch | null {
  if (!option.swatchValue) return null;
  if (attribute.frontendInput === "swatch_visual") {
    return { swatchType: option.swatchValue.startsWith("#") ? "ColorSwatchData" : "ImageSwatchData", value: option.swatchValue };
  }
  if (attribute.frontendInput === "swatch_text") return { swatchType: "TextSwatchData", value: option.swatchValue };
  return null;
}

function parseSelection(uids: readonly string[], axes: Axis[], variants: Variant[]): Map<number, number> {
  const selected = new Map<number, number>();
  for (const uid of uids) {
    const parsed = parseConfigurableValueUid(uid);
    if (!parsed) continue;
    const known = axes.some((a) => a.attribute.id === parsed.attributeId) &&
      variants.some((v) => v.values.get(parsed.attributeId) === parsed.optionId);
    if (!known) throw new GraphQlInputError("configurableOptionValueUids values are incorrect");
    selected.set(parsed.attributeId, parsed.optionId);
  }
  return selected;
}

const matches = (v: Variant, selected: Map<number, number>, except?: number) =>
  [...selected].every(([attributeId, optionId]) => attributeId === except || v.values.get(attributeId) === optionId);

export const configurableFields: ConfigurableProductResolvers = {
  configurable_options: async (p, _a, ctx) => {
    const { axes, variants, options } = await configuration(ctx, p);
    return axes.map((axis) => ({
      id: axis.optionId,
      uid: encodeUid(`configurable/${axis.attribute.id}`),
      attribute_uid: encodeUid(axis.attribute.id),
      attribute_id: String(axis.attribute.id),
      attribute_id_v2: axis.attribute.id,
      attribute_code: axis.attribute.code,
      label: axis.label,
      position: axis.position,
      use_default: false,
      product_id: p.id,
      values: usedOptions(axis, variants, options).map((o) => ({
        uid: configurableValueUid(axis.attribute.id, o.id),
        value_index: o.id,
        label: o.label,
        default_label: o.label,
        store_label: o.label,
        use_default_value: true,
        swatch_data: swatch(axis.attribute, o),
      })),
    }));
  },

  variants: async (p, _a, ctx) => {
    const { axes, variants, options } = await configuration(ctx, p);
    return variants.map((v) => ({
      product: v.product,
      attributes: axes.flatMap((axis) => {
        const optionId = v.values.get(axis.attribute.id);
        if (optionId === undefined) return [];
        return [{
          code: axis.attribute.code,
          label: options.get(optionId)?.label ?? null,
          value_index: optionId,
          uid: configurableValueUid(axis.attribute.id, optionId),
        }];
      }),
    }));
  },

  configurable_product_options_selection: async (p, args, ctx) => {
    const { axes, variants, options } = await configuration(ctx, p);
    const salable = variants.filter((v) => ownStockSalable(v.product));
    const selected = parseSelection(args.configurableOptionValueUids ?? [], axes, variants);
    const matching = salable.filter((v) => matches(v, selected));

    // A value stays offered when some salable variant has it together with the choices made on the other axes,
    // so a shopper can still switch a choice already made.
    const availableFor = (axis: Axis) =>
      usedOptions(axis, salable.filter((v) => matches(v, selected, axis.attribute.id)), options);

    const media = new Map<string, ReturnType<typeof galleryEntry>>();
    for (const v of matching) {
      for (const m of await mediaOf(ctx, v.product.id)) {
        if (!media.has(m.file)) media.set(m.file, galleryEntry(ctx, v.product, m));
      }
    }

    return {
      options_available_for_selection: axes.map((axis) => ({
        attribute_code: axis.attribute.code,
        option_value_uids: availableFor(axis).map((o) => configurableValueUid(axis.attribute.id, o.id)),
      })),
      configurable_options: axes
        .filter((axis) => !selected.has(axis.attribute.id))
        .map((axis) => {
          const available = new Set(availableFor(axis).map((o) => o.id));
          return {
            uid: encodeUid(`configurable/${axis.attribute.id}`),
            attribute_code: axis.attribute.code,
            label: axis.label,
            values: usedOptions(axis, variants, options).map((o) => ({
              uid: configurableValueUid(axis.attribute.id, o.id),
              label: o.label,
              is_available: available.has(o.id),
              is_use_default: false,
              swatch: swatch(axis.attribute, o),
            })),
          };
        }),
      variant: selected.size > 0 && matching.length === 1 ? matching[0]!.product : null,
      media_gallery: [...media.values()],
    };
  },
};

function galleryEntry(ctx: CatalogContext, p: ProductRow, m: { file: string; label: string | null; position: number; disabled: boolean }) {
  return { url: mediaUrl(ctx, m.file), label: m.label || p.name, position: m.position, disabled: m.disabled };
}

export const swatchTypeResolver: SwatchDataInterfaceResolvers = {
  __resolveType: (s) => s.swatchType,
};
