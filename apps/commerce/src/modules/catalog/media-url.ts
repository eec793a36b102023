import type { CatalogContext } from "./context.ts";

/** Absolute URL of a file under the media directory (files already absolute are kept). */
export function mediaUrl(ctx: CatalogContext, file: string): string {
  if (/^https?:\/\//i.test(file)) return file;
  return ctx.mediaBaseUrl + file.replace(/^\/+/, "");
}
