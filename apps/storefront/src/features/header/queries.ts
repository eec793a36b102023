import { cache } from "react";
import { HeaderMenuDocument, LayoutBlocksDocument, StoreCurrenciesDocument } from "@/lib/commerce/generated/graphql";
import { catalogQuery, getRequestScope } from "@/lib/commerce/server";

export const getHeaderMenu = cache(async (locale: string) =>
  catalogQuery(HeaderMenuDocument, {}, await getRequestScope(locale), ["catalog"]),
);

/** Currencies the store offers (empty when unknown: then no selector is shown). */
export const getStoreCurrencies = cache(async (locale: string) => {
  const result = await catalogQuery(StoreCurrenciesDocument, {}, await getRequestScope(locale), ["catalog"]);
  if (!result.ok) return [];
  return (result.data.currency?.available_currency_codes ?? []).filter((c): c is string => typeof c === "string" && c !== "");
});

export const LAYOUT_BLOCKS = ["footer-links", "shipping-carousel", "shipping-carousel-cn"] as const;

export const getLayoutBlocks = cache(async (locale: string): Promise<Record<string, string>> => {
  const result = await catalogQuery(
    LayoutBlocksDocument,
    { identifiers: [...LAYOUT_BLOCKS] },
    await getRequestScope(locale),
    LAYOUT_BLOCKS.map((id) => `cms:${id}`),
  );
  if (!result.ok) return {};
  const out: Record<string, string> = {};
  for (const item of result.data.cmsBlocks?.items ?? []) if (item?.identifier && item.content) out[item.identifier] = item.content;
  return out;
});
