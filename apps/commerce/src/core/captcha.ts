/** How hard an ALTCHA proof-of-work challenge is: PBKDF2 rounds per attempt and the highest answer. */
export interface AltchaDifficulty {
  cost: number;
  maxCounter: number;
}

/** A site's Google reCAPTCHA v3 keys. */
export interface RecaptchaKeys {
  siteKey: string;
  secretKey: string;
}

/** What the captcha checks of protected mutations need; the captcha module implements them. */
export interface CaptchaSettings {
  /** HMAC key signing ALTCHA challenges (at least 32 characters). */
  altchaHmacKey: string;
  /** Defaults to the captcha module's production difficulty; tests ask for less. */
  altchaDifficulty?: AltchaDifficulty;
  /** reCAPTCHA v3 keys by site code (gb, us, mex); a site without keys uses ALTCHA, and cn always does. */
  recaptcha: Partial<Record<string, RecaptchaKeys>>;
  /** Google's siteverify endpoint, or a stand-in. */
  recaptchaVerifyUrl: string;
  /** Lowest reCAPTCHA v3 score accepted (0 … 1). */
  recaptchaMinScore: number;
}
