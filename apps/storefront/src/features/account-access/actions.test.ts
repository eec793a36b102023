import { afterEach, describe, expect, it, vi } from "vitest";
import { RedirectSignal, cookieJar, cookieSettings, nextCache, nextHeaders, nextIntlServer, nextNavigation } from "@/lib/testing/next-request";

vi.mock("next/headers", () => nextHeaders);
vi.mock("next/cache", () => nextCache);
vi.mock("next-intl/server", () => nextIntlServer);
vi.mock("next/navigation", () => nextNavigation);

const TOKEN = "t".repeat(43);
const CAPTCHA = btoa(JSON.stringify({ challenge: { parameters: {} }, solution: { counter: 1 } }));
/** What the backend answers, by operation name; a test may change an answer. */
let answers: Record<string, unknown> = {};
const defaults: Record<string, unknown> = {
  GenerateCustomerToken: { data: { generateCustomerToken: { token: TOKEN } } },
  SigninWithPhoneNumber: { data: { signinWithPhoneNumber: { token: TOKEN } } },
  SignedInCustomer: { data: { customer: { firstname: "Amelia", lastname: "Hart", email: "demo@example.com" } } },
  CustomerCart: { data: { customerCart: { id: "customer-cart", total_quantity: 1 } } },
  MergeCarts: { data: { mergeCarts: { id: "customer-cart", total_quantity: 3 } } },
  CreateCustomer: { data: { createCustomerV2: { customer: { email: "ada@example.com", firstname: "Ada" } } } },
  StoreAccountConfirmation: { data: { storeConfig: { create_account_confirmation: true } } },
  RequestPasswordResetEmail: { data: { requestPasswordResetEmail: true } },
  RevokeCustomerToken: { data: { revokeCustomerToken: { result: true } } },
};

interface Sent {
  operation: string;
  variables: Record<string, unknown>;
  headers: Record<string, string>;
}
const sent: Sent[] = [];
const backend = vi.fn<typeof fetch>(async (url, init) => {
  const u = new URL(String(url));
  const body = init?.body ? (JSON.parse(String(init.body)) as { operationName: string; variables?: Record<string, unknown> }) : null;
  const operation = body?.operationName ?? u.searchParams.get("operationName") ?? "";
  const variables = body?.variables ?? JSON.parse(u.searchParams.get("variables") ?? "{}");
  sent.push({ operation, variables, headers: init?.headers as Record<string, string> });
  return Response.json(answers[operation] ?? defaults[operation] ?? { data: null });
});
vi.stubGlobal("fetch", backend);
const actions = await import("./actions");

afterEach(() => {
  backend.mockClear();
  sent.length = 0;
  answers = {};
  cookieJar.clear();
  cookieSettings.clear();
});

async function redirected(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof RedirectSignal)) throw new Error(`expected a redirect, got ${JSON.stringify(error)}`);
  return error.location;
}

const hostile = <T>(value: unknown) => value as T;

