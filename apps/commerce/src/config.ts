import path from "node:path";
import { z } from "zod";
import type { RecaptchaKeys } from "./core/captcha.ts";
import { DEFAULT_TRUSTED_PROXIES, isAddressOrRange } from "./core/client-address.ts";
import { DEFAULT_RATE_LIMITS, type RateLimits } from "./core/context.ts";
import { SITE_DEFINITIONS, type SiteCode } from "./core/site.ts";
import { DEFAULT_MIN_SCORE, SITEVERIFY_URL } from "./modules/captcha/recaptcha.ts";

/** The repository root, computed so that the default data directory does not depend on the working directory. */
export const REPO_ROOT = path.resolve(import.meta.dirname, "../../..");

export const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface CommerceConfig {
  port: number;
  host: string;
  /** Public origin of this backend, without trailing slash; media URLs are built on it. */
  publicUrl: string;
  /** PostgreSQL connection string; undefined means the embedded PGlite database. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** PGlite data directory (DATA_DIR/commerce-db). */
  databaseDir: string;
  /** Rendered product images and other media (DATA_DIR/media). */
  mediaDir: string;
  /** Introspection, GraphiQL and "Did you mean …" suggestions (COMMERCE_DEV_TOOLS); off unless asked for. */
  devTools: boolean;
  /** Origins whose pages may call the API from the browser (COMMERCE_CORS_ORIGINS); none by default. */
  corsOrigins: string[];
  /** Proxies whose `X-Forwarded-For` names the client (COMMERCE_TRUSTED_PROXIES): IP addresses and CIDR ranges. */
  trustedProxies: string[];
  /** Guest carts per client address and window (COMMERCE_CART_CREATION_LIMIT, …_WINDOW_SECONDS). */
  rateLimits: RateLimits;
  logLevel: LogLevel;
  /** "seed": render every product image while seeding; "on-demand": render each on its first request. */
  mediaRender: "seed" | "on-demand";
  /** Public origin of the storefront (PUBLIC_SITE_URL, shared with the storefront): e-mails link to its pages. */
  storefrontUrl: string;
  /** Host names of the sites with a domain of their own (SITE_DOMAIN_GB …). */
  siteDomains: Partial<Record<SiteCode, string>>;
  /** SMTP server for e-mails; without it they go to the outbox table. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** ALTCHA's HMAC key; unset means the one generated into DATA_DIR on first start. */
  altchaHmacKey: string | undefined;
  /** reCAPTCHA v3 keys of the sites that use it instead of ALTCHA (never cn). */
  recaptcha: Partial<Record<SiteCode, RecaptchaKeys>>;
  recaptchaVerifyUrl: string;
  recaptchaMinScore: number;
  /** Stripe keys (STRIPE_SECRET_KEY, …): card payments go to Stripe; without them, to the built-in sandbox. */
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string; apiUrl: string | undefined } | undefined;
  /** Spec §1's external checkout (EXTERNAL_CHECKOUT_URL, EXTERNAL_CHECKOUT_PATH); undefined keeps checkout here. */
  externalCheckout: { url: string; path: string } | undefined;
  /** Where Prometheus metrics are served (COMMERCE_METRICS_PORT on METRICS_HOST); undefined: not at all. */
  metrics: { port: number; host: string } | undefined;
}

const PORT_MESSAGE = "must be a port number between 1 and 65535";

function isUrlWithProtocol(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const httpUrl = (example: string) =>
  z.string()
    .refine((v) => isUrlWithProtocol(v, ["http:", "https:"]), `must be an http(s) URL, e.g. ${example}`)
    .transform((v) => v.replace(/\/+$/, ""));

const port = z
  .string()
  .regex(/^\d{1,5}$/, PORT_MESSAGE)
  .transform(Number)
  .refine((n) => n >= 1 && n <= 65535, PORT_MESSAGE);

/** The sites that may use reCAPTCHA v3: all but cn, whose shoppers cannot reach Google. */
const RECAPTCHA_SITES = SITE_DEFINITIONS.map((s) => s.code).filter((code) => code !== "cn");
const upper = (code: SiteCode) => code.toUpperCase() as Uppercase<SiteCode>;
/** One optional variable per site: SITE_DOMAIN_GB, SITE_DOMAIN_CN … */
const siteVariables = <P extends string, T extends z.ZodType>(prefix: P, codes: readonly SiteCode[], type: T) =>
  Object.fromEntries(codes.map((code) => [`${prefix}_${upper(code)}`, type.optional()])) as Record<
    `${P}_${Uppercase<SiteCode>}`,
    z.ZodOptional<T>
  >;

const hostname = z
  .string()
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]*[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i, "must be a bare host name, e.g. www.example.co.uk")
  .transform((v) => v.toLowerCase());
