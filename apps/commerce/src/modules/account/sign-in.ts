import { clientKey } from "../../core/client-address.ts";
import type { RequestContext } from "../../core/context.ts";
import { GraphQlAuthenticationError, GraphQlInputError } from "../../core/errors.ts";
import { hit, isLimited } from "../../core/rate-limit.ts";
import { requireCaptcha } from "../captcha/verify.ts";
import { accountByEmail, accountByPhone, isValidEmail, normalizeEmail, normalizePhoneNumber } from "../customer/accounts.ts";
import { checkPassword, type CustomerRow } from "../customer/authenticate.ts";
import { issueToken } from "../customer/tokens.ts";
import { awaitsConfirmation, INVALID_PHONE } from "./registration.ts";

type Ctx = RequestContext;

/** The spec's (and Magento's) answer to an unknown account, a wrong password and a locked account alike. */
export const SIGN_IN_FAILED =
  "The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.";
/** Magento's EmailNotConfirmedException: only a caller who knows the password gets this far. */
export const NOT_CONFIRMED = "This account isn't confirmed. Verify and try again.";

/**
 * Checks the password, within the client's budget of failures: a client that has failed too often in the window
 * is answered as any failure, before any password work; each failure (unknown account, wrong password, locked
 * account) spends one. Counters and locks are rows, so every backend instance sees them.
 */
async function signIn(ctx: Ctx, account: CustomerRow | undefined, password: string): Promise<{ token: string }> {
  const failures = { bucket: "sign-in-failures", key: clientKey(ctx.clientAddress), ...ctx.rateLimits.signInFailures };
  if (await isLimited(ctx, failures)) throw new GraphQlAuthenticationError(SIGN_IN_FAILED);
  if ((await checkPassword(ctx, account, password)) !== "ok" || !account) {
    await hit(ctx, failures);
    throw new GraphQlAuthenticationError(SIGN_IN_FAILED);
  }
  if (awaitsConfirmation(account)) throw new GraphQlAuthenticationError(NOT_CONFIRMED);
  return { token: await issueToken(ctx, account.id) };
}

/** generateCustomerToken. */
export async function signInWithEmail(ctx: Ctx, email: string, password: string): Promise<{ token: string }> {
  await requireCaptcha(ctx);
  if (!email.trim()) throw new GraphQlInputError('Specify the "email" value.');
  if (!password) throw new GraphQlInputError('Specify the "password" value.');
  const normalized = normalizeEmail(email);
  return signIn(ctx, isValidEmail(normalized) ? await accountByEmail(ctx, normalized) : undefined, password);
}

/** signinWithPhoneNumber: the same rules, the account found by its E.164 number. */
export async function signInWithPhone(ctx: Ctx, phoneNumber: string, password: string): Promise<{ token: string }> {
  await requireCaptcha(ctx);
  if (!phoneNumber.trim()) throw new GraphQlInputError('Specify the "phone_number" value.');
  if (!password) throw new GraphQlInputError('Specify the "password" value.');
  const normalized = normalizePhoneNumber(phoneNumber);
  if (!normalized) throw new GraphQlInputError(INVALID_PHONE);
  return signIn(ctx, await accountByPhone(ctx, normalized), password);
}
