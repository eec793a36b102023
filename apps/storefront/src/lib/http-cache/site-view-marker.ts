/**
 * Set by the proxy on a response that serves a site view (ADR 010), with the page's internal path as its value; the
 * front (lib/http-cache/shared-pages.ts) reads and removes it before the response leaves (docs/adr/019).
 */
export const SITE_VIEW_HEADER = "x-maison-site-view";
