/**
 * Whether the shop is served over HTTPS, as its public origin (`PUBLIC_SITE_URL`, validated at start by
 * config/env.ts) says. It reads the variable itself so that modules the browser bundle shares with the server (the
 * cookie names) need not import the server configuration; the browser never calls it.
 */
export function publicOriginIsHttps(): boolean {
  return /^https:/i.test(process.env.PUBLIC_SITE_URL?.trim() ?? "");
}
