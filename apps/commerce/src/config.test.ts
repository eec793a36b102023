import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadCommerceConfig, REPO_ROOT } from "./config.ts";

function errorsOf(env: Record<string, string>): string[] {
  const result = loadCommerceConfig(env);
  if (result.ok) throw new Error("expected the configuration to be refused");
  return result.errors;
}

describe("commerce configuration", () => {
  it("defaults to the embedded database in <repo>/.data on localhost:4000", () => {
    const result = loadCommerceConfig({});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config).toMatchObject({
      port: 4000,
      host: "localhost",
      publicUrl: "http://localhost:4000",
      databaseUrl: undefined,
      dataDir: path.join(REPO_ROOT, ".data"),
      databaseDir: path.join(REPO_ROOT, ".data", "commerce-db"),
      mediaDir: path.join(REPO_ROOT, ".data", "media"),
      devTools: false,
      corsOrigins: [],
      trustedProxies: ["127.0.0.1", "::1"],
      rateLimits: { cartCreation: { limit: 30, windowSeconds: 600 } },
      logLevel: "info",
    });
  });

  it("reads every variable, resolving a relative DATA_DIR from the repository root", () => {
    const result = loadCommerceConfig({
      COMMERCE_PORT: "4100",
      COMMERCE_HOST: "0.0.0.0",
      COMMERCE_PUBLIC_URL: "https://api.example.com/",
      DATABASE_URL: "postgresql://shop@db.internal:5432/maison",
      DATA_DIR: "var/data",
      COMMERCE_DEV_TOOLS: "true",
      COMMERCE_CORS_ORIGINS: "https://shop.example.com, http://localhost:3000",
      COMMERCE_TRUSTED_PROXIES: "10.0.0.0/8, fd00::/8,192.0.2.7",
      COMMERCE_CART_CREATION_LIMIT: "500",
      COMMERCE_CART_CREATION_WINDOW_SECONDS: "60",
      LOG_LEVEL: "warn",
    });
    expect(result.ok && result.config).toMatchObject({
      port: 4100,
      host: "0.0.0.0",
      publicUrl: "https://api.example.com",
      databaseUrl: "postgresql://shop@db.internal:5432/maison",
      dataDir: path.join(REPO_ROOT, "var/data"),
      devTools: true,
      corsOrigins: ["https://shop.example.com", "http://localhost:3000"],
      trustedProxies: ["10.0.0.0/8", "fd00::/8", "192.0.2.7"],
      rateLimits: { cartCreation: { limit: 500, windowSeconds: 60 } },
      logLevel: "warn",
    });
  });

  it("follows COMMERCE_PORT in the default public URL and treats empty values as unset", () => {
    const result = loadCommerceConfig({ COMMERCE_PORT: "4500", DATABASE_URL: "", LOG_LEVEL: "  " });
    expect(result.ok && result.config.publicUrl).toBe("http://localhost:4500");
    expect(result.ok && result.config.databaseUrl).toBeUndefined();
  });

  it("serves metrics only when COMMERCE_METRICS_PORT is set, on METRICS_HOST (loopback by default)", () => {
    const none = loadCommerceConfig({});
    expect(none.ok && none.config.metrics).toBeUndefined();
    const set = loadCommerceConfig({ COMMERCE_METRICS_PORT: "9401" });
    expect(set.ok && set.config.metrics).toEqual({ port: 9401, host: "127.0.0.1" });
    const bad = loadCommerceConfig({ COMMERCE_METRICS_PORT: "metrics" });
    expect(!bad.ok && bad.errors[0]).toMatch(/^COMMERCE_METRICS_PORT=/);
  });

  it("refuses bad values with one line each, naming the variable", () => {
    const errors = errorsOf({
      COMMERCE_PORT: "70000",
      COMMERCE_PUBLIC_URL: "api.example.com",
      DATABASE_URL: "mysql://root:secret@localhost/shop",
      COMMERCE_DEV_TOOLS: "yes",
      LOG_LEVEL: "verbose",
    });
    expect(errors).toHaveLength(5);
    expect(errors.map((line) => line.split("=")[0]).sort()).toEqual(
      ["COMMERCE_PORT", "COMMERCE_PUBLIC_URL", "DATABASE_URL", "LOG_LEVEL", "COMMERCE_DEV_TOOLS"].sort(),
    );
    for (const line of errors) expect(line).not.toContain("\n");
  });

  it("accepts only origins as CORS origins: no wildcard, path or trailing slash", () => {
    for (const value of ["*", "https://shop.example.com/", "https://shop.example.com/path", "shop.example.com", "https://a.example,*"]) {
      const [line] = errorsOf({ COMMERCE_CORS_ORIGINS: value });
      expect(line).toMatch(/^COMMERCE_CORS_ORIGINS=.*must be comma-separated origins/);
    }
  });

  it("accepts only IP addresses and CIDR ranges as trusted proxies", () => {
    for (const value of ["localhost", "10.0.0.0/33", "10.0.0.1,proxy", "*"]) {
      const [line] = errorsOf({ COMMERCE_TRUSTED_PROXIES: value });
      expect(line).toMatch(/^COMMERCE_TRUSTED_PROXIES=.*must be comma-separated IP addresses or CIDR ranges/);
    }
  });

  it.each(["0", "-1", "2.5", "many"])("refuses a cart creation limit or window of %s", (value) => {
    expect(errorsOf({ COMMERCE_CART_CREATION_LIMIT: value })[0]).toMatch(/^COMMERCE_CART_CREATION_LIMIT=/);
    expect(errorsOf({ COMMERCE_CART_CREATION_WINDOW_SECONDS: value })[0]).toMatch(/^COMMERCE_CART_CREATION_WINDOW_SECONDS=/);
  });

  it("never echoes a database password", () => {
    const [line] = errorsOf({ DATABASE_URL: "mysql://root:secret@localhost/shop" });
    expect(line).toMatch(/^DATABASE_URL=.*postgres:\/\//);
    expect(line).not.toContain("secret");
  });

  it.each(["0", "-1", "4000.5", "abc", "65536"])("refuses COMMERCE_PORT=%s", (value) => {
    expect(errorsOf({ COMMERCE_PORT: value })[0]).toMatch(/^COMMERCE_PORT=.*port number/);
  });

  it("links e-mails to the storefront, sends them to the outbox and uses ALTCHA everywhere by default", () => {
    const result = loadCommerceConfig({ STOREFRONT_PORT: "3100" });
    expect(result.ok && result.config).toMatchObject({
      storefrontUrl: "http://localhost:3100",
      siteDomains: {},
      smtpUrl: undefined,
      mailFrom: "Maison <no-reply@localhost>",
      altchaHmacKey: undefined,
      recaptcha: {},
      recaptchaVerifyUrl: "https://www.google.com/recaptcha/api/siteverify",
      recaptchaMinScore: 0.5,
      rateLimits: { signInFailures: { limit: 20, windowSeconds: 600 }, passwordResets: { limit: 5, windowSeconds: 3600 } },
    });
  });

  it("reads the storefront, mail, captcha and account limit variables", () => {
    const result = loadCommerceConfig({
      PUBLIC_SITE_URL: "https://www.example.com/",
      SITE_DOMAIN_CN: "WWW.Example.CN",
      SMTP_URL: "smtps://mailer:secret@mail.example.com:465",
      MAIL_FROM: "Maison <hello@example.com>",
      ALTCHA_HMAC_KEY: "k".repeat(40),
      RECAPTCHA_SITE_KEY_GB: "gb-site-key-000000000000",
      RECAPTCHA_SECRET_KEY_GB: "gb-secret-key-00000000000",
      RECAPTCHA_VERIFY_URL: "http://127.0.0.1:9000/siteverify",
      RECAPTCHA_MIN_SCORE: "0.7",
      COMMERCE_SIGN_IN_FAILURE_LIMIT: "50",
      COMMERCE_PASSWORD_RESET_WINDOW_SECONDS: "600",
    });
    expect(result.ok && result.config).toMatchObject({
      storefrontUrl: "https://www.example.com",
      siteDomains: { cn: "www.example.cn" },
      smtpUrl: "smtps://mailer:secret@mail.example.com:465",
      mailFrom: "Maison <hello@example.com>",
      altchaHmacKey: "k".repeat(40),
      recaptcha: { gb: { siteKey: "gb-site-key-000000000000", secretKey: "gb-secret-key-00000000000" } },
      recaptchaVerifyUrl: "http://127.0.0.1:9000/siteverify",
      recaptchaMinScore: 0.7,
      rateLimits: { signInFailures: { limit: 50, windowSeconds: 600 }, passwordResets: { limit: 5, windowSeconds: 600 } },
    });
  });

  it("refuses bad mail and captcha settings, reCAPTCHA on cn, and half a pair of keys, without echoing secrets", () => {
    const errors = errorsOf({
      SMTP_URL: "http://mailer:hunter22@mail.example.com",
      MAIL_FROM: "not an address",
      ALTCHA_HMAC_KEY: "short-secret",
      RECAPTCHA_SITE_KEY_CN: "cn-site-key-000000000000",
      RECAPTCHA_SITE_KEY_US: "us-site-key-000000000000",
      RECAPTCHA_MIN_SCORE: "1.5",
      PUBLIC_SITE_URL: "www.example.com",
    });
    const byName = Object.fromEntries(errors.map((line) => [line.split("=")[0], line]));
    expect(Object.keys(byName).sort()).toEqual([
      "ALTCHA_HMAC_KEY", "MAIL_FROM", "PUBLIC_SITE_URL", "RECAPTCHA_MIN_SCORE", "RECAPTCHA_SITE_KEY_CN", "SMTP_URL",
    ]);
    expect(byName.RECAPTCHA_SITE_KEY_CN).toMatch(/cn site always uses ALTCHA/);
    for (const secret of ["hunter22", "short-secret"]) expect(errors.join("\n")).not.toContain(secret);
    // The pair rule is checked once the values themselves are valid.
    expect(errorsOf({ RECAPTCHA_SITE_KEY_US: "us-site-key-000000000000" }))
      .toEqual(['RECAPTCHA_SECRET_KEY_US="…": must be set together with RECAPTCHA_SITE_KEY_US']);
    expect(errorsOf({ RECAPTCHA_SECRET_KEY_MEX: "mex-secret-key-0000000000" }))
      .toEqual(['RECAPTCHA_SITE_KEY_MEX="": must be set together with RECAPTCHA_SECRET_KEY_MEX']);
  });
  it("takes the three Stripe keys together, never echoing the secret ones", () => {
    const keys = { STRIPE_SECRET_KEY: "sk_test_abcdefghijkl", STRIPE_PUBLISHABLE_KEY: "pk_test_abcdefghijkl", STRIPE_WEBHOOK_SECRET: "whsec_abcdefghijkl" };
    const result = loadCommerceConfig(keys);
    expect(result.ok && result.config.stripe).toEqual({
      secretKey: "sk_test_abcdefghijkl", publishableKey: "pk_test_abcdefghijkl", webhookSecret: "whsec_abcdefghijkl", apiUrl: undefined,
    });
    const none = loadCommerceConfig({});
    expect(none.ok && none.config.stripe).toBeUndefined();
    expect(errorsOf({ STRIPE_SECRET_KEY: "sk_test_abcdefghijkl" })).toEqual([
      'STRIPE_PUBLISHABLE_KEY="": must be set with the other Stripe keys',
      'STRIPE_WEBHOOK_SECRET="…": must be set with the other Stripe keys',
    ]);
    expect(errorsOf({ ...keys, STRIPE_SECRET_KEY: "sk_oops_secretvalue1" })).toEqual([
      'STRIPE_SECRET_KEY="…": must be a Stripe secret key (sk_live_… or sk_test_…)',
    ]);
  });
  it("reads the external checkout's URL and path, with /checkout by default", () => {
    const given = loadCommerceConfig({ EXTERNAL_CHECKOUT_URL: "https://cms.example.com/", EXTERNAL_CHECKOUT_PATH: "/checkout/sync" });
    expect(given.ok && given.config.externalCheckout).toEqual({ url: "https://cms.example.com", path: "/checkout/sync" });
    const byDefault = loadCommerceConfig({ EXTERNAL_CHECKOUT_URL: "https://cms.example.com" });
    expect(byDefault.ok && byDefault.config.externalCheckout).toEqual({ url: "https://cms.example.com", path: "/checkout" });
    const none = loadCommerceConfig({});
    expect(none.ok && none.config.externalCheckout).toBeUndefined();
    expect(errorsOf({ EXTERNAL_CHECKOUT_PATH: "checkout?x=1" })).toEqual(['EXTERNAL_CHECKOUT_PATH="checkout?x=1": must be a path such as /checkout/sync (or empty)']);
  });
});
