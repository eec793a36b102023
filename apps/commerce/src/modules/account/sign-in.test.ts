import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { accountBackend, PASSWORD, SIGN_IN, uniqueEmail, type AccountBackend } from "../../test/account-backend.ts";
import { customers, customerTokens } from "../customer/tables.ts";
import { verifyPassword } from "../customer/password.ts";
import { DEMO_CUSTOMER, DEMO_PASSWORD } from "../../seed/customers.ts";

// The password module as it is, with its verify function watched: unknown accounts must cost a verification too.
vi.mock("../customer/password.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("../customer/password.ts")>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

const FAILED = "The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.";
const PHONE_SIGN_IN = `mutation($phone: String!, $password: String!) {
  signinWithPhoneNumber(phone_number: $phone, password: $password) { token }
}`;
const ME = "{ customer { email firstname } }";
const REVOKE = "mutation { revokeCustomerToken { result } }";

let b: AccountBackend;
beforeAll(async () => {
  b = await accountBackend();
});
afterAll(() => b.close());

const signIn = (email: string, password: string, opts = {}) => b.call(SIGN_IN, { email, password }, { captcha: true, ...opts });

describe("sign-in by e-mail", () => {
  it("gives a token that reads the customer, and stores only its digest", async () => {
    const customer = await b.newCustomer({ firstname: "Grace" });
    const { generateCustomerToken } = await b.data(SIGN_IN, { email: ` ${customer.email.toUpperCase()} `, password: PASSWORD }, { captcha: true });
    const token: string = generateCustomerToken.token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await b.data(ME, undefined, { token })).customer).toEqual({ email: customer.email, firstname: "Grace" });
    const stored = await b.database.db.select({ id: customerTokens.id }).from(customerTokens);
    expect(stored.some((row) => row.id === token)).toBe(false);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.id))).toBe(true);
  });

  it("signs the seeded demo customer in with the password the README gives", async () => {
    const { generateCustomerToken } = await b.data(SIGN_IN, { email: DEMO_CUSTOMER.email, password: DEMO_PASSWORD }, { captcha: true });
    expect((await b.data(ME, undefined, { token: generateCustomerToken.token })).customer).toEqual({ email: DEMO_CUSTOMER.email, firstname: "Amelia" });
  });

  it("answers an unknown e-mail and a wrong password alike, both after verifying a password hash", async () => {
    const customer = await b.newCustomer();
    const verify = vi.mocked(verifyPassword);
    verify.mockClear();
    const unknown = await signIn(uniqueEmail("nobody"), PASSWORD);
    expect(verify).toHaveBeenCalledTimes(1);
    const wrong = await signIn(customer.email, "Wrong-pass1");
    expect(verify).toHaveBeenCalledTimes(2);
    for (const body of [unknown, wrong]) {
      expect(body.data).toEqual({ generateCustomerToken: null });
      expect(body.errors?.map((e) => ({ message: e.message, category: e.extensions.category })))
        .toEqual([{ message: FAILED, category: "graphql-authentication" }]);
    }
    // The unknown account was checked against a real argon2id hash, not skipped.
    expect(verify.mock.calls[0]![0]).toMatch(/^\$argon2id\$/);
  });

  it("asks for both values with Magento's messages", async () => {
    expect(await b.error(SIGN_IN, { email: " ", password: PASSWORD }, { captcha: true }))
      .toEqual({ message: 'Specify the "email" value.', category: "graphql-input" });
    expect(await b.error(SIGN_IN, { email: "a@example.com", password: "" }, { captcha: true }))
      .toEqual({ message: 'Specify the "password" value.', category: "graphql-input" });
  });

  it("refuses an account of another website", async () => {
    const customer = await b.newCustomer();
    expect(await b.error(SIGN_IN, { email: customer.email, password: PASSWORD }, { store: "uus_2", captcha: true }))
      .toEqual({ message: FAILED, category: "graphql-authentication" });
  });
});

