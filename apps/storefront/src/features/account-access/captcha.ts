/**
 * The captcha a form uses (spec §5 "Recaptcha"): the backend decides per site. ALTCHA (self-hosted proof of work)
 * by default and always on cn; reCAPTCHA v3 where configured, never on cn, whose shoppers cannot reach Google.
 * Safe for the browser: no server code here.
 */
import type { CaptchaChallengeQuery } from "@/lib/commerce/generated/graphql";
import { marketForLocale } from "@/lib/markets/markets";

export type CaptchaSetup =
  | { type: "altcha"; challenge: string }
  | { type: "recaptcha"; siteKey: string }
  /** The API could not be asked: the form still submits, and the backend answers its captcha message. */
  | { type: "unavailable" };

/** A website key as Google issues them; anything else is not loaded into the page. */
const RECAPTCHA_KEY = /^[A-Za-z0-9_-]{20,100}$/;

export function toCaptchaSetup(locale: string, data: CaptchaChallengeQuery): CaptchaSetup {
  const cn = marketForLocale(locale).site === "cn";
  const key = data.captchaConfig.website_key;
  if (data.captchaConfig.type === "RECAPTCHA_V3" && !cn && key && RECAPTCHA_KEY.test(key)) return { type: "recaptcha", siteKey: key };
  const challenge = data.captchaChallenge?.challenge;
  return challenge ? { type: "altcha", challenge } : { type: "unavailable" };
}
