/**
 * The checkout's action arguments (spec §7 "Checkout"): everything a step sends comes from the browser, so each
 * server action parses it again here before any call goes out. Address fields follow the account's address form.
 */
import { z } from "zod";
import { addressSchema, emailSchema } from "@/features/account/schemas";

export { localeSchema } from "@/lib/markets/locale-schema";

export const guestEmailSchema = z.object({ email: emailSchema });
export type GuestEmailInput = z.input<typeof guestEmailSchema>;

const addressId = z.number().int().positive();

/** A shipping or billing address: one of the customer's own (spec §3: only customer_address_id is sent), or a new one. */
export const addressChoiceSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("saved"), customerAddressId: addressId }),
  z.object({ kind: z.literal("new"), address: addressSchema, saveInAddressBook: z.boolean().default(false) }),
]);
export type AddressChoice = z.input<typeof addressChoiceSchema>;

export const billingChoiceSchema = z.union([z.object({ kind: z.literal("sameAsShipping") }), addressChoiceSchema]);
export type BillingChoice = z.input<typeof billingChoiceSchema>;

/** `carrier_code/method_code`, as the shipping step's radios carry it. */
export const shippingMethodSchema = z
  .string()
  .max(120)
  .regex(/^[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+$/)
  .transform((value) => {
    const [carrier_code, method_code] = value.split("/") as [string, string];
    return { carrier_code, method_code };
  });

export const paymentCodeSchema = z.string().trim().min(1).max(64).regex(/^[a-z0-9_]+$/);

/** The origin of the page the shopper pays from (spec §7: the provider is started with the page origin). */
export const pageOriginSchema = z
  .string()
  .max(200)
  .url()
  .refine((value) => {
    const url = new URL(value);
    return ["http:", "https:"].includes(url.protocol) && url.origin === value;
  });

/**
 * What the provider sends back to /pay-result: Stripe's parameters (its Payment Element's return_url), which the
 * sandbox's hosted page uses too.
 */
export const cardReturnSchema = z.object({
  // Provider ids: Stripe's are letters, digits and underscores; the sandbox's end in base64url, with hyphens too.
  payment_intent: z.string().regex(/^pi_[A-Za-z0-9_-]{1,120}$/),
  payment_intent_client_secret: z.string().regex(/^pi_[A-Za-z0-9_-]{1,200}$/),
  // Stripe's Payment Element comes back with requires_payment_method when the card was refused after a redirect
  // (3-D Secure failed); the sandbox says failed.
  redirect_status: z.enum(["succeeded", "failed", "requires_payment_method", "canceled", "processing", "requires_action"]),
});
export type CardReturn = z.output<typeof cardReturnSchema>;

/**
 * The result the page reads from its query: the outcomes the shopper can meet, or nothing to check. `processing`:
 * the provider took the payment but the bank has not confirmed it yet (Stripe's `processing`); the order can be
 * placed only once it has.
 */
export type PayOutcome =
  | { kind: "none" }
  | { kind: "succeeded"; card: CardReturn }
  | { kind: "processing"; card: CardReturn }
  | { kind: "declined"; reason: string }
  | { kind: "cancelled" };

const single = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export function payOutcome(query: Record<string, string | string[] | undefined>): PayOutcome {
  const parsed = cardReturnSchema.safeParse({
    payment_intent: single(query.payment_intent),
    payment_intent_client_secret: single(query.payment_intent_client_secret),
    redirect_status: single(query.redirect_status),
  });
  if (!parsed.success) return { kind: "none" };
  const status = parsed.data.redirect_status;
  if (status === "canceled") return { kind: "cancelled" };
  if (status === "succeeded") return { kind: "succeeded", card: parsed.data };
  if (status === "processing") return { kind: "processing", card: parsed.data };
  // failed, requires_payment_method, or a challenge left unanswered (requires_action): nothing was taken.
  return { kind: "declined", reason: /^[a-z_]{1,40}$/.test(single(query.decline_code) ?? "") ? single(query.decline_code)! : "declined" };
}
