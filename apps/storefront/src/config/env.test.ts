import { describe, expect, it } from "vitest";
import { parseServerEnv } from "./env";

describe("storefront server environment", () => {
  it("defaults to the embedded backend and port 3000", () => {
    expect(parseServerEnv({})).toEqual({
      ok: true,
      env: {
        NODE_ENV: "development",
        COMMERCE_GRAPHQL_URL: "http://localhost:4000/graphql",
        STOREFRONT_PORT: 3000,
        PUBLIC_SITE_URL: "http://localhost:3000",
        REDIS_KEY_PREFIX: "maison:",
        STOREFRONT_PAGE_COPIES_MB: 64,
        STOREFRONT_PROCESSES: 1,
        METRICS_HOST: "127.0.0.1",
      },
    });
  });

  it("keeps 64 MB of page copies in the front unless told otherwise, 0 for none, and refuses anything else", () => {
    const off = parseServerEnv({ STOREFRONT_PAGE_COPIES_MB: "0" });
    expect(off.ok && off.env.STOREFRONT_PAGE_COPIES_MB).toBe(0);
    expect(parseServerEnv({ STOREFRONT_PAGE_COPIES_MB: "-1" }).ok).toBe(false);
    expect(parseServerEnv({ STOREFRONT_PAGE_COPIES_MB: "lots" }).ok).toBe(false);
    expect(parseServerEnv({ STOREFRONT_PAGE_COPIES_MB: "1.5" }).ok).toBe(false);
  });

  it("runs one process unless told otherwise, and several only with the Redis they share", () => {
    const two = parseServerEnv({ STOREFRONT_PROCESSES: "2", REDIS_URL: "redis://127.0.0.1:6379" });
    expect(two.ok && two.env.STOREFRONT_PROCESSES).toBe(2);
    const alone = parseServerEnv({ STOREFRONT_PROCESSES: "2" });
    expect(alone.ok).toBe(false);
    if (!alone.ok) expect(alone.errors.join("\n")).toMatch(/^STOREFRONT_PROCESSES="2": more than one process needs REDIS_URL/);
    for (const bad of ["0", "-1", "65", "two", "1.5"]) expect(parseServerEnv({ STOREFRONT_PROCESSES: bad, REDIS_URL: "redis://r" }).ok, bad).toBe(false);
  });

  it("takes a Redis URL and a metrics port, and never shows the URL (it may hold a password) in an error", () => {
    const good = parseServerEnv({ REDIS_URL: "rediss://:pw@cache.internal:6380/2", STOREFRONT_METRICS_PORT: "9301" });
    expect(good.ok && good.env).toMatchObject({ REDIS_URL: "rediss://:pw@cache.internal:6380/2", STOREFRONT_METRICS_PORT: 9301 });
    const bad = parseServerEnv({ REDIS_URL: "http://:secretpw@cache.internal", STOREFRONT_METRICS_PORT: "x", REDIS_KEY_PREFIX: "has space" });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.errors.map((line) => line.split("=")[0]).sort()).toEqual(["REDIS_KEY_PREFIX", "REDIS_URL", "STOREFRONT_METRICS_PORT"]);
    expect(bad.errors.join("\n")).not.toContain("secretpw");
  });

  it("accepts a real Magento endpoint, site domains and tag-manager ids", () => {
    const result = parseServerEnv({
      COMMERCE_GRAPHQL_URL: "https://magento.example.com/graphql/",
      STOREFRONT_PORT: "8080",
      SITE_DOMAIN_CN: "WWW.Example.CN",
      GTM_ID_GB: "GTM-AB12CD3",
    });
    expect(result.ok && result.env).toMatchObject({
      COMMERCE_GRAPHQL_URL: "https://magento.example.com/graphql",
      STOREFRONT_PORT: 8080,
      PUBLIC_SITE_URL: "http://localhost:8080",
      SITE_DOMAIN_CN: "www.example.cn",
      GTM_ID_GB: "GTM-AB12CD3",
    });
  });

  it("reports each bad value on its own line", () => {
    const result = parseServerEnv({
      COMMERCE_GRAPHQL_URL: "magento.example.com/graphql",
      STOREFRONT_PORT: "http",
      SITE_DOMAIN_US: "https://www.example.com",
      GTM_ID_MEX: "UA-1234",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((line) => line.split("=")[0]).sort()).toEqual(
      ["COMMERCE_GRAPHQL_URL", "GTM_ID_MEX", "SITE_DOMAIN_US", "STOREFRONT_PORT"].sort(),
    );
  });

  it("accepts a long revalidation secret and rejects a short one", () => {
    const good = parseServerEnv({ REVALIDATE_SECRET: "s".repeat(32) });
    expect(good.ok && good.env.REVALIDATE_SECRET).toBe("s".repeat(32));
    const bad = parseServerEnv({ REVALIDATE_SECRET: "short" });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors[0]).toMatch(/^REVALIDATE_SECRET=/);
    if (!bad.ok) expect(bad.errors[0]).not.toContain("short");
  });
});
