import { afterEach, describe, expect, it, vi } from "vitest";
import { nextCache, nextHeaders, nextIntlServer } from "@/lib/testing/next-request";

vi.mock("next/headers", () => nextHeaders);
vi.mock("next/cache", () => nextCache);
vi.mock("next-intl/server", () => nextIntlServer);

const backend = vi.fn<typeof fetch>(async () => Response.json({ data: { products: { total_count: 0, items: [] }, categoryList: [], brands: { items: [] } } }));
vi.stubGlobal("fetch", backend);
// Imported once fetch is the stand-in: the commerce client keeps the fetch it was created with.
const { suggest } = await import("./actions");

afterEach(() => backend.mockClear());

const hostile = <T>(value: unknown) => value as T;

describe("suggest with hostile input", () => {
  it.each<[string, unknown, unknown]>([
    ["a 10 KB term", "en-GB", "x".repeat(10_240)],
    ["a term that is not text", "en-GB", { $ne: "" }],
    ["a locale that is not ours", "../../etc", "rose"],
  ])("answers %s with a clear error, and nothing reaches the backend", async (_, locale, term) => {
    expect(await suggest(hostile(locale), hostile(term))).toEqual({ ok: false, message: "Please search for at most 100 characters." });
    expect(backend).not.toHaveBeenCalled();
  });

  it("answers in the site's language", async () => {
    expect(await suggest("zh-CN", "x".repeat(101))).toEqual({ ok: false, message: "搜索内容最多 100 个字符。" });
  });

  it("looks up a valid term, and answers a short one with nothing without asking", async () => {
    expect(await suggest("en-GB", "r")).toEqual({ ok: true, suggestions: { term: "r", total: 0, products: [], categories: [], brands: [] } });
    expect(backend).not.toHaveBeenCalled();
    expect(await suggest("en-GB", "rose")).toMatchObject({ ok: true, suggestions: { term: "rose" } });
    expect(backend).toHaveBeenCalledTimes(1);
  });
});
