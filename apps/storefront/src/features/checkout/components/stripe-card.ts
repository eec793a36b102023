/**
 * The card provider's browser part when it is Stripe (ADR 016): Stripe.js, loaded from js.stripe.com only on the
 * payment step (the page's Content-Security-Policy lets it in there and nowhere else), its Payment Element mounted
 * with the session's client secret, and the payment confirmed with the return URL on the page's own origin; Stripe
 * then sends the shopper to /pay-result with payment_intent, payment_intent_client_secret and redirect_status.
 *
 * Only the few Stripe.js calls used here are described; Stripe's own script is never bundled (Stripe requires it to
 * come from js.stripe.com).
 */
export const STRIPE_JS = "https://js.stripe.com/v3";

interface StripeError {
  message?: string;
}
interface PaymentElement {
  mount(target: HTMLElement): void;
  on(event: "ready", handler: () => void): void;
  destroy(): void;
}
interface StripeElements {
  create(type: "payment", options?: Record<string, unknown>): PaymentElement;
}
interface StripeJs {
  elements(options: { clientSecret: string; locale?: string; appearance?: Record<string, unknown> }): StripeElements;
  confirmPayment(options: { elements: StripeElements; confirmParams: { return_url: string } }): Promise<{ error?: StripeError }>;
}
type StripeFactory = (publishableKey: string) => StripeJs;

declare global {
  interface Window {
    Stripe?: StripeFactory;
  }
}

/** Stripe's locale for each site's (Stripe knows es-419 for Latin America and zh for Simplified Chinese). */
const STRIPE_LOCALES: Record<string, string> = { "en-GB": "en-GB", "en-US": "en", "es-MX": "es-419", "zh-CN": "zh" };

export function stripeLocale(locale: string): string {
  return STRIPE_LOCALES[locale] ?? "auto";
}

/** The script being loaded, per document (the page's one in a browser). */
const loading = new WeakMap<Document, Promise<StripeFactory>>();

/** Adds Stripe.js to the page once; a failed load can be tried again. */
export function loadStripeJs(doc: Document = document): Promise<StripeFactory> {
  const win = doc.defaultView as Window | null;
  if (win?.Stripe) return Promise.resolve(win.Stripe);
  const pending = loading.get(doc);
  if (pending) return pending;
  const load = new Promise<StripeFactory>((resolve, reject) => {
    const script = doc.createElement("script");
    script.src = STRIPE_JS;
    script.async = true;
    script.onload = () => (win?.Stripe ? resolve(win.Stripe) : reject(new Error("Stripe.js did not start")));
    script.onerror = () => reject(new Error("Stripe.js did not load"));
    doc.head.appendChild(script);
  });
  loading.set(doc, load);
  load.catch(() => loading.delete(doc));
  return load;
}

export interface MountedCard {
  /** Settles once Stripe shows the card fields. */
  ready: Promise<void>;
  /** Confirms the payment; Stripe leaves the page for the return URL, or answers why it could not. */
  confirm(returnUrl: string): Promise<{ error: string | null }>;
  destroy(): void;
}

/** The Payment Element in `target`, started with the session's client secret. */
export async function mountPaymentElement(
  target: HTMLElement,
  { publishableKey, clientSecret, locale }: { publishableKey: string; clientSecret: string; locale: string },
): Promise<MountedCard> {
  const factory = await loadStripeJs(target.ownerDocument);
  const stripe = factory(publishableKey);
  const elements = stripe.elements({ clientSecret, locale: stripeLocale(locale), appearance: { theme: "flat", variables: { borderRadius: "0px" } } });
  const element = elements.create("payment", { layout: "tabs" });
  const ready = new Promise<void>((resolve) => element.on("ready", () => resolve()));
  element.mount(target);
  return {
    ready,
    async confirm(returnUrl) {
      const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl } });
      return { error: error ? (error.message ?? "") : null };
    },
    destroy: () => element.destroy(),
  };
}

/**
 * Whether this document was loaded at the page it shows. Stripe.js is let in by the payment step's own policy: a
 * page reached by a client-side navigation still runs under the policy of the page first loaded, so the step loads
 * itself once more before Stripe.js.
 */
export function loadedHere(win: Window = window): boolean {
  const entry = win.performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  if (!entry) return true;
  return new URL(entry.name).pathname === win.location.pathname;
}
