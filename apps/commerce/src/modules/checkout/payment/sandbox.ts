import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { CardPaymentProvider, IntentStatus, PaymentEvent } from "../../../core/card-payments.ts";
import { WebhookSignatureError } from "../../../core/card-payments.ts";
import type { Database } from "../../../core/database.ts";
import { minorUnitDigits } from "../../../core/money.ts";
import { sandboxCardIntents } from "../tables.ts";
import { SANDBOX_SIGNATURE_HEADER, signPayload, verifySignature } from "./signature.ts";

// The built-in sandbox card provider: it behaves like a hosted-card provider (payment intents, a hosted card page
// served by this backend, test cards, a return to the storefront, signed webhooks) without taking money. Its books
// are the sandbox_card_intents table; checkout sees it only through the CardPaymentProvider port.

export const SANDBOX_PATH = "/payments/hosted-card";
export const WEBHOOK_PATH = `${SANDBOX_PATH}/webhook`;

/** The test cards and what they do (spaces are ignored). Any other number is declined as invalid. */
export const TEST_CARDS = {
  success: "4242424242424242",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
  challenge: "4000000000003220",
} as const;

const OUTCOME_BY_CARD: Record<string, "succeeded" | "declined" | "insufficient_funds" | "challenge"> = {
  [TEST_CARDS.success]: "succeeded",
  [TEST_CARDS.declined]: "declined",
  [TEST_CARDS.insufficientFunds]: "insufficient_funds",
  [TEST_CARDS.challenge]: "challenge",
};

const MESSAGES: Record<string, string> = {
  declined: "Your card was declined.",
  insufficient_funds: "Your card has insufficient funds.",
  invalid: "Your card number is not valid.",
  challenge_failed: "The card issuer could not authenticate this payment.",
};

const token = (prefix: string) => `${prefix}_${randomBytes(18).toString("base64url")}`;

export interface SandboxOptions {
  database: Database;
  webhookSecret: string;
  /** Sends a signed webhook to the shop (the app's own fetch handler); its answer does not stop the payment. */
  deliver: (request: Request) => Promise<Response>;
  clock?: () => Date;
}

type Row = typeof sandboxCardIntents.$inferSelect;

export class SandboxCardProvider implements CardPaymentProvider {
  readonly name = "sandbox" as const;
  readonly environment = "sandbox" as const;
  readonly publishableKey = "pk_sandbox_maison";
  readonly cardForm = "hosted_page" as const;
  readonly supportedCurrencies = ["GBP", "EUR", "USD", "MXN"] as const;
  readonly #o: SandboxOptions;

  constructor(options: SandboxOptions) {
    this.#o = options;
  }

