import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accountBackend, CONFIRM, linkParams, PASSWORD, REGISTER, SIGN_IN, uniqueEmail, type AccountBackend,
} from "../../test/account-backend.ts";
import { startLocalSmtp, type LocalSmtp } from "../../test/smtp.ts";
import { customers } from "../customer/tables.ts";
import { smtpSender } from "../mail/senders.ts";
import { newsletterSubscribers } from "../newsletter/tables.ts";
import { stores } from "../store/tables.ts";

const LEGACY_REGISTER = "mutation($input: CustomerInput!) { createCustomer(input: $input) { customer { email firstname } } }";
const RESEND = "mutation($email: String!) { resendConfirmationEmail(email: $email) }";
const ME = "{ customer { email firstname middlename lastname prefix suffix gender taxvat date_of_birth dob is_subscribed phone_number confirmation_status } }";

let smtp: LocalSmtp;
let b: AccountBackend;
const errors: string[] = [];
const sender = () => smtpSender({ url: smtp.url, from: "Maison <no-reply@example.com>", onError: (m) => errors.push(m) });
let mail: ReturnType<typeof sender>;

beforeAll(async () => {
  smtp = await startLocalSmtp();
  mail = sender();
  b = await accountBackend({ mail });
});
afterAll(async () => {
  await b.close();
  await mail.settled();
  await smtp.close();
  expect(errors).toEqual([]);
});

const input = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail(), firstname: "Ada", lastname: "Lovelace", password: PASSWORD, ...overrides,
});
const register = (values: Record<string, unknown>, opts = {}) => b.call(REGISTER, { input: values }, { captcha: true, ...opts });
const mailTo = (email: string, subject: RegExp) => smtp.waitFor((m) => m.to.includes(email) && subject.test(m.subject));

