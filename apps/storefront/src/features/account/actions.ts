"use server";

/**
 * The account forms' server actions. Every argument comes from the browser: each is parsed again with the form's
 * own schema (./schemas.ts), and only then does a call go out, as the signed-in customer (src/lib/session).
 */
import { getLocale, getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { z } from "zod";
import { failureText } from "@/i18n/failure-text";
import { getPathname } from "@/i18n/navigation";
import {
  AccountChangePasswordDocument,
  AccountCreateAddressDocument,
  AccountDeleteAddressDocument,
  AccountUpdateAddressDocument,
  AccountUpdateCustomerDocument,
  AccountUpdateEmailDocument,
  AccountUpdatePhoneNumberDocument,
} from "@/lib/commerce/generated/graphql";
import type { CommerceError } from "@/lib/commerce/result";
import { customerRequest } from "@/lib/session/session";
import { signOut } from "@/lib/session/sign-out";
import { type RegionOption, toAddressInput } from "./mappers";
import {
  type FormMessage,
  addressIdSchema,
  addressSchema,
  countryCodeSchema,
  emailChanged,
  newsletterSchema,
  passwordFormSchema,
  phoneFormSchema,
  profileSchema,
} from "./schemas";
import { loadRegions } from "./loaders";

export type FormResult =
  | { ok: true; message: string }
  | { ok: false; message: string; fields?: Record<string, FormMessage> };

const action = { canStore: true };

async function texts() {
  const [locale, t, errors] = await Promise.all([getLocale(), getTranslations("Account"), getTranslations("Errors")]);
  return { locale, t, failed: (error: CommerceError) => failureText(error, errors) };
}

/** The first message per field of a refused form, as the form shows them. */
function fieldErrors(error: z.ZodError): Record<string, FormMessage> {
  const fields: Record<string, FormMessage> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".");
    if (key && !(key in fields)) fields[key] = issue.message as FormMessage;
  }
  return fields;
}

async function invalid(error: z.ZodError): Promise<FormResult> {
  const { t } = await texts();
  return { ok: false, message: t("form.invalid"), fields: fieldErrors(error) };
}

/** Spec §4 "Profile": a changed e-mail first, with the current password; then the other fields. */
export async function updateProfile(input: unknown): Promise<FormResult> {
  const parsed = profileSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const { locale, t, failed } = await texts();
  const v = parsed.data;
  if (emailChanged(v)) {
    const email = await customerRequest(AccountUpdateEmailDocument, { email: v.email, password: v.password }, locale, action);
    if (!email.ok) return { ok: false, message: failed(email.error) };
  }
  const result = await customerRequest(
    AccountUpdateCustomerDocument,
    {
      input: {
        firstname: v.firstname,
        lastname: v.lastname,
        prefix: v.prefix,
        suffix: v.suffix,
        taxvat: v.taxvat,
        date_of_birth: v.date_of_birth || null,
        gender: v.gender,
      },
    },
    locale,
    action,
  );
  if (!result.ok) return { ok: false, message: failed(result.error) };
  return { ok: true, message: t("messages.accountUpdated") };
}

/** Spec §4 "Profile": the phone number is updated on its own (extension updateCustomerPhoneNumber). */
export async function updatePhoneNumber(input: unknown): Promise<FormResult> {
  const parsed = phoneFormSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const { locale, t, failed } = await texts();
  const result = await customerRequest(AccountUpdatePhoneNumberDocument, { phoneNumber: parsed.data.phone_number }, locale, action);
  if (!result.ok) return { ok: false, message: failed(result.error) };
  return { ok: true, message: t("messages.phoneUpdated") };
}

export async function changePassword(input: unknown): Promise<FormResult> {
  const parsed = passwordFormSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const { locale, t, failed } = await texts();
  const { currentPassword, newPassword } = parsed.data;
  const result = await customerRequest(AccountChangePasswordDocument, { currentPassword, newPassword }, locale, action);
  if (!result.ok) return { ok: false, message: failed(result.error) };
  return { ok: true, message: t("messages.passwordChanged") };
}

