/**
 * The checkout's steps and their guard (spec §2.3, §4 "Checkout flow"). The spec's guard is a placeholder; here a
 * step opens only when the cart holds what the steps before it set, computed on the server from the cart itself, so
 * a typed URL cannot skip ahead and a reload resumes where the shopper was.
 */
import type { CheckoutView } from "./mappers";

export const STEPS = ["user-account", "shipping", "billing", "payment"] as const;
export type CheckoutStep = (typeof STEPS)[number];

export const stepPath = (step: CheckoutStep) => `/checkout/${step}` as const;

/** What the guard knows: the cart as the steps read it (null without a usable cart) and whether a customer is signed in. */
export interface GuardInput {
  checkout: Pick<CheckoutView, "email" | "isVirtual" | "lines" | "shippingAddress" | "selectedShipping" | "billingAddress"> | null;
  signedIn: boolean;
}

/** The furthest step the cart allows: each step needs what the earlier ones set. */
export function furthestStep({ checkout, signedIn }: GuardInput): CheckoutStep {
  if (!checkout) return "user-account";
  if (!signedIn && !checkout.email) return "user-account";
  if (!checkout.isVirtual && (!checkout.shippingAddress || !checkout.selectedShipping)) return "shipping";
  if (!checkout.billingAddress) return "billing";
  return "payment";
}

export type GuardDecision = { open: true } | { open: false; to: "/cart" | ReturnType<typeof stepPath> };

/**
 * Whether `requested` may show. An empty or missing cart goes back to the cart page; a signed-in customer has no
 * account step; a step past the furthest the cart allows goes to that one.
 */
export function guardStep(requested: CheckoutStep, input: GuardInput): GuardDecision {
  if (!input.checkout || input.checkout.lines.length === 0) return { open: false, to: "/cart" };
  if (requested === "user-account") return input.signedIn ? { open: false, to: stepPath("shipping") } : { open: true };
  const furthest = furthestStep(input);
  if (STEPS.indexOf(requested) <= STEPS.indexOf(furthest)) return { open: true };
  return { open: false, to: stepPath(furthest) };
}

/** The steps the progress bar shows: a signed-in customer has no account step. */
export function visibleSteps(signedIn: boolean): CheckoutStep[] {
  return STEPS.filter((s) => !(signedIn && s === "user-account"));
}
