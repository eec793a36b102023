import { getTranslations } from "next-intl/server";
import type { PriceView } from "../mappers";

export async function Price({ price, align = "center" }: { price: PriceView; align?: "center" | "start" }) {
  const t = await getTranslations("Product");
  const current = price.isRange ? t("from", { price: price.current }) : price.current;
  if (!price.regular) {
    return <p className="text-sm tracking-wide" data-testid="price">{current}</p>;
  }
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${align === "center" ? "justify-center" : "justify-start"} text-sm tracking-wide`} data-testid="price">
      <span className="sr-only">{t("now", { price: price.current })}</span>
      <span className="whitespace-nowrap text-sale" aria-hidden>{current}</span>
      <span className="sr-only">{t("was", { price: price.regular })}</span>
      <s className="whitespace-nowrap text-stone" aria-hidden>{price.regular}</s>
    </p>
  );
}
