/**
 * The sign-in, registration and password forms' rules (spec §4 "Sign-in": inputs trimmed; §5 "Defined form
 * messages"). One schema per form serves both the browser (react-hook-form) and the server action, which checks the
 * same arguments again: whatever reaches the backend has passed them. A rule's message is the key of its text in the
 * SignIn namespace's `form` group, so the browser shows it in the site's language.
 */
import { z } from "zod";

export const FORM_MESSAGES = [
  "required",
  "emailRequired",
  "invalidEmail",
  "phoneRequired",
  "passwordRule",
  "passwordsDontMatch",
  "tooLong",
] as const;

export type FormMessage = (typeof FORM_MESSAGES)[number];

export function isFormMessage(value: unknown): value is FormMessage {
  return typeof value === "string" && (FORM_MESSAGES as readonly string[]).includes(value);
}

/** Magento's limits: e-mail 254 characters, names 255; passwords are hashed, so a bound keeps the work bounded. */
const MAX_EMAIL = 254;
const MAX_NAME = 255;
const MAX_PASSWORD = 256;
/** E.164 has at most 15 digits; spaces, dots, dashes and brackets may come along. */
const MAX_PHONE = 32;

const required = (max: number) => z.string("required").trim().min(1, "required").max(max, "tooLong");

export const emailSchema = z
  .string("emailRequired")
  .trim()
  .min(1, "emailRequired")
  .max(MAX_EMAIL, "tooLong")
  .pipe(z.email("invalidEmail"));

/** Sign-in takes the password as typed but trimmed (spec §4 step 1); the backend judges it. */
const signInPassword = required(MAX_PASSWORD);

/**
 * A new password (registration, reset): at least 8 characters with a letter and a number or another character
 * (the spec's rule text). Magento's own rule (three classes of characters) is the backend's to answer.
 */
export const newPasswordSchema = z
  .string("required")
  .min(1, "required")
  .max(MAX_PASSWORD, "tooLong")
  .refine((value) => value.length >= 8 && /\p{L}/u.test(value) && /[^\p{L}\s]/u.test(value), "passwordRule");

export const phoneSchema = z
  .string("phoneRequired")
  .trim()
  .min(1, "phoneRequired")
  .max(MAX_PHONE, "tooLong");

export const emailSignInSchema = z.strictObject({ email: emailSchema, password: signInPassword });
export const phoneSignInSchema = z.strictObject({ phone: phoneSchema, password: signInPassword });

export type EmailSignIn = z.input<typeof emailSignInSchema>;
export type PhoneSignIn = z.input<typeof phoneSignInSchema>;

/** Both kinds as the server action takes them. */
export const signInSchema = z.discriminatedUnion("method", [
  emailSignInSchema.extend({ method: z.literal("email") }),
  phoneSignInSchema.extend({ method: z.literal("phone") }),
]);

export type SignInInput = z.input<typeof signInSchema>;

export const registerSchema = z
  .strictObject({
    firstname: required(MAX_NAME),
    lastname: required(MAX_NAME),
    email: emailSchema,
    /** Optional: sign-in by phone needs it (spec §7 extension). */
    phone: z.string().trim().max(MAX_PHONE, "tooLong"),
    password: newPasswordSchema,
    confirmPassword: z.string().max(MAX_PASSWORD, "tooLong"),
    isSubscribed: z.boolean(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: "passwordsDontMatch", path: ["confirmPassword"] });

export type RegisterInput = z.input<typeof registerSchema>;

export const forgotPasswordSchema = z.strictObject({ email: emailSchema });

export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** The reset link's token: Magento's are 32 alphanumerics; ours are longer. Never shown, so a plain bound. */
export const resetTokenSchema = z.string().trim().min(16).max(256).regex(/^[A-Za-z0-9_-]+$/);

export const resetPasswordSchema = z
  .strictObject({
    email: emailSchema,
    token: resetTokenSchema,
    password: newPasswordSchema,
    confirmPassword: z.string().max(MAX_PASSWORD, "tooLong"),
  })
  .refine((v) => v.password === v.confirmPassword, { message: "passwordsDontMatch", path: ["confirmPassword"] });

export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** The confirmation link's query (the backend's mail module: /user/confirm?email=…&key=…). */
export const confirmLinkSchema = z.strictObject({ email: emailSchema, key: resetTokenSchema });

/** The captcha answer for the `X-ReCaptcha` header: an ALTCHA payload (about 1 KB) or a reCAPTCHA token. */
export const captchaAnswerSchema = z.string().min(1).max(8_192).regex(/^[A-Za-z0-9+/=_-]+$/);

/** The phone number as sent: the backend ignores spaces, dots, dashes and brackets, and wants E.164. */
export function normalisePhone(phone: string): string {
  return phone.replace(/[\s.()-]/g, "");
}
