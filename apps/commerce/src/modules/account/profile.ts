import { eq } from "drizzle-orm";
import type { RequestContext } from "../../core/context.ts";
import { GraphQlAlreadyExistsError, GraphQlAuthenticationError, GraphQlInputError } from "../../core/errors.ts";
import { accountByEmail, currentCustomer } from "../customer/accounts.ts";
import { checkPassword, type CustomerRow } from "../customer/authenticate.ts";
import { checkNewPassword, hashPassword } from "../customer/password.ts";
import { customers } from "../customer/tables.ts";
import { revokeOtherTokens } from "../customer/tokens.ts";
import { changeSubscriberEmail, setCustomerSubscription } from "../newsletter/service.ts";
import { profileChanges, type ProfileChanges, type ProfileInput } from "./input.ts";
import { checkedEmail, checkedPhoneNumber, DUPLICATE_EMAIL, rethrowDuplicate } from "./registration.ts";

type Ctx = RequestContext;

async function save(ctx: Ctx, account: CustomerRow, changes: Partial<CustomerRow>): Promise<CustomerRow> {
  const [row] = await ctx.db.update(customers).set({ ...changes, updatedAt: ctx.now }).where(eq(customers.id, account.id))
    .returning().catch(rethrowDuplicate);
  return row!;
}

/** The current password of a signed-in customer, checked with the sign-in lockout (Magento's CheckCustomerPassword). */
async function requireCurrentPassword(ctx: Ctx, account: CustomerRow, password: string): Promise<void> {
  const result = await checkPassword(ctx, account, password);
  if (result === "locked") throw new GraphQlAuthenticationError("The account is locked.");
  if (result === "wrong") throw new GraphQlAuthenticationError("Invalid login or password.");
}

/** updateCustomerV2: personal fields and the newsletter subscription of the request's store view. */
export async function updateProfile(ctx: Ctx, input: ProfileInput & { is_subscribed?: boolean | null }): Promise<CustomerRow> {
  const account = await currentCustomer(ctx);
  const entries = Object.values(input).filter((v) => v !== undefined);
  if (entries.length === 0) throw new GraphQlInputError('"input" value should be specified');
  const changes: ProfileChanges = profileChanges(input, ctx.now);
  const saved = Object.keys(changes).length ? await save(ctx, account, changes) : account;
  if (input.is_subscribed !== undefined && input.is_subscribed !== null) {
    await setCustomerSubscription(ctx, saved, input.is_subscribed);
  }
  return saved;
}

/**
 * updateCustomer, the deprecated form: the personal fields are checked first, so that a refused field changes
 * nothing; a new e-mail address then needs the current password, as in updateCustomerEmail.
 */
export async function updateLegacy(
  ctx: Ctx, input: ProfileInput & { is_subscribed?: boolean | null; email?: string | null; password?: string | null },
): Promise<CustomerRow> {
  const { email, password, ...profile } = input;
  if (Object.values(input).every((v) => v === undefined)) throw new GraphQlInputError('"input" value should be specified');
  profileChanges(profile, ctx.now);
  const account = email ? await updateEmail(ctx, email, password ?? "") : await currentCustomer(ctx);
  if (!Object.values(profile).some((v) => v !== undefined)) return account;
  return updateProfile(ctx, profile);
}

/** updateCustomerEmail: a new address needs the current password; the newsletter subscriptions follow it. */
export async function updateEmail(ctx: Ctx, rawEmail: string, password: string): Promise<CustomerRow> {
  const account = await currentCustomer(ctx);
  const email = checkedEmail(rawEmail);
  if (email === account.email) return account;
  if (!password) throw new GraphQlInputError('Provide the current "password" to change "email".');
  await requireCurrentPassword(ctx, account, password);
  const holder = await accountByEmail(ctx, email);
  if (holder) throw new GraphQlAlreadyExistsError(DUPLICATE_EMAIL);
  const saved = await save(ctx, account, { email });
  await changeSubscriberEmail(ctx, account.id, email);
  return saved;
}

/** changeCustomerPassword: the device that changes it stays signed in, every other token is revoked. */
export async function changePassword(ctx: Ctx, currentPassword: string, newPassword: string): Promise<CustomerRow> {
  const account = await currentCustomer(ctx);
  if (!currentPassword) throw new GraphQlInputError('Specify the "currentPassword" value.');
  if (!newPassword) throw new GraphQlInputError('Specify the "newPassword" value.');
  await requireCurrentPassword(ctx, account, currentPassword);
  checkNewPassword(newPassword, account.email);
  const saved = await save(ctx, account, { passwordHash: await hashPassword(newPassword) });
  await revokeOtherTokens(ctx, account.id, ctx.token);
  return saved;
}

/** updateCustomerPhoneNumber. */
export async function updatePhoneNumber(ctx: Ctx, raw: string): Promise<CustomerRow> {
  const account = await currentCustomer(ctx);
  if (!raw.trim()) throw new GraphQlInputError('Specify the "phone_number" value.');
  const phoneNumber = await checkedPhoneNumber(ctx, raw, account.id);
  return phoneNumber === account.phoneNumber ? account : save(ctx, account, { phoneNumber });
}
