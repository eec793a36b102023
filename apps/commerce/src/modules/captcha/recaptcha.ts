import { createHash } from "node:crypto";
import type { CaptchaSettings, RecaptchaKeys } from "../../core/captcha.ts";
import type { VerifiedAnswer } from "./altcha.ts";

/** Google's verification endpoint; RECAPTCHA_VERIFY_URL points tests at a stand-in. */
export const SITEVERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";
/** Google's suggested threshold between likely humans and likely bots. */
export const DEFAULT_MIN_SCORE = 0.5;
/** Google's tokens live two minutes; a used one is remembered a little longer. */
const TOKEN_TTL_SECONDS = 300;
const VERIFY_TIMEOUT_MS = 5_000;

interface SiteVerifyAnswer {
  success?: boolean;
  score?: number;
}

/**
 * Asks the siteverify endpoint about a reCAPTCHA v3 token: valid and scored at least the minimum. An unreachable
 * or confused endpoint refuses the token rather than letting the request through.
 */
export async function verifyRecaptcha(
  settings: CaptchaSettings, keys: RecaptchaKeys, token: string, now: Date,
): Promise<VerifiedAnswer | null> {
  try {
    const response = await fetch(settings.recaptchaVerifyUrl, {
      method: "POST",
      body: new URLSearchParams({ secret: keys.secretKey, response: token }),
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const answer = (await response.json()) as SiteVerifyAnswer;
    if (answer.success !== true || typeof answer.score !== "number" || answer.score < settings.recaptchaMinScore) return null;
  } catch {
    return null;
  }
  const id = `recaptcha:${createHash("sha256").update(token).digest("hex")}`;
  return { id, expiresAt: new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000) };
}
