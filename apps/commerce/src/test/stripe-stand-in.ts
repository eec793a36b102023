import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

// A local stand-in for the few Stripe API endpoints the Stripe adapter calls, so that its suite runs without the
// network: payment intents (create, retrieve, cancel) and refunds, with Stripe's form-encoded requests and JSON
// answers; and the confirmation Stripe.js sends from the browser (the storefront's browser suite), with the 3-D
// Secure page Stripe sends a challenged card to (served here under /3d_secure_2/, which the browser suite routes
// https://hooks.stripe.com to). Tests move an intent to another status with `setStatus`, as a payment on Stripe's
// side would.

export interface StandInIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  customer: string | null;
  metadata: Record<string, string>;
  receipt_email: string | null;
  /** What Stripe.js must do next: while `requires_action`, send the shopper to the card issuer's challenge. */
  next_action?: { type: "redirect_to_url"; redirect_to_url: { url: string; return_url: string } } | null;
  last_payment_error?: { type: string; code: string; message: string } | null;
}

export interface StripeStandIn {
  url: string;
  intents: Map<string, StandInIntent>;
  refunds: { payment_intent: string }[];
  /** Requests seen, as "METHOD /path", with the secret key they were sent with. */
  requests: { line: string; key: string | null }[];
  setStatus(id: string, status: string): void;
  close(): Promise<void>;
}

/** A card Stripe's test mode declines; any other number is paid, but for the two below. */
export const STAND_IN_DECLINED_CARD = "4000000000000002";
/** Stripe's test card that always asks for 3-D Secure: the confirmation answers `requires_action`. */
export const STAND_IN_THREE_D_SECURE_CARD = "4000002760003184";
/**
 * The stand-in's own card for a payment that stays `processing` until a test settles it with `setStatus` (Stripe
 * has no such test card; on Stripe this is what a bank debit, or a card its issuer is slow to confirm, answers).
 */
export const STAND_IN_PROCESSING_CARD = "4000000000007777";

/** Where Stripe sends a challenged card: its 3-D Secure page, on the host the browser suite routes here. */
export const STAND_IN_HOOKS_ORIGIN = "https://hooks.stripe.com";
const CHALLENGE = /^\/3d_secure_2\/authenticate\/([\w-]+)$/;

/**
 * Confirmation, as Stripe.js asks for it from the browser with the Payment Element's card: the client secret must be
 * the intent's; the declined test card answers Stripe's card error and leaves the intent to another payment method;
 * the 3-D Secure card leaves it `requires_action` with the challenge page to go to; the processing card leaves it
 * `processing`.
 */
