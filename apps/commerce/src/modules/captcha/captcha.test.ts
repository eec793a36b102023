import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountBackend, PASSWORD, uniqueEmail, type AccountBackend } from "../../test/account-backend.ts";
import { captchaAnswers } from "./tables.ts";

const FAILED = "ReCaptcha validation failed, please try again";

/** Every mutation that needs a captcha answer, with arguments that pass its other checks' input validation. */
const PROTECTED: [name: string, query: string, variables: () => Record<string, unknown>][] = [
  ["generateCustomerToken", "mutation($e: String!) { generateCustomerToken(email: $e, password: \"Secret-pass1\") { token } }", () => ({ e: uniqueEmail() })],
  ["signinWithPhoneNumber", "mutation { signinWithPhoneNumber(phone_number: \"+447700900999\", password: \"Secret-pass1\") { token } }", () => ({})],
  ["createCustomerV2", "mutation($e: String!) { createCustomerV2(input: { email: $e, firstname: \"A\", lastname: \"B\", password: \"Secret-pass1\" }) { customer { email } } }", () => ({ e: uniqueEmail() })],
  ["createCustomer", "mutation($e: String!) { createCustomer(input: { email: $e, firstname: \"A\", lastname: \"B\", password: \"Secret-pass1\" }) { customer { email } } }", () => ({ e: uniqueEmail() })],
  ["requestPasswordResetEmail", "mutation($e: String!) { requestPasswordResetEmail(email: $e) }", () => ({ e: uniqueEmail() })],
  ["resetPassword", "mutation($e: String!) { resetPassword(email: $e, resetPasswordToken: \"x\", newPassword: \"Secret-pass1\") }", () => ({ e: uniqueEmail() })],
  ["resendConfirmationEmail", "mutation($e: String!) { resendConfirmationEmail(email: $e) }", () => ({ e: uniqueEmail() })],
];

const captchaError = (body: { errors?: any[] }) => body.errors?.find((e) => e.message === FAILED) ?? null;

describe("ALTCHA (the default, and always on cn)", () => {
  let b: AccountBackend;
  beforeAll(async () => {
    b = await accountBackend();
  });
  afterAll(() => b.close());

  it("says so, and serves signed challenges without storing anything", async () => {
    expect(await b.data("{ captchaConfig { type website_key } }")).toEqual({ captchaConfig: { type: "ALTCHA", website_key: null } });
    const before = await b.database.db.$count(captchaAnswers);
    const { captchaChallenge } = await b.data("{ captchaChallenge { challenge expires_at } }");
    const challenge = JSON.parse(captchaChallenge.challenge);
    expect(challenge).toMatchObject({ parameters: { algorithm: "PBKDF2/SHA-256" }, signature: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(new Date(captchaChallenge.expires_at).getTime()).toBe(Math.floor(b.clock.now.getTime() / 1000) * 1000 + 600_000);
    expect(await b.database.db.$count(captchaAnswers)).toBe(before);
    expect((await b.data("{ recaptchaV3Config { is_enabled website_key forms } }")).recaptchaV3Config)
      .toEqual({ is_enabled: false, website_key: "", forms: [] });
  });

  it.each(PROTECTED)("%s refuses a missing, malformed, forged or reused answer and takes a solved one", async (_name, query, variables) => {
    expect(captchaError(await b.call(query, variables()))).toMatchObject({ extensions: { category: "graphql-input" } });
    expect(captchaError(await b.call(query, variables(), { captcha: "not-a-payload" }))).not.toBeNull();
    const solved = await b.solveCaptcha();
    const payload = JSON.parse(Buffer.from(solved, "base64").toString());
    const key: string = payload.solution.derivedKey;
    const wrongAnswer = { ...payload, solution: { ...payload.solution, derivedKey: `${key.slice(0, -1)}${key.endsWith("0") ? "1" : "0"}` } };
    expect(captchaError(await b.call(query, variables(), { captcha: Buffer.from(JSON.stringify(wrongAnswer)).toString("base64") }))).not.toBeNull();
    const easier = { ...payload, challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, cost: 2 } } };
    expect(captchaError(await b.call(query, variables(), { captcha: Buffer.from(JSON.stringify(easier)).toString("base64") }))).not.toBeNull();
    expect(captchaError(await b.call(query, variables(), { captcha: solved }))).toBeNull();
    expect(captchaError(await b.call(query, variables(), { captcha: solved }))).not.toBeNull();
  });

  it("refuses an answer to a challenge older than 10 minutes", async () => {
    const solved = await b.solveCaptcha();
    b.clock.advance(600);
    expect(captchaError(await b.call(PROTECTED[0]![1], PROTECTED[0]![2](), { captcha: solved }))).not.toBeNull();
  });

  it("uses an answer up per protected field, so aliases cannot share one", async () => {
    const query = `mutation($a: String!, $b: String!) {
      first: requestPasswordResetEmail(email: $a)
      second: requestPasswordResetEmail(email: $b)
    }`;
    const body = await b.call(query, { a: uniqueEmail(), b: uniqueEmail() }, { captcha: true });
    expect(body.data).toEqual({ first: true, second: null });
    expect(body.errors?.map((e) => [e.path[0], e.message])).toEqual([["second", FAILED]]);
  });
});

