import { localeForSegment, sitemapFor } from "@/features/sitemap/sitemap-route";

/** /cn/sitemap.xml, /us/sitemap.xml, /mex/sitemap.xml: the sitemap of a prefixed site. */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  const locale = localeForSegment((await params).locale);
  if (!locale) return new Response("Not found", { status: 404 });
  return sitemapFor(locale, request, "sitemap.xml");
}
