import type { RequestContext } from "../../core/context.ts";
import type { StoreViews } from "../../core/store-view.ts";

/** What the catalogue reads from the request context: a cart transaction passes its own, with rates read ahead. */
export type CatalogContext = Pick<RequestContext, "db" | "store" | "currency" | "now" | "loaders" | "mediaBaseUrl"> & {
  stores: Pick<StoreViews, "rateTable">;
};
