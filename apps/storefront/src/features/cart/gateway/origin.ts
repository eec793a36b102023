/**
 * Cross-site refusal for the cart middleware. Browsers send Sec-Fetch-Site on every request and Origin on every
 * POST, so a same-site page passes one of the two checks and another site's form or script fails both.
 */
export interface OriginHeaders {
  origin: string | null;
  secFetchSite: string | null;
  /** The host the shopper addressed: X-Forwarded-Host behind a proxy, else Host. */
  host: string | null;
}

export function isSameOriginRequest({ origin, secFetchSite, host }: OriginHeaders): boolean {
  const site = secFetchSite?.trim().toLowerCase();
  if (site === "same-origin" || site === "none") return true;
  if (site === "cross-site" || site === "same-site") return false;
  if (!origin || !host) return false;
  try {
    return new URL(origin).host.toLowerCase() === host.trim().toLowerCase();
  } catch {
    return false;
  }
}

export function requestHost(headers: { get(name: string): string | null }): string | null {
  return headers.get("x-forwarded-host")?.split(",")[0]?.trim() || headers.get("host");
}