describe("registration with account confirmation (the seeded setting)", () => {
  it("says so in storeConfig under both names", async () => {
    expect((await b.data("{ storeConfig { create_account_confirmation customer_create_account_confirm } }")).storeConfig)
      .toEqual({ create_account_confirmation: true, customer_create_account_confirm: true });
  });

  it("signs in only after the e-mailed link is followed; the link works once, then says the account is active", async () => {
    const values = input({ firstname: "Mary", middlename: "W", prefix: "Dr", suffix: "Jr", gender: 2, taxvat: "GB123", date_of_birth: "1990-01-31" });
    const created = await register(values);
    expect(created).toEqual({
      data: { createCustomerV2: { customer: { email: values.email, firstname: "Mary", lastname: "Lovelace", is_subscribed: false } } },
    });
    expect(await b.error(SIGN_IN, { email: values.email, password: PASSWORD }, { captcha: true }))
      .toEqual({ message: "This account isn't confirmed. Verify and try again.", category: "graphql-authentication" });

    const confirmation = await mailTo(values.email, /^Confirm your Maison/);
    expect(confirmation.text).toContain("Hello Mary,");
    expect(confirmation.html).toContain(`href="${confirmation.links[0]!.replaceAll("&", "&amp;")}"`);
    const link = new URL(confirmation.links[0]!);
    expect(`${link.origin}${link.pathname}`).toBe("http://localhost:3000/user/confirm");
    const { email, key } = linkParams(link.href);
    expect(email).toBe(values.email);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await b.database.db.select().from(customers).where(eq(customers.email, values.email));
    expect(row!.confirmationToken).not.toContain(key);

    expect(await b.error(CONFIRM, { email, key: `${key!.slice(0, -1)}x` }))
      .toEqual({ message: "The confirmation token is invalid. Verify the token and try again.", category: "graphql-input" });
    expect(await b.error(CONFIRM, { email: uniqueEmail(), key }))
      .toEqual({ message: "The confirmation token is invalid. Verify the token and try again.", category: "graphql-input" });
    expect(await b.error(CONFIRM, { email: "not an address", key })).toEqual({ message: "Email is invalid", category: "graphql-input" });
    expect((await b.data(CONFIRM, { email, key })).confirmEmail.customer).toEqual({ email, confirmation_status: "ACCOUNT_CONFIRMED" });
    expect(await b.error(CONFIRM, { email, key })).toEqual({ message: "The account is already active.", category: "graphql-input" });

    const welcome = await mailTo(values.email, /^Welcome to Maison/);
    expect(welcome.links).toEqual(["http://localhost:3000/account/overview"]);
    const { token } = (await b.data(SIGN_IN, { email, password: PASSWORD }, { captcha: true })).generateCustomerToken;
    expect((await b.data(ME, undefined, { token })).customer).toEqual({
      email: values.email, firstname: "Mary", middlename: "W", lastname: "Lovelace", prefix: "Dr", suffix: "Jr", gender: 2,
      taxvat: "GB123", date_of_birth: "1990-01-31", dob: "1990-01-31", is_subscribed: false, phone_number: null,
      confirmation_status: "ACCOUNT_CONFIRMED",
    });
  });

  it("writes each site's e-mails in its language, linking to its pages", async () => {
    const cases = [
      { store: undefined, language: "zh-CN,zh;q=0.9,en;q=0.5", subject: /^请确认您的/, page: "http://localhost:3000/cn/user/confirm" },
      { store: "uus_2", language: undefined, subject: /^Confirm your/, page: "http://localhost:3000/us/user/confirm" },
      { store: "mx_website_store_view", language: "es-MX", subject: /^Confirma tu cuenta/, page: "http://localhost:3000/mex/user/confirm" },
      { store: undefined, language: "fr-FR, en-GB;q=0.8", subject: /^Confirm your/, page: "http://localhost:3000/user/confirm" },
    ];
    for (const c of cases) {
      const values = input();
      await b.data(REGISTER, { input: values }, { store: c.store, language: c.language, captcha: true });
      const message = await mailTo(values.email, c.subject);
      expect(message.links[0]!.split("?")[0], c.language ?? c.store).toBe(c.page);
    }
  });

  it("sends the confirmation again with a new key on request, and answers true for any address", async () => {
    const values = input();
    await register(values);
    const first = linkParams((await mailTo(values.email, /^Confirm/)).links[0]!);
    expect(await b.data(RESEND, { email: values.email }, { captcha: true })).toEqual({ resendConfirmationEmail: true });
    await smtp.waitFor((m) => m.to.includes(values.email) && /^Confirm/.test(m.subject) && !m.text.includes(first.key!));
    const second = linkParams(smtp.messages.filter((m) => m.to.includes(values.email)).at(-1)!.links[0]!);
    expect(second.key).not.toBe(first.key);
    expect((await b.error(CONFIRM, { email: values.email, key: first.key })).message).toMatch(/token is invalid/);
    expect((await b.data(CONFIRM, { email: values.email, key: second.key })).confirmEmail.customer.email).toBe(values.email);
    await mailTo(values.email, /^Welcome/);
    const sent = smtp.messages.length;
    // A confirmed account and an unknown address: the same answer, and no e-mail.
    expect(await b.data(RESEND, { email: values.email }, { captcha: true })).toEqual({ resendConfirmationEmail: true });
    expect(await b.data(RESEND, { email: uniqueEmail() }, { captcha: true })).toEqual({ resendConfirmationEmail: true });
    await mail.settled();
    expect(smtp.messages.length).toBe(sent);
  });
});

describe("registration without account confirmation", () => {
  it("signs in at once and sends the welcome e-mail", async () => {
    await b.database.db.update(stores).set({ createAccountConfirmation: false }).where(eq(stores.code, "uus_2"));
    b.app.stores.invalidate();
    try {
      expect((await b.data("{ storeConfig { create_account_confirmation } }", undefined, { store: "uus_2" })).storeConfig)
        .toEqual({ create_account_confirmation: false });
      const values = input();
      await b.data(REGISTER, { input: values }, { store: "uus_2", captcha: true });
      const welcome = await mailTo(values.email, /^Welcome to Maison/);
      expect(welcome.links).toEqual(["http://localhost:3000/us/account/overview"]);
      const signedIn = await b.data(SIGN_IN, { email: values.email, password: PASSWORD }, { store: "uus_2", captcha: true });
      const me = await b.data(ME, undefined, { store: "uus_2", token: signedIn.generateCustomerToken.token });
      expect(me.customer.confirmation_status).toBe("ACCOUNT_CONFIRMATION_NOT_REQUIRED");
    } finally {
      await b.database.db.update(stores).set({ createAccountConfirmation: true }).where(eq(stores.code, "uus_2"));
      b.app.stores.invalidate();
    }
  });
});