const recaptchaKey = z.string().regex(/^[\w-]{20,100}$/, "must be a reCAPTCHA key (letters, digits, - and _)");
const NEVER_ON_CN = "the cn site always uses ALTCHA (its shoppers cannot reach Google); remove this variable";

/** An origin as browsers send it: scheme, host and port only. */
function isOrigin(value: string): boolean {
  return isUrlWithProtocol(value, ["http:", "https:"]) && new URL(value).origin === value;
}

/** A whole number from `min` up, written in decimal digits. */
const count = (min: number, example: string) =>
  z.string().regex(/^\d{1,9}$/, `must be a whole number, e.g. ${example}`).transform(Number)
    .refine((n) => n >= min, `must be at least ${min}`);

const { cartCreation, signInFailures, passwordResets } = DEFAULT_RATE_LIMITS;

const schema = z.object({
  COMMERCE_PORT: port.default(4000),
  /** Prometheus metrics at /metrics on this port of METRICS_HOST only; no metrics when unset. */
  COMMERCE_METRICS_PORT: port.optional(),
  METRICS_HOST: z
    .string()
    .regex(/^[a-z0-9.:[\]-]+$/i, "must be a host name or IP address, e.g. 127.0.0.1 or 0.0.0.0")
    .default("127.0.0.1"),
  COMMERCE_HOST: z
    .string()
    .regex(/^[a-z0-9.:[\]-]+$/i, "must be a host name or IP address, e.g. localhost or 0.0.0.0")
    .default("localhost"),
  COMMERCE_PUBLIC_URL: z
    .string()
    .refine((v) => isUrlWithProtocol(v, ["http:", "https:"]), "must be an http(s) URL, e.g. https://api.example.com")
    .transform((v) => v.replace(/\/+$/, ""))
    .optional(),
  DATABASE_URL: z
    .string()
    .refine(
      (v) => isUrlWithProtocol(v, ["postgres:", "postgresql:"]),
      "must be a PostgreSQL URL (postgres:// or postgresql://), e.g. postgres://user@127.0.0.1:5432/maison; leave it unset for the embedded database",
    )
    .optional(),
  DATA_DIR: z.string().optional(),
  COMMERCE_DEV_TOOLS: z.enum(["true", "false"], "must be true or false").default("false"),
  COMMERCE_CORS_ORIGINS: z
    .string()
    .transform((v) => v.split(",").map((o) => o.trim()).filter(Boolean))
    .refine(
      (origins) => origins.every(isOrigin),
      "must be comma-separated origins without path or trailing slash, e.g. https://shop.example.com,https://www.example.com",
    )
    .default([]),
  COMMERCE_TRUSTED_PROXIES: z
    .string()
    .transform((v) => v.split(",").map((entry) => entry.trim()).filter(Boolean))
    .refine(
      (entries) => entries.every(isAddressOrRange),
      "must be comma-separated IP addresses or CIDR ranges, e.g. 127.0.0.1,::1,10.0.0.0/8",
    )
    .default(DEFAULT_TRUSTED_PROXIES),
  COMMERCE_CART_CREATION_LIMIT: count(1, "30").default(cartCreation.limit),
  COMMERCE_CART_CREATION_WINDOW_SECONDS: count(1, "600").default(cartCreation.windowSeconds),
  COMMERCE_SIGN_IN_FAILURE_LIMIT: count(1, "20").default(signInFailures.limit),
  COMMERCE_SIGN_IN_FAILURE_WINDOW_SECONDS: count(1, "600").default(signInFailures.windowSeconds),
  COMMERCE_PASSWORD_RESET_LIMIT: count(1, "5").default(passwordResets.limit),
  COMMERCE_PASSWORD_RESET_WINDOW_SECONDS: count(1, "3600").default(passwordResets.windowSeconds),
  LOG_LEVEL: z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(", ")}`).default("info"),
  MEDIA_RENDER: z.enum(["seed", "on-demand"], "must be seed or on-demand").default("seed"),
  PUBLIC_SITE_URL: httpUrl("https://www.example.com").optional(),
  STOREFRONT_PORT: port.default(3000),
  ...siteVariables("SITE_DOMAIN", SITE_DEFINITIONS.map((s) => s.code), hostname),
  SMTP_URL: z
    .string()
    .refine((v) => isUrlWithProtocol(v, ["smtp:", "smtps:"]), "must be an smtp:// or smtps:// URL, e.g. smtps://user:password@mail.example.com:465")
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(/^([^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, "must be an address, e.g. no-reply@example.com or Maison <no-reply@example.com>")
    .default("Maison <no-reply@localhost>"),
  ALTCHA_HMAC_KEY: z.string().min(32, "must be at least 32 characters (e.g. openssl rand -hex 32)").optional(),
  ...siteVariables("RECAPTCHA_SITE_KEY", RECAPTCHA_SITES, recaptchaKey),
  ...siteVariables("RECAPTCHA_SECRET_KEY", RECAPTCHA_SITES, recaptchaKey),
  RECAPTCHA_SITE_KEY_CN: z.never(NEVER_ON_CN).optional(),
  RECAPTCHA_SECRET_KEY_CN: z.never(NEVER_ON_CN).optional(),
  RECAPTCHA_VERIFY_URL: httpUrl("https://www.google.com/recaptcha/api/siteverify").default(SITEVERIFY_URL),
  RECAPTCHA_MIN_SCORE: z
    .string()
    .regex(/^(0(\.\d+)?|1(\.0+)?)$/, "must be a number from 0 to 1, e.g. 0.5")
    .transform(Number)
    .default(DEFAULT_MIN_SCORE),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w{10,}$/, "must be a Stripe secret key (sk_live_… or sk_test_…)").optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_\w{10,}$/, "must be a Stripe publishable key (pk_live_… or pk_test_…)").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w{10,}$/, "must be a Stripe webhook signing secret (whsec_…)").optional(),
  STRIPE_API_URL: httpUrl("http://127.0.0.1:12111").optional(),
  EXTERNAL_CHECKOUT_URL: httpUrl("https://checkout.example.com").optional(),
  EXTERNAL_CHECKOUT_PATH: z.string().regex(/^(\/[\w.~-]+)*$/, "must be a path such as /checkout/sync (or empty)").default("/checkout"),
}).superRefine((env, issues) => {
  const stripe = ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const;
  if (stripe.some((key) => env[key]) && !stripe.every((key) => env[key])) {
    for (const key of stripe.filter((k) => !env[k])) {
      issues.addIssue({ code: "custom", path: [key], message: "must be set with the other Stripe keys" });
    }
  }
  for (const code of RECAPTCHA_SITES) {
    const site = `RECAPTCHA_SITE_KEY_${upper(code)}` as const;
    const secret = `RECAPTCHA_SECRET_KEY_${upper(code)}` as const;
    if (Boolean(env[site]) === Boolean(env[secret])) continue;
    const [missing, given] = env[site] ? [secret, site] : [site, secret];
    issues.addIssue({ code: "custom", path: [missing], message: `must be set together with ${given}` });
  }
});

/** Variables whose values never appear in a message: credentials and keys. */
const SECRETS = /^(DATABASE_URL|SMTP_URL|ALTCHA_HMAC_KEY|RECAPTCHA_SECRET_KEY_\w+|STRIPE_SECRET_KEY|STRIPE_WEBHOOK_SECRET)$/;

export type ConfigResult = { ok: true; config: CommerceConfig } | { ok: false; errors: string[] };

/** A value per site code, leaving out the sites without one. */
function perSite<T>(valueOf: (code: SiteCode) => T | undefined): Partial<Record<SiteCode, T>> {
  const out: Partial<Record<SiteCode, T>> = {};
  for (const { code } of SITE_DEFINITIONS) {
    const value = valueOf(code);
    if (value !== undefined) out[code] = value;
  }
  return out;
}

export function loadCommerceConfig(env: Record<string, string | undefined> = process.env): ConfigResult {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = env[key]?.trim();
    // An empty variable (common in compose files and CI forms) means "not set".
    if (value) raw[key] = value;
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    return {
      ok: false,
      errors: result.error.issues.map((issue) => {
        const key = String(issue.path[0] ?? "environment");
        const shown = SECRETS.test(key) ? "…" : (raw[key] ?? "");
        return `${key}=${JSON.stringify(shown)}: ${issue.message}`;
      }),
    };
  }
  const v = result.data;
  const dataDir = path.resolve(REPO_ROOT, v.DATA_DIR ?? ".data");
  return {
    ok: true,
    config: {
      port: v.COMMERCE_PORT,
      host: v.COMMERCE_HOST,
      publicUrl: v.COMMERCE_PUBLIC_URL ?? `http://localhost:${v.COMMERCE_PORT}`,
      databaseUrl: v.DATABASE_URL,
      dataDir,
      databaseDir: path.join(dataDir, "commerce-db"),
      mediaDir: path.join(dataDir, "media"),
      devTools: v.COMMERCE_DEV_TOOLS === "true",
      corsOrigins: v.COMMERCE_CORS_ORIGINS,
      trustedProxies: v.COMMERCE_TRUSTED_PROXIES,
      rateLimits: {
        cartCreation: { limit: v.COMMERCE_CART_CREATION_LIMIT, windowSeconds: v.COMMERCE_CART_CREATION_WINDOW_SECONDS },
        signInFailures: { limit: v.COMMERCE_SIGN_IN_FAILURE_LIMIT, windowSeconds: v.COMMERCE_SIGN_IN_FAILURE_WINDOW_SECONDS },
        passwordResets: { limit: v.COMMERCE_PASSWORD_RESET_LIMIT, windowSeconds: v.COMMERCE_PASSWORD_RESET_WINDOW_SECONDS },
      },
      logLevel: v.LOG_LEVEL,
      mediaRender: v.MEDIA_RENDER,
      storefrontUrl: v.PUBLIC_SITE_URL ?? `http://localhost:${v.STOREFRONT_PORT}`,
      siteDomains: perSite((code) => v[`SITE_DOMAIN_${upper(code)}`]),
      smtpUrl: v.SMTP_URL,
      mailFrom: v.MAIL_FROM,
      altchaHmacKey: v.ALTCHA_HMAC_KEY,
      recaptcha: perSite((code) => {
        const siteKey = v[`RECAPTCHA_SITE_KEY_${upper(code)}`];
        const secretKey = v[`RECAPTCHA_SECRET_KEY_${upper(code)}`];
        return siteKey && secretKey ? { siteKey, secretKey } : undefined;
      }),
      recaptchaVerifyUrl: v.RECAPTCHA_VERIFY_URL,
      recaptchaMinScore: v.RECAPTCHA_MIN_SCORE,
      stripe: v.STRIPE_SECRET_KEY && v.STRIPE_PUBLISHABLE_KEY && v.STRIPE_WEBHOOK_SECRET
        ? { secretKey: v.STRIPE_SECRET_KEY, publishableKey: v.STRIPE_PUBLISHABLE_KEY, webhookSecret: v.STRIPE_WEBHOOK_SECRET, apiUrl: v.STRIPE_API_URL }
        : undefined,
      externalCheckout: v.EXTERNAL_CHECKOUT_URL
        ? { url: v.EXTERNAL_CHECKOUT_URL.replace(/\/+$/, ""), path: v.EXTERNAL_CHECKOUT_PATH }
        : undefined,
      metrics: v.COMMERCE_METRICS_PORT ? { port: v.COMMERCE_METRICS_PORT, host: v.METRICS_HOST } : undefined,
    },
  };
}
