import type { BlockList } from "node:net";
import type { CaptchaSettings } from "./captcha.ts";
import type { CardPaymentProvider } from "./card-payments.ts";
import { clientAddress } from "./client-address.ts";
import type { Database, Db } from "./database.ts";
import { GraphQlInputError } from "./errors.ts";
import { LoaderRegistry } from "./loader.ts";
import type { MailSender } from "./mail.ts";
import type { RateLimit } from "./rate-limit.ts";
import { siteForRequest, type Site } from "./site.ts";
import { allowedCurrencies, type StoreView, type StoreViews } from "./store-view.ts";

/** How often one client may do what the backend limits (`rate-limit.ts`); set from the environment. */
export interface RateLimits {
  /** Guest carts created per client address. */
  cartCreation: RateLimit;
  /** Failed sign-ins (by e-mail or phone) per client address, on top of the lockout of each account. */
  signInFailures: RateLimit;
  /** Password reset e-mails asked for, per client address and per e-mail address. */
  passwordResets: RateLimit;
}

/**
 * Carts: more than any shopper creates (each cart outlives a visit), fewer than a script creating carts in a loop.
 * Sign-in failures: a household mistyping passwords several times over, not a script trying lists of accounts (10
 * failures lock one account; this stops one client spreading its guesses over many). Resets: a few forgotten
 * passwords an hour, not a mailbox flooded.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  cartCreation: { limit: 30, windowSeconds: 600 },
  signInFailures: { limit: 20, windowSeconds: 600 },
  passwordResets: { limit: 5, windowSeconds: 3_600 },
};

/** What every resolver and service receives. */
export interface RequestContext {
  db: Db;
  database: Database;
  /** The store view chosen with the `Store` header (the default view without it). */
  store: StoreView;
  /** Display currency chosen with `Content-Currency` (the store's default display currency without it). */
  currency: string;
  customerId: number | null;
  /** The bearer token as sent, for services that need to revoke it. */
  token: string | null;
  /** One clock reading per request, so every price and date of a response agrees. */
  now: Date;
  loaders: LoaderRegistry;
  /** Store views and exchange rates, cached per app. */
  stores: StoreViews;
  /**
   * IP address of the shopper: the socket's peer, or what trusted proxies say in `X-Forwarded-For`
   * (`client-address.ts`); `local` for requests made in-process.
   */
  clientAddress: string;
  rateLimits: RateLimits;
  /** Absolute public base URL of this backend, without trailing slash. */
  baseUrl: string;
  /** Absolute URL that media files are served under, with trailing slash. */
  mediaBaseUrl: string;
  /** The storefront site the request is for: language and links of e-mails, captcha type. */
  site: Site;
  /** Magento's `X-ReCaptcha` header: the captcha answer a protected mutation needs. */
  captchaToken: string | null;
  mail: MailSender;
  captcha: CaptchaSettings;
  /** Development tools on (COMMERCE_DEV_TOOLS): the development outbox answers only then. */
  devTools: boolean;
  /** The hosted card payment provider (the built-in sandbox unless a real one is configured). */
  cardPayments: CardPaymentProvider;
  /** Origins of the storefront's sites: where a payment may send the shopper back to. */
  storefrontOrigins: readonly string[];
  /** The external checkout of spec §1 (its base URL and sync path); null when checkout stays on the storefront. */
  externalCheckout: ExternalCheckout | null;
}

export interface ExternalCheckout {
  /** Base URL of the external checkout (the spec's cmsUrl), without trailing slash. */
  url: string;
  /** Path after it (the spec's syncUrlPath), starting with a slash or empty. */
  path: string;
}

/**
 * Finds the customer a bearer token belongs to in the store view's website; null for unknown, expired or revoked
 * tokens, whose callers count as guests (as in Magento) and meet authorization errors where a customer is needed.
 */
export type ResolveCustomer = (db: Db, token: string, now: Date, store: StoreView) => Promise<number | null>;

export interface ContextDeps {
  database: Database;
  stores: StoreViews;
  publicUrl?: string;
  resolveCustomer: ResolveCustomer;
  /** Peers whose `X-Forwarded-For` is believed. */
  trustedProxies: BlockList;
  rateLimits: RateLimits;
  sites: readonly Site[];
  mail: MailSender;
  captcha: CaptchaSettings;
  devTools: boolean;
  cardPayments: CardPaymentProvider;
  storefrontOrigins: readonly string[];
  externalCheckout: ExternalCheckout | null;
  /** The clock every request reads once (tests move it). */
  clock: () => Date;
}

function header(request: Request, name: string): string | null {
  const value = request.headers.get(name)?.trim();
  return value ? value : null;
}

/** Parses `Authorization: Bearer <token>`; anything else counts as no token. */
function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header(request, "authorization") ?? "");
  return match?.[1] ?? null;
}

/**
 * Builds the context from the Magento headers and the address of the socket's peer (null in-process). An unknown
 * store or a currency the store does not offer fails the whole request, with Magento's messages.
 */
export async function createRequestContext(request: Request, deps: ContextDeps, peerAddress: string | null): Promise<RequestContext> {
  const code = header(request, "store");
  const store = code ? await deps.stores.byCode(code) : await deps.stores.defaultStore();
  if (!store) throw new GraphQlInputError(`Requested store is not found${code ? ` (${code})` : ""}`);

  const requested = header(request, "content-currency")?.toUpperCase();
  if (requested && !allowedCurrencies(store).includes(requested)) {
    throw new GraphQlInputError("Please correct the target currency");
  }

  const now = deps.clock();
  const token = bearerToken(request);
  const db = deps.database.db;
  const baseUrl = (deps.publicUrl ?? new URL(request.url).origin).replace(/\/+$/, "");
  return {
    db,
    database: deps.database,
    store,
    currency: requested ?? store.defaultDisplayCurrency,
    customerId: token ? await deps.resolveCustomer(db, token, now, store) : null,
    token,
    now,
    loaders: new LoaderRegistry(),
    stores: deps.stores,
    clientAddress: clientAddress(peerAddress, request.headers.get("x-forwarded-for"), deps.trustedProxies),
    rateLimits: deps.rateLimits,
    baseUrl,
    mediaBaseUrl: `${baseUrl}/media/`,
    site: siteForRequest(deps.sites, store, header(request, "accept-language")),
    captchaToken: header(request, "x-recaptcha"),
    mail: deps.mail,
    captcha: deps.captcha,
    devTools: deps.devTools,
    cardPayments: deps.cardPayments,
    storefrontOrigins: deps.storefrontOrigins,
    externalCheckout: deps.externalCheckout,
  };
}
