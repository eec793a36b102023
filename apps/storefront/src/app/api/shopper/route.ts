import type { NextRequest } from "next/server";
import { loadShopperView } from "@/features/shopper/server";
import { localeSchema } from "@/lib/markets/locale-schema";

/**
 * `GET /api/shopper?locale=en-GB&path=/make-up.html`: the shopper's parts of a site view (docs/adr/019), as JSON,
 * for this request's cookies. Never kept by any cache. A GET of its own, not a server action, so that it never
 * waits in the page's action queue behind an add to the cart, nor holds one up.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const locale = localeSchema.safeParse(request.nextUrl.searchParams.get("locale"));
  const path = request.nextUrl.searchParams.get("path") ?? "/";
  if (!locale.success || !path.startsWith("/") || path.length > 2_048) {
    return Response.json({ error: "locale and path are required" }, { status: 400, headers: NO_STORE });
  }
  return Response.json(await loadShopperView(locale.data, path), { headers: NO_STORE });
}

const NO_STORE = { "Cache-Control": "private, no-store", Vary: "Cookie" };