describe("registration checks", () => {
  it("refuses an address or phone number another account of the website has, in any letter case", async () => {
    const values = input({ phone_number: "+447700900555" });
    await register(values);
    for (const duplicate of [{ email: values.email }, { email: values.email.toUpperCase() }]) {
      expect((await register(input(duplicate))).errors?.[0]).toMatchObject({
        message: "A customer with the same email address already exists in an associated website.",
        extensions: { category: "graphql-already-exists" },
      });
    }
    expect((await register(input({ phone_number: "+44 7700 900555" }))).errors?.[0]).toMatchObject({
      message: "A customer with the same phone number already exists in an associated website.",
      extensions: { category: "graphql-already-exists" },
    });
    // Accounts belong to a website: the us site has its own.
    expect((await register(input({ email: values.email }), { store: "uus_2" })).errors).toBeUndefined();
  });

  it("applies Magento's password rules with its messages", async () => {
    const email = uniqueEmail();
    const cases: [string, string][] = [
      ["Short1!", "The password needs at least 8 characters. Create a new password and try again."],
      ["alllowercase", "Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters."],
      ["lower-and-symbols", "Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters."],
      [" Secret-pass1", "The password can't begin or end with a space. Verify the password and try again."],
      [`Aa1-${"x".repeat(253)}`, "Please enter a password with at most 256 characters."],
      [email.toUpperCase(), "The password can't be the same as the email address. Create a new password and try again."],
    ];
    for (const [password, message] of cases) {
      expect((await register(input({ email, password }))).errors?.[0], password).toMatchObject({ message, extensions: { category: "graphql-input" } });
    }
    for (const password of ["lower-UPPER", "lower123!", "Ünïcødé-Pass", "Secret-pass1"]) {
      expect((await register(input({ password }))).errors, password).toBeUndefined();
    }
  });

  it("checks the personal fields with Magento's messages", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ firstname: " ", lastname: "" }, "Required parameters are missing: First Name, Last Name"],
      [{ email: "" }, "Required parameters are missing: Email"],
      [{ email: "ada@" }, '"ada@" is not a valid email address.'],
      [{ firstname: "<script>" }, "First Name is not valid!"],
      [{ lastname: "Love\nlace" }, "Last Name is not valid!"],
      [{ gender: 7 }, '"7" is not a valid gender value.'],
      [{ date_of_birth: "31/01/1990" }, "The Date of Birth must be a past date in the format YYYY-MM-DD."],
      [{ date_of_birth: "1990-02-30" }, "The Date of Birth must be a past date in the format YYYY-MM-DD."],
      [{ date_of_birth: "2999-01-01" }, "The Date of Birth must be a past date in the format YYYY-MM-DD."],
      [{ prefix: "x".repeat(41) }, "Name Prefix must be at most 40 characters long."],
      [{ phone_number: "12345" }, "Enter the phone number in international format, e.g. +447700900123."],
    ];
    for (const [values, message] of cases) {
      expect((await register(input(values))).errors?.[0], message).toMatchObject({ message, extensions: { category: "graphql-input" } });
    }
    const count = await b.database.db.$count(customers);
    expect((await register(input({ gender: 7 }))).errors).toBeDefined();
    expect(await b.database.db.$count(customers)).toBe(count);
  });

  it("serves the legacy createCustomer with the same rules", async () => {
    const values = input();
    expect(await b.data(LEGACY_REGISTER, { input: values }, { captcha: true }))
      .toEqual({ createCustomer: { customer: { email: values.email, firstname: "Ada" } } });
    expect((await b.call(LEGACY_REGISTER, { input: { firstname: "Ada" } }, { captcha: true })).errors?.[0].message)
      .toBe("Required parameters are missing: Last Name, Email");
  });

  it("subscribes the new customer to the newsletter when asked, taking over a guest subscription of the address", async () => {
    const email = uniqueEmail();
    await b.data("mutation($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }", { email });
    await b.data(REGISTER, { input: input({ email, is_subscribed: true }) }, { captcha: true });
    const rows = await b.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    const [account] = await b.database.db.select().from(customers).where(eq(customers.email, email));
    expect(rows.map((r) => [r.storeCode, r.status, r.customerId])).toEqual([["default", "SUBSCRIBED", account!.id]]);
  });
});
