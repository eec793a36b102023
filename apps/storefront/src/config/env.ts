import { z } from "zod";

// Server-side configuration of the storefront. Kept free of Next-only imports so the start script can validate it
// with plain Node before anything is built or started; never import it from a client component.

const SITES = ["GB", "CN", "US", "MEX"] as const;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

const port = z
  .string()
  .regex(/^\d{1,5}$/, "must be a port number between 1 and 65535")
  .transform(Number)
  .refine((n) => n >= 1 && n <= 65535, "must be a port number between 1 and 65535");

const httpUrl = (example: string) =>
  z.string().refine(isHttpUrl, `must be an http(s) URL, e.g. ${example}`).transform((v) => v.replace(/\/+$/, ""));

const hostname = z
  .string()
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]*[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i, "must be a bare host name, e.g. www.example.co.uk")
  .transform((v) => v.toLowerCase());

/** Google's reCAPTCHA website keys (public); the backend holds the secrets. The cn site never uses reCAPTCHA. */
const RECAPTCHA_SITES = ["GB", "US", "MEX"] as const;
const recaptchaSiteKeys = Object.fromEntries(
  RECAPTCHA_SITES.map((site) => [`RECAPTCHA_SITE_KEY_${site}`, z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, "must be a reCAPTCHA website key").optional()]),
) as Record<`RECAPTCHA_SITE_KEY_${(typeof RECAPTCHA_SITES)[number]}`, z.ZodOptional<z.ZodString>>;

const tagManagerId = z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, "must be a Google Tag Manager container id, e.g. GTM-AB12CD3");

const siteDomains = Object.fromEntries(SITES.map((site) => [`SITE_DOMAIN_${site}`, hostname.optional()])) as Record<
  `SITE_DOMAIN_${(typeof SITES)[number]}`,
  z.ZodOptional<typeof hostname>
>;
const tagManagers = Object.fromEntries(SITES.map((site) => [`GTM_ID_${site}`, tagManagerId.optional()])) as Record<
  `GTM_ID_${(typeof SITES)[number]}`,
  z.ZodOptional<typeof tagManagerId>
>;

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"], "must be development, production or test").default("development"),
  COMMERCE_GRAPHQL_URL: httpUrl("https://magento.example.com/graphql").default("http://localhost:4000/graphql"),
  STOREFRONT_PORT: port.default(3000),
  PUBLIC_SITE_URL: httpUrl("https://www.example.com").optional(),
  /** Shared secret of POST /api/revalidate; without it the endpoint is off. */
  REVALIDATE_SECRET: z
    .string()
    .min(32, "must be at least 32 characters (e.g. openssl rand -hex 32)")
    .max(512, "must be at most 512 characters")
    .optional(),
  ...siteDomains,
  ...tagManagers,
  /** The backend's reCAPTCHA v3 website keys: a site with one lets Google's script into its Content-Security-Policy. */
  ...recaptchaSiteKeys,
  /** Redis shared by every instance: rendered pages, cached catalogue answers, revalidated tags (ADR 017). */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, "must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379/0")
    .optional(),
  /** Prefix of every key the storefront writes in Redis, so that several shops can share one server. */
  REDIS_KEY_PREFIX: z.string().regex(/^[\w:.-]{1,64}$/, "must be 1 to 64 letters, digits or _ : . -").default("maison:"),
  /**
   * Megabytes of site views the front keeps and answers itself (docs/adr/019); 0 keeps none, and every request
   * reaches Next.
   */
  STOREFRONT_PAGE_COPIES_MB: z.coerce.number().int().min(0).max(4096).default(64),
  /**
   * Processes serving the storefront's port, one per core to use (node:cluster). More than one shares its cache and
   * revalidations through REDIS_URL, as separate instances do.
   */
  STOREFRONT_PROCESSES: z.coerce.number().int().min(1, "must be at least 1").max(64, "must be at most 64").default(1),
  /** Prometheus metrics at /metrics on this port of METRICS_HOST only; no metrics when unset. */
  STOREFRONT_METRICS_PORT: port.optional(),
  METRICS_HOST: z.string().regex(/^[a-z0-9.:[\]-]+$/i, "must be a host name or IP address, e.g. 127.0.0.1").default("127.0.0.1"),
  /** Script URL of the customer-support chat widget; no widget when unset. */
  CHAT_WIDGET_URL: httpUrl("https://chat.example.com/widget.js").optional(),
}).refine((env) => env.STOREFRONT_PROCESSES === 1 || env.REDIS_URL !== undefined, {
  path: ["STOREFRONT_PROCESSES"],
  message: "more than one process needs REDIS_URL: the processes share their rendered pages and revalidations through it",
});

type Parsed = z.output<typeof schema>;

export type ServerEnv = Omit<Parsed, "PUBLIC_SITE_URL"> & {
  /** Absolute origin of the storefront, used for canonical links and sitemaps. */
  PUBLIC_SITE_URL: string;
};

export type ServerEnvResult = { ok: true; env: ServerEnv } | { ok: false; errors: string[] };

export function parseServerEnv(source: Record<string, string | undefined>): ServerEnvResult {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = source[key]?.trim();
    // An empty variable (common in compose files and CI forms) means "not set".
    if (value) raw[key] = value;
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    return {
      ok: false,
      errors: result.error.issues.map((issue) => {
        const key = String(issue.path[0] ?? "environment");
        // Secrets end up in terminals and CI logs through this message: name them, never show them.
        const shown = /SECRET|TOKEN|PASSWORD|REDIS_URL/.test(key) ? "…" : (raw[key] ?? "");
        return `${key}=${JSON.stringify(shown)}: ${issue.message}`;
      }),
    };
  }
  const parsed = result.data;
  return {
    ok: true,
    env: {
      ...parsed,
      PUBLIC_SITE_URL: parsed.PUBLIC_SITE_URL ?? `http://localhost:${parsed.STOREFRONT_PORT}`,
    },
  };
}

export class ServerEnvError extends Error {
  readonly errors: string[];
  constructor(errors: string[]) {
    super(`Invalid storefront configuration:\n${errors.map((line) => `  ${line}`).join("\n")}`);
    this.name = "ServerEnvError";
    this.errors = errors;
  }
}

function load(): ServerEnv {
  const result = parseServerEnv(process.env);
  if (!result.ok) throw new ServerEnvError(result.errors);
  return result.env;
}

export const serverEnv: ServerEnv = load();
