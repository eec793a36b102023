import Stripe from "stripe";
import type { CardPaymentProvider, IntentStatus, PaymentEvent } from "../../../core/card-payments.ts";
import { WebhookSignatureError } from "../../../core/card-payments.ts";
import { WEBHOOK_TOLERANCE_SECONDS } from "./signature.ts";

// The Stripe adapter: Payment Intents taken by Stripe's Payment Element on the storefront (client_secret and
// publishable key), confirmed by Stripe's signed webhooks, refunded or cancelled through the API. Chosen when
// STRIPE_SECRET_KEY is configured.

export interface StripeOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where the Stripe API is (tests point it at a local stand-in); Stripe's own by default. */
  apiUrl?: string;
}

const STATUS: Record<string, IntentStatus> = {
  requires_payment_method: "requires_payment_method",
  requires_confirmation: "requires_payment_method",
  requires_action: "requires_action",
  processing: "processing",
  requires_capture: "processing",
  canceled: "canceled",
  succeeded: "succeeded",
};

const EVENTS: Record<string, PaymentEvent["type"]> = {
  "payment_intent.succeeded": "payment_intent.succeeded",
  "payment_intent.payment_failed": "payment_intent.payment_failed",
  "payment_intent.canceled": "payment_intent.canceled",
};

export class StripeCardProvider implements CardPaymentProvider {
  readonly name = "stripe" as const;
  readonly environment: "test" | "live";
  readonly publishableKey: string;
  readonly cardForm = "stripe_payment_element" as const;
  readonly supportedCurrencies = ["GBP", "EUR", "USD", "MXN"] as const;
  readonly #stripe: Stripe;
  readonly #webhookSecret: string;

  constructor(options: StripeOptions) {
    const api = options.apiUrl ? new URL(options.apiUrl) : null;
    this.#stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(api ? { host: api.hostname, port: api.port || (api.protocol === "https:" ? 443 : 80), protocol: api.protocol === "https:" ? "https" : "http" } : {}),
    });
    this.environment = options.secretKey.startsWith("sk_live_") ? "live" : "test";
    this.publishableKey = options.publishableKey;
    this.#webhookSecret = options.webhookSecret;
  }

  async createIntent(input: Parameters<CardPaymentProvider["createIntent"]>[0]) {
    const intent = await this.#stripe.paymentIntents.create({
      amount: input.amountMinor,
      currency: input.currency.toLowerCase(),
      automatic_payment_methods: { enabled: true },
      metadata: input.metadata,
      ...(input.customerEmail ? { receipt_email: input.customerEmail } : {}),
    });
    if (!intent.client_secret) throw new Error("Stripe answered a payment intent without a client secret");
    return {
      id: intent.id,
      clientSecret: intent.client_secret,
      sessionId: intent.id,
      url: null,
      status: STATUS[intent.status] ?? "requires_payment_method",
      customerRef: typeof intent.customer === "string" ? intent.customer : (intent.customer?.id ?? null),
    };
  }

  async retrieveIntent(id: string) {
    try {
      const intent = await this.#stripe.paymentIntents.retrieve(id);
      return { id: intent.id, status: STATUS[intent.status] ?? "requires_payment_method", amountMinor: intent.amount, currency: intent.currency.toUpperCase() };
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return null;
      throw error;
    }
  }

  async voidIntent(id: string) {
    const intent = await this.#stripe.paymentIntents.retrieve(id);
    if (intent.status === "succeeded") {
      await this.#stripe.refunds.create({ payment_intent: id }, { idempotencyKey: `refund-${id}` });
      return "refunded" as const;
    }
    if (intent.status !== "canceled") await this.#stripe.paymentIntents.cancel(id);
    return "canceled" as const;
  }

  verifyWebhook(payload: string, headers: Headers, now: Date): PaymentEvent {
    const signature = headers.get("stripe-signature");
    if (!signature) throw new WebhookSignatureError("No signature");
    let event;
    try {
      event = this.#stripe.webhooks.constructEvent(
        payload, signature, this.#webhookSecret, WEBHOOK_TOLERANCE_SECONDS, undefined, now.getTime(),
      );
    } catch {
      throw new WebhookSignatureError("Wrong signature");
    }
    const object = event.data.object as { id?: unknown; object?: unknown };
    return {
      id: event.id,
      type: EVENTS[event.type] ?? "other",
      intentId: object.object === "payment_intent" && typeof object.id === "string" ? object.id : null,
    };
  }
}
