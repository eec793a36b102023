import { randomBytes } from "node:crypto";

/**
 * The Content-Security-Policy of an HTML response (docs/adr/013):
 * - scripts: this origin's files, inline scripts carrying the response's nonce (given only to the framework's and
 *   ours, see trusted-scripts.ts), and the third parties the site loads; no `'unsafe-inline'`, no eval;
 * - styles keep `'unsafe-inline'`: React and next/image write `style` attributes, which no nonce can cover, and
 *   CSS cannot run code; what an injected style could send out is bounded by img-src, font-src and connect-src;
 * - images: this origin (next/image), the API's media tree (CMS images are plain `<img>`, see sanitize.ts), `data:`;
 * - no plugins, no `<base>` elsewhere, forms post here only, and no page may frame the shop.
 */
export interface SiteThirdParties {
  /** The site loads a tag manager container (Google Tag Manager with GA4 tags). */
  tagManager: boolean;
  /** Origin of the support chat widget's script, on a site that loads it. */
  chatOrigin: string | null;
  /** The site's forms use Google reCAPTCHA v3 (never cn): its script, its frame and its calls. */
  recaptcha?: boolean;
  /**
   * Stripe.js on this page: the card provider takes the card with Stripe's Payment Element (ADR 016), and the page is
   * the payment step. Its script, its frames (the card fields, 3-D Secure) and its API calls.
   */
  stripe?: boolean;
}

// Google Tag Manager and the GA4 tags it loads (Google's guide "Use a Content Security Policy with Tag Manager").
const TAG_MANAGER_SCRIPTS = ["https://www.googletagmanager.com"];
const TAG_MANAGER_IMAGES = ["https://www.googletagmanager.com", "https://*.google-analytics.com"];
const TAG_MANAGER_CONNECT = ["https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"];
// reCAPTCHA v3 (Google's "reCAPTCHA and Content Security Policy" FAQ): the api.js loader, its scripts and its frame.
const RECAPTCHA_SCRIPTS = ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"];
const RECAPTCHA_FRAMES = ["https://www.google.com/recaptcha/"];
// Stripe.js and the Payment Element (Stripe's "Content Security Policy" guide for Stripe.js).
const STRIPE_SCRIPTS = ["https://js.stripe.com", "https://*.js.stripe.com"];
const STRIPE_FRAMES = ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"];
const STRIPE_CONNECT = ["https://api.stripe.com"];
const STRIPE_IMAGES = ["https://*.stripe.com"];

/** A fresh nonce: 128 random bits, base64. */
export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * What lets a page's inline scripts run: the response's nonce, or, for a page a shared cache keeps and serves to
 * everyone (a site view, docs/adr/019), the SHA-256 hashes of exactly the trusted inline scripts it carries.
 */
export type InlineScriptSources = string | { hashes: readonly string[] };

/** `mediaSource`: where the API's media live, e.g. `https://shop.example.com/media/` (mediaSource in media.ts). */
export function contentSecurityPolicy(inline: InlineScriptSources, mediaSource: string, site: SiteThirdParties): string {
  const inlineSources = typeof inline === "string" ? [`'nonce-${inline}'`] : inline.hashes.map((hash) => `'sha256-${hash}'`);
  const gtm = (hosts: string[]) => (site.tagManager ? hosts : []);
  // A chat widget is a script that brings its own styles, pictures, fonts, frames and connections.
  const chat = site.chatOrigin ? [site.chatOrigin] : [];
  const recaptcha = (hosts: string[]) => (site.recaptcha ? hosts : []);
  const stripe = (hosts: string[]) => (site.stripe ? hosts : []);
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...inlineSources, ...gtm(TAG_MANAGER_SCRIPTS), ...recaptcha(RECAPTCHA_SCRIPTS), ...stripe(STRIPE_SCRIPTS), ...chat],
    ["style-src", "'self'", "'unsafe-inline'", ...chat],
    ["img-src", "'self'", "data:", mediaSource, ...gtm(TAG_MANAGER_IMAGES), ...stripe(STRIPE_IMAGES), ...chat],
    ["font-src", "'self'", ...chat],
    ["connect-src", "'self'", ...gtm(TAG_MANAGER_CONNECT), ...recaptcha(RECAPTCHA_FRAMES), ...stripe(STRIPE_CONNECT), ...chat],
    ["frame-src", "'self'", ...recaptcha(RECAPTCHA_FRAMES), ...stripe(STRIPE_FRAMES), ...chat],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((directive) => [...new Set(directive)].join(" ")).join("; ");
}

/** Every response: browsers must not guess a type (scripts and styles above all). */
export const EVERY_RESPONSE_HEADERS: Readonly<Record<string, string>> = { "X-Content-Type-Options": "nosniff" };

/**
 * An HTML response's headers besides its policy; Strict-Transport-Security when the shop is served over HTTPS (a
 * browser keeps it from the first page it loads). Not sent with the page's dozen script files, where they would only
 * add bytes.
 */
export function documentHeaders(https: boolean): Record<string, string> {
  return {
    "Referrer-Policy": "strict-origin-when-cross-origin",
    // For browsers without CSP frame-ancestors.
    "X-Frame-Options": "DENY",
    ...(https ? { "Strict-Transport-Security": "max-age=31536000" } : {}),
  };
}
