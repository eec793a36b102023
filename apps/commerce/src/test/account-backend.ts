import type { EventEmitter } from "node:events";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { desc } from "drizzle-orm";
import { expect } from "vitest";
import type { CaptchaSettings } from "../core/captcha.ts";
import type { Database } from "../core/database.ts";
import type { RateLimits } from "../core/context.ts";
import type { MailSender } from "../core/mail.ts";
import { DEFAULT_MIN_SCORE, SITEVERIFY_URL } from "../modules/captcha/recaptcha.ts";
import { mailOutbox } from "../modules/mail/tables.ts";
import { createCommerceApp, type CommerceApp } from "../server/app.ts";
import { graphqlRequest } from "../server/test-fixture.ts";
import { createTestDatabase } from "./database.ts";

// Tests index into GraphQL results freely; the shapes are asserted, not typed.
type Any = any;

export interface AccountCallOptions {
  /** Bearer token of a signed-in customer. */
  token?: string | null;
  store?: string;
  /** Accept-Language, which picks cn (zh-CN) among the sites of the default store view. */
  language?: string;
  /** An X-ReCaptcha value, or true for a freshly solved ALTCHA challenge of the same site. */
  captcha?: string | true;
  /** The shopper's IP address, as the storefront (a trusted proxy on loopback) forwards it; in-process otherwise. */
  client?: string;
}

/** The clock the app reads; tests move it forward (never back: altcha-lib also checks expiry on the real clock). */
export interface TestClock {
  now: Date;
  advance(seconds: number): void;
}

export interface NewCustomer {
  email: string;
  password: string;
  token: string;
}

export interface AccountBackend {
  database: Database;
  app: CommerceApp;
  clock: TestClock;
  call(query: string, variables?: Record<string, unknown>, opts?: AccountCallOptions): Promise<{ data?: Any; errors?: Any[] }>;
  /** Data of an operation that must succeed. */
  data(query: string, variables?: Record<string, unknown>, opts?: AccountCallOptions): Promise<Any>;
  /** The first error of an operation that must fail: message and category. */
  error(query: string, variables?: Record<string, unknown>, opts?: AccountCallOptions): Promise<{ message: string; category: string }>;
  /** An X-ReCaptcha value: the site's ALTCHA challenge, solved. */
  solveCaptcha(opts?: Pick<AccountCallOptions, "store" | "language">): Promise<string>;
  /** Registers, confirms through the e-mailed link and signs in a new customer. */
  newCustomer(opts?: { store?: string; firstname?: string; phone?: string }): Promise<NewCustomer>;
  /** The outbox, newest first. */
  outbox(): Promise<(typeof mailOutbox.$inferSelect)[]>;
  close(): Promise<void>;
}

const UNLIMITED = { limit: 1_000_000, windowSeconds: 60 };
/** Cheap challenges: the tests prove the checks, not the work. */
const TEST_DIFFICULTY = { cost: 1, maxCounter: 40 };
export const PASSWORD = "Secret-pass1";

export const REGISTER = `mutation($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) { customer { email firstname lastname is_subscribed } }
}`;
export const CONFIRM = `mutation($email: String!, $key: String!) {
  confirmEmail(input: { email: $email, confirmation_key: $key }) { customer { email confirmation_status } }
}`;
export const SIGN_IN = "mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }";

/** The query of an e-mailed link, e.g. the confirmation key. */
export const linkParams = (link: string) => Object.fromEntries(new URL(link).searchParams);

let serial = 0;
/** An address no other test of the run uses. */
export const uniqueEmail = (label = "shopper") => `${label}.${process.pid}.${Date.now()}.${serial++}@example.com`;

/**
 * The backend over a private copy of the seeded database, with customer accounts as they run in production (real
 * tokens, argon2, ALTCHA with the replay table), cheap challenges, a clock the test moves, and the outbox or a given
 * mail sender.
 */
