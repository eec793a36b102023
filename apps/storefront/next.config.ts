import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { serverEnv } from "./src/config/env.ts";
import { mediaImagesConfig } from "./src/lib/commerce/media.ts";

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

const nextConfig: NextConfig = {
  images: mediaImagesConfig(serverEnv.COMMERCE_GRAPHQL_URL),
  poweredByHeader: false,
};

export default withNextIntl(nextConfig);
