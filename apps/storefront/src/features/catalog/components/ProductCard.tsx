import Image from "next/image";
import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { ProductCardView } from "../mappers";
import { Price } from "./Price";

// Grid: 2 columns on phones, 3 from md, 4 from lg (inside a 1440px max-width container).
const SIZES = "(min-width: 1440px) 340px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw";

export async function ProductCard({ product, priority }: { product: ProductCardView; priority?: boolean }) {
  const t = await getTranslations("Product");
  return (
    <article className="group" data-testid="product-card">
      <Link href={product.href} prefetch={false} className="block">
        <div className="relative aspect-[4/5] overflow-hidden bg-parchment">
          {product.image ? (
            <Image
              src={product.image.src}
              alt={product.image.alt}
              fill
              sizes={SIZES}
              loading={priority ? "eager" : "lazy"}
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
        <div className="mt-4 space-y-1.5 px-1 text-center">
          {product.brand ? (
            <p className="text-[11px] uppercase tracking-label text-stone" data-testid="brand">{product.brand}</p>
          ) : null}
          <h3 className="font-display text-[17px] leading-snug text-ink md:text-lg decoration-1 underline-offset-4 group-hover:underline">
            {product.name}
          </h3>
          {product.price ? <Price price={product.price} /> : null}
        </div>
      </Link>
    </article>
  );
}
