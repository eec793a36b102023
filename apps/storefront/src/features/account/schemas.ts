/**
 * The account forms' rules (Magento's field rules, spec §5 "Defined form messages"), shared by the browser
 * (react-hook-form's resolver) and the server actions, which parse every argument again. Each failure's message is
 * a key of the `Account.form` texts, so both sides show the same words in the site's language.
 */
import { z } from "zod";

export const FORM_MESSAGES = [
  "required",
  "min2",
  "min8",
  "invalidEmail",
  "passwordsDontMatch",
  "passwordLength",
  "passwordClasses",
  "phoneRequired",
  "phoneInvalid",
  "selectCountryFirst",
  "currentPasswordForEmail",
  "invalidDate",
  "tooLong",
] as const;
export type FormMessage = (typeof FORM_MESSAGES)[number];

const msg = (key: FormMessage) => ({ message: key });

/** A trimmed text that must be there, as Magento requires names, street, city… (255 characters at most). */
const requiredText = (max = 255) => z.string(msg("required")).trim().min(1, msg("required")).max(max, msg("tooLong"));
/** A trimmed text that may be empty. */
const optionalText = (max = 255) => z.string().trim().max(max, msg("tooLong")).default("");

export const emailSchema = z.string(msg("required")).trim().min(1, msg("required")).max(254, msg("tooLong")).pipe(z.email(msg("invalidEmail")));

/** Magento's default password rules: at least 8 characters and 3 of the 4 classes (lower, upper, digit, other). */
export function passwordClasses(password: string): number {
  return [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((re) => re.test(password)).length;
}

export const newPasswordSchema = z
  .string(msg("required"))
  .min(1, msg("required"))
  .min(8, msg("passwordLength"))
  .max(256, msg("tooLong"))
  .refine((p) => p.trim() === p, msg("passwordLength"))
  .refine((p) => passwordClasses(p) >= 3, msg("passwordClasses"));

/** E.164, as the backend stores phone numbers: +, then up to 15 digits, no leading 0. */
export const phoneSchema = z
  .string(msg("phoneRequired"))
  .transform((v) => v.replace(/[\s().-]/g, ""))
  .pipe(z.string().min(1, msg("phoneRequired")).regex(/^\+[1-9]\d{6,14}$/, msg("phoneInvalid")));

/** YYYY-MM-DD, a real date, not in the future; empty means none. */
const dateOfBirth = z
  .string()
  .trim()
  .default("")
  .refine((v) => v === "" || isPastDate(v), msg("invalidDate"));

function isPastDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date.getTime() <= Date.now() && value >= "1900-01-01";
}

/** Magento's gender options: 1 male, 2 female, 3 not specified; 0 (the form's empty choice) sends none. */
export const GENDERS = [1, 2, 3] as const;

/**
 * Spec §4 "Profile": names and the other customer fields, and the e-mail, whose change needs the current password
 * ("Please type your current password to change your email address."). `currentEmail` is the one the page showed.
 */
export const profileSchema = z
  .object({
    firstname: requiredText(),
    lastname: requiredText(),
    prefix: optionalText(40),
    suffix: optionalText(40),
    date_of_birth: dateOfBirth,
    gender: z.coerce.number().int().min(0).max(3).default(0),
    taxvat: optionalText(50),
    email: emailSchema,
    currentEmail: z.string().trim().max(254).default(""),
    password: z.string().max(256).default(""),
  })
  .superRefine((value, ctx) => {
    if (value.email && emailChanged(value) && value.password.length === 0) {
      ctx.addIssue({ code: "custom", path: ["password"], message: "currentPasswordForEmail" satisfies FormMessage });
    }
  });
export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileValues = z.output<typeof profileSchema>;

export function emailChanged(value: { email: string; currentEmail: string }): boolean {
  return value.email.toLowerCase() !== value.currentEmail.trim().toLowerCase();
}

export const phoneFormSchema = z.object({ phone_number: phoneSchema });
export type PhoneInput = z.input<typeof phoneFormSchema>;

export const passwordFormSchema = z
  .object({
    currentPassword: z.string(msg("required")).min(1, msg("required")).max(256, msg("tooLong")),
    newPassword: newPasswordSchema,
    confirmPassword: z.string(msg("required")).min(1, msg("required")),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ["confirmPassword"], message: "passwordsDontMatch" satisfies FormMessage });
export type PasswordInput = z.input<typeof passwordFormSchema>;

export const newsletterSchema = z.object({ subscribed: z.boolean() });

/** Two capital letters, as Magento's CountryCodeEnum. */
export const countryCodeSchema = z.string().trim().regex(/^[A-Z]{2}$/, msg("required"));

/** Countries where Magento's default configuration lets the postcode be left out. */
export const OPTIONAL_POSTCODE = new Set(["HK", "IE", "MO", "PA", "GB"]);

/**
 * The address form: the four street parts of spec §3, and a region that depends on the country ("Please select a
 * country first"): a region id where the country lists regions (`regionRequired`), free text elsewhere.
 */
export const addressSchema = z
  .object({
    firstname: requiredText(),
    lastname: requiredText(),
    company: optionalText(),
    telephone: z.string(msg("phoneRequired")).trim().min(1, msg("phoneRequired")).max(40, msg("tooLong")).regex(/^[+0-9 ()./-]*$/, msg("phoneInvalid")),
    street: requiredText(),
    apartment: optionalText(),
    neighborhood: optionalText(),
    extra: optionalText(),
    city: requiredText(),
    postcode: optionalText(),
    country_code: z.string().trim().default(""),
    region_id: z.coerce.number().int().min(0).default(0),
    region: optionalText(),
    regionRequired: z.boolean().default(false),
    default_billing: z.boolean().default(false),
    default_shipping: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (!/^[A-Z]{2}$/.test(value.country_code)) {
      ctx.addIssue({ code: "custom", path: ["country_code"], message: "required" satisfies FormMessage });
      if (value.region_id > 0 || value.region) ctx.addIssue({ code: "custom", path: ["region_id"], message: "selectCountryFirst" satisfies FormMessage });
      return;
    }
    if (!value.postcode && !OPTIONAL_POSTCODE.has(value.country_code)) {
      ctx.addIssue({ code: "custom", path: ["postcode"], message: "required" satisfies FormMessage });
    }
    if (value.regionRequired && value.region_id <= 0) {
      ctx.addIssue({ code: "custom", path: ["region_id"], message: "required" satisfies FormMessage });
    }
  });
export type AddressInput = z.input<typeof addressSchema>;
export type AddressValues = z.output<typeof addressSchema>;

export const addressIdSchema = z.number().int().positive();

/** Paging in the query string: a page number from 1, anything else is page 1. */
export function pageParam(value: string | string[] | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value;
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
