import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { siteUrl } from "@/features/seo/alternates";
import { Link } from "@/i18n/navigation";
import type { CatalogView } from "@/lib/commerce/server";
import { imgAttrs, preloadImg } from "@/lib/images/Img";
import { ServiceNotice } from "@/lib/ui/ServiceNotice";
import type { SearchParams } from "@/lib/url/search-params";
import { AddToCart } from "./components/AddToCart";
import { Badges } from "./components/Badges";
import type { CartLabels, CartProduct } from "./components/cart-types";
import { Descriptions } from "./components/Descriptions";
import { Gallery, MAIN_SIZES, THUMB_SIZES } from "./components/Gallery";
import { LazyBundleForm as BundleForm, LazyGroupedForm as GroupedForm } from "./components/LazyForms";
import { PriceBlock } from "./components/PriceBlock";
import { ProductRow } from "./components/ProductRow";
import { Reviews } from "./components/Reviews";
import { Swatches } from "./components/Swatches";
import { ViewItem } from "./components/ViewItem";
import { ProductWishlistProvider } from "@/features/wishlist/components/ProductWishlist";
import { findVariant, parseSelection } from "./mappers/configurable";
import type { ProductDetailView } from "./mappers/detail";
import { reviewsPageParam } from "./mappers/reviews";
import { getProductDetail } from "./queries";
import { breadcrumbJsonLd, productJsonLd, safeJson } from "./seo";

interface Props {
  locale: string;
  urlKey: string;
  searchParams: SearchParams | Promise<SearchParams>;
}

/**
 * The product page. As the site shows it (its own store view and currency, no option chosen) it is the same for
 * every shopper: the site view, this URL's prerendered page (ADR 010). A shopper with a choice in the URL or a
 * currency of their own gets it rendered for them before it is sent; on a move from the site view (a shade) the
 * page they are on stays until theirs is ready.
 */
