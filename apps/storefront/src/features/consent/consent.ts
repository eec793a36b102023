import { cookieNames } from "@/lib/markets/cookies";

/** What the shopper allowed; stored in the consent cookie as e.g. `analytics:1,marketing:0`. */
export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
}

export const CONSENT_COOKIE = cookieNames.cookieConsent;
export const CONSENT_EVENT = "maison:consent";
/** A year, so the banner does not come back on every visit. */
export const CONSENT_MAX_AGE = 365 * 24 * 60 * 60;

export function serializeConsent(choice: ConsentChoice): string {
  return `analytics:${choice.analytics ? 1 : 0},marketing:${choice.marketing ? 1 : 0}`;
}

export function parseConsent(value: string | null | undefined): ConsentChoice | null {
  const m = /^analytics:([01]),marketing:([01])$/.exec(value?.trim() ?? "");
  return m ? { analytics: m[1] === "1", marketing: m[2] === "1" } : null;
}

export function readConsentCookie(cookieHeader: string): ConsentChoice | null {
  const pair = cookieHeader.split(/;\s*/).find((p) => p.startsWith(`${CONSENT_COOKIE}=`));
  return parseConsent(pair ? decodeURIComponent(pair.slice(CONSENT_COOKIE.length + 1)) : null);
}

/** Google Consent Mode v2 signals for a choice. */
export function consentSignals(choice: ConsentChoice) {
  const a = choice.analytics ? "granted" : "denied";
  const m = choice.marketing ? "granted" : "denied";
  return { analytics_storage: a, ad_storage: m, ad_user_data: m, ad_personalization: m };
}

/**
 * Runs before any tag: everything denied by default (Consent Mode v2), then the stored choice if there is one.
 * Kept dependency-free because it is inlined as a string.
 */
export function consentBootstrapScript(): string {
  return `(function(){window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}window.gtag=gtag;
gtag('consent','default',{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied',functionality_storage:'granted',security_storage:'granted',wait_for_update:500});
var m=document.cookie.match(/(?:^|; )${CONSENT_COOKIE}=analytics%3A([01])%2Cmarketing%3A([01])|(?:^|; )${CONSENT_COOKIE}=analytics:([01]),marketing:([01])/);
if(m){var a=(m[1]||m[3])==='1'?'granted':'denied',k=(m[2]||m[4])==='1'?'granted':'denied';gtag('consent','update',{analytics_storage:a,ad_storage:k,ad_user_data:k,ad_personalization:k});}})();`;
}

/** Paths without the support chat (spec §1): the cart and the sign-in page, on any site. */
export function chatAllowedOn(pathname: string): boolean {
  return !/\/(cart|user\/signin)(\/|$)/.test(pathname);
}
