/**
 * The cache tags of the rendered pages Next keeps, by the page's internal path (e.g. `/en-GB/__site`; Next's cache
 * key is `/route-cache/APP_PAGE/{build hash}/$/en-GB/__site`), as the incremental cache handler last stored or read
 * them. The front (docs/adr/019)
 * names them in the purge headers of a site view Next answered from its cache without rendering it, when no
 * catalogue read of this response could tell them.
 *
 * Next loads the handler on its own and the front imports this module too: the map lives on `globalThis`.
 */
const KEY = Symbol.for("maison.storefront.page-tags");
/** Enough for every catalogue URL of a large shop; the oldest entries go first past it. */
const MAX_PAGES = 20_000;

function pages(): Map<string, readonly string[]> {
  const holder = globalThis as { [KEY]?: Map<string, readonly string[]> };
  holder[KEY] ??= new Map();
  return holder[KEY];
}

/** The page's path in one of Next's cache keys: what follows `/$`, or the key itself. */
export function pathOfCacheKey(cacheKey: string): string {
  const at = cacheKey.indexOf("/$/");
  return at < 0 ? cacheKey : cacheKey.slice(at + 2);
}

export function notePageTags(cacheKey: string, tags: readonly string[]): void {
  if (tags.length === 0) return;
  const map = pages();
  const path = pathOfCacheKey(cacheKey);
  map.delete(path);
  map.set(path, tags);
  if (map.size > MAX_PAGES) map.delete(map.keys().next().value!);
}

export function pageTags(path: string): readonly string[] {
  return pages().get(path) ?? [];
}
