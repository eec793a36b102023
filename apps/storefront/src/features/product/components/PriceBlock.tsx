import type { PriceDisplay, StockView } from "../mappers/detail";

interface Props {
  price: PriceDisplay | null;
  stock: StockView;
  labels: { from: (p: string) => string; was: (p: string) => string; off: (n: number) => string; inStock: string; outOfStock: string; onlyLeft: (n: number) => string };
}

export function PriceBlock({ price, stock, labels }: Props) {
  return (
    <div className="space-y-2">
      {price ? (
        <p className="flex flex-wrap items-baseline gap-x-3 font-display text-2xl md:text-3xl" data-testid="product-price">
          <span className={price.regular ? "text-sale" : undefined}>{price.isFrom ? labels.from(price.final) : price.final}</span>
          {price.regular ? (
            <>
              <s className="text-lg text-stone" aria-label={labels.was(price.regular)}>
                {price.regular}
              </s>
              {price.discountPercent ? (
                <span className="font-sans text-[11px] uppercase tracking-label text-sale">{labels.off(price.discountPercent)}</span>
              ) : null}
            </>
          ) : null}
        </p>
      ) : null}
      <p className="text-sm" data-testid="stock">
        {stock.inStock ? (
          <>
            <span className="mr-2 inline-block h-1.5 w-1.5 rounded-full bg-emerald-700 align-middle" aria-hidden />
            {stock.onlyLeft !== null ? <span className="text-sale">{labels.onlyLeft(stock.onlyLeft)}</span> : labels.inStock}
          </>
        ) : (
          <span className="text-stone">{labels.outOfStock}</span>
        )}
      </p>
    </div>
  );
}