describe("sign-in by phone number", () => {
  it("signs in with the E.164 number however it is typed, and refuses what is not a number", async () => {
    const customer = await b.newCustomer({ phone: "+44 7700 900123" });
    const { signinWithPhoneNumber } = await b.data(PHONE_SIGN_IN, { phone: "+44 (7700) 900-123", password: PASSWORD }, { captcha: true });
    expect((await b.data(ME, undefined, { token: signinWithPhoneNumber.token })).customer.email).toBe(customer.email);
    expect(await b.error(PHONE_SIGN_IN, { phone: "+44 7700 900123", password: "Wrong-pass1" }, { captcha: true }))
      .toEqual({ message: FAILED, category: "graphql-authentication" });
    expect(await b.error(PHONE_SIGN_IN, { phone: "+1 202 555 0100", password: PASSWORD }, { captcha: true }))
      .toEqual({ message: FAILED, category: "graphql-authentication" });
    expect(await b.error(PHONE_SIGN_IN, { phone: "07700 900123", password: PASSWORD }, { captcha: true }))
      .toEqual({ message: "Enter the phone number in international format, e.g. +447700900123.", category: "graphql-input" });
    expect(await b.error(PHONE_SIGN_IN, { phone: "", password: PASSWORD }, { captcha: true }))
      .toEqual({ message: 'Specify the "phone_number" value.', category: "graphql-input" });
  });
});

describe("lockout", () => {
  it("locks an account for 10 minutes after 10 failures, even to the right password, then lets it in", async () => {
    const customer = await b.newCustomer();
    for (let i = 0; i < 10; i++) expect((await signIn(customer.email, `Wrong-pass${i}`)).errors?.[0].message).toBe(FAILED);
    const [row] = await b.database.db.select().from(customers).where(eq(customers.email, customer.email));
    expect(row!.lockedUntil!.getTime() - b.clock.now.getTime()).toBe(600_000);
    expect((await signIn(customer.email, PASSWORD)).errors?.[0].message).toBe(FAILED);
    b.clock.advance(599);
    expect((await signIn(customer.email, PASSWORD)).errors?.[0].message).toBe(FAILED);
    b.clock.advance(2);
    expect((await signIn(customer.email, PASSWORD)).data.generateCustomerToken.token).toBeTruthy();
  });

  it("counts failures by phone number against the same account, and a success clears the count", async () => {
    const customer = await b.newCustomer({ phone: "+52 33 1234 5678" });
    const byPhone = (password: string) => b.call(PHONE_SIGN_IN, { phone: "+523312345678", password }, { captcha: true });
    for (let i = 0; i < 9; i++) await byPhone("Wrong-pass1");
    expect((await byPhone(PASSWORD)).data.signinWithPhoneNumber.token).toBeTruthy();
    for (let i = 0; i < 9; i++) await signIn(customer.email, "Wrong-pass1");
    expect((await signIn(customer.email, PASSWORD)).data.generateCustomerToken.token).toBeTruthy();
    for (let i = 0; i < 10; i++) await byPhone("Wrong-pass1");
    expect((await signIn(customer.email, PASSWORD)).errors?.[0].message).toBe(FAILED);
  });
});

describe("tokens", () => {
  it("expire 172800 s after sign-in, after which customer operations are refused as unauthorized", async () => {
    const { token } = await b.newCustomer();
    b.clock.advance(172_799);
    expect((await b.data(ME, undefined, { token })).customer).toBeTruthy();
    b.clock.advance(1);
    expect(await b.error(ME, undefined, { token }))
      .toEqual({ message: "The current customer isn't authorized.", category: "graphql-authorization" });
  });

  it("are revoked one at a time by revokeCustomerToken", async () => {
    const customer = await b.newCustomer();
    const second = (await b.data(SIGN_IN, { email: customer.email, password: PASSWORD }, { captcha: true })).generateCustomerToken.token;
    expect(await b.data(REVOKE, undefined, { token: customer.token })).toEqual({ revokeCustomerToken: { result: true } });
    expect(await b.error(ME, undefined, { token: customer.token }))
      .toEqual({ message: "The current customer isn't authorized.", category: "graphql-authorization" });
    expect(await b.error(REVOKE, undefined, { token: customer.token }))
      .toEqual({ message: "The current customer isn't authorized.", category: "graphql-authorization" });
    expect((await b.data(ME, undefined, { token: second })).customer.email).toBe(customer.email);
  });

  it("leave guests' reads alone: a stale token on a public query is a guest", async () => {
    expect(await b.data("{ storeConfig { store_code } }", undefined, { token: "x".repeat(43) }))
      .toEqual({ storeConfig: { store_code: "default" } });
  });

  it("read the customer without writing anything", async () => {
    const { token } = await b.newCustomer();
    const before = await b.database.db.select().from(customerTokens);
    await b.data(ME, undefined, { token });
    expect(await b.database.db.select().from(customerTokens)).toEqual(before);
  });
});
