import { cache } from "react";
import { HeaderMenuDocument, LayoutBlocksDocument, StoreCurrenciesDocument } from "@/lib/commerce/generated/graphql";
import { siteScope } from "@/lib/commerce/scope";
import { catalogQuery } from "@/lib/commerce/server";
import { catalogueInShell } from "@/lib/commerce/shells";

/** The site's menu: store-level content, read for the site's own store view so it can sit in the prerendered shell. */
export const getHeaderMenu = cache(async (locale: string) => catalogQuery(HeaderMenuDocument, {}, siteScope(locale), ["catalog"]));

/** Currencies the site's store offers (empty when unknown: then no selector is shown). */
export const getStoreCurrencies = cache(async (locale: string) => {
  const result = await catalogQuery(StoreCurrenciesDocument, {}, siteScope(locale), ["catalog"]);
  if (!result.ok) return [];
  return (result.data.currency?.available_currency_codes ?? []).filter((c): c is string => typeof c === "string" && c !== "");
});

export const LAYOUT_BLOCKS = ["footer-links", "shipping-carousel", "shipping-carousel-cn"] as const;

/**
 * The frame's CMS blocks (footer links, shipping carousel): store-level content read for the site's own store view,
 * so the frame keeps them in its prerendered shell instead of streaming them into every page (ADR 007).
 */
export const getLayoutBlocks = cache(async (locale: string): Promise<Record<string, string>> => {
  await catalogueInShell();
  const result = await catalogQuery(
    LayoutBlocksDocument,
    { identifiers: [...LAYOUT_BLOCKS] },
    siteScope(locale),
    LAYOUT_BLOCKS.map((id) => `cms:${id}`),
  );
  if (!result.ok) return {};
  const out: Record<string, string> = {};
  for (const item of result.data.cmsBlocks?.items ?? []) if (item?.identifier && item.content) out[item.identifier] = item.content;
  return out;
});
