import type { MetadataRoute } from "next";
import { headers } from "next/headers";
import { serverEnv } from "@/config/env";
import { siteBases } from "@/features/seo/alternates";
import { buildRobots } from "@/features/seo/robots";
import { marketForHost, siteDomainsFromEnv } from "@/lib/markets/domains";

export default async function robots(): Promise<MetadataRoute.Robots> {
  const h = await headers();
  const host = h.get("x-forwarded-host") ?? h.get("host");
  return buildRobots(marketForHost(host, siteDomainsFromEnv(serverEnv))?.locale, siteBases());
}
