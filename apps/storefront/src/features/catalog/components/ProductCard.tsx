import { Img } from "@/lib/images/Img";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Link } from "@/i18n/navigation";
import type { ProductCardView } from "../mappers";
import { CardAddToCart } from "./CardAddToCart";
import { Price } from "./Price";
import { WishlistHeart } from "@/features/wishlist/components/WishlistHeart";

// Grid: 2 columns on phones, 3 from md, 4 from lg (inside a 1440px max-width container).
const GRID_SIZES = "(min-width: 1440px) 340px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw";
// Spec §9 Images: productCard 216x268, productCardHorizontal 140x200.
const CARD = { width: 216, height: 268 };
const HORIZONTAL = { width: 140, height: 200 };

interface Props {
  product: ProductCardView;
  priority?: boolean;
  /** "list" is the horizontal card of the listing's list view. */
  variant?: "grid" | "list";
  /** Position in its list (1-based), for analytics. */
  index?: number;
  /** A slot over the image for per-shopper actions; the wishlist heart by default. */
  action?: ReactNode;
}

export async function ProductCard({ product, priority, variant = "grid", index, action }: Props) {
  const [t, tw, locale] = await Promise.all([getTranslations("Product"), getTranslations("Wishlist"), getLocale()]);
  const heart = action ?? (
    <WishlistHeart
      locale={locale}
      product={{ sku: product.sku, uid: product.id, typename: product.typename }}
      labels={{ add: tw("add"), remove: tw("remove") }}
      look="card"
    />
  );
  const list = variant === "list";
  const size = list ? HORIZONTAL : CARD;
  return (
    <article
      className={list ? "group relative flex flex-wrap gap-5 md:flex-nowrap md:gap-8" : "group relative"}
      data-testid="product-card"
      data-sku={product.sku}
      data-index={index}
    >
      <Link href={product.href} className={list ? "flex flex-1 gap-5 md:gap-8" : "block"}>
        <div
          className={`relative overflow-hidden bg-parchment ${list ? "w-28 shrink-0 md:w-[140px]" : "w-full"}`}
          style={{ aspectRatio: `${size.width} / ${size.height}` }}
        >
          {product.image ? (
            <Img
              src={product.image.src}
              alt={product.image.alt}
              fill
              sizes={list ? "140px" : GRID_SIZES}
              loading={priority ? "eager" : "lazy"}
              fetchPriority={priority ? "high" : undefined}
              decoding={priority ? "sync" : "async"}
              className="object-cover transition-transform duration-700 ease-out group-hover:scale-[1.03]"
            />
          ) : null}
          {product.price?.discountPercent ? (
            <span className="absolute left-3 top-3 bg-ivory/90 px-2 py-1 text-[10px] uppercase tracking-label">
              {t("sale")} −{product.price.discountPercent}%
            </span>
          ) : null}
          {!product.inStock ? (
            <span className="absolute inset-x-0 bottom-0 bg-ink/80 py-2 text-center text-[10px] uppercase tracking-label text-ivory">
              {t("outOfStock")}
            </span>
          ) : null}
        </div>
        <div className={list ? "flex flex-col justify-center gap-2 py-2" : "mt-4 space-y-1.5 px-1 text-center"}>
          {product.brand ? (
            <p className="text-[11px] uppercase tracking-label text-stone" data-testid="brand">{product.brand}</p>
          ) : null}
          <h3 className="font-display text-[17px] leading-snug text-ink md:text-lg decoration-1 underline-offset-4 group-hover:underline">
            {product.name}
          </h3>
          {product.price ? <Price price={product.price} align={list ? "start" : "center"} /> : null}
        </div>
      </Link>
      {product.purchase !== "none" ? (
        <div className={list ? "basis-full md:absolute md:bottom-2 md:right-0 md:w-40 md:basis-auto" : "mt-3 px-1"}>
          {product.purchase === "add" ? (
            <CardAddToCart
              locale={locale}
              sku={product.sku}
              name={product.name}
              brand={product.brand}
              typename={product.typename}
              price={product.finalPrice}
              labels={{ add: t("quickAdd"), adding: t("quickAdding"), addNamed: t("quickAddLabel", { name: product.name }), failed: t("quickAddFailed") }}
            />
          ) : (
            // A second link to the same page, so it is skipped by screen readers and the tab order.
            <Link
              href={product.href}
              tabIndex={-1}
              aria-hidden
              data-testid="card-choose-options"
              className="grid h-10 w-full place-items-center border border-line text-[11px] uppercase tracking-label text-stone transition-colors hover:border-ink hover:text-ink"
            >
              {t("chooseOptions")}
            </Link>
          )}
        </div>
      ) : null}
      {product.sku ? <div className={list ? "absolute right-0 top-0" : "absolute right-2 top-2"}>{heart}</div> : null}
    </article>
  );
}
