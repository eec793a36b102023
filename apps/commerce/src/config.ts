import path from "node:path";
import { z } from "zod";
import { DEFAULT_TRUSTED_PROXIES, isAddressOrRange } from "./core/client-address.ts";
import { DEFAULT_RATE_LIMITS, type RateLimits } from "./core/context.ts";

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
}

const PORT_MESSAGE = "must be a port number between 1 and 65535";

function isUrlWithProtocol(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** An origin as browsers send it: scheme, host and port only. */
function isOrigin(value: string): boolean {
  return isUrlWithProtocol(value, ["http:", "https:"]) && new URL(value).origin === value;
}

/** A whole number from `min` up, written in decimal digits. */
const count = (min: number, example: string) =>
  z.string().regex(/^\d{1,9}$/, `must be a whole number, e.g. ${example}`).transform(Number)
    .refine((n) => n >= min, `must be at least ${min}`);

const { cartCreation } = DEFAULT_RATE_LIMITS;

const schema = z.object({
  COMMERCE_PORT: z
    .string()
    .regex(/^\d{1,5}$/, PORT_MESSAGE)
    .transform(Number)
    .refine((n) => n >= 1 && n <= 65535, PORT_MESSAGE)
    .default(4000),
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
  LOG_LEVEL: z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(", ")}`).default("info"),
  MEDIA_RENDER: z.enum(["seed", "on-demand"], "must be seed or on-demand").default("seed"),
});

export type ConfigResult = { ok: true; config: CommerceConfig } | { ok: false; errors: string[] };

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
        const shown = key === "DATABASE_URL" ? "…" : (raw[key] ?? "");
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
      },
      logLevel: v.LOG_LEVEL,
      mediaRender: v.MEDIA_RENDER,
    },
  };
}
