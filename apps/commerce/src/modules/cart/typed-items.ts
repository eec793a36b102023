import { GraphQlInputError } from "../../core/errors.ts";
import type {
  BundleProductCartItemInput, CartItemInput, ConfigurableProductCartItemInput, DownloadableProductCartItemInput,
} from "../../core/generated/resolvers.ts";
import { encodeUid } from "../catalog/uid.ts";
import { MESSAGES } from "./item-errors.ts";

// Magento's per-type add mutations carry the buyer's choices in fields of their own. Written as the option uids
// of addProductsToCart, they are added by the same rules (add-request.ts).

/**
 * A configurable item: `data` names the variant and `parent_sku` the configurable (or `data` names the configurable
 * and carries the chosen values as selected_options). Clients written before 2.4 send the configurable in `data` and
 * the variant as `variant_sku`.
 */
export function configurableItem({ data, parent_sku, variant_sku }: ConfigurableProductCartItemInput): CartItemInput {
  const parent = parent_sku?.trim() || data.parent_sku;
  if (variant_sku?.trim()) return { ...data, sku: variant_sku, parent_sku: parent || data.sku };
  return parent ? { ...data, parent_sku: parent } : data;
}

/**
 * A bundle item: per option, the ids of the selections chosen and their quantity (which counts where the selection
 * lets the buyer choose one). An id that is not a number cannot name a selection.
 */
export function bundleItem({ data, bundle_options }: BundleProductCartItemInput): CartItemInput {
  const entered = bundle_options.flatMap((option) => (option?.value ?? []).map((selection) => {
    const id = selection?.trim() ?? "";
    if (!option || option.id < 0 || !/^\d{1,10}$/.test(id)) throw new GraphQlInputError(MESSAGES.bundleUnavailable);
    return { uid: encodeUid(`bundle/${option.id}/${id}`), value: String(option.quantity) };
  }));
  return { ...data, entered_options: [...(data.entered_options ?? []), ...entered] };
}

/** A downloadable item with the links bought. */
export function downloadableItem({ data, downloadable_product_links }: DownloadableProductCartItemInput): CartItemInput {
  const links = (downloadable_product_links ?? []).flatMap((link) => (link ? [encodeUid(`downloadable/${link.link_id}`)] : []));
  return { ...data, selected_options: [...(data.selected_options ?? []), ...links] };
}
