// The port to a hosted card payment provider. The checkout module speaks only to this interface; adapters (the
// built-in sandbox, Stripe) live with it and the server picks one from the configuration.

export type CardForm = "hosted_page" | "stripe_payment_element";

export type IntentStatus = "requires_payment_method" | "requires_action" | "processing" | "succeeded" | "canceled" | "refunded";

export interface CreatedIntent {
  id: string;
  clientSecret: string;
  sessionId: string;
  /** The provider's hosted card page for this payment; null when its browser part takes the card in the page. */
  url: string | null;
  status: IntentStatus;
  customerRef: string | null;
}

export interface ProviderIntent {
  id: string;
  status: IntentStatus;
  amountMinor: number;
  currency: string;
}

/** A webhook event whose signature was verified. */
export interface PaymentEvent {
  id: string;
  type: "payment_intent.succeeded" | "payment_intent.payment_failed" | "payment_intent.canceled" | "other";
  intentId: string | null;
}

export class WebhookSignatureError extends Error {}

export interface CardPaymentProvider {
  /** Which adapter: recorded with each intent. */
  name: "sandbox" | "stripe";
  /** sandbox, test or live. */
  environment: "sandbox" | "test" | "live";
  publishableKey: string;
  /**
   * How the storefront takes the card: on the provider's hosted page (the intent's url), or with Stripe.js's
   * Payment Element on the storefront's own page (publishable key and client secret).
   */
  cardForm: CardForm;
  supportedCurrencies: readonly string[];
  createIntent(input: {
    amountMinor: number;
    currency: string;
    returnUrl: string;
    customerEmail: string | null;
    metadata: Record<string, string>;
    /** Public base URL of this backend, where an adapter that hosts its own card page serves it. */
    backendUrl: string;
  }): Promise<CreatedIntent>;
  retrieveIntent(id: string): Promise<ProviderIntent | null>;
  /** Gives a paid intent back (refund) or cancels an unpaid one; answers what happened. */
  voidIntent(id: string): Promise<"refunded" | "canceled">;
  /** Checks a webhook's signature and reads its event; throws WebhookSignatureError when it is not the provider's. */
  verifyWebhook(payload: string, headers: Headers, now: Date): PaymentEvent;
}
