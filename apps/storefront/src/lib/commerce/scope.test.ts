import { describe, expect, it } from "vitest";
import { cookieNames } from "@/lib/markets/cookies";
import { marketForLocale } from "@/lib/markets/markets";
import { resolveScope } from "./scope";

const jar = (values: Record<string, string>) => ({
  get: (name: string) => (name in values ? { value: values[name]! } : undefined),
});

describe("resolveScope", () => {
  it("uses the market's store and currency without cookies", () => {
    expect(resolveScope(marketForLocale("en-US"), jar({}))).toEqual({ store: "uus_2", currency: "USD" });
    expect(resolveScope(marketForLocale("zh-CN"), jar({}))).toEqual({ store: "default", currency: "GBP" });
  });

  it("honours store and currency cookies set under the same locale", () => {
    const cookies = jar({ [cookieNames.locale]: "en-GB", [cookieNames.store]: "default", [cookieNames.currency]: "EUR" });
    expect(resolveScope(marketForLocale("en-GB"), cookies)).toEqual({ store: "default", currency: "EUR" });
  });

  it("resets store and currency when the locale cookie names another site", () => {
    const cookies = jar({ [cookieNames.locale]: "en-GB", [cookieNames.store]: "default", [cookieNames.currency]: "EUR" });
    expect(resolveScope(marketForLocale("es-MX"), cookies)).toEqual({ store: "mx_website_store_view", currency: "MXN" });
  });

  it("ignores malformed cookie values", () => {
    const cookies = jar({ [cookieNames.store]: "x\r\nInjected: 1", [cookieNames.currency]: "euro" });
    expect(resolveScope(marketForLocale("en-GB"), cookies)).toEqual({ store: "default", currency: "GBP" });
  });
});
