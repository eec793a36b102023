import { eq } from "drizzle-orm";
import type { RequestContext } from "../../core/context.ts";
import { GraphQlAlreadyExistsError, GraphQlInputError } from "../../core/errors.ts";
import { requireCaptcha } from "../captcha/verify.ts";
import { accountByEmail, accountByPhone, isValidEmail, normalizeEmail, normalizePhoneNumber } from "../customer/accounts.ts";
import type { CustomerRow } from "../customer/authenticate.ts";
import { checkNewPassword, hashPassword } from "../customer/password.ts";
import { digest, matchesDigest, newSecret } from "../customer/secrets.ts";
import { customers } from "../customer/tables.ts";
import { setCustomerSubscription } from "../newsletter/service.ts";
import { profileChanges, requireFields, type ProfileInput } from "./input.ts";
import { accountLink, accountMail, STOREFRONT_PATHS } from "./mails.ts";

type Ctx = RequestContext;

export const DUPLICATE_EMAIL = "A customer with the same email address already exists in an associated website.";
export const DUPLICATE_PHONE = "A customer with the same phone number already exists in an associated website.";
export const INVALID_PHONE = "Enter the phone number in international format, e.g. +447700900123.";
const INVALID_CONFIRMATION = "The confirmation token is invalid. Verify the token and try again.";

export interface RegistrationInput extends ProfileInput {
  email?: string | null;
  password?: string | null;
  is_subscribed?: boolean | null;
  phone_number?: string | null;
}

/** A valid, normalised e-mail address, or Magento's message. */
export function checkedEmail(raw: string): string {
  const email = normalizeEmail(raw);
  if (!isValidEmail(email)) throw new GraphQlInputError(`"${raw.trim()}" is not a valid email address.`);
  return email;
}

/** A valid E.164 phone number not used by another account of the website. */
export async function checkedPhoneNumber(ctx: Pick<Ctx, "db" | "store">, raw: string, ownerId: number | null): Promise<string> {
  const phone = normalizePhoneNumber(raw);
  if (!phone) throw new GraphQlInputError(INVALID_PHONE);
  const holder = await accountByPhone(ctx, phone);
  if (holder && holder.id !== ownerId) throw new GraphQlAlreadyExistsError(DUPLICATE_PHONE);
  return phone;
}

/**
 * Rethrows a unique-index violation (a concurrent registration or change to the same address or number, which the
 * checks before the write could not see) as Magento's "already exists", anything else as it is.
 */
export function rethrowDuplicate(error: unknown): never {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string; constraint?: string });
  if (cause?.code !== "23505") throw error;
  throw new GraphQlAlreadyExistsError(cause.constraint?.includes("phone") ? DUPLICATE_PHONE : DUPLICATE_EMAIL);
}

/**
 * createCustomerV2 / createCustomer: a new account in the store view's website. With account confirmation on, it
 * gets a confirmation key (e-mailed, stored as a digest) and cannot sign in until the link is followed; otherwise
 * the welcome e-mail goes out at once. Without a password the account can sign in only after a password reset.
 */
export async function register(ctx: Ctx, input: RegistrationInput): Promise<CustomerRow> {
  await requireCaptcha(ctx);
  requireFields([["First Name", input.firstname?.trim()], ["Last Name", input.lastname?.trim()], ["Email", input.email?.trim()]]);
  const email = checkedEmail(input.email!);
  const profile = profileChanges(input, ctx.now);
  const password = input.password ?? null;
  if (password !== null) checkNewPassword(password, email);
  if (await accountByEmail(ctx, email)) throw new GraphQlAlreadyExistsError(DUPLICATE_EMAIL);
  const phoneNumber = input.phone_number?.trim() ? await checkedPhoneNumber(ctx, input.phone_number, null) : null;

  const confirmationKey = ctx.store.createAccountConfirmation ? newSecret() : null;
  let account: CustomerRow;
  try {
    [account] = (await ctx.db.insert(customers).values({
      ...profile,
      firstname: profile.firstname!,
      lastname: profile.lastname!,
      websiteCode: ctx.store.websiteCode,
      email,
      phoneNumber,
      passwordHash: await hashPassword(password ?? newSecret()),
      confirmationToken: confirmationKey ? digest(confirmationKey) : null,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    }).returning()) as [CustomerRow];
  } catch (error) {
    rethrowDuplicate(error);
  }

  if (input.is_subscribed) await setCustomerSubscription(ctx, account, true);
  await ctx.mail.send(ctx.db, confirmationKey
    ? accountMail("account-confirmation", account, ctx.site, ctx.store,
      accountLink(ctx.site, STOREFRONT_PATHS.confirmAccount, { email, key: confirmationKey }))
    : accountMail("welcome", account, ctx.site, ctx.store, accountLink(ctx.site, STOREFRONT_PATHS.account)));
  return account;
}

/** Whether an account still waits for its e-mail confirmation (and so may not sign in). */
export const awaitsConfirmation = (account: CustomerRow) => account.confirmationToken !== null && account.confirmedAt === null;

/**
 * confirmEmail: the key of the e-mailed link activates the account (Magento's messages). Unknown addresses and wrong
 * keys answer alike; "already active" needs the right key, so neither tells whether an address has an account.
 */
export async function confirmAccount(ctx: Ctx, rawEmail: string, key: string): Promise<CustomerRow> {
  const email = normalizeEmail(rawEmail);
  if (!isValidEmail(email)) throw new GraphQlInputError("Email is invalid");
  const account = await accountByEmail(ctx, email);
  if (!account || !matchesDigest(key, account.confirmationToken)) throw new GraphQlInputError(INVALID_CONFIRMATION);
  if (account.confirmedAt) throw new GraphQlInputError("The account is already active.");
  const [confirmed] = await ctx.db.update(customers).set({ confirmedAt: ctx.now, updatedAt: ctx.now })
    .where(eq(customers.id, account.id)).returning();
  await ctx.mail.send(ctx.db, accountMail("welcome", account, ctx.site, ctx.store, accountLink(ctx.site, STOREFRONT_PATHS.account)));
  return confirmed!;
}

/**
 * resendConfirmationEmail: a new key (the old link stops working) for an account waiting for confirmation. The
 * answer is true for any valid address, so it does not reveal which have accounts.
 */
export async function resendConfirmation(ctx: Ctx, rawEmail: string): Promise<boolean> {
  await requireCaptcha(ctx);
  const email = checkedEmail(rawEmail);
  const account = await accountByEmail(ctx, email);
  if (!account || !awaitsConfirmation(account)) return true;
  const key = newSecret();
  await ctx.db.update(customers).set({ confirmationToken: digest(key), updatedAt: ctx.now }).where(eq(customers.id, account.id));
  await ctx.mail.send(ctx.db, accountMail("account-confirmation", account, ctx.site, ctx.store,
    accountLink(ctx.site, STOREFRONT_PATHS.confirmAccount, { email, key })));
  return true;
}
