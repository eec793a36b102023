import type {
  BundleProductResolvers, DownloadableProductResolvers, GiftCardProductResolvers, GroupedProductResolvers,
} from "../../core/generated/resolvers.ts";
import { loadProducts, type ProductRow } from "./product-loader.ts";
import { bundleOptionsOf, downloadableLinksOf, groupedLinksOf, type DownloadableLinkRow } from "./relations.ts";
import { fromBase, giftCardAmounts, unitPrice } from "./price.ts";
import { bundleSettings, downloadableSettings, giftCardSettings } from "./type-options.ts";
import { bundleSelectionUid, encodeUid } from "./uid.ts";
import { toMoney } from "../../core/money.ts";
import { mediaUrl } from "./media-url.ts";
import type { CatalogContext } from "./context.ts";

/** Sample files live under the media directory unless given as full URLs. */
const sampleUrl = (ctx: CatalogContext, file: string | null) => (file ? mediaUrl(ctx, file) : null);

const isUrl = (file: string) => /^https?:\/\//i.test(file);

/** Magento's older description of a sample: a FILE under the media folder (named by sample_file) or a URL. */
const sampleSource = (file: string | null) => ({
  sample_type: file === null ? null : isUrl(file) ? ("URL" as const) : ("FILE" as const),
  sample_file: file === null || isUrl(file) ? null : file,
});

const value = (minor: number, currency: string) => toMoney(minor, currency).value;

export const bundleFields: BundleProductResolvers = {
  dynamic_price: (p) => bundleSettings(p).dynamicPrice,
  dynamic_sku: (p) => bundleSettings(p).dynamicSku,
  dynamic_weight: (p) => bundleSettings(p).dynamicWeight,
  price_view: (p) => bundleSettings(p).priceView,
  ship_bundle_items: (p) => bundleSettings(p).shipBundleItems,
  items: async (p, _a, ctx) => {
    const dynamic = bundleSettings(p).dynamicPrice;
    const options = await bundleOptionsOf(ctx, p.id);
    const children = new Map(
      (await loadProducts(ctx, options.flatMap((o) => o.selections.map((s) => s.productId)))).map((c) => [c.id, c]),
    );
    return Promise.all(options.map(async (o) => ({
      option_id: o.id,
      uid: encodeUid(`bundle/${o.id}`),
      title: o.title,
      required: o.required,
      type: o.type,
      position: o.position,
      sku: p.sku,
      options: await Promise.all(
        o.selections
          .filter((s) => children.get(s.productId)?.isEnabled)
          .map(async (s) => {
            const child = children.get(s.productId)!;
            // A dynamic bundle charges each child at its own price; a fixed one includes them in its price.
            const price = dynamic ? ((await unitPrice(ctx, child.id))?.final ?? 0) : 0;
            return {
              id: s.id,
              uid: bundleSelectionUid(o.id, s.id, s.qty),
              quantity: s.qty,
              qty: s.qty,
              position: s.position,
              is_default: s.isDefault,
              price: value(price, ctx.currency),
              price_type: dynamic ? "DYNAMIC" : "FIXED",
              can_change_quantity: s.canChangeQty,
              label: child.name,
              product: child,
            };
          }),
      ),
    })));
  },
};

export const groupedFields: GroupedProductResolvers = {
  items: async (p, _a, ctx) => {
    const links = await groupedLinksOf(ctx, p.id);
    const children = new Map((await loadProducts(ctx, links.map((l) => l.childId))).map((c) => [c.id, c]));
    return links
      .filter((l) => children.get(l.childId)?.isEnabled)
      .map((l) => ({ position: l.position, qty: l.defaultQty, product: children.get(l.childId) }));
  },
};

/** A downloadable link as DownloadableProductLinks, for the product and for a cart line that bought it. */
export async function downloadableLinkOutput(ctx: CatalogContext, l: DownloadableLinkRow) {
  return {
    id: l.id,
    uid: encodeUid(`downloadable/${l.id}`),
    title: l.title,
    sort_order: l.sortOrder,
    price: value(await fromBase(ctx, l.priceMinor), ctx.currency),
    sample_url: sampleUrl(ctx, l.sampleUrl),
    ...sampleSource(l.sampleUrl),
    // A bought link serves its buyer only, as often as they like; what the link itself delivers is not described
    // in the catalogue.
    is_shareable: false,
    number_of_downloads: 0,
    link_type: null,
  };
}

/** A downloadable product's samples as DownloadableProductSamples, in sort order. */
export function downloadableSamplesOutput(ctx: CatalogContext, p: ProductRow) {
  return downloadableSettings(p).samples
    .sort((a, b) => a.sortOrder - b.sortOrder)
    // Samples are kept in the product's settings, without ids of their own.
    .map((s) => ({ id: null, title: s.title, sort_order: s.sortOrder, sample_url: sampleUrl(ctx, s.sampleUrl), ...sampleSource(s.sampleUrl) }));
}

export const downloadableFields: DownloadableProductResolvers = {
  links_title: (p) => downloadableSettings(p).linksTitle,
  links_purchased_separately: (p) => (downloadableSettings(p).linksPurchasedSeparately ? 1 : 0),
  downloadable_product_links: async (p, _a, ctx) =>
    Promise.all((await downloadableLinksOf(ctx, p.id)).map((l) => downloadableLinkOutput(ctx, l))),
  downloadable_product_samples: (p, _a, ctx) => downloadableSamplesOutput(ctx, p),
};

export const giftCardFields: GiftCardProductResolvers = {
  giftcard_amounts: async (p, _a, ctx) =>
    (await giftCardAmounts(ctx, p)).map((minor, i) => {
      const v = value(minor, ctx.currency);
      // Adobe Commerce's uid for a listed amount (the amount with four decimals), so a storefront can send it back
      // in `selected_options` to either backend.
      const uid = encodeUid(`giftcard/giftcard_amount/${v.toFixed(4)}`);
      return { value_id: i + 1, uid, value: v, website_value: v, website_id: 0, attribute_id: 0 };
    }),
  giftcard_type: (p) => giftCardSettings(p).giftcardType,
  allow_open_amount: (p) => giftCardSettings(p).allowOpenAmount,
  open_amount_min: async (p, _a, ctx) => {
    const min = giftCardSettings(p).openAmountMin;
    return min === null ? null : value(await fromBase(ctx, min), ctx.currency);
  },
  open_amount_max: async (p, _a, ctx) => {
    const max = giftCardSettings(p).openAmountMax;
    return max === null ? null : value(await fromBase(ctx, max), ctx.currency);
  },
  is_redeemable: (p) => giftCardSettings(p).isRedeemable,
  lifetime: (p) => giftCardSettings(p).lifetime,
  allow_message: (p) => giftCardSettings(p).allowMessage,
  message_max_length: (p) => giftCardSettings(p).messageMaxLength,
};
