import { describe, expect, it, vi } from "vitest";

/** The catalogue reads getBrand makes: variables and cache tags, answered as the API would. */
const reads: { variables: Record<string, unknown>; tags: readonly string[] }[] = [];
const brand = { uid: "MTI=", id: 12, name: "Maison &amp; Fils", url_key: "maison-fils", description: null, country: "FR", is_featured: false, product_count: 3 };

vi.mock("@/lib/commerce/server", () => ({
  catalogQuery: async (_document: unknown, variables: Record<string, unknown>, _scope: unknown, tags: readonly string[]) => {
    reads.push({ variables, tags });
    const known = variables.uid === brand.uid || variables.url_key === brand.url_key;
    return { ok: true, data: { brand: known ? brand : null } };
  },
}));

const { getBrand } = await import("./queries");
const scope = { store: "default", currency: "GBP" };

describe("getBrand", () => {
  it("reads a brand by id under its tag, the one its listing carries and POST /api/revalidate takes", async () => {
    reads.length = 0;
    const result = await getBrand(scope, "12");
    expect(result).toMatchObject({ ok: true, data: { id: 12, name: "Maison & Fils", urlKey: "maison-fils" } });
    expect(reads).toEqual([{ variables: { uid: "MTI=" }, tags: ["brand:12", "brands"] }]);
  });

  it("reads a URL-key address's brand from the same entry as its id address, so its tag drops both", async () => {
    reads.length = 0;
    const result = await getBrand(scope, "Maison-Fils");
    expect(result).toMatchObject({ ok: true, data: { id: 12 } });
    expect(reads.map((r) => r.tags)).toEqual([["brands"], ["brand:12", "brands"]]);
    expect(reads[1]!.variables).toEqual({ uid: "MTI=" });
  });

  it("answers null for an unknown brand and a key that names none, without a read for the latter", async () => {
    reads.length = 0;
    expect(await getBrand(scope, "987654321")).toEqual({ ok: true, data: null });
    expect(await getBrand(scope, "nobody")).toEqual({ ok: true, data: null });
    expect(await getBrand(scope, "../x")).toEqual({ ok: true, data: null });
    expect(reads.map((r) => r.tags)).toEqual([["brand:987654321", "brands"], ["brands"]]);
  });
});
