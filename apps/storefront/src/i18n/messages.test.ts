import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { locales } from "@/lib/markets/markets";
import { namespaces } from "./namespaces";

const root = join(import.meta.dirname, "../../messages");

function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

function read(locale: string, ns: string): unknown {
  return JSON.parse(readFileSync(join(root, locale, `${ns}.json`), "utf8"));
}

describe("message catalogues", () => {
  it("has exactly the declared namespaces in every locale", () => {
    for (const locale of locales) {
      const files = readdirSync(join(root, locale)).map((f) => f.replace(/\.json$/, "")).sort();
      expect(files, locale).toEqual([...namespaces].sort());
    }
  });

  it.each(namespaces)("has the same keys in every locale for %s", (ns) => {
    const reference = keysOf(read("en-GB", ns)).sort();
    for (const locale of locales) {
      expect(keysOf(read(locale, ns)).sort(), `${locale}/${ns}`).toEqual(reference);
    }
  });

  it.each(namespaces)("has no empty texts in %s", (ns) => {
    for (const locale of locales) {
      const flat = keysOf(read(locale, ns));
      for (const key of flat) {
        const value = key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], read(locale, ns));
        expect(typeof value === "string" && value.trim().length > 0, `${locale}/${ns}:${key}`).toBe(true);
      }
    }
  });
});
