import { and, asc, eq, inArray } from "drizzle-orm";
import { GraphQlInputError } from "../../core/errors.ts";
import { groupBy } from "../../core/loader.ts";
import { urlRewrites } from "./tables.ts";
import type { CatalogContext } from "../catalog/context.ts";

export type UrlRewriteRow = typeof urlRewrites.$inferSelect;
export type EntityType = "PRODUCT" | "CATEGORY" | "CMS_PAGE";

export interface ResolvedUrl {
  entityType: EntityType;
  entityId: number;
  /** 0, or 301/302 when the asked URL is an old one. */
  redirectCode: number;
  /** Where the entity lives now (the target of a redirect), with the asked query string kept. */
  relativeUrl: string;
}

/** Magento's url_rewrite.request_path is a 255-character column: anything longer cannot match. */
const MAX_PATH = 255;
/** Redirect chains longer than this are treated as loops. */
const MAX_HOPS = 10;
const SUFFIX = ".html";

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * The request path a URL stands for: without scheme/host, query and fragment, percent-decoded, without leading
 * or trailing slashes. Returns the query string separately, as Magento keeps it on the relative URL.
 */
function normalizeUrl(url: string): { path: string; query: string } {
  let rest = url.trim().replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, "");
  const hash = rest.indexOf("#");
  if (hash >= 0) rest = rest.slice(0, hash);
  const q = rest.indexOf("?");
  const query = q >= 0 ? rest.slice(q + 1) : "";
  const path = safeDecode(q >= 0 ? rest.slice(0, q) : rest).replace(/^\/+|\/+$/g, "");
  return { path, query };
}

/** Paths to try, best first: as given, with the URL suffix, without it. */
function candidates(path: string): string[] {
  const out = [path];
  if (path.endsWith(SUFFIX)) out.push(path.slice(0, -SUFFIX.length));
  else out.push(path + SUFFIX);
  return out.filter((p) => p !== "");
}

async function byRequestPath(ctx: CatalogContext, paths: string[]): Promise<UrlRewriteRow | undefined> {
  const rows = await ctx.db.select().from(urlRewrites)
    .where(and(eq(urlRewrites.storeCode, ctx.store.code), inArray(urlRewrites.requestPath, paths)));
  return paths.map((p) => rows.find((r) => r.requestPath === p)).find((r) => r !== undefined);
}

async function byTargetPath(ctx: CatalogContext, paths: string[]): Promise<UrlRewriteRow | undefined> {
  const rows = await ctx.db.select().from(urlRewrites)
    .where(and(
      eq(urlRewrites.storeCode, ctx.store.code),
      inArray(urlRewrites.targetPath, paths),
      eq(urlRewrites.redirectCode, 0),
    ));
  return paths.map((p) => rows.find((r) => r.targetPath === p)).find((r) => r !== undefined);
}

const ENTITY_TYPES = new Set<string>(["PRODUCT", "CATEGORY", "CMS_PAGE"]);

/**
 * Resolves a storefront URL against the store's rewrites, following redirects to the URL that serves the entity.
 * Null when nothing matches (Magento answers null too); an empty URL is an input error as in Magento.
 */
export async function resolveUrl(ctx: CatalogContext, url: string): Promise<ResolvedUrl | null> {
  if (url.trim() === "") throw new GraphQlInputError('"url" argument should be specified and not empty');
  const { path, query } = normalizeUrl(url);
  // NUL cannot be stored in a PostgreSQL text value, so no rewrite can hold it.
  if (path === "" || path.length > MAX_PATH || path.includes("\u0000")) return null;
  const paths = candidates(path);
  const first = (await byRequestPath(ctx, paths)) ?? (await byTargetPath(ctx, paths));
  if (!first) return null;

  let final = first;
  for (let hop = 0; final.redirectCode > 0 && hop < MAX_HOPS; hop += 1) {
    const next = await byRequestPath(ctx, [final.targetPath.replace(/^\/+/, "")]);
    if (!next) break;
    final = next;
  }
  if (!ENTITY_TYPES.has(final.entityType)) return null;
  const base = first.redirectCode > 0 ? (final.redirectCode > 0 ? final.targetPath : final.requestPath) : first.requestPath;
  return {
    entityType: final.entityType as EntityType,
    entityId: final.entityId,
    redirectCode: first.redirectCode,
    relativeUrl: query ? `${base}?${query}` : base,
  };
}

/** Rewrites that serve each entity of a type in the request's store (redirects are old URLs, not links to give out). */
const servingRewrites = (ctx: CatalogContext, entityType: EntityType) =>
  ctx.loaders.get<number, UrlRewriteRow[]>(`url-rewrites:${entityType}`, async (ids) =>
    groupBy(
      await ctx.db.select().from(urlRewrites)
        .where(and(
          eq(urlRewrites.entityType, entityType),
          inArray(urlRewrites.entityId, ids),
          eq(urlRewrites.storeCode, ctx.store.code),
          eq(urlRewrites.redirectCode, 0),
        ))
        .orderBy(asc(urlRewrites.id)),
      (r) => r.entityId,
    ));

export const productUrlRewrites = (ctx: CatalogContext) => servingRewrites(ctx, "PRODUCT");

/**
 * The URL a canonical link names, relative to the store's base URL: the entity's first serving rewrite, for a
 * product the first without a category path (Magento's canonical URL ignores the category). Null without one.
 */
export async function canonicalPath(ctx: CatalogContext, entityType: "PRODUCT" | "CATEGORY", id: number): Promise<string | null> {
  const rows = (await servingRewrites(ctx, entityType).load(id)) ?? [];
  const canonical = entityType === "PRODUCT" ? rows.find((r) => !r.targetPath.includes("/category/")) : rows[0];
  return canonical?.requestPath ?? null;
}

/** A request path without the URL suffix (Magento's url_path). */
export const withoutSuffix = (path: string) => (path.endsWith(SUFFIX) ? path.slice(0, -SUFFIX.length) : path);
