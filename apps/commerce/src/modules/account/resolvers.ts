import type { Resolvers } from "../../core/generated/resolvers.ts";
import { requireCustomerId } from "../../core/current-customer.ts";
import { currentCustomer } from "../customer/accounts.ts";
import type { CustomerRow } from "../customer/authenticate.ts";
import { revokeToken } from "../customer/tokens.ts";
import { isCustomerSubscribed } from "../newsletter/service.ts";
import { requestReset, resetPassword } from "./password-reset.ts";
import { changePassword, updateEmail, updateLegacy, updatePhoneNumber, updateProfile } from "./profile.ts";
import { confirmAccount, register, resendConfirmation } from "./registration.ts";
import { signInWithEmail, signInWithPhone } from "./sign-in.ts";

declare module "../../core/graphql-models.ts" {
  interface GraphQlModels {
    /** The account row; the other modules' Customer fields (addresses, orders …) read its id. */
    Customer: CustomerRow;
  }
}

const output = (customer: CustomerRow) => ({ customer });
/** Magento's default customer group, "General". */
const GENERAL_CUSTOMER_GROUP = 1;

/** Magento's created_at: UTC, `YYYY-MM-DD HH:MM:SS`. */
const magentoTime = (date: Date) => date.toISOString().slice(0, 19).replace("T", " ");

export const resolvers: Resolvers = {
  Query: {
    customer: (_, _a, ctx) => currentCustomer(ctx),
  },
  Mutation: {
    generateCustomerToken: (_, args, ctx) => signInWithEmail(ctx, args.email, args.password),
    signinWithPhoneNumber: (_, args, ctx) => signInWithPhone(ctx, args.phone_number, args.password),
    revokeCustomerToken: async (_, _a, ctx) => ({ result: await revokeToken(ctx, requireCustomerId(ctx), ctx.token!) }),
    createCustomer: async (_, args, ctx) => output(await register(ctx, args.input)),
    createCustomerV2: async (_, args, ctx) => output(await register(ctx, args.input)),
    confirmEmail: async (_, args, ctx) => output(await confirmAccount(ctx, args.input.email, args.input.confirmation_key)),
    resendConfirmationEmail: (_, args, ctx) => resendConfirmation(ctx, args.email),
    updateCustomer: async (_, args, ctx) => output(await updateLegacy(ctx, args.input)),
    updateCustomerV2: async (_, args, ctx) => output(await updateProfile(ctx, args.input)),
    updateCustomerEmail: async (_, args, ctx) => output(await updateEmail(ctx, args.email, args.password)),
    updateCustomerPhoneNumber: async (_, args, ctx) => output(await updatePhoneNumber(ctx, args.phone_number)),
    changeCustomerPassword: (_, args, ctx) => changePassword(ctx, args.currentPassword, args.newPassword),
    requestPasswordResetEmail: (_, args, ctx) => requestReset(ctx, args.email),
    resetPassword: (_, args, ctx) => resetPassword(ctx, args.email, args.resetPasswordToken, args.newPassword),
  },
  Customer: {
    created_at: (c) => magentoTime(c.createdAt),
    allow_remote_shopping_assistance: () => false,
    group_id: () => GENERAL_CUSTOMER_GROUP,
    date_of_birth: (c) => c.dateOfBirth,
    dob: (c) => c.dateOfBirth,
    phone_number: (c) => c.phoneNumber,
    is_subscribed: (c, _a, ctx) => isCustomerSubscribed(ctx, c),
    confirmation_status: (c) => (c.confirmedAt ? "ACCOUNT_CONFIRMED" : "ACCOUNT_CONFIRMATION_NOT_REQUIRED"),
  },
};
