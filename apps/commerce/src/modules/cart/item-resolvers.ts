import { mediaUrl } from "../catalog/media-url.ts";
import { fromBase } from "../catalog/price.ts";
import { attributeCatalog, configurableOptionsOf } from "../catalog/relations.ts";
import { downloadableSettings } from "../catalog/type-options.ts";
import { bundleSelectionUid, configurableValueUid, encodeUid } from "../catalog/uid.ts";
import { toMoney } from "../../core/money.ts";
import type { CartContext } from "./access.ts";
import { lineProduct } from "./lines.ts";
import type { ViewLine } from "./view.ts";

type Resolver = (line: ViewLine, args: unknown, ctx: CartContext) => unknown;

const money = (ctx: CartContext, minor: number) => toMoney(minor, ctx.currency);

/** GraphQL type of a line, by the type of the product added. */
const ITEM_TYPES: Record<string, string> = {
  simple: "SimpleCartItem",
  virtual: "VirtualCartItem",
  configurable: "ConfigurableCartItem",
  bundle: "BundleCartItem",
  downloadable: "DownloadableCartItem",
  giftcard: "GiftCardCartItem",
};

export const itemTypeName = (line: ViewLine) =>
  ITEM_TYPES[line.product.typeId] ?? (line.isVirtual ? "VirtualCartItem" : "SimpleCartItem");

const common: Record<string, Resolver> = {
  id: (line) => String(line.item.id),
  uid: (line) => encodeUid(line.item.id),
  quantity: (line) => line.item.qty,
  product: (line) => lineProduct(line),
  prices: (line) => line,
  customizable_options: () => [],
};

const configurable: Record<string, Resolver> = {
  configured_variant: (line) => line.variant ?? line.product,
  configurable_options: async (line, _a, ctx) => {
    const [catalog, axes] = await Promise.all([attributeCatalog(ctx), configurableOptionsOf(ctx, line.product.id)]);
    return (line.options.configurable ?? []).map(({ attributeId, optionId }) => {
      const axis = axes.find((a) => a.attributeId === attributeId);
      const option = catalog.options.get(optionId);
      return {
        id: axis?.id ?? attributeId,
        configurable_product_option_uid: encodeUid(`configurable/${attributeId}`),
        configurable_product_option_value_uid: configurableValueUid(attributeId, optionId),
        option_label: axis?.label ?? catalog.byId.get(attributeId)?.label ?? "",
        value_id: optionId,
        value_label: option?.label ?? "",
      };
    });
  },
};

const bundle: Record<string, Resolver> = {
  bundle_options: (line, _a, ctx) => {
    const byOption = new Map<number, ViewLine["bundle"]>();
    for (const pick of line.bundle) byOption.set(pick.optionId, [...(byOption.get(pick.optionId) ?? []), pick]);
    return [...byOption.values()].map((picks) => {
      const option = picks[0]!.option;
      return {
        id: option.id,
        uid: encodeUid(`bundle/${option.id}`),
        label: option.title,
        type: option.type,
        values: picks.map((p) => ({
          id: p.selectionId,
          uid: bundleSelectionUid(option.id, p.selectionId, p.qty),
          label: p.child.name,
          price: money(ctx, p.unit).value,
          quantity: p.qty,
        })),
      };
    });
  },
};

const downloadable: Record<string, Resolver> = {
  links: (line, _a, ctx) =>
    Promise.all(line.links.map(async (l) => ({
      id: l.id,
      uid: encodeUid(`downloadable/${l.id}`),
      title: l.title,
      sort_order: l.sortOrder,
      price: money(ctx, await fromBase(ctx, l.priceMinor)).value,
      sample_url: l.sampleUrl ? mediaUrl(ctx, l.sampleUrl) : null,
    }))),
  samples: (line, _a, ctx) =>
    downloadableSettings(line.product).samples
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map((s) => ({ title: s.title, sort_order: s.sortOrder, sample_url: s.sampleUrl ? mediaUrl(ctx, s.sampleUrl) : null })),
};

const giftcard: Record<string, Resolver> = {
  amount: (line, _a, ctx) => money(ctx, line.giftcardAmount ?? 0),
  sender_name: (line) => line.options.giftcard?.senderName ?? "",
  sender_email: (line) => line.options.giftcard?.senderEmail ?? null,
  recipient_name: (line) => line.options.giftcard?.recipientName ?? "",
  recipient_email: (line) => line.options.giftcard?.recipientEmail ?? null,
  message: (line) => line.options.giftcard?.message ?? null,
};

export const itemResolvers = {
  CartItemInterface: { __resolveType: itemTypeName },
  SimpleCartItem: common,
  VirtualCartItem: common,
  ConfigurableCartItem: { ...common, ...configurable },
  BundleCartItem: { ...common, ...bundle },
  DownloadableCartItem: { ...common, ...downloadable },
  GiftCardCartItem: { ...common, ...giftcard },
  CartItemPrices: {
    price: (line: ViewLine, _a: unknown, ctx: CartContext) => money(ctx, line.totals.price),
    row_total: (line: ViewLine, _a: unknown, ctx: CartContext) => money(ctx, line.totals.rowTotal),
    row_total_including_tax: (line: ViewLine, _a: unknown, ctx: CartContext) => money(ctx, line.totals.rowTotalInclTax),
    total_item_discount: (line: ViewLine, _a: unknown, ctx: CartContext) => money(ctx, line.totals.discount),
    discounts: (line: ViewLine, _a: unknown, ctx: CartContext) =>
      line.discounts.length ? line.discounts.map((d) => ({ label: d.label, amount: money(ctx, d.amount) })) : null,
  },
};
