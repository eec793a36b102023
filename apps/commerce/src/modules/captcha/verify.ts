import { lt } from "drizzle-orm";
import type { RecaptchaKeys } from "../../core/captcha.ts";
import type { RequestContext } from "../../core/context.ts";
import { GraphQlInputError } from "../../core/errors.ts";
import { verifyAltcha, type VerifiedAnswer } from "./altcha.ts";
import { verifyRecaptcha } from "./recaptcha.ts";
import { captchaAnswers } from "./tables.ts";

type Ctx = Pick<RequestContext, "db" | "now" | "site" | "captcha" | "captchaToken">;

export type CaptchaType = "ALTCHA" | "RECAPTCHA_V3";

/** Magento's message (ReCaptchaWebapiGraphQl) for a missing, wrong, expired or reused answer alike. */
export const CAPTCHA_FAILED = "ReCaptcha validation failed, please try again";
/** An ALTCHA payload is about 1 KB; reCAPTCHA tokens are shorter still. */
const MAX_TOKEN_LENGTH = 8_192;

/** The site's reCAPTCHA v3 keys when it uses reCAPTCHA; cn never does (its shoppers cannot reach Google). */
export function recaptchaKeysOf(ctx: Pick<Ctx, "site" | "captcha">): RecaptchaKeys | undefined {
  return ctx.site.code === "cn" ? undefined : ctx.captcha.recaptcha[ctx.site.code];
}

export function captchaTypeOf(ctx: Pick<Ctx, "site" | "captcha">): CaptchaType {
  return recaptchaKeysOf(ctx) ? "RECAPTCHA_V3" : "ALTCHA";
}

/** Records an answer as used; false when it already was (by this or another instance). */
async function useOnce(ctx: Pick<Ctx, "db" | "now">, answer: VerifiedAnswer): Promise<boolean> {
  await ctx.db.delete(captchaAnswers).where(lt(captchaAnswers.expiresAt, ctx.now));
  const inserted = await ctx.db.insert(captchaAnswers).values(answer).onConflictDoNothing().returning({ id: captchaAnswers.id });
  return inserted.length > 0;
}

/**
 * The captcha check of a protected mutation: the `X-ReCaptcha` header must hold a valid answer of the site's
 * captcha type, not used before. Each protected field of a request uses an answer up, so aliases cannot share one.
 */
export async function requireCaptcha(ctx: Ctx): Promise<void> {
  const token = ctx.captchaToken;
  if (!token || token.length > MAX_TOKEN_LENGTH) throw new GraphQlInputError(CAPTCHA_FAILED);
  const keys = recaptchaKeysOf(ctx);
  const answer = keys ? await verifyRecaptcha(ctx.captcha, keys, token, ctx.now) : await verifyAltcha(ctx.captcha, token, ctx.now);
  if (!answer || !(await useOnce(ctx, answer))) throw new GraphQlInputError(CAPTCHA_FAILED);
}