export async function ProductPage({ locale, urlKey, searchParams, view }: Props & { view: CatalogView }) {
  const [result, params] = await Promise.all([getProductDetail(locale, urlKey, view), view === "site" ? {} : searchParams]);
  if (!result.ok) return <ServiceNotice />;
  const product = result.data;
  if (!product) notFound();

  const [t, tc, tw] = await Promise.all([
    getTranslations({ locale, namespace: "ProductPage" }),
    getTranslations({ locale, namespace: "Cart" }),
    getTranslations({ locale, namespace: "Wishlist" }),
  ]);
  const selection = parseSelection(product.options, params);
  const variant = findVariant(product.options, product.variants, selection);
  // With only some options chosen (a shade but no size yet) the pictures can already follow the shade.
  const preview =
    variant ??
    product.variants.find((v) => v.images.length > 0 && Object.entries(selection).every(([code, value]) => v.attributes[code] === value));
  const images = preview && preview.images.length > 0 ? preview.images : product.images;
  const pictures = images.map((image) => ({ alt: image.alt, main: imgAttrs(image.src, MAIN_SIZES), thumb: imgAttrs(image.src, THUMB_SIZES) }));
  // The main picture is the page's largest paint: fetched early, ahead of scripts.
  if (pictures[0]) preloadImg(pictures[0].main);
  const price = variant?.price ?? product.price;
  const stock = variant?.stock ?? product.stock;
  const sku = variant?.sku ?? product.sku;
  const variantOptionUids = variant
    ? product.options.flatMap((o) => o.values.filter((v) => v.valueIndex === selection[o.code]).map((v) => v.uid))
    : null;

  const cartLabels: CartLabels = {
    add: t("cart.add"),
    adding: t("cart.adding"),
    failed: t("cart.failed"),
    quantity: t("cart.quantity"),
    decrease: t("cart.decrease"),
    increase: t("cart.increase"),
    wishlist: t("cart.wishlist"),
    chooseOptions: t("cart.chooseOptions"),
    outOfStock: t("outOfStock"),
    invalidQuantity: t("cart.invalidQuantity"),
    tooMany: stock.onlyLeft !== null ? t("onlyLeft", { count: stock.onlyLeft }) : t("cart.tooMany"),
    chooseBundle: t("cart.chooseBundle"),
    chooseItems: t("cart.chooseItems"),
    chooseAmount: t("cart.chooseAmount"),
    unsupported: tc("unsupportedType", { type: product.typename }),
  };

  const crumbs = [{ label: t("home"), href: "/" }, ...product.breadcrumbs];

  return (
    <div
      className="mx-auto max-w-[1440px] px-4 pb-20 md:px-10"
      data-testid="product-page"
      data-type={product.typename}
    >
      <nav aria-label={t("breadcrumb")} className="py-5 text-[11px] uppercase tracking-label text-stone">
        <ol className="flex flex-wrap gap-x-2 gap-y-1">
          {crumbs.map((c) => (
            <li key={c.href} className="after:ml-2 after:content-['/']">
              <Link href={c.href} className="hover:text-ink">
                {c.label}
              </Link>
            </li>
          ))}
          <li aria-current="page" className="text-ink">{product.name}</li>
        </ol>
      </nav>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-16">
        <Gallery
          key={images[0]?.src ?? "none"}
          images={pictures}
          labels={{ viewAll: t("gallery.viewAll"), showFewer: t("gallery.showFewer"), zoom: t("gallery.zoom"), image: t("gallery.images") }}
        />

        <div className="space-y-7 lg:sticky lg:top-6 lg:self-start">
          <header className="space-y-3">
            {product.brand ? (
              <Link href={`/brand/${product.brand.id}`} className="text-[11px] uppercase tracking-label text-stone hover:text-ink" data-testid="brand-link">
                {product.brand.name}
              </Link>
            ) : null}
            <h1 className="font-display text-3xl font-light leading-tight md:text-[42px]" data-testid="product-name">
              {product.name}
            </h1>
            <div className="flex flex-wrap items-center gap-x-5 gap-y-1 text-[12px] text-stone">
              <span data-testid="sku">{t("sku", { sku })}</span>
              {product.reviewCount > 0 ? (
                <a href="#reviews" className="underline underline-offset-4 hover:text-ink">
                  {t("reviewCount", { count: product.reviewCount })}
                </a>
              ) : null}
            </div>
          </header>

          <PriceBlock
            price={product.bundle ? product.price : price}
            stock={stock}
            labels={{
              from: (p) => t("from", { price: p }),
              was: (p) => t("was", { price: p }),
              off: (n) => t("off", { percent: n }),
              inStock: t("inStock"),
              outOfStock: t("outOfStock"),
              onlyLeft: (n) => t("onlyLeft", { count: n }),
            }}
          />

          {product.shortDescriptionHtml ? (
            <div className="text-sm leading-relaxed text-ink/85" dangerouslySetInnerHTML={{ __html: product.shortDescriptionHtml }} />
          ) : null}

          {product.options.length > 0 ? (
            <Swatches
              path={product.path}
              options={product.options}
              variants={product.variants}
              selection={selection}
              chooseLabel={(option) => t("choose", { option })}
              unavailableLabel={t("unavailable")}
            />
          ) : null}

          <ProductWishlistProvider
            value={{
              locale,
              product: { sku: product.sku, uid: product.uid, typename: product.typename, variantSku: variant && variant.sku !== product.sku ? variant.sku : null },
              labels: { add: tw("add"), remove: tw("remove") },
            }}
          >
          <Purchase
            product={product}
            variantOptionUids={variantOptionUids}
            stock={stock}
            labels={cartLabels}
            locale={locale}
            t={t}
            cart={{
              locale,
              productType: product.typename,
              name: product.name,
              ...(product.brand ? { brand: product.brand.name } : {}),
              ...(price?.amount != null ? { price: price.amount } : {}),
              ...(price?.currency ? { currency: price.currency } : {}),
              stockStatus: stock.inStock ? "IN_STOCK" : "OUT_OF_STOCK",
              onlyXLeftInStock: stock.onlyLeft,
            }}
          />
          </ProductWishlistProvider>

          <Badges
            delivery={t("delivery", { time: t("deliveryTime") })}
            labels={{
              duty: t("badges.duty"),
              worldwideDelivery: t("badges.worldwideDelivery"),
              freeShipping: t("badges.freeShipping"),
              freeInternationalShipping: t("badges.freeInternationalShipping"),
              safeToPay: t("badges.safeToPay"),
            }}
          />

          <Descriptions
            sections={[
              { title: t("tabs.description"), html: product.descriptionHtml, open: true },
              { title: t("tabs.delivery"), text: t("deliveryText", { time: t("deliveryTime") }) },
            ]}
          />
        </div>
      </div>

      <div className="mt-20 space-y-20">
        <Suspense fallback={<div className="h-40" />}>
          <Reviews
            locale={locale}
            view={view}
            urlKey={urlKey}
            uid={product.uid}
            sku={product.sku}
            path={product.path}
            reviewCount={product.reviewCount}
            page={reviewsPageParam(params.reviews)}
            selection={selection}
          />
        </Suspense>
        <ProductRow title={t("upsell")} products={product.upsell} testId="upsell-products" />
        <ProductRow title={t("related")} products={product.related} testId="related-products" />
      </div>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJson(pageJsonLd(locale, { ...product, sku, price, stock }, images, crumbs)) }} />
      <ViewItem
        currency={price?.currency ?? null}
        value={price?.amount ?? null}
        item={{
          item_id: product.sku,
          item_name: product.name,
          ...(product.brand ? { item_brand: product.brand.name } : {}),
          ...(product.breadcrumbs.at(-1) ? { item_category: product.breadcrumbs.at(-1)!.label } : {}),
          ...(variant ? { item_variant: variant.sku } : {}),
          ...(price?.amount != null ? { price: price.amount } : {}),
        }}
      />
    </div>
  );
}

