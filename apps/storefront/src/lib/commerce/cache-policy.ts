import type { CommerceError } from "./result";

/**
 * How long catalogue answers live: served fresh for a minute, refreshed in the background after five, dropped
 * after a day. Prices and stock change through the revalidation endpoint (tags) long before that.
 */
export const CATALOG_CACHE_LIFE = { stale: 60, revalidate: 300, expire: 86_400 } as const;
export type CatalogCacheLife = typeof CATALOG_CACHE_LIFE;

/** Next limits a tag to 256 characters and an entry to 128 tags. */
const MAX_TAG_LENGTH = 256;
const MAX_TAGS = 128;

/** Every entry also carries `catalog-all`, so one call can drop the whole catalogue cache (e.g. after a re-import). */
export const ALL_CATALOG_TAG = "catalog-all";

export function catalogTags(tags: readonly string[]): string[] {
  const clean = tags.filter((t) => t.length > 0 && t.length <= MAX_TAG_LENGTH);
  return [...new Set([ALL_CATALOG_TAG, ...clean])].slice(0, MAX_TAGS);
}

/** At most this many product tags per entry: a listing of 60 cards stays well under Next's 128. */
const MAX_ENTITY_TAGS = 100;

/**
 * `product:{uid}` for every product in an answer (any object with a `uid` and a `sku`: products, variants, related
 * products, cards), so that revalidating one product drops each cached page that shows it, whatever asked for it.
 */
export function productTags(data: unknown): string[] {
  const tags = new Set<string>();
  const visit = (value: unknown) => {
    if (tags.size >= MAX_ENTITY_TAGS || value === null || typeof value !== "object") return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    const record = value as Record<string, unknown>;
    if (typeof record.uid === "string" && typeof record.sku === "string") {
      const tag = `product:${record.uid}`;
      if (tag.length <= MAX_TAG_LENGTH) tags.add(tag);
    }
    for (const child of Object.values(record)) visit(child);
  };
  visit(data);
  return [...tags];
}

export const FAILURE_MARK = "catalog-query-failed:";

/** The CommerceError a failed cached call threw, or null when the error is something else. */
export function readCatalogFailure(error: unknown): CommerceError | null {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  const at = message.indexOf(FAILURE_MARK);
  if (at < 0) return null;
  try {
    const parsed = JSON.parse(message.slice(at + FAILURE_MARK.length)) as Partial<CommerceError>;
    if (typeof parsed.kind !== "string" || typeof parsed.message !== "string") return null;
    return {
      kind: parsed.kind,
      message: parsed.message,
      ...(typeof parsed.category === "string" ? { category: parsed.category } : {}),
    } as CommerceError;
  } catch {
    return null;
  }
}

/**
 * Answers that will not change by asking again (an unknown page or brand, input the API rejects): cached like
 * data, so a crawler asking for missing pages does not reach the API each time. Creating the entity later is
 * announced through the revalidation endpoint.
 */
export function isDefinitiveFailure(error: CommerceError): boolean {
  return error.kind === "graphql" && (error.category === "graphql-no-such-entity" || error.category === "graphql-input");
}