function confirm(intent: StandInIntent, form: URLSearchParams, send: (status: number, json: unknown) => void): void {
  if (form.get("client_secret") !== intent.client_secret) {
    return send(400, { error: { type: "invalid_request_error", code: "payment_intent_invalid_parameter", message: "The client_secret provided does not match." } });
  }
  if (intent.status === "succeeded") {
    return send(400, { error: { type: "invalid_request_error", code: "payment_intent_unexpected_state", message: "This PaymentIntent has already succeeded." } });
  }
  const card = (form.get("payment_method_data[card][number]") ?? "").replace(/\s/g, "");
  intent.next_action = null;
  intent.last_payment_error = null;
  if (card === STAND_IN_DECLINED_CARD) {
    intent.status = "requires_payment_method";
    return send(402, { error: { type: "card_error", code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." } });
  }
  if (card === STAND_IN_THREE_D_SECURE_CARD) {
    const returnUrl = form.get("return_url") ?? "";
    if (!/^https?:\/\//.test(returnUrl)) {
      return send(400, { error: { type: "invalid_request_error", code: "parameter_missing", message: "A return_url is needed for this payment method." } });
    }
    intent.status = "requires_action";
    intent.next_action = { type: "redirect_to_url", redirect_to_url: { url: `${STAND_IN_HOOKS_ORIGIN}/3d_secure_2/authenticate/${intent.id}`, return_url: returnUrl } };
    return send(200, intent);
  }
  intent.status = card === STAND_IN_PROCESSING_CARD ? "processing" : "succeeded";
  send(200, intent);
}

/** The card issuer's challenge, as Stripe's test page shows it: complete or fail the authentication. */
function challengePage(intent: StandInIntent): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>3D Secure 2 Test Page</title></head><body>
<h1>3D Secure 2 Test Page</h1><p>Amount: ${intent.amount} ${intent.currency.toUpperCase()}</p>
<form method="post"><input type="hidden" name="result" value="complete"><button type="submit">Complete authentication</button></form>
<form method="post"><input type="hidden" name="result" value="fail"><button type="submit">Fail authentication</button></form>
</body></html>`;
}

/**
 * The challenge answered: the intent succeeds, or goes back to `requires_payment_method` with Stripe's
 * authentication error; either way Stripe sends the shopper to the return URL with the intent and its status.
 */
function answerChallenge(intent: StandInIntent, form: URLSearchParams): string | null {
  const returnUrl = intent.next_action?.redirect_to_url.return_url;
  if (intent.status !== "requires_action" || !returnUrl) return null;
  const passed = form.get("result") === "complete";
  intent.status = passed ? "succeeded" : "requires_payment_method";
  intent.next_action = null;
  intent.last_payment_error = passed
    ? null
    : { type: "card_error", code: "payment_intent_authentication_failure", message: "We are unable to authenticate your payment method. Please choose a different payment method and try again." };
  const back = new URL(returnUrl);
  back.searchParams.set("payment_intent", intent.id);
  back.searchParams.set("payment_intent_client_secret", intent.client_secret);
  back.searchParams.set("redirect_status", passed ? "succeeded" : "failed");
  return back.toString();
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const intents = new Map<string, StandInIntent>();
  const refunds: { payment_intent: string }[] = [];
  const requests: StripeStandIn["requests"] = [];
  let next = 1;
  // Ids unique across runs, as Stripe's are: a backend may keep intents of an earlier run (the browser suite's data).
  const run = randomBytes(4).toString("hex");
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const path = (req.url ?? "").split("?")[0]!;
      const form = new URLSearchParams(body);
      // Stripe.js sends the publishable key in the form (no preflight); the server SDK sends its secret key as a bearer.
      const auth = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1] ?? form.get("key");
      requests.push({ line: `${req.method} ${path}`, key: auth });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": `req_${next}` });
        res.end(JSON.stringify(json));
      };
      const missing = () => send(404, { error: { type: "invalid_request_error", code: "resource_missing", message: "No such payment_intent" } });
      const challenge = CHALLENGE.exec(path);
      if (challenge) {
        const intent = intents.get(challenge[1]!);
        if (!intent) return missing();
        if (req.method === "GET") {
          res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
          return res.end(challengePage(intent));
        }
        const back = req.method === "POST" ? answerChallenge(intent, form) : null;
        if (!back) return send(409, { error: { type: "invalid_request_error", message: "There is no challenge to answer." } });
        res.writeHead(302, { location: back });
        return res.end();
      }
      if (req.method === "POST" && path === "/v1/payment_intents") {
        const id = `pi_standin_${run}_${next++}`;
        const metadata: Record<string, string> = {};
        for (const [k, v] of form) {
          const m = /^metadata\[(\w+)\]$/.exec(k);
          if (m) metadata[m[1]!] = v;
        }
        const intent: StandInIntent = {
          id, object: "payment_intent", amount: Number(form.get("amount")), currency: form.get("currency") ?? "",
          status: "requires_payment_method", client_secret: `${id}_secret_standin`, customer: null, metadata,
          receipt_email: form.get("receipt_email"),
        };
        intents.set(id, intent);
        return send(200, intent);
      }
      const intentPath = /^\/v1\/payment_intents\/([\w-]+)(\/cancel|\/confirm)?$/.exec(path);
      if (intentPath) {
        const intent = intents.get(intentPath[1]!);
        if (!intent) return missing();
        if (intentPath[2] === "/cancel" && req.method === "POST") intent.status = "canceled";
        if (intentPath[2] === "/confirm" && req.method === "POST") return confirm(intent, form, send);
        return send(200, intent);
      }
      if (req.method === "POST" && path === "/v1/refunds") {
        const id = form.get("payment_intent") ?? "";
        if (!intents.has(id)) return missing();
        refunds.push({ payment_intent: id });
        return send(200, { id: `re_standin_${run}_${next++}`, object: "refund", payment_intent: id, status: "succeeded" });
      }
      send(404, { error: { type: "invalid_request_error", message: "Unrecognized request URL" } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    refunds,
    requests,
    setStatus(id, status) {
      intents.get(id)!.status = status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
