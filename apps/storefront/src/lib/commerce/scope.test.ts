import { describe, expect, it } from "vitest";
import { marketForLocale } from "@/features/markets/markets";
import { resolveScope, scopeCookies } from "./scope";

const jar = (values: Record<string, string>) => ({
  get: (name: string) => (name in values ? { value: values[name]! } : undefined),
});

describe("resolveScope", () => {
  it("uses the market's store and currency without cookies", () => {
    expect(resolveScope(marketForLocale("en-US"), jar({}))).toEqual({ store: "uus_2", currency: "USD" });
    expect(resolveScope(marketForLocale("zh-CN"), jar({}))).toEqual({ store: "default", currency: "GBP" });
  });

  it("honours store and currency cookies set under the same locale", () => {
    const cookies = jar({ [scopeCookies.locale]: "en-GB", [scopeCookies.store]: "default", [scopeCookies.currency]: "EUR" });
    expect(resolveScope(marketForLocale("en-GB"), cookies)).toEqual({ store: "default", currency: "EUR" });
  });

  it("resets store and currency when the locale cookie names another site", () => {
    const cookies = jar({ [scopeCookies.locale]: "en-GB", [scopeCookies.store]: "default", [scopeCookies.currency]: "EUR" });
    expect(resolveScope(marketForLocale("es-MX"), cookies)).toEqual({ store: "mx_website_store_view", currency: "MXN" });
  });

  it("ignores malformed cookie values", () => {
    const cookies = jar({ [scopeCookies.store]: "x\r\nInjected: 1", [scopeCookies.currency]: "euro" });
    expect(resolveScope(marketForLocale("en-GB"), cookies)).toEqual({ store: "default", currency: "GBP" });
  });
});
