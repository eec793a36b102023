/**
 * Spec §2.4 step 2 for every request: a path containing /pay-result goes to the payment result page of its site. The
 * proxy answers it before any page renders, with one redirect that keeps the site prefix.
 */
import { markets } from "@/lib/markets/markets";
import { sitePrefixOf } from "@/i18n/site-prefix";
import { resolveCatchAll } from "./resolve-path";

const PREFIXES = markets.map((m) => m.prefix).filter(Boolean);

/** The result page to send `pathname` (as requested, not decoded) to, or null when it stays where it is. */
export function payResultRedirect(pathname: string): string | null {
  const resolution = resolveCatchAll(pathname, { localePrefixes: PREFIXES });
  return resolution.kind === "redirect" ? `${sitePrefixOf(pathname)}${resolution.to}` : null;
}
