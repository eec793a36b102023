import type {
  BundleProductResolvers, ConfigurableProductResolvers, DownloadableProductResolvers, GiftCardProductResolvers,
  GroupedProductResolvers, ProductInterfaceResolvers, Resolvers, RoutableInterfaceResolvers, SimpleProductResolvers,
  VirtualProductResolvers,
} from "../../core/generated/resolvers.ts";
import { toMoney } from "../../core/money.ts";
import { loadProducts, isListable, type ProductRow } from "./product-loader.ts";
import {
  attributeCatalog, attributeValuesOf, brandOf, categoryIdsOf, linkedIdsOf, mediaOf, type MediaRow,
} from "./relations.ts";
import { priceRange, type UnitPrice } from "./price.ts";
import { isSalable, onlyXLeft } from "./stock.ts";
import { mediaUrl } from "./media-url.ts";
import { encodeUid } from "./uid.ts";
import { categoriesForProduct } from "./category-tree.ts";
import { configurableFields } from "./configurable.ts";
import { bundleFields, downloadableFields, giftCardFields, groupedFields } from "./composite.ts";
import { productDetailFields } from "./product-details.ts";
import type { CatalogContext } from "./context.ts";

/** A product row as a GraphQL parent; `route(url)` adds how the URL was resolved. */
export type ProductParent = ProductRow & { redirect_code?: number; relative_url?: string | null };

declare module "../../core/graphql-models.ts" {
  interface GraphQlModels {
    SimpleProduct: ProductParent;
    ConfigurableProduct: ProductParent;
    BundleProduct: ProductParent;
    GroupedProduct: ProductParent;
    VirtualProduct: ProductParent;
    DownloadableProduct: ProductParent;
    GiftCardProduct: ProductParent;
  }
}

/** Resolvers of the fields every product type has (graphql-js does not inherit interface resolvers). */
export type ProductFieldResolvers = Omit<ProductInterfaceResolvers, "__resolveType"> &
  Pick<SimpleProductResolvers, keyof Omit<RoutableInterfaceResolvers, "__resolveType">>;

const URL_SUFFIX = ".html";

/** type_id → GraphQL type, as Magento's type resolvers map them. */
const PRODUCT_TYPE_NAMES = {
  simple: "SimpleProduct",
  configurable: "ConfigurableProduct",
  bundle: "BundleProduct",
  grouped: "GroupedProduct",
  virtual: "VirtualProduct",
  downloadable: "DownloadableProduct",
  giftcard: "GiftCardProduct",
} as const;

type ProductTypeName = (typeof PRODUCT_TYPE_NAMES)[keyof typeof PRODUCT_TYPE_NAMES];

const isTypeId = (typeId: string): typeId is keyof typeof PRODUCT_TYPE_NAMES => typeId in PRODUCT_TYPE_NAMES;

export const productTypeName = (p: { typeId: string }): ProductTypeName =>
  isTypeId(p.typeId) ? PRODUCT_TYPE_NAMES[p.typeId] : "SimpleProduct";

/** The same fields on every product type, for modules that add fields to ProductInterface. */
export const onEveryProductType = <F extends ProductFieldResolvers>(fields: F): Record<ProductTypeName, F> => ({
  SimpleProduct: fields,
  ConfigurableProduct: fields,
  BundleProduct: fields,
  GroupedProduct: fields,
  VirtualProduct: fields,
  DownloadableProduct: fields,
  GiftCardProduct: fields,
});

function productPrice(price: UnitPrice, currency: string) {
  const amountOff = Math.max(0, price.regular - price.final);
  const percentOff = price.regular > 0 ? Math.round((amountOff / price.regular) * 10000) / 100 : 0;
  return {
    regular_price: toMoney(price.regular, currency),
    final_price: toMoney(price.final, currency),
    discount: { amount_off: toMoney(amountOff, currency).value, percent_off: percentOff },
    // There are no fixed product taxes (StoreConfig's FPT settings are FPT_DISABLED).
    fixed_product_taxes: [],
  };
}

function image(ctx: CatalogContext, p: ProductRow, m: MediaRow) {
  return { url: mediaUrl(ctx, m.file), label: m.label || p.name, position: m.position, disabled: m.disabled };
}

/** The entry holding a role, else the first image; Magento answers a placeholder when a product has none. */
async function roleImage(ctx: CatalogContext, p: ProductRow, role: string) {
  const media = await mediaOf(ctx, p.id);
  const m = media.find((x) => x.roles.includes(role)) ?? media[0];
  if (m) return image(ctx, p, m);
  return { url: mediaUrl(ctx, `catalog/product/placeholder/${role}.png`), label: p.name, position: 0, disabled: false };
}

const html = (value: string | null) => (value === null ? null : { html: value });

async function visibleProducts(ctx: CatalogContext, ids: number[]) {
  return (await loadProducts(ctx, ids)).filter(isListable);
}

