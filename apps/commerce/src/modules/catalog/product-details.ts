import { magentoDateTime, magentoDateTimeOrNull } from "../../core/datetime.ts";
import type { ProductInterfaceResolvers, Website } from "../../core/generated/resolvers.ts";
import { toMoney } from "../../core/money.ts";
import type { StoreView } from "../../core/store-view.ts";
import type { CatalogContext } from "./context.ts";
import { loadProducts, type ProductRow } from "./product-loader.ts";
import { priceRange, specialPrice } from "./price.ts";
import { galleryOf, productLinksOf, type MediaRow } from "./relations.ts";
import { encodeUid } from "./uid.ts";

// ProductInterface fields that Magento serves from its product attributes and from older shapes of the API
// (deprecated, but still sent by existing storefronts). Values come from the same rows and per-request loaders as
// the current fields, so a listing asking for them costs no query per product.

/** Magento's id of its stock attribute set ("Default"): every product here has the same attributes. */
const DEFAULT_ATTRIBUTE_SET_ID = 4;
/** Magento's default place for custom options on a product page ("Block after Info Column"). */
const OPTIONS_CONTAINER = "container2";
/** Magento's gallery paths are relative to this media folder and start with a slash. */
const PRODUCT_MEDIA_FOLDER = "catalog/product";
/** Magento's order of link types. */
const LINK_TYPES = ["related", "upsell", "crosssell"];

/** A gallery file as Magento names it: `/a/b/abc.png` under catalog/product; other locations are kept whole. */
function galleryFile(file: string): string {
  const path = file.replace(/^\/+/, "");
  return path.startsWith(`${PRODUCT_MEDIA_FOLDER}/`) ? path.slice(PRODUCT_MEDIA_FOLDER.length) : path;
}

function galleryEntry(p: ProductRow, m: MediaRow) {
  return {
    id: m.id,
    uid: encodeUid(m.id),
    file: galleryFile(m.file),
    label: m.label || p.name,
    position: m.position,
    disabled: m.disabled,
    media_type: "image",
    types: m.roles,
    content: null,
    video_content: null,
  };
}

/** Related, up-sell and cross-sell links to enabled products, by type in Magento's order, then by position. */
async function productLinks(ctx: CatalogContext, p: ProductRow) {
  const links = (await productLinksOf(ctx, p.id)).filter((l) => LINK_TYPES.includes(l.type));
  const linked = new Map((await loadProducts(ctx, links.map((l) => l.linkedId))).map((r) => [r.id, r]));
  return LINK_TYPES.flatMap((type) =>
    links.flatMap((l) => {
      const target = linked.get(l.linkedId);
      if (l.type !== type || !target?.isEnabled) return [];
      return [{ sku: p.sku, link_type: type, linked_product_sku: target.sku, linked_product_type: target.typeId, position: l.position }];
    }));
}

/** The websites of the store views: one per website code, numbered and named as its store views say. */
function websitesOf(stores: readonly StoreView[]): Website[] {
  const byCode = new Map<string, Website>();
  for (const s of stores) {
    const known = byCode.get(s.websiteCode);
    if (known) {
      known.is_default ||= s.isDefault;
      continue;
    }
    byCode.set(s.websiteCode, {
      id: s.websiteId,
      code: s.websiteCode,
      name: s.websiteName,
      // One store group per website, numbered like it.
      default_group_id: String(s.websiteId),
      is_default: s.isDefault,
      sort_order: s.sortOrder,
    });
  }
  return [...byCode.values()];
}

const price = (minor: number, currency: string) => ({ amount: toMoney(minor, currency), adjustments: [] });

type DetailField =
  | "created_at" | "updated_at" | "new_from_date" | "new_to_date" | "attribute_set_id" | "options_container"
  | "gift_message_available" | "manufacturer" | "country_of_manufacture" | "special_price" | "special_from_date"
  | "special_to_date" | "tier_price" | "tier_prices" | "price" | "media_gallery_entries" | "swatch_image"
  | "product_links" | "websites";

export const productDetailFields: Pick<ProductInterfaceResolvers, DetailField> = {
  created_at: (p) => magentoDateTime(p.createdAt),
  updated_at: (p) => magentoDateTime(p.updatedAt),
  // The catalogue flags new products; they are new from their creation until the flag is cleared.
  new_from_date: (p) => (p.isNew ? magentoDateTime(p.createdAt) : null),
  new_to_date: () => null,
  attribute_set_id: () => DEFAULT_ATTRIBUTE_SET_ID,
  options_container: () => OPTIONS_CONTAINER,
  // Gift messages are not offered (StoreConfig.allow_items "0").
  gift_message_available: () => "0",
  // Makers are brands here (`brand`, `brands`); the catalogue has neither Magento's manufacturer attribute nor a
  // country of manufacture.
  manufacturer: () => null,
  country_of_manufacture: () => null,
  special_price: async (p, _a, ctx) => {
    const special = await specialPrice(ctx, p.id);
    return special ? toMoney(special.amount, ctx.currency).value : null;
  },
  special_from_date: async (p, _a, ctx) => magentoDateTimeOrNull((await specialPrice(ctx, p.id))?.from ?? null),
  special_to_date: async (p, _a, ctx) => magentoDateTimeOrNull((await specialPrice(ctx, p.id))?.to ?? null),
  // No tier prices exist (price_tiers is empty too).
  tier_price: () => null,
  tier_prices: () => [],
  price: async (p, _a, ctx) => {
    const range = await priceRange(ctx, p);
    return {
      minimalPrice: price(range.min.final, ctx.currency),
      maximalPrice: price(range.max.final, ctx.currency),
      regularPrice: price(range.min.regular, ctx.currency),
    };
  },
  media_gallery_entries: async (p, _a, ctx) => (await galleryOf(ctx, p.id)).map((m) => galleryEntry(p, m)),
  swatch_image: async (p, _a, ctx) => {
    const entry = (await galleryOf(ctx, p.id)).find((m) => m.roles.includes("swatch_image"));
    return entry ? galleryFile(entry.file) : null;
  },
  product_links: (p, _a, ctx) => productLinks(ctx, p),
  // The catalogue is shared by every website.
  websites: async (_p, _a, ctx) => websitesOf(await ctx.stores.stores()),
};
