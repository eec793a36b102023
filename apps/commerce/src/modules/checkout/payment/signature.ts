import { createHmac, timingSafeEqual } from "node:crypto";
import { WebhookSignatureError } from "../../../core/card-payments.ts";

/** Webhooks older (or newer) than this are refused, so that a captured one cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
export const SANDBOX_SIGNATURE_HEADER = "hostedcard-signature";

const hmac = (secret: string, timestamp: number, payload: string) =>
  createHmac("sha256", secret).update(`${timestamp}.${payload}`).digest("hex");

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload">`, the scheme card providers commonly use. */
export function signPayload(secret: string, payload: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${hmac(secret, t, payload)}`;
}

export function verifySignature(secret: string, payload: string, header: string | null, now: Date): void {
  if (!header) throw new WebhookSignatureError("No signature");
  const parts = new Map(header.split(",").map((p) => p.trim().split("=", 2) as [string, string]));
  const t = Number(parts.get("t"));
  const given = parts.get("v1") ?? "";
  if (!Number.isSafeInteger(t) || !/^[0-9a-f]{64}$/.test(given)) throw new WebhookSignatureError("Malformed signature");
  if (Math.abs(now.getTime() / 1000 - t) > WEBHOOK_TOLERANCE_SECONDS) throw new WebhookSignatureError("Signature too old");
  const expected = Buffer.from(hmac(secret, t, payload), "hex");
  if (!timingSafeEqual(expected, Buffer.from(given, "hex"))) throw new WebhookSignatureError("Wrong signature");
}
