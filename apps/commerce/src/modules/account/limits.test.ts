import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCommerceApp } from "../../server/app.ts";
import { graphqlRequest } from "../../server/test-fixture.ts";
import { accountBackend, PASSWORD, SIGN_IN, uniqueEmail, type AccountBackend } from "../../test/account-backend.ts";

const FAILED = "The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.";
const REQUEST = "mutation($email: String!) { requestPasswordResetEmail(email: $email) }";

let b: AccountBackend;
beforeAll(async () => {
  b = await accountBackend({
    rateLimits: { signInFailures: { limit: 3, windowSeconds: 600 }, passwordResets: { limit: 2, windowSeconds: 3_600 } },
  });
});
afterAll(() => b.close());

const signIn = (email: string, password: string, client: string) =>
  b.call(SIGN_IN, { email, password }, { captcha: true, client });
const outcome = (body: { data?: any; errors?: any[] }) => body.errors?.[0]?.message ?? (body.data.generateCustomerToken.token ? "ok" : "none");

describe("failed sign-ins per client address", () => {
  it("stop a client after its failures, whatever accounts it tried, until the window ends; others sign in", async () => {
    const customer = await b.newCustomer();
    const [attacker, neighbour] = ["203.0.113.7", "203.0.113.8"];
    for (let i = 0; i < 3; i++) expect(outcome(await signIn(uniqueEmail("guess"), PASSWORD, attacker))).toBe(FAILED);
    expect(outcome(await signIn(customer.email, PASSWORD, attacker))).toBe(FAILED);
    expect(outcome(await signIn(customer.email, PASSWORD, neighbour))).toBe("ok");
    b.clock.advance(600);
    expect(outcome(await signIn(customer.email, PASSWORD, attacker))).toBe("ok");
  });

  it("do not count successful sign-ins", async () => {
    const customer = await b.newCustomer();
    for (let i = 0; i < 5; i++) expect(outcome(await signIn(customer.email, PASSWORD, "198.51.100.20"))).toBe("ok");
  });

  it("count an IPv6 client by its /64 network", async () => {
    const customer = await b.newCustomer();
    for (let i = 1; i <= 3; i++) await signIn(uniqueEmail("guess"), PASSWORD, `2001:db8:7:7::${i}`);
    expect(outcome(await signIn(customer.email, PASSWORD, "2001:db8:7:7::ffff"))).toBe(FAILED);
    expect(outcome(await signIn(customer.email, PASSWORD, "2001:db8:7:8::1"))).toBe("ok");
  });
});

describe("state shared by backend instances", () => {
  const other = () => createCommerceApp({
    database: b.database, production: false, clock: () => b.clock.now,
    captcha: { altchaHmacKey: "test-altcha-key-0123456789abcdef0123456789", recaptcha: {}, recaptchaVerifyUrl: "http://127.0.0.1:9/", recaptchaMinScore: 0.5 },
    rateLimits: { signInFailures: { limit: 3, windowSeconds: 600 } },
    logger: { info() {}, warn() {}, error() {} },
  });
  /** A sign-in through another instance on the same database, for a client the storefront forwards. */
  const viaOther = async (app: ReturnType<typeof other>, email: string, password: string, client: string) => {
    const headers = { "x-recaptcha": await b.solveCaptcha(), "x-forwarded-for": client };
    const response = await app.fetch(graphqlRequest(SIGN_IN, { email, password }, { headers }), { remoteAddress: "127.0.0.1" });
    return outcome(await response.json());
  };

  it("locks an account in its row, so every instance refuses it", async () => {
    const second = other();
    const customer = await b.newCustomer();
    // Five failures on each instance, from clients the per-client limit does not stop.
    for (let i = 0; i < 5; i++) {
      expect(outcome(await signIn(customer.email, "Wrong-pass1", `192.0.2.${i + 1}`))).toBe(FAILED);
      expect(await viaOther(second, customer.email, "Wrong-pass1", `192.0.2.${i + 101}`)).toBe(FAILED);
    }
    expect(await viaOther(second, customer.email, PASSWORD, "192.0.2.200")).toBe(FAILED);
    expect(outcome(await signIn(customer.email, PASSWORD, "192.0.2.201"))).toBe(FAILED);
    b.clock.advance(601);
    expect(await viaOther(second, customer.email, PASSWORD, "192.0.2.202")).toBe("ok");
  });

  it("counts a client's failures in one place for every instance", async () => {
    const second = other();
    const customer = await b.newCustomer();
    const client = "198.51.100.77";
    expect(outcome(await signIn(uniqueEmail("guess"), PASSWORD, client))).toBe(FAILED);
    expect(await viaOther(second, uniqueEmail("guess"), PASSWORD, client)).toBe(FAILED);
    expect(outcome(await signIn(uniqueEmail("guess"), PASSWORD, client))).toBe(FAILED);
    expect(await viaOther(second, customer.email, PASSWORD, client)).toBe(FAILED);
    expect(outcome(await signIn(customer.email, PASSWORD, client))).toBe(FAILED);
  });
});

describe("password reset e-mails", () => {
  it("are limited per e-mail address, whichever clients ask", async () => {
    const customer = await b.newCustomer();
    expect((await b.call(REQUEST, { email: customer.email }, { captcha: true, client: "198.51.100.31" })).errors).toBeUndefined();
    expect((await b.call(REQUEST, { email: customer.email }, { captcha: true, client: "198.51.100.32" })).errors).toBeUndefined();
    expect(await b.error(REQUEST, { email: customer.email }, { captcha: true, client: "198.51.100.33" })).toEqual({
      message: "We received too many requests for password resets. Please wait and try again in 60 minutes.",
      category: "graphql-input",
    });
  });

  it("are limited per client address, whatever addresses it asks for, with or without an account", async () => {
    const client = "198.51.100.40";
    expect((await b.call(REQUEST, { email: uniqueEmail() }, { captcha: true, client })).errors).toBeUndefined();
    expect((await b.call(REQUEST, { email: uniqueEmail() }, { captcha: true, client })).errors).toBeUndefined();
    expect((await b.error(REQUEST, { email: uniqueEmail() }, { captcha: true, client })).message).toMatch(/^We received too many requests/);
  });
});