describe("reCAPTCHA v3 where configured", () => {
  let b: AccountBackend;
  let siteverify: Server;
  const seen: { secret: string | null; response: string | null }[] = [];
  const SCORES: Record<string, number> = { "human-token-0001": 0.9, "human-token-0002": 0.9, "bot-token-0001": 0.1 };
  const KEYS = {
    gb: { siteKey: "gb-site-key-000000000000", secretKey: "gb-secret-key-00000000000" },
    us: { siteKey: "us-site-key-000000000000", secretKey: "us-secret-key-00000000000" },
  };

  beforeAll(async () => {
    // A stand-in for Google's siteverify: form-encoded secret and response in, JSON verdict out.
    siteverify = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => {
        const form = new URLSearchParams(body);
        const token = form.get("response") ?? "";
        seen.push({ secret: form.get("secret"), response: token });
        const known = form.get("secret")?.endsWith("-secret-key-00000000000") && token in SCORES;
        response.setHeader("content-type", "application/json");
        response.end(JSON.stringify(known ? { success: true, score: SCORES[token] } : { success: false, "error-codes": ["invalid-input-response"] }));
      });
    });
    await new Promise<void>((resolve) => siteverify.listen(0, "127.0.0.1", resolve));
    const { port } = siteverify.address() as AddressInfo;
    b = await accountBackend({ captcha: { recaptcha: KEYS, recaptchaVerifyUrl: `http://127.0.0.1:${port}/siteverify` } });
  });
  afterAll(async () => {
    await b.close();
    await new Promise((resolve) => siteverify.close(resolve));
  });

  const signIn = (captcha: string | true, opts: { store?: string; language?: string } = {}) =>
    b.call(PROTECTED[0]![1], { e: uniqueEmail() }, { captcha, ...opts });

  it("tells the storefront the site's type and key, in Magento's recaptchaV3Config too", async () => {
    expect(await b.data("{ captchaConfig { type website_key } captchaChallenge { challenge } }")).toEqual({
      captchaConfig: { type: "RECAPTCHA_V3", website_key: KEYS.gb.siteKey }, captchaChallenge: null,
    });
    expect((await b.data("{ recaptchaV3Config { is_enabled website_key minimum_score forms language_code failure_message } }", undefined, { store: "uus_2" })).recaptchaV3Config)
      .toEqual({
        is_enabled: true, website_key: KEYS.us.siteKey, minimum_score: 0.5, language_code: "en",
        forms: ["CUSTOMER_LOGIN", "CUSTOMER_CREATE", "CUSTOMER_FORGOT_PASSWORD"], failure_message: FAILED,
      });
  });

  it("accepts a token the verifier scores as human, once, and refuses low scores and unknown tokens", async () => {
    expect(captchaError(await signIn("human-token-0001"))).toBeNull();
    expect(seen.at(-1)).toEqual({ secret: KEYS.gb.secretKey, response: "human-token-0001" });
    expect(captchaError(await signIn("human-token-0001"))).not.toBeNull();
    expect(captchaError(await signIn("bot-token-0001"))).not.toBeNull();
    expect(captchaError(await signIn("made-up-token"))).not.toBeNull();
    // An ALTCHA answer is no answer where the site uses reCAPTCHA.
    expect(captchaError(await signIn(await b.solveCaptcha({ language: "zh-CN" })))).not.toBeNull();
  });

  it("never uses it on cn, which shares gb's store view: ALTCHA there, with no call to Google", async () => {
    const cn = { language: "zh-CN" };
    expect(await b.data("{ captchaConfig { type website_key } recaptchaV3Config { is_enabled } }", undefined, cn))
      .toEqual({ captchaConfig: { type: "ALTCHA", website_key: null }, recaptchaV3Config: { is_enabled: false } });
    const calls = seen.length;
    expect(captchaError(await signIn(true, cn))).toBeNull();
    expect(captchaError(await signIn("human-token-0002", cn))).not.toBeNull();
    expect(seen.length).toBe(calls);
  });

  it("keeps ALTCHA on a site without keys", async () => {
    const mex = { store: "mx_website_store_view" };
    expect((await b.data("{ captchaConfig { type } }", undefined, mex)).captchaConfig.type).toBe("ALTCHA");
    expect(captchaError(await signIn(true, mex))).toBeNull();
  });

  it("refuses every token when the verifier cannot be reached", async () => {
    const unreachable = await accountBackend({ captcha: { recaptcha: KEYS, recaptchaVerifyUrl: "http://127.0.0.1:9/siteverify" } });
    try {
      expect(captchaError(await unreachable.call(PROTECTED[0]![1], { e: uniqueEmail() }, { captcha: "human-token-0002" }))).not.toBeNull();
    } finally {
      await unreachable.close();
    }
  });

  it("protects the operations with either kind, a sign-in with the right password included", async () => {
    const customer = await b.newCustomer({ store: "mx_website_store_view" });
    const query = "mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }";
    expect(await b.error(query, { e: customer.email, p: PASSWORD }, { store: "mx_website_store_view" })).toEqual({ message: FAILED, category: "graphql-input" });
  });
});
