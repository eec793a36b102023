import { localeForHost, sitemapFor } from "@/features/sitemap/sitemap-route";

/** The sitemap of the site this host serves (the default site on a shared host). */
export async function GET(request: Request): Promise<Response> {
  return sitemapFor(await localeForHost(), request, "sitemap.xml");
}