/** Product and breadcrumb structured data for the product's canonical URL. */
function pageJsonLd(locale: string, product: ProductDetailView, images: { src: string }[], crumbs: { label: string; href: string }[]) {
  const url = siteUrl(locale, product.path);
  return [
    productJsonLd(product, url, images.map((i) => i.src)),
    breadcrumbJsonLd([...crumbs.map((c) => ({ name: c.label, url: siteUrl(locale, c.href) })), { name: product.name, url }]),
  ];
}

type Translate = Awaited<ReturnType<typeof getTranslations<"ProductPage">>>;

function Purchase({
  product,
  variantOptionUids,
  stock,
  labels,
  locale,
  t,
  cart,
}: {
  cart: CartProduct;
  product: ProductDetailView;
  variantOptionUids: string[] | null;
  stock: ProductDetailView["stock"];
  labels: CartLabels;
  locale: string;
  t: Translate;
}) {
  if (product.bundle && product.price?.currency) {
    return (
      <BundleForm
        product={cart}
        sku={product.sku}
        bundle={product.bundle}
        currency={product.price.currency}
        locale={locale}
        labels={{ ...labels, total: t("bundle.total"), none: t("bundle.none"), required: t("bundle.required") }}
      />
    );
  }
  if (product.typename === "GroupedProduct") {
    const thumbs = Object.fromEntries(product.grouped.flatMap((item) => (item.image ? [[item.uid, imgAttrs(item.image.src, "56px")]] : [])));
    return <GroupedForm product={cart} sku={product.sku} items={product.grouped} thumbs={thumbs} labels={{ ...labels, soldOut: t("outOfStock") }} />;
  }
  const included = product.downloadable && !product.downloadable.purchasedSeparately ? product.downloadable : null;
  return (
    <>
      {included && included.links.length > 0 ? (
        <div data-testid="downloadable-links">
          <p className="mb-3 text-[11px] uppercase tracking-label text-stone">{included.title || t("downloadable.links")}</p>
          <ul className="space-y-1 text-sm">
            {included.links.map((l) => (
              <li key={l.uid} className="flex justify-between gap-4">
                <span>{l.title}</span>
                {l.sampleUrl ? (
                  <a href={l.sampleUrl} className="text-stone underline underline-offset-4" rel="nofollow">
                    {t("downloadable.sample")}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <AddToCart
      product={cart}
      sku={product.sku}
      variantOptionUids={variantOptionUids}
      onlyLeft={stock.onlyLeft}
      labels={{ ...labels, amount: t("giftCard.amount"), links: product.downloadable?.title || t("downloadable.links") }}
      amounts={product.giftCard?.amounts.map((a) => ({ uid: a.uid, label: a.label }))}
      links={
        product.downloadable?.purchasedSeparately
          ? product.downloadable.links.map((l) => ({ uid: l.uid, label: l.price ? `${l.title} — ${l.price}` : l.title }))
          : undefined
      }
      />
    </>
  );
}
