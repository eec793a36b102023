import { headers } from "next/headers";
import { connection } from "next/server";
import { serverEnv } from "@/config/env";
import { type Locale, defaultMarket, isLocale, markets } from "@/lib/markets/markets";
import { marketForHost, siteDomainsFromEnv } from "@/lib/markets/domains";
import { siteUrl } from "@/features/seo/alternates";
import { collectSitemap } from "./sitemap-data";
import { dedupe, parsePart, sitemapResponse } from "./sitemap-xml";

const XML = { "Content-Type": "application/xml; charset=utf-8" };

/** The site a `[locale]/sitemap.xml` segment names: its URL prefix ("cn") or its locale ("zh-CN"). */
export function localeForSegment(segment: string): Locale | undefined {
  if (isLocale(segment)) return segment;
  return markets.find((m) => m.prefix === `/${segment}`)?.locale;
}

/** The site of an unprefixed /sitemap.xml: the host's own site, else the default site. */
export async function localeForHost(): Promise<Locale> {
  const host = (await headers()).get("x-forwarded-host") ?? (await headers()).get("host");
  return marketForHost(host, siteDomainsFromEnv(serverEnv))?.locale ?? defaultMarket.locale;
}

export async function sitemapFor(locale: Locale, request: Request, fileName: string): Promise<Response> {
  // Built per request from cached catalogue reads: a prerendered sitemap would freeze the build's catalogue.
  await connection();
  const part = parsePart(new URL(request.url).searchParams.get("part"));
  const entries = await collectSitemap(locale);
  // A partial sitemap would tell crawlers the missing pages are gone: fail instead, and let them retry.
  if (!entries.ok) return new Response("Sitemap temporarily unavailable", { status: 503, headers: { "Retry-After": "300" } });
  const body = sitemapResponse(dedupe(entries.data), siteUrl(locale, `/${fileName}`), part);
  if (body === null) return new Response("Not found", { status: 404 });
  return new Response(body, { headers: XML });
}
