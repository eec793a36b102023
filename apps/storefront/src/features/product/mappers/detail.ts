import { type ProductCardView, decodeText, toProductCard } from "@/features/catalog/mappers";
import { type DerivedPrices, derivePrices, formatMoney } from "@/features/pricing/rules";
import { productHref } from "@/features/routing/links";
import { htmlToText, sanitizeHtml } from "@/lib/html/sanitize";
import type {
  BundleDetailFragment,
  ConfigurableDetailFragment,
  DetailMediaFragment,
  DetailPriceFragment,
  DownloadableDetailFragment,
  GiftCardDetailFragment,
  GroupedDetailFragment,
  ProductDetailQuery,
} from "@/lib/commerce/generated/graphql";
import { type BundleGroup, type BundleInputType, type BundleView, fixedBundleBase } from "./bundle";
import { type ConfigurableOption, type VariantLike, swatchColour } from "./configurable";

export type DetailItem = NonNullable<NonNullable<NonNullable<ProductDetailQuery["products"]>["items"]>[number]>;

export interface GalleryImage {
  src: string;
  alt: string;
}

export interface PriceDisplay {
  final: string;
  /** The struck-through regular price, only while a special price undercuts it. */
  regular: string | null;
  discountPercent: number | null;
  /** Several prices are possible (no variant chosen yet, bundles): shown as "From …". */
  isFrom: boolean;
  /** For structured data: the amount and ISO currency. */
  amount: number | null;
  currency: string | null;
}

export interface StockView {
  inStock: boolean;
  /** only_x_left_in_stock, when the backend reports few units left. */
  onlyLeft: number | null;
}

export interface VariantView extends VariantLike {
  uid: string;
  sku: string;
  images: GalleryImage[];
  price: PriceDisplay | null;
  stock: StockView;
}

export interface GroupedItemView {
  uid: string;
  sku: string;
  name: string;
  defaultQty: number;
  image: GalleryImage | null;
  price: PriceDisplay | null;
  stock: StockView;
}

export interface DownloadableView {
  title: string;
  purchasedSeparately: boolean;
  links: { uid: string; title: string; price: string | null; sampleUrl: string | null }[];
}

export interface GiftCardView {
  amounts: { uid: string; value: number; label: string }[];
  open: { min: number | null; max: number | null } | null;
  currency: string | null;
}

export interface Crumb {
  label: string;
  href: string;
}

export interface ProductDetailView {
  uid: string;
  typename: string;
  sku: string;
  name: string;
  /** Path of the product page without the site prefix, e.g. "/rose-serum.html". */
  path: string;
  brand: { id: number; name: string } | null;
  metaTitle: string;
  metaDescription: string;
  shortDescriptionHtml: string;
  descriptionHtml: string;
  images: GalleryImage[];
  price: PriceDisplay | null;
  stock: StockView;
  reviewCount: number;
  /** rating_summary (0–100), for structured data only. */
  ratingSummary: number;
  breadcrumbs: Crumb[];
  options: ConfigurableOption[];
  variants: VariantView[];
  bundle: BundleView | null;
  grouped: GroupedItemView[];
  downloadable: DownloadableView | null;
  giftCard: GiftCardView | null;
  related: ProductCardView[];
  upsell: ProductCardView[];
}

export interface MapOptions {
  locale: string;
  /** "/cn", "" for the default site: prefixes links inside descriptions. */
  localePrefix: string;
}