export async function accountBackend(
  options: { mail?: MailSender; captcha?: Partial<CaptchaSettings>; rateLimits?: Partial<RateLimits> } = {},
): Promise<AccountBackend> {
  const database = await createTestDatabase();
  if (database.kind === "postgres") {
    // The pool reports the server's "terminating connection" while the database is dropped; that is expected.
    (database.db as unknown as { $client: EventEmitter }).$client.on("error", () => {});
  }
  const clock: TestClock = {
    now: new Date(),
    advance(seconds) {
      this.now = new Date(this.now.getTime() + seconds * 1000);
    },
  };
  const log = (line: string) => {
    if (!/^GraphQ[lL]\w*Error: /.test(line)) process.stderr.write(`${line}\n`);
  };
  const app = createCommerceApp({
    database,
    production: false,
    logger: { info() {}, warn() {}, error: log },
    clock: () => clock.now,
    mail: options.mail,
    // The suites act as one client many times over; the limits have their own tests.
    rateLimits: { signInFailures: UNLIMITED, passwordResets: UNLIMITED, cartCreation: UNLIMITED, ...options.rateLimits },
    captcha: {
      altchaHmacKey: "test-altcha-key-0123456789abcdef0123456789",
      altchaDifficulty: TEST_DIFFICULTY,
      recaptcha: {},
      recaptchaVerifyUrl: SITEVERIFY_URL,
      recaptchaMinScore: DEFAULT_MIN_SCORE,
      ...options.captcha,
    },
  });

  const send = async (query: string, variables: Record<string, unknown> | undefined, opts: AccountCallOptions) => {
    const headers: Record<string, string> = {};
    if (opts.language) headers["accept-language"] = opts.language;
    if (opts.captcha) headers["x-recaptcha"] = opts.captcha === true ? await solveCaptcha(opts) : opts.captcha;
    if (opts.client) headers["x-forwarded-for"] = opts.client;
    const request = graphqlRequest(query, variables, { store: opts.store, token: opts.token ?? undefined, headers });
    const response = await app.fetch(request, opts.client ? { remoteAddress: "127.0.0.1" } : undefined);
    expect(response.status).toBe(200);
    return (await response.json()) as { data?: Any; errors?: Any[] };
  };
  const data: AccountBackend["data"] = async (query, variables, opts = {}) => {
    const body = await send(query, variables, opts);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data;
  };
  async function solveCaptcha(opts: Pick<AccountCallOptions, "store" | "language"> = {}): Promise<string> {
    const { captchaChallenge } = await data("{ captchaChallenge { challenge } }", undefined, { store: opts.store, language: opts.language });
    const challenge = JSON.parse(captchaChallenge.challenge) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
  }
  const outbox = () => database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id));

  return {
    database,
    app,
    clock,
    call: (query, variables, opts = {}) => send(query, variables, opts),
    data,
    async error(query, variables, opts = {}) {
      const body = await send(query, variables, opts);
      expect(body.errors?.length, JSON.stringify(body.data)).toBeGreaterThan(0);
      return { message: body.errors![0].message, category: body.errors![0].extensions?.category };
    },
    solveCaptcha,
    async newCustomer({ store, firstname = "Ada", phone } = {}) {
      const email = uniqueEmail();
      const input = { email, firstname, lastname: "Lovelace", password: PASSWORD, ...(phone ? { phone_number: phone } : {}) };
      await data(REGISTER, { input }, { store, captcha: true });
      const mail = (await outbox()).find((m) => m.toAddress === email && m.kind === "account-confirmation");
      const { key } = linkParams(mail!.textBody.match(/https?:\/\/\S+/)![0]);
      await data(CONFIRM, { email, key }, { store });
      const { generateCustomerToken } = await data(SIGN_IN, { email, password: PASSWORD }, { store, captcha: true });
      return { email, password: PASSWORD, token: generateCustomerToken.token };
    },
    outbox,
    close: () => database.close(),
  };
}
