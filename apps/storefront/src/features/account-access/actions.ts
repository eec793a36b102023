"use server";

import { getPathname } from "@/i18n/site-prefix";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { z } from "zod";
import { failureText } from "@/i18n/failure-text";
import type { Document } from "@/lib/commerce/document";
import {
  ConfirmEmailDocument,
  CreateCustomerDocument,
  GenerateCustomerTokenDocument,
  RequestPasswordResetEmailDocument,
  ResetPasswordDocument,
  RevokeCustomerTokenDocument,
  SigninWithPhoneNumberDocument,
  StoreAccountConfirmationDocument,
} from "@/lib/commerce/generated/graphql";
import type { Result } from "@/lib/commerce/result";
import { commerceRequest } from "@/lib/commerce/server";
import { localeSchema } from "@/lib/markets/locale-schema";
import { defaultMarket, isLocale } from "@/lib/markets/markets";
import { clearCustomerSession, readCustomerToken } from "@/lib/session/session";
import { backendMessageKey } from "./backend-messages";
import type { CaptchaSetup } from "./captcha";
import {
  captchaAnswerSchema,
  confirmLinkSchema,
  forgotPasswordSchema,
  normalisePhone,
  registerSchema,
  resetPasswordSchema,
  signInSchema,
} from "./schemas";
import { completeSignIn, loadCaptcha } from "./server";

// Every argument of a server action comes from the browser, whatever the types say: each action checks them with
// the forms' own schemas before anything reaches the backend, and answers bad input with the shopper's words.

/** Where a signed-in shopper goes after signing in: the account overview (spec §2.7's account link). */
const AFTER_SIGN_IN = "/account/overview";

export type AccessResult =
  | { ok: true; message?: string }
  /** `title`: the notice's title (spec §8 "Registration error" for sign-in and registration failures). */
  | { ok: false; message: string; title?: string };

export type RegisterResult =
  | { ok: true; outcome: "confirm"; message: string; title: string }
  /** Confirmation off: the browser signs in with a fresh captcha answer (spec §4 "Registration"). */
  | { ok: true; outcome: "signIn" }
  | { ok: false; message: string; title?: string };

const siteLocale = (locale: unknown) => (isLocale(locale) ? locale : defaultMarket.locale);

async function texts(locale: unknown) {
  return getTranslations({ locale: siteLocale(locale), namespace: "SignIn" });
}

/** A failed call in the shopper's words: the spec's messages in the site's language, else the backend's own. */
async function failed(locale: string, error: { kind: string; message: string }, fallback: string): Promise<string> {
  const t = await texts(locale);
  const key = error.kind === "graphql" ? backendMessageKey(error.message) : null;
  if (key) return t(`backend.${key}`);
  const errors = await getTranslations({ locale, namespace: "Errors" });
  return failureText(error, errors, fallback);
}

/** A protected mutation with its captcha answer in `X-ReCaptcha` (spec §5 "Recaptcha"). */
function withCaptcha<TData, TVariables>(document: Document<TData, TVariables>, variables: TVariables, locale: string, captcha: string): Promise<Result<TData>> {
  return commerceRequest(document, variables, locale, { captcha });
}

/** The site's captcha for the next submission (ALTCHA challenge or reCAPTCHA key). */
export async function captchaAction(locale: string): Promise<CaptchaSetup> {
  if (!isLocale(locale)) return { type: "unavailable" };
  return loadCaptcha(locale);
}

/** Where a sign-in goes next: the account, or (from the checkout's account step) the shipping step. */
const AFTER = { account: AFTER_SIGN_IN, checkout: "/checkout/shipping" } as const;
const signInArgs = z.tuple([localeSchema, signInSchema, captchaAnswerSchema, z.enum(["account", "checkout"]).default("account")]);

/** Spec §4 "Sign-in": trimmed inputs, a token by e-mail or phone number, then the session; then the account. */
export async function signInAction(locale: string, input: unknown, captcha: string, after?: unknown): Promise<AccessResult> {
  const t = await texts(locale);
  const parsed = signInArgs.safeParse([locale, input, captcha, after ?? undefined]);
  if (!parsed.success) return { ok: false, message: t("invalidRequest"), title: t("errorTitle") };
  const [site, credentials, , next] = parsed.data;
  const result =
    credentials.method === "email"
      ? await withCaptcha(GenerateCustomerTokenDocument, { email: credentials.email, password: credentials.password }, site, captcha).then(
          (r) => (r.ok ? { ok: true as const, token: r.data.generateCustomerToken?.token } : r),
        )
      : await withCaptcha(SigninWithPhoneNumberDocument, { phoneNumber: normalisePhone(credentials.phone), password: credentials.password }, site, captcha).then(
          (r) => (r.ok ? { ok: true as const, token: r.data.signinWithPhoneNumber?.token } : r),
        );
  if (!result.ok) return { ok: false, message: await failed(site, result.error, t("signInFailed")), title: t("errorTitle") };
  if (!result.token) return { ok: false, message: t("signInFailed"), title: t("errorTitle") };
  await completeSignIn(site, result.token);
  redirect(getPathname({ href: AFTER[next], locale: site }));
}

