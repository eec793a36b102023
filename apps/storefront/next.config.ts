import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { serverEnv } from "./src/config/env.ts";
import { mediaImagesConfig } from "./src/lib/commerce/media.ts";

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

const nextConfig: NextConfig = {
  images: mediaImagesConfig(serverEnv.COMMERCE_GRAPHQL_URL),
  poweredByHeader: false,
  // Partial prerendering: static shells, cached catalogue reads ("use cache" in catalogQuery), per-shopper parts
  // streamed inside <Suspense>. See README "Caching".
  cacheComponents: true,
  async rewrites() {
    // /Sitemap.xml is the same file as /sitemap.xml. One route serves both: two folders differing only in case
    // collide on case-insensitive file systems.
    return [
      { source: "/Sitemap.xml", destination: "/sitemap.xml" },
      { source: "/:site(cn|us|mex)/Sitemap.xml", destination: "/:site/sitemap.xml" },
    ];
  },
};

export default withNextIntl(nextConfig);