export function toProductDetail(item: DetailItem, { locale, localePrefix }: MapOptions): ProductDetailView {
  const name = decodeText(item.name);
  const path = productHref(item) ?? `/${item.url_key ?? ""}`;
  const brand = item.brands?.find((b) => b?.name) ?? null;
  const shortHtml = sanitizeHtml(item.short_description?.html, { localePrefix });
  const images = galleryImages(item.media_gallery, name);
  if (images.length === 0 && item.image?.url) images.push({ src: item.image.url, alt: decodeText(item.image.label) || name });
  const view: ProductDetailView = {
    uid: item.uid,
    typename: item.__typename,
    sku: item.sku ?? "",
    name,
    path,
    brand: brand ? { id: brand.id, name: decodeText(brand.name) } : null,
    metaTitle: decodeText(item.meta_title) || name,
    metaDescription: decodeText(item.meta_description) || htmlToText(shortHtml) || htmlToText(item.description?.html),
    shortDescriptionHtml: shortHtml,
    descriptionHtml: sanitizeHtml(item.description?.html, { localePrefix }),
    images,
    price: toPriceDisplay(item.price_range, locale),
    stock: toStock(item.stock_status, item.only_x_left_in_stock),
    reviewCount: item.review_count ?? 0,
    ratingSummary: item.rating_summary ?? 0,
    breadcrumbs: toBreadcrumbs(item.categories),
    options: [],
    variants: [],
    bundle: null,
    grouped: [],
    downloadable: null,
    giftCard: null,
    related: cards(item.related_products, locale),
    upsell: cards(item.upsell_products, locale),
  };
  switch (item.__typename) {
    case "ConfigurableProduct":
      view.options = toOptions(item.configurable_options);
      view.variants = toVariants(item.variants, name, locale);
      break;
    case "BundleProduct":
      view.bundle = toBundle(item, locale);
      break;
    case "GroupedProduct":
      view.grouped = toGrouped(item.items, locale);
      break;
    case "DownloadableProduct":
      view.downloadable = toDownloadable(item, locale);
      break;
    case "GiftCardProduct":
      view.giftCard = toGiftCard(item, locale);
      break;
  }
  return view;
}

export function toPriceDisplay(range: DetailPriceFragment | null | undefined, locale: string): PriceDisplay | null {
  if (!range) return null;
  const prices: DerivedPrices = derivePrices(range);
  if (prices.final === null || !prices.currency) return null;
  const currency = prices.currency;
  const format = (value: number) => formatMoney(value, currency, locale);
  return {
    final: format(prices.final),
    regular: prices.hasSpecialPrice && prices.regular !== null ? format(prices.regular) : null,
    discountPercent: prices.discountPercent,
    isFrom: prices.maximum !== null && prices.maximum > prices.final,
    amount: prices.final,
    currency,
  };
}

export function toStock(status: string | null | undefined, onlyLeft: number | null | undefined): StockView {
  const inStock = status !== "OUT_OF_STOCK";
  return { inStock, onlyLeft: inStock && typeof onlyLeft === "number" && onlyLeft > 0 ? onlyLeft : null };
}

export function galleryImages(
  gallery: ReadonlyArray<DetailMediaFragment | null> | null | undefined,
  name: string,
): GalleryImage[] {
  return (gallery ?? [])
    .filter((m): m is DetailMediaFragment & { url: string } => m != null && !m.disabled && Boolean(m.url))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((m, i) => ({ src: m.url, alt: decodeText(m.label) || (i === 0 ? name : `${name} (${i + 1})`) }));
}

function toBreadcrumbs(categories: Extract<DetailItem, { categories?: unknown }>["categories"]): Crumb[] {
  // The deepest category gives the fullest trail.
  const deepest = [...(categories ?? [])]
    .filter((c): c is NonNullable<typeof c> => c != null && Boolean(c.url_path))
    .sort((a, b) => (b.url_path?.split("/").length ?? 0) - (a.url_path?.split("/").length ?? 0))[0];
  if (!deepest) return [];
  const suffix = deepest.url_suffix ?? "";
  const trail = (deepest.breadcrumbs ?? [])
    .filter((b): b is NonNullable<typeof b> => b != null && Boolean(b.category_url_path))
    .map((b) => ({ label: decodeText(b.category_name), href: `/${b.category_url_path}${suffix}` }));
  return [...trail, { label: decodeText(deepest.name), href: `/${deepest.url_path}${suffix}` }];
}

function toOptions(options: ConfigurableDetailFragment["configurable_options"]): ConfigurableOption[] {
  return (options ?? [])
    .filter((o): o is NonNullable<typeof o> => o != null && Boolean(o.attribute_code))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((o) => ({
      code: o.attribute_code ?? "",
      label: decodeText(o.label),
      values: (o.values ?? []).flatMap((v) =>
        v && v.value_index != null
          ? [{ uid: v.uid ?? "", valueIndex: v.value_index, label: decodeText(v.label), swatch: swatchColour(v.swatch_data?.value) }]
          : [],
      ),
    }));
}

