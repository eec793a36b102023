import type { Db } from "../../db/client.ts";
import type { stores } from "../store/tables.ts";
import type { RateTable } from "../../core/money.ts";
import type { LoaderRegistry } from "../../core/loader.ts";

export type StoreRow = typeof stores.$inferSelect;

/** What the catalogue reads from the request context (the server's context carries more). */
export interface CatalogContext {
  db: Db;
  store: StoreRow;
  /** Display currency chosen with `Content-Currency` (or the store default). */
  currency: string;
  now: Date;
  /** The request's loaders, shared with other modules (CMS blocks). */
  loaders: LoaderRegistry;
  /** Absolute URL media files are served under, with trailing slash; relative `/media/` without it. */
  mediaBaseUrl?: string;
  /** Cached exchange rates; read from the database when absent. */
  stores?: { rateTable(base: string): Promise<RateTable> };
}
