"use server";

import { cookies, headers } from "next/headers";
import { z } from "zod";
import { serverEnv } from "@/config/env";
import { HeaderShopperTools } from "@/features/header/Header";
import { CountedBottomCartBar } from "@/features/cart/BottomCartBar";
import { planRequest } from "@/features/site-selector/request-plan";
import { localeSchema } from "@/lib/markets/locale-schema";
import { siteDomainsFromEnv } from "@/lib/markets/domains";
import type { ShopperParts } from "@/lib/ui/shopper-parts";

const argsSchema = z.tuple([localeSchema, z.string().startsWith("/").max(2_048), z.string().max(200)]);

/**
 * The shopper's parts of a site view (docs/adr/018): the header's cart, account, wish list and currency, and the
 * phone's cart bar, rendered for this request's cookies. A shared page sets no cookies, so the ones a first visit
 * records (the site, the country) are set here, as the proxy sets them on a page it renders for the shopper.
 */
export async function loadShopperParts(locale: string, bottomBarLabel: string, path: string): Promise<ShopperParts> {
  const args = argsSchema.safeParse([locale, path, bottomBarLabel]);
  if (!args.success) return { tools: null, bottomBar: null };
  const [site, pagePath, label] = args.data;
  const [jar, requestHeaders] = await Promise.all([cookies(), headers()]);
  const plan = planRequest({
    url: new URL(pagePath, "http://localhost"),
    host: requestHeaders.get("x-forwarded-host") ?? requestHeaders.get("host"),
    cookies: jar,
    headers: requestHeaders,
    domains: siteDomainsFromEnv(serverEnv),
    isDocument: true,
  });
  for (const cookie of plan.setCookies) jar.set(cookie.name, cookie.value, cookie.options);
  return {
    tools: <HeaderShopperTools locale={site} />,
    bottomBar: <CountedBottomCartBar locale={site} label={label} />,
  };
}
