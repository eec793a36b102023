import { and, eq } from "drizzle-orm";
import { clientKey } from "../../core/client-address.ts";
import type { RequestContext } from "../../core/context.ts";
import { GraphQlInputError } from "../../core/errors.ts";
import { formatWait, hit } from "../../core/rate-limit.ts";
import { requireCaptcha } from "../captcha/verify.ts";
import { accountByEmail, isValidEmail, normalizeEmail } from "../customer/accounts.ts";
import { unlock } from "../customer/authenticate.ts";
import { checkNewPassword, hashPassword } from "../customer/password.ts";
import { digest, matchesDigest, newSecret } from "../customer/secrets.ts";
import { customers } from "../customer/tables.ts";
import { revokeOtherTokens } from "../customer/tokens.ts";
import { accountLink, accountMail, STOREFRONT_PATHS } from "./mails.ts";

type Ctx = RequestContext;

/** How long a reset link works: one hour. */
export const RESET_TOKEN_LIFETIME_SECONDS = 3_600;
const TOKEN_MISMATCH = "The password token is mismatched. Reset and try again.";
const TOKEN_EXPIRED = "The password token is expired. Reset and try again.";

function emailOf(raw: string): string {
  const email = normalizeEmail(raw);
  if (!email) throw new GraphQlInputError("You must specify an email address.");
  if (!isValidEmail(email)) throw new GraphQlInputError("The email address has an invalid format.");
  return email;
}

/**
 * Magento's throttle on reset e-mails, per client address and per e-mail address (with or without an account, so
 * the limit tells nothing either): a script cannot flood a mailbox, nor one client many.
 */
async function limitResets(ctx: Ctx, email: string): Promise<void> {
  const scopes: [bucket: string, key: string][] = [
    ["password-reset-client", clientKey(ctx.clientAddress)],
    ["password-reset-email", `${ctx.store.websiteCode} ${email}`],
  ];
  for (const [bucket, key] of scopes) {
    const { allowed, retryAfterSeconds } = await hit(ctx, { bucket, key, ...ctx.rateLimits.passwordResets });
    if (!allowed) {
      throw new GraphQlInputError(
        `We received too many requests for password resets. Please wait and try again in ${formatWait(retryAfterSeconds)}.`,
      );
    }
  }
}

/**
 * requestPasswordResetEmail: e-mails a link with a new reset token (the previous one stops working). True for any
 * valid address, with an account or not, so the answer does not reveal who has one.
 */
export async function requestReset(ctx: Ctx, rawEmail: string): Promise<boolean> {
  await requireCaptcha(ctx);
  const email = emailOf(rawEmail);
  await limitResets(ctx, email);
  const account = await accountByEmail(ctx, email);
  if (!account) return true;
  const token = newSecret();
  await ctx.db.update(customers).set({
    passwordResetToken: digest(token),
    passwordResetExpiresAt: new Date(ctx.now.getTime() + RESET_TOKEN_LIFETIME_SECONDS * 1000),
  }).where(eq(customers.id, account.id));
  await ctx.mail.send(ctx.db, accountMail("password-reset", account, ctx.site, ctx.store,
    accountLink(ctx.site, STOREFRONT_PATHS.resetPassword, { email, token })));
  return true;
}

/**
 * resetPassword: the e-mailed token sets a new password once. An unknown address answers as a wrong token does.
 * Following the link proves the mailbox, so it also lifts a sign-in lock; every token of the account is revoked.
 */
export async function resetPassword(ctx: Ctx, rawEmail: string, token: string, newPassword: string): Promise<boolean> {
  await requireCaptcha(ctx);
  const email = emailOf(rawEmail);
  if (!token) throw new GraphQlInputError("resetPasswordToken must be specified");
  if (!newPassword) throw new GraphQlInputError("newPassword must be specified");
  const account = await accountByEmail(ctx, email);
  if (!account || !matchesDigest(token, account.passwordResetToken)) throw new GraphQlInputError(TOKEN_MISMATCH);
  if (!account.passwordResetExpiresAt || account.passwordResetExpiresAt <= ctx.now) throw new GraphQlInputError(TOKEN_EXPIRED);
  checkNewPassword(newPassword, account.email);
  const passwordHash = await hashPassword(newPassword);
  // Conditional on the token still being there, so two uses racing each other cannot both succeed.
  const used = await ctx.db.update(customers)
    .set({ passwordHash, passwordResetToken: null, passwordResetExpiresAt: null, updatedAt: ctx.now })
    .where(and(eq(customers.id, account.id), eq(customers.passwordResetToken, digest(token))))
    .returning({ id: customers.id });
  if (used.length === 0) throw new GraphQlInputError(TOKEN_MISMATCH);
  await unlock(ctx, account.id);
  await revokeOtherTokens(ctx, account.id);
  return true;
}