/** Spec §4 "Newsletter": the customer's is_subscribed, through updateCustomerV2. */
export async function setNewsletter(input: unknown): Promise<FormResult> {
  const parsed = newsletterSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const { locale, t, failed } = await texts();
  const subscribed = parsed.data.subscribed;
  const result = await customerRequest(AccountUpdateCustomerDocument, { input: { is_subscribed: subscribed } }, locale, action);
  if (!result.ok) return { ok: false, message: failed(result.error) };
  return { ok: true, message: subscribed ? t("messages.subscribed") : t("messages.unsubscribed") };
}

/** Creates an address (no id) or updates one ({id, input}, spec §7). The region rule is the directory's, not the browser's. */
export async function saveAddress(id: unknown, input: unknown): Promise<FormResult> {
  const addressId = id === null ? null : addressIdSchema.safeParse(id);
  if (addressId && !addressId.success) return invalid(addressId.error);
  const first = addressSchema.safeParse(input);
  if (!first.success) return invalid(first.error);
  const { locale, t, failed } = await texts();
  const regions = await loadRegions(locale, first.data.country_code);
  if (!regions.ok) return { ok: false, message: failed(regions.error) };
  const listed = regions.data;
  const parsed = addressSchema.safeParse({ ...first.data, regionRequired: listed.length > 0 });
  if (!parsed.success) return invalid(parsed.error);
  const values = { ...parsed.data, ...(listed.length > 0 ? { region: "" } : { region_id: 0 }) };
  if (listed.length > 0 && !listed.some((r) => r.id === values.region_id)) {
    return { ok: false, message: t("form.invalid"), fields: { region_id: "required" } };
  }
  const address = toAddressInput(values);
  const result = addressId
    ? await customerRequest(AccountUpdateAddressDocument, { id: addressId.data, input: address }, locale, action)
    : await customerRequest(AccountCreateAddressDocument, { input: address }, locale, action);
  if (!result.ok) return { ok: false, message: failed(result.error) };
  return { ok: true, message: t("messages.addressSaved") };
}

export async function deleteAddress(id: unknown): Promise<FormResult> {
  const parsed = addressIdSchema.safeParse(id);
  if (!parsed.success) return invalid(parsed.error);
  const { locale, t, failed } = await texts();
  const result = await customerRequest(AccountDeleteAddressDocument, { id: parsed.data }, locale, action);
  if (!result.ok) return { ok: false, message: failed(result.error) };
  if (!result.data.deleteCustomerAddress) return { ok: false, message: t("messages.addressNotDeleted") };
  return { ok: true, message: t("messages.addressDeleted") };
}

const defaultKind = z.enum(["billing", "shipping"]);

/** Spec §7: updateCustomerAddress also sets a default address. */
export async function setDefaultAddress(id: unknown, kind: unknown): Promise<FormResult> {
  const parsedId = addressIdSchema.safeParse(id);
  const parsedKind = defaultKind.safeParse(kind);
  if (!parsedId.success) return invalid(parsedId.error);
  if (!parsedKind.success) return invalid(parsedKind.error);
  const { locale, t, failed } = await texts();
  const input = parsedKind.data === "billing" ? { default_billing: true } : { default_shipping: true };
  const result = await customerRequest(AccountUpdateAddressDocument, { id: parsedId.data, input }, locale, action);
  if (!result.ok) return { ok: false, message: failed(result.error) };
  return { ok: true, message: t("messages.defaultSaved") };
}

/** The regions of a country for the address form's region field (spec §3: it depends on the country). */
export async function regionsOf(countryId: unknown): Promise<RegionOption[] | null> {
  const parsed = countryCodeSchema.safeParse(countryId);
  if (!parsed.success) return null;
  const result = await loadRegions(await getLocale(), parsed.data);
  return result.ok ? result.data : null;
}

/** Spec §4 "Sign-out" from the account menu: revoke, clear token and cart, go home. */
export async function signOutAndGoHome(): Promise<never> {
  const locale = await getLocale();
  await signOut(locale);
  redirect(getPathname({ href: "/", locale }));
}
