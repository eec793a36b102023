import { getTranslations } from "next-intl/server";
import type { PriceView } from "../mappers";

export async function Price({ price }: { price: PriceView }) {
  const t = await getTranslations("Product");
  const current = price.isRange ? t("from", { price: price.current }) : price.current;
  if (!price.regular) {
    return <p className="text-sm tracking-wide" data-testid="price">{current}</p>;
  }
  return (
    <p className="flex items-baseline justify-center gap-2 text-sm tracking-wide" data-testid="price">
      <span className="sr-only">{t("now", { price: price.current })}</span>
      <span className="text-sale" aria-hidden>{current}</span>
      <span className="sr-only">{t("was", { price: price.regular })}</span>
      <s className="text-stone" aria-hidden>{price.regular}</s>
    </p>
  );
}