const registerArgs = z.tuple([localeSchema, registerSchema, captchaAnswerSchema]);

/** Spec §4 "Registration": with confirmation on, the notice and no token; otherwise the browser signs in. */
export async function registerAction(locale: string, input: unknown, captcha: string): Promise<RegisterResult> {
  const t = await texts(locale);
  const parsed = registerArgs.safeParse([locale, input, captcha]);
  if (!parsed.success) return { ok: false, message: t("invalidRequest"), title: t("errorTitle") };
  const [site, form] = parsed.data;
  const phone = normalisePhone(form.phone);
  const input_ = {
    firstname: form.firstname,
    lastname: form.lastname,
    email: form.email,
    password: form.password,
    is_subscribed: form.isSubscribed,
    ...(phone ? { phone_number: phone } : {}),
  };
  const created = await withCaptcha(CreateCustomerDocument, { input: input_ }, site, captcha);
  if (!created.ok) return { ok: false, message: await failed(site, created.error, t("registerFailed")), title: t("errorTitle") };
  const config = await commerceRequest(StoreAccountConfirmationDocument, {}, site);
  // Unknown means "on" (the spec's reading of the flag): nobody is signed in who should not be.
  const confirm = !config.ok || config.data.storeConfig?.create_account_confirmation !== false;
  if (confirm) return { ok: true, outcome: "confirm", message: t("confirmationSent"), title: t("confirmationTitle") };
  return { ok: true, outcome: "signIn" };
}

const forgotArgs = z.tuple([localeSchema, forgotPasswordSchema, captchaAnswerSchema]);

/** Password reset step 1 (spec §8 "Reset request sent" / "Reset request failed"). */
export async function requestPasswordResetAction(locale: string, input: unknown, captcha: string): Promise<AccessResult> {
  const t = await texts(locale);
  const parsed = forgotArgs.safeParse([locale, input, captcha]);
  if (!parsed.success) return { ok: false, message: t("resetRequestFailed") };
  const [site, { email }] = parsed.data;
  const result = await withCaptcha(RequestPasswordResetEmailDocument, { email }, site, captcha);
  if (!result.ok) {
    const key = result.error.kind === "graphql" ? backendMessageKey(result.error.message) : null;
    return { ok: false, message: key ? t(`backend.${key}`) : t("resetRequestFailed") };
  }
  if (!result.data.requestPasswordResetEmail) return { ok: false, message: t("resetRequestFailed") };
  return { ok: true, message: t("resetRequestSent", { email }) };
}

const resetArgs = z.tuple([localeSchema, resetPasswordSchema, captchaAnswerSchema]);

/** Password reset step 2: true or false; the first error is kept as the set-new-password error (spec §8). */
export async function resetPasswordAction(locale: string, input: unknown, captcha: string): Promise<AccessResult> {
  const t = await texts(locale);
  const parsed = resetArgs.safeParse([locale, input, captcha]);
  if (!parsed.success) return { ok: false, message: t("resetFailed") };
  const [site, form] = parsed.data;
  const result = await withCaptcha(ResetPasswordDocument, { email: form.email, resetPasswordToken: form.token, newPassword: form.password }, site, captcha);
  if (!result.ok) return { ok: false, message: await failed(site, result.error, t("resetFailed")) };
  return result.data.resetPassword ? { ok: true, message: t("passwordChanged") } : { ok: false, message: t("resetFailed") };
}

const confirmArgs = z.tuple([localeSchema, confirmLinkSchema]);

/** The e-mailed confirmation link: the account is activated and can sign in. */
export async function confirmAccountAction(locale: string, link: unknown): Promise<AccessResult> {
  const t = await texts(locale);
  const parsed = confirmArgs.safeParse([locale, link]);
  if (!parsed.success) return { ok: false, message: t("confirmFailed") };
  const [site, { email, key }] = parsed.data;
  const result = await commerceRequest(ConfirmEmailDocument, { email, key }, site);
  if (!result.ok) return { ok: false, message: await failed(site, result.error, t("confirmFailed")) };
  return { ok: true, message: t("confirmed") };
}

/**
 * Spec §4 "Sign-out": the token revoked on the server, the token and cart id removed, then home. A token the
 * backend no longer knows is signed out all the same.
 */
export async function signOutAction(locale: string): Promise<void> {
  const site = siteLocale(locale);
  const token = await readCustomerToken();
  if (token) {
    const revoked = await commerceRequest(RevokeCustomerTokenDocument, {}, site, { token });
    if (!revoked.ok) console.warn("[sign-out]", JSON.stringify({ kind: revoked.error.kind }));
  }
  await clearCustomerSession();
  redirect(getPathname({ href: "/", locale: site }));
}
