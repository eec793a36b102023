import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountBackend, linkParams, PASSWORD, SIGN_IN, uniqueEmail, type AccountBackend } from "../../test/account-backend.ts";
import { customers } from "../customer/tables.ts";

const REQUEST = "mutation($email: String!) { requestPasswordResetEmail(email: $email) }";
const RESET = `mutation($email: String!, $token: String!, $password: String!) {
  resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password)
}`;
const ME = "{ customer { email } }";
const MISMATCHED = "The password token is mismatched. Reset and try again.";

let b: AccountBackend;
beforeAll(async () => {
  b = await accountBackend();
});
afterAll(() => b.close());

/** Asks for a reset and reads the token out of the e-mailed link. */
async function requestToken(email: string, opts: { language?: string } = {}): Promise<{ token: string; link: string; subject: string }> {
  expect(await b.data(REQUEST, { email }, { captcha: true, ...opts })).toEqual({ requestPasswordResetEmail: true });
  const mail = (await b.outbox()).find((m) => m.toAddress === email && m.kind === "password-reset")!;
  const link = mail.textBody.match(/https?:\/\/\S+/)![0];
  return { token: linkParams(link).token!, link, subject: mail.subject };
}

const reset = (email: string, token: string, password: string) => b.call(RESET, { email, token, password }, { captcha: true });

describe("password reset request", () => {
  it("e-mails a link to the site's new-password page with a 256-bit token stored as a digest", async () => {
    const customer = await b.newCustomer();
    const { token, link, subject } = await requestToken(customer.email, { language: "zh-CN" });
    expect(subject).toMatch(/^重置您的/);
    expect(link.split("?")[0]).toBe("http://localhost:3000/cn/user/resetpassword");
    expect(linkParams(link).email).toBe(customer.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await b.database.db.select().from(customers).where(eq(customers.email, customer.email));
    expect(row!.passwordResetToken).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.passwordResetExpiresAt!.getTime() - b.clock.now.getTime()).toBe(3_600_000);
  });

  it("answers true for an address without an account, and sends nothing", async () => {
    const before = (await b.outbox()).length;
    expect(await b.data(REQUEST, { email: uniqueEmail("nobody") }, { captcha: true })).toEqual({ requestPasswordResetEmail: true });
    expect((await b.outbox()).length).toBe(before);
  });

  it("refuses an empty or malformed address with Magento's messages", async () => {
    expect(await b.error(REQUEST, { email: " " }, { captcha: true })).toEqual({ message: "You must specify an email address.", category: "graphql-input" });
    expect(await b.error(REQUEST, { email: "a@b" }, { captcha: true })).toEqual({ message: "The email address has an invalid format.", category: "graphql-input" });
  });
});

describe("resetPassword", () => {
  it("sets the new password once, signs every device out and lifts a lock", async () => {
    const customer = await b.newCustomer();
    for (let i = 0; i < 10; i++) await b.call(SIGN_IN, { email: customer.email, password: "Wrong-pass1" }, { captcha: true });
    const { token } = await requestToken(customer.email);
    expect(await b.data(RESET, { email: customer.email, token, password: "Fresh-pass9" }, { captcha: true })).toEqual({ resetPassword: true });
    expect((await b.error(ME, undefined, { token: customer.token })).category).toBe("graphql-authorization");
    expect((await reset(customer.email, token, "Other-pass9")).errors?.[0].message).toBe(MISMATCHED);
    expect((await b.call(SIGN_IN, { email: customer.email, password: PASSWORD }, { captcha: true })).errors).toBeDefined();
    expect((await b.data(SIGN_IN, { email: customer.email, password: "Fresh-pass9" }, { captcha: true })).generateCustomerToken.token).toBeTruthy();
  });

  it("expires after an hour, and a newer request replaces the older token", async () => {
    const customer = await b.newCustomer();
    const first = await requestToken(customer.email);
    const second = await requestToken(customer.email);
    expect((await reset(customer.email, first.token, "Fresh-pass9")).errors?.[0].message).toBe(MISMATCHED);
    b.clock.advance(3_600);
    expect(await b.error(RESET, { email: customer.email, token: second.token, password: "Fresh-pass9" }, { captcha: true }))
      .toEqual({ message: "The password token is expired. Reset and try again.", category: "graphql-input" });
    const third = await requestToken(customer.email);
    b.clock.advance(3_599);
    expect((await reset(customer.email, third.token, "Fresh-pass9")).data).toEqual({ resetPassword: true });
  });

  it("answers a wrong token and an unknown address alike, and checks the new password's rules", async () => {
    const customer = await b.newCustomer();
    const { token } = await requestToken(customer.email);
    const cases: [string, string, string, string][] = [
      [customer.email, `${token.slice(0, -2)}AA`, "Fresh-pass9", MISMATCHED],
      [uniqueEmail("nobody"), token, "Fresh-pass9", MISMATCHED],
      [customer.email, token, "short", "The password needs at least 8 characters. Create a new password and try again."],
      ["", token, "Fresh-pass9", "You must specify an email address."],
      ["nope", token, "Fresh-pass9", "The email address has an invalid format."],
      [customer.email, "", "Fresh-pass9", "resetPasswordToken must be specified"],
      [customer.email, token, "", "newPassword must be specified"],
    ];
    for (const [email, resetToken, password, message] of cases) {
      expect(await b.error(RESET, { email, token: resetToken, password }, { captcha: true }), message).toEqual({ message, category: "graphql-input" });
    }
    // None of those used the token up.
    expect((await reset(customer.email, token, "Fresh-pass9")).data).toEqual({ resetPassword: true });
  });
});
