import { revalidateTag } from "next/cache";
import { serverEnv } from "@/config/env";
import { revalidateBody, secretFromHeaders, secretMatches } from "@/lib/commerce/revalidate-auth";

/**
 * Drops cached catalogue answers by tag (`product:{uid}`, `category:{uid}`, `cms:{identifier}`, `brand:{id}`,
 * `brands` (the brand lists), `catalog`, `catalog-all`), for the backend or an editor after a change. Entries are
 * marked stale and refreshed on the next request.
 */
export async function POST(request: Request): Promise<Response> {
  const secret = serverEnv.REVALIDATE_SECRET;
  if (!secret) return Response.json({ error: "Revalidation is not configured" }, { status: 404 });
  if (!secretMatches(secretFromHeaders(request.headers), secret)) {
    return Response.json({ error: "Unauthorized" }, { status: 401 });
  }
  let json: unknown;
  try {
    json = await request.json();
  } catch {
    return Response.json({ error: "The body must be JSON: {\"tags\": [\"…\"]}" }, { status: 400 });
  }
  const body = revalidateBody.safeParse(json);
  if (!body.success) {
    return Response.json({ error: body.error.issues.map((i) => i.message).join("; ") }, { status: 400 });
  }
  const tags = [...new Set(body.data.tags)];
  for (const tag of tags) revalidateTag(tag, "max");
  return Response.json({ revalidated: tags });
}
