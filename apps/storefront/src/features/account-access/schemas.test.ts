import { describe, expect, it } from "vitest";
import { backendMessageKey } from "./backend-messages";
import { toCaptchaSetup } from "./captcha";
import { cartAfterSignIn, needsMerge, toSignedInCustomer } from "./mappers";
import { captchaAnswerSchema, emailSignInSchema, forgotPasswordSchema, normalisePhone, phoneSignInSchema, registerSchema, resetPasswordSchema } from "./schemas";

/** The message key of the first problem, or null when the input passes. */
function firstIssue(schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } } }, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? null : { message: result.error!.issues[0]!.message, path: result.error!.issues[0]!.path.join(".") };
}

const register = {
  firstname: "Ada",
  lastname: "Lovelace",
  email: "ada@example.com",
  phone: "",
  password: "Engine-1843",
  confirmPassword: "Engine-1843",
  isSubscribed: false,
};

describe("sign-in schemas (spec §4 step 1: trimmed inputs)", () => {
  it("trims the e-mail address and the password", () => {
    expect(emailSignInSchema.parse({ email: "  demo@example.com ", password: " Maison-demo-1 " })).toEqual({ email: "demo@example.com", password: "Maison-demo-1" });
    expect(phoneSignInSchema.parse({ phone: " +44 7700 900456 ", password: "x" })).toEqual({ phone: "+44 7700 900456", password: "x" });
  });

  it.each([
    [{ email: "", password: "x" }, "emailRequired", "email"],
    [{ email: "   ", password: "x" }, "emailRequired", "email"],
    [{ email: "not-an-address", password: "x" }, "invalidEmail", "email"],
    [{ email: "a@example.com", password: "  " }, "required", "password"],
    [{ email: `${"a".repeat(250)}@example.com`, password: "x" }, "tooLong", "email"],
  ])("answers %j with the spec's form message %s", (value, message, path) => {
    expect(firstIssue(emailSignInSchema, value)).toEqual({ message, path });
  });

  it("asks for the phone number with its own message", () => {
    expect(firstIssue(phoneSignInSchema, { phone: " ", password: "x" })).toEqual({ message: "phoneRequired", path: "phone" });
  });

  it("refuses fields it does not know", () => {
    expect(emailSignInSchema.safeParse({ email: "a@example.com", password: "x", isAdmin: true }).success).toBe(false);
  });

  it("sends the phone number without its separators", () => {
    expect(normalisePhone("+44 (7700) 900-456")).toBe("+447700900456");
    expect(normalisePhone("+44.7700.900456")).toBe("+447700900456");
  });
});

describe("registration schema", () => {
  it("takes a complete form", () => {
    expect(registerSchema.safeParse(register).success).toBe(true);
  });

  it.each([
    [{ password: "short1!", confirmPassword: "short1!" }, "passwordRule", "password"],
    [{ password: "onlyletters", confirmPassword: "onlyletters" }, "passwordRule", "password"],
    [{ password: "12345678", confirmPassword: "12345678" }, "passwordRule", "password"],
    [{ confirmPassword: "Engine-1844" }, "passwordsDontMatch", "confirmPassword"],
    [{ firstname: "  " }, "required", "firstname"],
    [{ email: "ada" }, "invalidEmail", "email"],
  ])("answers %j with %s", (change, message, path) => {
    expect(firstIssue(registerSchema, { ...register, ...change })).toEqual({ message, path });
  });
});

describe("password reset schemas", () => {
  const token = "Aa0_-".repeat(8);
  it("needs the link's address and token and a matching new password", () => {
    expect(resetPasswordSchema.safeParse({ email: "a@example.com", token, password: "Engine-1843", confirmPassword: "Engine-1843" }).success).toBe(true);
    expect(firstIssue(resetPasswordSchema, { email: "a@example.com", token: "short", password: "Engine-1843", confirmPassword: "Engine-1843" })?.path).toBe("token");
    expect(firstIssue(resetPasswordSchema, { email: "a@example.com", token, password: "Engine-1843", confirmPassword: "x" })).toEqual({ message: "passwordsDontMatch", path: "confirmPassword" });
  });

  it("words an empty request address as the spec does", () => {
    expect(firstIssue(forgotPasswordSchema, { email: "" })).toEqual({ message: "emailRequired", path: "email" });
  });
});

describe("captcha", () => {
  it("bounds the X-ReCaptcha answer and keeps header-breaking characters out", () => {
    expect(captchaAnswerSchema.safeParse(btoa(JSON.stringify({ challenge: {}, solution: {} }))).success).toBe(true);
    expect(captchaAnswerSchema.safeParse("abc\r\nX-Other: 1").success).toBe(false);
    expect(captchaAnswerSchema.safeParse("a".repeat(8_193)).success).toBe(false);
    expect(captchaAnswerSchema.safeParse("").success).toBe(false);
  });

  const altcha = { captchaConfig: { type: "ALTCHA" as const, website_key: null }, captchaChallenge: { challenge: '{"parameters":{}}' } };
  const recaptcha = { captchaConfig: { type: "RECAPTCHA_V3" as const, website_key: "6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI" }, captchaChallenge: null };

  it("uses ALTCHA by default and reCAPTCHA v3 where the backend says so", () => {
    expect(toCaptchaSetup("en-GB", altcha)).toEqual({ type: "altcha", challenge: '{"parameters":{}}' });
    expect(toCaptchaSetup("en-US", recaptcha)).toEqual({ type: "recaptcha", siteKey: recaptcha.captchaConfig.website_key });
  });

  it("never loads reCAPTCHA on cn, nor a key of the wrong shape", () => {
    expect(toCaptchaSetup("zh-CN", recaptcha)).toEqual({ type: "unavailable" });
    expect(toCaptchaSetup("en-GB", { ...recaptcha, captchaConfig: { type: "RECAPTCHA_V3", website_key: "x\"><script>" } })).toEqual({ type: "unavailable" });
  });
});

describe("signed-in customer and carts", () => {
  it("shows the first name's initial in upper case", () => {
    expect(toSignedInCustomer({ firstname: "ada", lastname: "Lovelace", email: "a@example.com" })).toEqual({ firstname: "ada", lastname: "Lovelace", initial: "A" });
    expect(toSignedInCustomer({ firstname: "émile", lastname: "", email: "e@example.com" })?.initial).toBe("É");
    expect(toSignedInCustomer({ firstname: "  ", lastname: "X", email: "x@example.com" })?.initial).toBeNull();
    expect(toSignedInCustomer(null)).toBeNull();
  });

  it("merges a different guest cart only, and makes the merged cart current (spec §4 step 5)", () => {
    expect(needsMerge("guest", "mine")).toBe(true);
    expect(needsMerge("mine", "mine")).toBe(false);
    expect(needsMerge(undefined, "mine")).toBe(false);
    expect(needsMerge("guest", undefined)).toBe(false);
    expect(cartAfterSignIn({ guestCartId: "guest", customerCartId: "mine", mergedCartId: "mine" })).toBe("mine");
    expect(cartAfterSignIn({ guestCartId: "guest", customerCartId: "mine" })).toBe("mine");
    expect(cartAfterSignIn({ guestCartId: "guest" })).toBeUndefined();
  });
});

describe("backend messages", () => {
  it("knows the spec's texts, and nothing else", () => {
    expect(backendMessageKey("The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.")).toBe("wrongCredentials");
    expect(backendMessageKey("A customer with the same email address already exists in an associated website.")).toBe("duplicateEmail");
    expect(backendMessageKey("Something else")).toBeNull();
    expect(backendMessageKey("toString")).toBeNull();
  });
});