/** The option id a product has for a select attribute (Magento's runtime EAV fields such as `color`). */
async function eavOption(ctx: CatalogContext, p: ProductRow, code: string): Promise<number | null> {
  const attribute = (await attributeCatalog(ctx)).byCode.get(code);
  if (!attribute) return null;
  return (await attributeValuesOf(ctx, p.id)).get(attribute.id)?.[0] ?? null;
}

const productFields: ProductFieldResolvers = {
  uid: (p) => encodeUid(p.id),
  id: (p) => p.id,
  sku: (p) => p.sku,
  name: (p) => p.name,
  type_id: (p) => p.typeId,
  url_key: (p) => p.urlKey,
  url_suffix: () => URL_SUFFIX,
  stock_status: async (p, _a, ctx) => ((await isSalable(ctx, p)) ? "IN_STOCK" : "OUT_OF_STOCK"),
  only_x_left_in_stock: (p) => onlyXLeft(p),
  price_range: async (p, _a, ctx) => {
    const range = await priceRange(ctx, p);
    return { minimum_price: productPrice(range.min, ctx.currency), maximum_price: productPrice(range.max, ctx.currency) };
  },
  price_tiers: () => [],
  thumbnail: (p, _a, ctx) => roleImage(ctx, p, "thumbnail"),
  small_image: (p, _a, ctx) => roleImage(ctx, p, "small_image"),
  image: (p, _a, ctx) => roleImage(ctx, p, "image"),
  media_gallery: async (p, _a, ctx) => (await mediaOf(ctx, p.id)).map((m) => image(ctx, p, m)),
  description: (p) => html(p.description),
  short_description: (p) => html(p.shortDescription),
  meta_title: (p) => p.metaTitle,
  meta_description: (p) => p.metaDescription,
  meta_keyword: (p) => p.metaKeyword,
  categories: async (p, _a, ctx) => categoriesForProduct(ctx, await categoryIdsOf(ctx, p.id)),
  related_products: async (p, _a, ctx) => visibleProducts(ctx, await linkedIdsOf(ctx, p.id, "related")),
  upsell_products: async (p, _a, ctx) => visibleProducts(ctx, await linkedIdsOf(ctx, p.id, "upsell")),
  crosssell_products: async (p, _a, ctx) => visibleProducts(ctx, await linkedIdsOf(ctx, p.id, "crosssell")),
  brand: (p) => p.brandId,
  brands: async (p, _a, ctx) => {
    if (p.brandId === null) return [];
    const brand = await brandOf(ctx, p.brandId);
    return brand ? [brand] : [];
  },
  color: (p, _a, ctx) => eavOption(ctx, p, "color"),
  size: (p, _a, ctx) => eavOption(ctx, p, "size"),
  skin_type: (p, _a, ctx) => eavOption(ctx, p, "skin_type"),
  hair_type: (p, _a, ctx) => eavOption(ctx, p, "hair_type"),
  finish: (p, _a, ctx) => eavOption(ctx, p, "finish"),
  fragrance_family: (p, _a, ctx) => eavOption(ctx, p, "fragrance_family"),
  gender: (p, _a, ctx) => eavOption(ctx, p, "gender"),
  material: (p, _a, ctx) => eavOption(ctx, p, "material"),
  redirect_code: (p) => p.redirect_code ?? 0,
  relative_url: (p) => p.relative_url ?? `${p.urlKey}${URL_SUFFIX}`,
  type: () => "PRODUCT",
  ...productDetailFields,
};

/** PhysicalProductInterface: every type but virtual and downloadable products. */
const physicalFields: Pick<SimpleProductResolvers, "weight"> = {
  weight: (p) => (p.weightGrams === null || p.isVirtual ? null : p.weightGrams / 1000),
};

/** CustomizableProductInterface: every type but grouped products. The catalogue has no custom options. */
const customizableFields: Pick<SimpleProductResolvers, "options"> = {
  options: () => null,
};

const simple: SimpleProductResolvers = { ...productFields, ...physicalFields, ...customizableFields };
const virtual: VirtualProductResolvers = { ...productFields, ...customizableFields };
const configurable: ConfigurableProductResolvers = {
  ...productFields, ...physicalFields, ...customizableFields, ...configurableFields,
};
const bundle: BundleProductResolvers = { ...productFields, ...physicalFields, ...customizableFields, ...bundleFields };
const grouped: GroupedProductResolvers = { ...productFields, ...physicalFields, ...groupedFields };
const downloadable: DownloadableProductResolvers = { ...productFields, ...customizableFields, ...downloadableFields };
const giftCard: GiftCardProductResolvers = { ...productFields, ...physicalFields, ...customizableFields, ...giftCardFields };

/** Resolver maps of the concrete product types. */
export const productTypeResolvers: Pick<Resolvers, ProductTypeName> = {
  SimpleProduct: simple,
  ConfigurableProduct: configurable,
  BundleProduct: bundle,
  GroupedProduct: grouped,
  VirtualProduct: virtual,
  DownloadableProduct: downloadable,
  GiftCardProduct: giftCard,
};