function toVariants(variants: ConfigurableDetailFragment["variants"], name: string, locale: string): VariantView[] {
  return (variants ?? []).flatMap((v) => {
    if (!v?.product) return [];
    const attributes: Record<string, number> = {};
    for (const a of v.attributes ?? []) if (a?.code && a.value_index != null) attributes[a.code] = a.value_index;
    const stock = toStock(v.product.stock_status, v.product.only_x_left_in_stock);
    return [
      {
        uid: v.product.uid,
        sku: v.product.sku ?? "",
        attributes,
        inStock: stock.inStock,
        stock,
        images: galleryImages(v.product.media_gallery, name),
        price: toPriceDisplay(v.product.price_range, locale),
      },
    ];
  });
}

const BUNDLE_TYPES: readonly BundleInputType[] = ["radio", "select", "checkbox", "multi"];

function toBundle(item: BundleDetailFragment & { price_range: DetailPriceFragment }, locale: string): BundleView {
  void locale;
  const dynamic = item.dynamic_price !== false;
  const groups: BundleGroup[] = [...(item.items ?? [])]
    .filter((g): g is NonNullable<typeof g> => g != null && Boolean(g.uid))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((g) => ({
      uid: g.uid ?? "",
      title: decodeText(g.title),
      type: BUNDLE_TYPES.includes(g.type as BundleInputType) ? (g.type as BundleInputType) : "radio",
      required: g.required === true,
      choices: [...(g.options ?? [])]
        .filter((o): o is NonNullable<typeof o> => o != null)
        .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
        .map((o) => ({
          uid: o.uid,
          label: decodeText(o.label),
          quantity: o.quantity ?? 1,
          canChangeQuantity: o.can_change_quantity === true,
          isDefault: o.is_default === true,
          inStock: o.product?.stock_status !== "OUT_OF_STOCK",
          price: dynamic ? (o.product?.price_range.minimum_price.final_price.value ?? o.price ?? 0) : (o.price ?? 0),
          priceType: dynamic ? "DYNAMIC" : o.price_type === "PERCENT" ? "PERCENT" : "FIXED",
        })),
    }));
  const minimum = item.price_range.minimum_price.final_price.value ?? 0;
  return { dynamic, basePrice: dynamic ? 0 : fixedBundleBase(minimum, groups), groups };
}

function toGrouped(items: GroupedDetailFragment["items"], locale: string): GroupedItemView[] {
  return [...(items ?? [])]
    .filter((i): i is NonNullable<typeof i> => i?.product != null)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((i) => {
      const p = i.product!;
      const name = decodeText(p.name);
      return {
        uid: p.uid,
        sku: p.sku ?? "",
        name,
        defaultQty: i.qty ?? 0,
        image: p.thumbnail?.url ? { src: p.thumbnail.url, alt: decodeText(p.thumbnail.label) || name } : null,
        price: toPriceDisplay(p.price_range, locale),
        stock: toStock(p.stock_status, p.only_x_left_in_stock),
      };
    });
}

function toDownloadable(item: DownloadableDetailFragment & { price_range: DetailPriceFragment }, locale: string): DownloadableView {
  const currency = item.price_range.minimum_price.final_price.currency;
  return {
    title: decodeText(item.links_title),
    purchasedSeparately: item.links_purchased_separately === 1,
    links: [...(item.downloadable_product_links ?? [])]
      .filter((l): l is NonNullable<typeof l> => l != null)
      .sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0))
      .map((l) => ({
        uid: l.uid,
        title: decodeText(l.title),
        price: l.price != null && currency ? formatMoney(l.price, currency, locale) : null,
        sampleUrl: l.sample_url && /^https?:\/\//.test(l.sample_url) ? l.sample_url : null,
      })),
  };
}

function toGiftCard(item: GiftCardDetailFragment & { price_range: DetailPriceFragment }, locale: string): GiftCardView {
  const currency = item.price_range.minimum_price.final_price.currency ?? null;
  return {
    currency,
    amounts: (item.giftcard_amounts ?? []).flatMap((a) =>
      a?.value != null ? [{ uid: a.uid, value: a.value, label: currency ? formatMoney(a.value, currency, locale) : String(a.value) }] : [],
    ),
    open: item.allow_open_amount ? { min: item.open_amount_min ?? null, max: item.open_amount_max ?? null } : null,
  };
}

function cards(list: ReadonlyArray<Parameters<typeof toProductCard>[0] | null> | null | undefined, locale: string) {
  return (list ?? []).flatMap((p) => (p ? [toProductCard(p, locale)] : []));
}
