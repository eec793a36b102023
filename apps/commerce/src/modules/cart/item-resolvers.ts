import type {
  BundleCartItemResolvers, CartItemInterfaceResolvers, ConfigurableCartItemResolvers, DownloadableCartItemResolvers,
  GiftCardCartItemResolvers, Resolvers, SimpleCartItemResolvers,
} from "../../core/generated/resolvers.ts";
import { downloadableLinkOutput, downloadableSamplesOutput } from "../catalog/composite.ts";
import { attributeCatalog, configurableOptionsOf } from "../catalog/relations.ts";
import { bundleSelectionUid, configurableValueUid, encodeUid } from "../catalog/uid.ts";
import { toMoney } from "../../core/money.ts";
import type { CartContext } from "./access.ts";
import { lineProduct } from "./lines.ts";
import type { ViewLine } from "./view.ts";

declare module "../../core/graphql-models.ts" {
  interface GraphQlModels {
    SimpleCartItem: ViewLine;
    VirtualCartItem: ViewLine;
    ConfigurableCartItem: ViewLine;
    BundleCartItem: ViewLine;
    DownloadableCartItem: ViewLine;
    GiftCardCartItem: ViewLine;
    CartItemPrices: ViewLine;
  }
}

const money = (ctx: CartContext, minor: number) => toMoney(minor, ctx.currency);

/** GraphQL type of a line, by the type of the product added. */
const ITEM_TYPES = {
  simple: "SimpleCartItem",
  virtual: "VirtualCartItem",
  configurable: "ConfigurableCartItem",
  bundle: "BundleCartItem",
  downloadable: "DownloadableCartItem",
  giftcard: "GiftCardCartItem",
} as const;

type ItemTypeName = (typeof ITEM_TYPES)[keyof typeof ITEM_TYPES];

const isItemTypeId = (typeId: string): typeId is keyof typeof ITEM_TYPES => typeId in ITEM_TYPES;

function itemTypeName(line: ViewLine): ItemTypeName {
  if (isItemTypeId(line.product.typeId)) return ITEM_TYPES[line.product.typeId];
  return line.isVirtual ? "VirtualCartItem" : "SimpleCartItem";
}

/** Resolvers of the fields every cart item type has (graphql-js does not inherit interface resolvers). */
type CartItemFieldResolvers = Omit<CartItemInterfaceResolvers, "__resolveType"> &
  Pick<SimpleCartItemResolvers, "customizable_options">;

const common: CartItemFieldResolvers = {
  id: (line) => String(line.item.id),
  uid: (line) => encodeUid(line.item.id),
  quantity: (line) => line.item.qty,
  product: (line) => lineProduct(line),
  prices: (line) => line,
  customizable_options: () => [],
};

/** Gift messages are not offered (StoreConfig.allow_items "0"). */
const noGiftMessage: Pick<SimpleCartItemResolvers, "gift_message"> = { gift_message: () => null };

const configurable: ConfigurableCartItemResolvers = {
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

const bundle: BundleCartItemResolvers = {
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

const downloadable: DownloadableCartItemResolvers = {
  links: (line, _a, ctx) => Promise.all(line.links.map((l) => downloadableLinkOutput(ctx, l))),
  samples: (line, _a, ctx) => downloadableSamplesOutput(ctx, line.product),
};

const giftcard: GiftCardCartItemResolvers = {
  amount: (line, _a, ctx) => money(ctx, line.giftcardAmount ?? 0),
  sender_name: (line) => line.options.giftcard?.senderName ?? "",
  sender_email: (line) => line.options.giftcard?.senderEmail ?? null,
  recipient_name: (line) => line.options.giftcard?.recipientName ?? "",
  recipient_email: (line) => line.options.giftcard?.recipientEmail ?? null,
  message: (line) => line.options.giftcard?.message ?? null,
};

export const itemResolvers: Resolvers = {
  CartItemInterface: { __resolveType: itemTypeName },
  SimpleCartItem: { ...common, ...noGiftMessage },
  VirtualCartItem: common,
  ConfigurableCartItem: { ...common, ...configurable, ...noGiftMessage },
  BundleCartItem: { ...common, ...bundle, ...noGiftMessage },
  DownloadableCartItem: { ...common, ...downloadable },
  GiftCardCartItem: { ...common, ...giftcard },
  CartItemPrices: {
    price: (line, _a, ctx) => money(ctx, line.totals.price),
    row_total: (line, _a, ctx) => money(ctx, line.totals.rowTotal),
    row_total_including_tax: (line, _a, ctx) => money(ctx, line.totals.rowTotalInclTax),
    total_item_discount: (line, _a, ctx) => money(ctx, line.totals.discount),
    discounts: (line, _a, ctx) =>
      line.discounts.length ? line.discounts.map((d) => ({ label: d.label, amount: money(ctx, d.amount) })) : null,
    // There are no fixed product taxes.
    fixed_product_taxes: () => [],
  },
};