describe("signInAction (spec §4 Sign-in)", () => {
  it("trims, sends the captcha answer in X-ReCaptcha, stores the token and merges the guest cart into the customer's", async () => {
    cookieJar.set("maison-cart", "guest-cart");
    const location = await redirected(actions.signInAction("zh-CN", { method: "email", email: " demo@example.com ", password: " Maison-demo-1 " }, CAPTCHA));
    expect(location).toBe("/cn/account/overview");
    const signIn = sent.find((s) => s.operation === "GenerateCustomerToken")!;
    expect(signIn.variables).toEqual({ email: "demo@example.com", password: "Maison-demo-1" });
    expect(signIn.headers["X-ReCaptcha"]).toBe(CAPTCHA);
    expect(signIn.headers["Accept-Language"]).toBe("zh-CN");
    expect(signIn.headers.Authorization).toBeUndefined();
    expect(cookieJar.get("maison-customer")).toBe(TOKEN);
    expect(cookieSettings.get("maison-customer")).toMatchObject({ httpOnly: true, maxAge: 172_800 });
    const merge = sent.find((s) => s.operation === "MergeCarts")!;
    expect(merge.variables).toEqual({ sourceCartId: "guest-cart", destinationCartId: "customer-cart" });
    expect(merge.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    expect(cookieJar.get("maison-cart")).toBe("customer-cart");
  });

  it("signs in by phone number without its separators, and takes the customer cart when there is no guest cart", async () => {
    await redirected(actions.signInAction("en-GB", { method: "phone", phone: "+44 7700 900456", password: "Maison-demo-1" }, CAPTCHA));
    expect(sent.find((s) => s.operation === "SigninWithPhoneNumber")!.variables).toEqual({ phoneNumber: "+447700900456", password: "Maison-demo-1" });
    expect(sent.some((s) => s.operation === "MergeCarts")).toBe(false);
    expect(cookieJar.get("maison-cart")).toBe("customer-cart");
  });

  it("keeps the customer cart when the merge fails", async () => {
    cookieJar.set("maison-cart", "dead-guest-cart");
    answers.MergeCarts = { errors: [{ message: "The cart isn't active.", extensions: { category: "graphql-input" } }] };
    await redirected(actions.signInAction("en-GB", { method: "email", email: "demo@example.com", password: "x" }, CAPTCHA));
    expect(cookieJar.get("maison-cart")).toBe("customer-cart");
  });

  it("answers wrong credentials with the spec's words in the site's language, titled 'Registration error', and stores nothing", async () => {
    answers.GenerateCustomerToken = {
      errors: [{ message: "The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.", extensions: { category: "graphql-authentication" } }],
    };
    expect(await actions.signInAction("en-GB", { method: "email", email: "demo@example.com", password: "nope" }, CAPTCHA)).toEqual({
      ok: false,
      message: "The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.",
      title: "Registration error",
    });
    expect(await actions.signInAction("zh-CN", { method: "email", email: "demo@example.com", password: "nope" }, CAPTCHA)).toMatchObject({ ok: false, title: "注册错误" });
    expect(cookieJar.size).toBe(0);
  });

  it.each<[string, unknown, string]>([
    ["a bad e-mail", { method: "email", email: "nobody", password: "x" }, CAPTCHA],
    ["an unknown field", { method: "email", email: "a@example.com", password: "x", admin: true }, CAPTCHA],
    ["no captcha answer", { method: "email", email: "a@example.com", password: "x" }, ""],
    ["a header in the captcha answer", { method: "email", email: "a@example.com", password: "x" }, "a\r\nX-Evil: 1"],
    ["a 1 MB password", { method: "email", email: "a@example.com", password: "x".repeat(1_000_000) }, CAPTCHA],
  ])("refuses %s before anything reaches the backend", async (_, input, captcha) => {
    const result = await actions.signInAction("en-GB", hostile(input), captcha);
    expect(result.ok).toBe(false);
    expect(backend).not.toHaveBeenCalled();
  });
});

describe("registerAction (spec §4 Registration)", () => {
  const form = { firstname: " Ada ", lastname: "Lovelace", email: "ada@example.com", phone: "", password: "Engine-1843", confirmPassword: "Engine-1843", isSubscribed: true };

  it("with confirmation on: the success notice 'Registration confirmation' and no token", async () => {
    expect(await actions.registerAction("en-GB", form, CAPTCHA)).toEqual({
      ok: true,
      outcome: "confirm",
      message: "You must confirm your account. Please check your email for the confirmation link.",
      title: "Registration confirmation",
    });
    const created = sent.find((s) => s.operation === "CreateCustomer")!;
    expect(created.variables).toEqual({ input: { firstname: "Ada", lastname: "Lovelace", email: "ada@example.com", password: "Engine-1843", is_subscribed: true } });
    expect(created.headers["X-ReCaptcha"]).toBe(CAPTCHA);
    expect(cookieJar.size).toBe(0);
  });

  it("with confirmation off: the browser signs in with a fresh answer", async () => {
    answers.StoreAccountConfirmation = { data: { storeConfig: { create_account_confirmation: false } } };
    expect(await actions.registerAction("en-GB", form, CAPTCHA)).toEqual({ ok: true, outcome: "signIn" });
  });

  it("refuses passwords that do not match without calling the backend, and words a duplicate e-mail as the spec does", async () => {
    expect((await actions.registerAction("en-GB", { ...form, confirmPassword: "other" }, CAPTCHA)).ok).toBe(false);
    expect(backend).not.toHaveBeenCalled();
    answers.CreateCustomer = { errors: [{ message: "A customer with the same email address already exists in an associated website.", extensions: { category: "graphql-input" } }] };
    expect(await actions.registerAction("es-MX", form, CAPTCHA)).toEqual({
      ok: false,
      message: "Ya existe un cliente con el mismo correo electrónico en un sitio web asociado.",
      title: "Error de registro",
    });
  });
});

describe("password reset request (spec §8)", () => {
  it("thanks the shopper with the address, and words a failure as the spec does", async () => {
    expect(await actions.requestPasswordResetAction("en-GB", { email: " ada@example.com " }, CAPTCHA)).toEqual({
      ok: true,
      message: "Thanks! If there is an account registered with the ada@example.com email, you will find message with a password reset link in your inbox.",
    });
    answers.RequestPasswordResetEmail = { data: { requestPasswordResetEmail: false } };
    expect(await actions.requestPasswordResetAction("en-GB", { email: "ada@example.com" }, CAPTCHA)).toEqual({
      ok: false,
      message: "It was not possible to request a new password, please check the entered email address.",
    });
  });
});

describe("signOutAction (spec §4 Sign-out)", () => {
  it("revokes the token on the server, clears the token and the cart, and goes home", async () => {
    cookieJar.set("maison-customer", TOKEN);
    cookieJar.set("maison-cart", "customer-cart");
    cookieJar.set("maison-currency", "GBP");
    expect(await redirected(actions.signOutAction("es-MX"))).toBe("/mex");
    expect(sent.map((s) => s.operation)).toEqual(["RevokeCustomerToken"]);
    expect(sent[0]!.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    expect([...cookieJar.keys()]).toEqual(["maison-currency"]);
  });

  it("signs out all the same when the backend refuses the token", async () => {
    cookieJar.set("maison-customer", TOKEN);
    answers.RevokeCustomerToken = { errors: [{ message: "The current customer isn't authorized.", extensions: { category: "graphql-authorization" } }] };
    expect(await redirected(actions.signOutAction("en-GB"))).toBe("/");
    expect(cookieJar.has("maison-customer")).toBe(false);
  });
});
