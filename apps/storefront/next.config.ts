import { fileURLToPath } from "node:url";
import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import createNextIntlPlugin from "next-intl/plugin";
import { serverEnv } from "./src/config/env.ts";
import { defaultMarket } from "./src/lib/markets/markets.ts";
import { HEAD_METADATA_CRAWLERS } from "./src/features/seo/crawlers.ts";
import { mediaImagesConfig } from "./src/lib/commerce/media.ts";
import { catalogueAnswers } from "./src/lib/commerce/probe.ts";
import { CATALOGUE_IN_SHELLS } from "./src/lib/commerce/shells.ts";

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

const nextConfig: NextConfig = {
  // Optimised images are cached by the handler below, in memory: Next's own image cache is on disk and off while
  // isrFlushToDisk is (src/lib/cache/incremental-cache-handler.ts).
  images: { ...mediaImagesConfig(serverEnv.COMMERCE_GRAPHQL_URL), customCacheHandler: true },
  // Rendered pages: in this process's memory, or with REDIS_URL in Redis, shared by every instance (ADR 017).
  cacheHandler: fileURLToPath(new URL("./src/lib/cache/incremental-cache-handler.ts", import.meta.url)),
  // Cached catalogue answers ("use cache"): Next's own memory handler, or with REDIS_URL ours over Redis. The server
  // reads this file again when it starts, so REDIS_URL counts at run time, not at build time.
  ...(serverEnv.REDIS_URL
    ? {
      cacheHandlers: {
        default: fileURLToPath(new URL("./src/lib/cache/use-cache-handler.ts", import.meta.url)),
        remote: fileURLToPath(new URL("./src/lib/cache/use-cache-handler.ts", import.meta.url)),
      },
    }
    : {}),
  poweredByHeader: false,
  // Canonical and hreflang links must be in the head for search engines (src/features/seo/crawlers.ts).
  htmlLimitedBots: HEAD_METADATA_CRAWLERS,
  // Our server (src/server/start.ts) compresses, after it has given the page's scripts their nonce.
  compress: false,
  // Partial prerendering: static shells, cached catalogue reads ("use cache" in catalogQuery), per-shopper parts
  // streamed inside <Suspense>. See README "Caching".
  cacheComponents: true,
  experimental: {
    // Pages rendered after the build (the site views of ADR 010) stay in this instance's memory, not in .next on
    // disk: instances stay stateless and interchangeable, and a restart against another API (its media URLs are
    // absolute) never serves pages that point at the old one.
    isrFlushToDisk: false,
  },
  async rewrites() {
    // /Sitemap.xml is the same file as /sitemap.xml. One route serves both: two folders differing only in case
    // collide on case-insensitive file systems.
    return [
      { source: "/Sitemap.xml", destination: "/sitemap.xml" },
      { source: "/:site(cn|us|mex)/Sitemap.xml", destination: "/:site/sitemap.xml" },
    ];
  },
};

export default async function config(phase: string): Promise<NextConfig> {
  // Catalogue content goes into the prerendered shells only when this build can read the catalogue; a build made
  // while the API is unreachable streams that content per request instead (src/lib/commerce/shells.ts).
  const inShells =
    phase === PHASE_PRODUCTION_BUILD &&
    (await catalogueAnswers(serverEnv.COMMERCE_GRAPHQL_URL, { store: defaultMarket.storeCode, currency: defaultMarket.currency }));
  return withNextIntl({ ...nextConfig, env: { [CATALOGUE_IN_SHELLS]: inShells ? "1" : "" } });
}
