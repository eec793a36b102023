import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What the catalogue reads of one response amounted to (docs/adr/019): the cache tags they are kept under, and
 * whether one of them failed. The front (lib/http-cache) runs each request in a record of its own; every catalogue
 * read made while Next renders it (lib/commerce/server.ts) adds to it. A page shared caches keep names its tags in
 * its purge headers, and a page rendered while a read failed (the notice that the shop is unavailable) is neither
 * public nor kept.
 *
 * The front and Next's server bundle each load this module, so the record's storage lives on `globalThis`.
 */
export interface RenderRecord {
  tags: Set<string>;
  failed: boolean;
}

const KEY = Symbol.for("maison.storefront.render-record");

function storage(): AsyncLocalStorage<RenderRecord> {
  const holder = globalThis as { [KEY]?: AsyncLocalStorage<RenderRecord> };
  holder[KEY] ??= new AsyncLocalStorage();
  return holder[KEY];
}

export function newRenderRecord(): RenderRecord {
  return { tags: new Set(), failed: false };
}

/** Runs `fn` with `record` collecting what the catalogue reads it causes are tagged with, and their failures. */
export function recordRender<T>(record: RenderRecord, fn: () => T): T {
  return storage().run(record, fn);
}

/** Notes a catalogue read of the current response, if the front records them (not at build time). */
export function noteCatalogRead(tags: readonly string[], failed: boolean): void {
  const current = storage().getStore();
  if (!current) return;
  for (const tag of tags) current.tags.add(tag);
  if (failed) current.failed = true;
}