  #now = () => (this.#o.clock ?? (() => new Date()))();
  get #db() {
    return this.#o.database.db;
  }

  async createIntent(input: Parameters<CardPaymentProvider["createIntent"]>[0]) {
    const id = token("pi_sbx");
    const sessionId = token("cs_sbx");
    const clientSecret = `${id}_secret_${randomBytes(12).toString("base64url")}`;
    await this.#db.insert(sandboxCardIntents).values({
      id, sessionId, clientSecret, amountMinor: input.amountMinor, currency: input.currency, status: "requires_payment_method",
      returnUrl: input.returnUrl, customerEmail: input.customerEmail, metadata: input.metadata, createdAt: this.#now(), updatedAt: this.#now(),
    });
    return {
      id, clientSecret, sessionId, status: "requires_payment_method" as const, customerRef: null,
      url: `${input.backendUrl}${SANDBOX_PATH}/pay/${sessionId}`,
    };
  }

  async retrieveIntent(id: string) {
    const [row] = await this.#db.select().from(sandboxCardIntents).where(eq(sandboxCardIntents.id, id));
    return row ? { id: row.id, status: row.status as IntentStatus, amountMinor: row.amountMinor, currency: row.currency } : null;
  }

  async voidIntent(id: string) {
    const [row] = await this.#db.select().from(sandboxCardIntents).where(eq(sandboxCardIntents.id, id));
    const result = row?.status === "succeeded" ? "refunded" : "canceled";
    await this.#db.update(sandboxCardIntents).set({ status: result, updatedAt: this.#now() }).where(eq(sandboxCardIntents.id, id));
    return result;
  }

  verifyWebhook(payload: string, headers: Headers, now: Date): PaymentEvent {
    verifySignature(this.#o.webhookSecret, payload, headers.get(SANDBOX_SIGNATURE_HEADER), now);
    let body: { id?: unknown; type?: unknown; data?: { object?: { id?: unknown } } };
    try {
      body = JSON.parse(payload) as typeof body;
    } catch {
      throw new WebhookSignatureError("Unreadable event");
    }
    const known = ["payment_intent.succeeded", "payment_intent.payment_failed", "payment_intent.canceled"];
    const intentId = body.data?.object?.id;
    return {
      id: String(body.id ?? ""),
      type: (known.includes(String(body.type)) ? body.type : "other") as PaymentEvent["type"],
      intentId: typeof intentId === "string" ? intentId : null,
    };
  }

  /** The signed event the sandbox sends for an intent's new status. */
  async #notify(row: Row, type: PaymentEvent["type"]): Promise<void> {
    const payload = JSON.stringify({
      id: token("evt_sbx"), type, created: Math.floor(this.#now().getTime() / 1000),
      data: { object: { id: row.id, object: "payment_intent", amount: row.amountMinor, currency: row.currency.toLowerCase(), status: type === "payment_intent.succeeded" ? "succeeded" : row.status } },
    });
    const request = new Request(`http://localhost${WEBHOOK_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json", [SANDBOX_SIGNATURE_HEADER]: signPayload(this.#o.webhookSecret, payload, this.#now()) },
      body: payload,
    });
    // Like a real provider, the shopper goes back to the shop whatever the webhook answered; the shop logged its
    // failure, and its placeOrder still places the order when the shopper's page asks.
    await this.#o.deliver(request);
  }

  async #bySession(sessionId: string): Promise<Row | undefined> {
    if (!/^cs_sbx_[A-Za-z0-9_-]{24}$/.test(sessionId)) return undefined;
    const [row] = await this.#db.select().from(sandboxCardIntents).where(eq(sandboxCardIntents.sessionId, sessionId));
    return row;
  }

  async #set(row: Row, changes: Partial<Row>): Promise<Row> {
    const [updated] = await this.#db.update(sandboxCardIntents).set({ ...changes, updatedAt: this.#now() })
      .where(eq(sandboxCardIntents.id, row.id)).returning();
    return updated!;
  }

  #back(row: Row, status: "succeeded" | "failed" | "canceled", reason?: string): Response {
    const url = new URL(row.returnUrl);
    url.searchParams.set("payment_intent", row.id);
    url.searchParams.set("payment_intent_client_secret", row.clientSecret);
    url.searchParams.set("redirect_status", status);
    if (reason) url.searchParams.set("decline_code", reason);
    return new Response(null, { status: 303, headers: { location: url.toString(), "cache-control": "no-store" } });
  }

  /**
   * The hosted pages: GET pay/<session> shows the card form, POST pay/<session> charges the card, POST
   * challenge/<session> answers the 3-D-Secure-style challenge, GET cancel/<session> goes back cancelled.
   */
  async handle(request: Request, pathname: string): Promise<Response | null> {
    const match = /^\/payments\/hosted-card\/(pay|challenge|cancel)\/([^/]+)$/.exec(pathname);
    if (!match) return null;
    const [, action, sessionId] = match as unknown as [string, string, string];
    const row = await this.#bySession(sessionId);
    if (!row) return page("Payment not found", "<p>This payment link is not valid.</p>", 404);
    if (["succeeded", "refunded", "canceled"].includes(row.status)) {
      return page("Payment closed", "<p>This payment is already closed.</p>", 410);
    }
    if (action === "cancel") {
      return this.#back(await this.#set(row, { status: "canceled", lastOutcome: "canceled" }), "canceled");
    }
    if (request.method === "GET" && action === "pay") return page("Pay by card", this.#form(row));
    if (request.method !== "POST") return new Response("Method not allowed", { status: 405, headers: { allow: "GET, POST" } });
    const form = await readForm(request);
    if (action === "challenge") {
      if (row.status !== "requires_action") return page("Payment", "<p>There is no challenge to answer.</p>", 409);
      if (form.get("answer") !== "approve") {
        await this.#set(row, { status: "requires_payment_method", lastOutcome: "challenge_failed" });
        return this.#back(row, "failed", "authentication_failed");
      }
      return this.#succeed(row);
    }
    const card = (form.get("card_number") ?? "").replace(/[\s-]/g, "");
    const outcome = OUTCOME_BY_CARD[card];
    const last4 = /^\d{12,19}$/.test(card) ? card.slice(-4) : null;
    if (outcome === "succeeded") return this.#succeed(await this.#set(row, { cardLast4: last4 }));
    if (outcome === "challenge") {
      const updated = await this.#set(row, { status: "requires_action", lastOutcome: "challenge", cardLast4: last4 });
      return page("Confirm your payment", this.#challenge(updated));
    }
    const reason = outcome ?? "invalid";
    await this.#set(row, { status: "requires_payment_method", lastOutcome: reason, cardLast4: last4 });
    return this.#back(row, "failed", reason === "invalid" ? "invalid_number" : reason);
  }

  async #succeed(row: Row): Promise<Response> {
    const paid = await this.#set(row, { status: "succeeded", lastOutcome: "succeeded" });
    await this.#notify(paid, "payment_intent.succeeded");
    return this.#back(paid, "succeeded");
  }

  #amount(row: Row): string {
    const digits = minorUnitDigits(row.currency);
    return new Intl.NumberFormat("en-GB", { style: "currency", currency: row.currency })
      .format(row.amountMinor / 10 ** digits);
  }

  #form(row: Row): string {
    const error = row.lastOutcome && MESSAGES[row.lastOutcome] ? `<p role="alert" class="error">${MESSAGES[row.lastOutcome]}</p>` : "";
    return `<h1>Pay ${escape(this.#amount(row))}</h1>${error}
<form method="post" action="${SANDBOX_PATH}/pay/${row.sessionId}">
<label>Card number <input name="card_number" inputmode="numeric" autocomplete="cc-number" required></label>
<label>Expiry (MM/YY) <input name="expiry" autocomplete="cc-exp" required></label>
<label>Security code <input name="cvc" inputmode="numeric" autocomplete="cc-csc" required></label>
<button type="submit">Pay ${escape(this.#amount(row))}</button>
</form>
<p><a href="${SANDBOX_PATH}/cancel/${row.sessionId}">Cancel and return to the shop</a></p>
<aside><h2>Sandbox test cards</h2><ul>
<li>${TEST_CARDS.success}: payment succeeds</li><li>${TEST_CARDS.declined}: declined</li>
<li>${TEST_CARDS.insufficientFunds}: insufficient funds</li><li>${TEST_CARDS.challenge}: asks for confirmation</li>
</ul></aside>`;
  }

  #challenge(row: Row): string {
    return `<h1>Confirm your payment of ${escape(this.#amount(row))}</h1>
<p>Your bank asks you to confirm this payment.</p>
<form method="post" action="${SANDBOX_PATH}/challenge/${row.sessionId}">
<button type="submit" name="answer" value="approve">Confirm</button>
<button type="submit" name="answer" value="fail">Fail authentication</button>
</form>
<p><a href="${SANDBOX_PATH}/cancel/${row.sessionId}">Cancel and return to the shop</a></p>`;
  }
}

async function readForm(request: Request): Promise<Map<string, string>> {
  const text = (await request.text()).slice(0, 4_000);
  return new Map([...new URLSearchParams(text)].map(([k, v]) => [k, v.slice(0, 64)]));
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function page(title: string, body: string, status = 200): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)} · Sandbox card payment</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#2a2931}label{display:block;margin:.75rem 0}
input{display:block;width:100%;padding:.5rem;font:inherit;box-sizing:border-box}button{padding:.6rem 1rem;font:inherit;margin:.5rem .5rem 0 0}
.error{color:#b00020}aside{margin-top:2rem;font-size:.875rem;color:#555}</style></head><body>${body}</body></html>`;
  return new Response(html, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
      "x-frame-options": "DENY",
      "referrer-policy": "no-referrer",
    },
  });
}
