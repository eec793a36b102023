import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The cache tags of the catalogue reads a response was rendered from (docs/adr/018): the front runs each request
 * in a scope of its own, and every catalogue read made while rendering it (lib/commerce/server.ts) adds the tags it
 * is cached under. A page that shared caches keep names them in its purge headers.
 *
 * The front (lib/http-cache) and Next's server bundle each load this module, so the scope lives on `globalThis`.
 */
const KEY = Symbol.for("maison.render-tags");

function storage(): AsyncLocalStorage<Set<string>> {
  const holder = globalThis as { [KEY]?: AsyncLocalStorage<Set<string>> };
  holder[KEY] ??= new AsyncLocalStorage();
  return holder[KEY];
}

/** Runs `fn` with `tags` collecting what the catalogue reads it causes are tagged with. */
export function collectRenderTags<T>(tags: Set<string>, fn: () => T): T {
  return storage().run(tags, fn);
}

/** Records tags of a read made for the current response, if the front is collecting them (not at build time). */
export function noteRenderTags(tags: readonly string[]): void {
  const current = storage().getStore();
  if (current) for (const tag of tags) current.add(tag);
}
