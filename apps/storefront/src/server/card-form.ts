/**
 * How the backend's card provider takes the card (`hostedCardConfig.card_form`, ADR 016), as the server needs it
 * before a response starts: the payment step's Content-Security-Policy lets Stripe.js in only when the provider is
 * Stripe's Payment Element. Read at start and again every minute, so a backend that changes provider is followed
 * without a restart; a backend that does not answer keeps the last answer (none at first: no Stripe).
 */
import { marketForPrefix } from "@/lib/markets/domains";
import { defaultMarket } from "@/lib/markets/markets";

export type CardForm = "hosted_page" | "stripe_payment_element";

const QUERY = "query StorefrontCardForm { hostedCardConfig { enabled card_form } }";
const REFRESH_MS = 60_000;
const TIMEOUT_MS = 2_000;

/** The payment step, on any site (`/checkout/payment`, `/us/checkout/payment`, …): the only page Stripe.js runs on. */
export function isPaymentStep(pathname: string): boolean {
  const prefix = marketForPrefix(pathname)?.prefix ?? "";
  return /^\/checkout\/payment\/?$/.test(pathname.slice(prefix.length));
}

/** Whether a page's policy lets Stripe.js in. */
export function stripeOnPage(pathname: string, form: CardForm | null): boolean {
  return form === "stripe_payment_element" && isPaymentStep(pathname);
}

/** Reads the card form once: null when the backend offers no card it knows, undefined when it does not answer. */
export async function readCardForm(graphqlUrl: string, fetcher: typeof fetch = fetch): Promise<CardForm | null | undefined> {
  const url = new URL(graphqlUrl);
  url.searchParams.set("query", QUERY);
  try {
    const response = await fetcher(url, { headers: { Store: defaultMarket.storeCode, Accept: "application/json" }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const body = (await response.json()) as { data?: { hostedCardConfig?: { enabled?: boolean; card_form?: string } | null } };
    if (!response.ok || body.data === undefined) return undefined;
    const config = body.data.hostedCardConfig;
    if (!config?.enabled) return null;
    return config.card_form === "stripe_payment_element" || config.card_form === "hosted_page" ? config.card_form : null;
  } catch {
    return undefined;
  }
}

export interface CardFormWatch {
  current(): CardForm | null;
  stop(): void;
}

/** Reads now (awaited, so the first pages already know) and then every minute. */
export async function watchCardForm(graphqlUrl: string, fetcher: typeof fetch = fetch): Promise<CardFormWatch> {
  let form = (await readCardForm(graphqlUrl, fetcher)) ?? null;
  const timer = setInterval(() => {
    void readCardForm(graphqlUrl, fetcher).then((next) => {
      // A backend that does not answer for a moment does not change what it said before.
      if (next !== undefined) form = next;
    });
  }, REFRESH_MS);
  timer.unref();
  return { current: () => form, stop: () => clearInterval(timer) };
}
