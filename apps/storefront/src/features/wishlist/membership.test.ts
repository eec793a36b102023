import { describe, expect, it } from "vitest";
import { findEntry, itemsCountOf, toEntries, toggleStep } from "./membership";

const items = [
  { id: "1", quantity: 1, product: { sku: "LIP-1", uid: "MQ==" } },
  { id: "2", quantity: 2, product: { sku: "CONF-PARENT", uid: "Mg==" } },
  { id: null, quantity: 1, product: { sku: "NO-ID", uid: "Mw==" } },
  { id: "4", quantity: null, product: { sku: "NO-QTY", uid: "NA==" } },
  null,
];

describe("wishlist membership (spec §3)", () => {
  it("counts an item only with both an id and a quantity", () => {
    const entries = toEntries(items);
    expect(entries.map((e) => e.id)).toEqual(["1", "2"]);
    expect(findEntry(entries, { sku: "NO-ID" })).toBeNull();
    expect(findEntry(entries, { sku: "NO-QTY", uid: "NA==" })).toBeNull();
  });

  it("matches by sku or by uid", () => {
    const entries = toEntries(items);
    expect(findEntry(entries, { sku: "LIP-1" })?.id).toBe("1");
    expect(findEntry(entries, { sku: "renamed", uid: "Mg==" })?.id).toBe("2");
    expect(findEntry(entries, { sku: "OTHER", uid: "OTHER" })).toBeNull();
    expect(findEntry(entries, { sku: "OTHER", uid: null })).toBeNull();
  });

  it("removes a present product and adds an absent one", () => {
    const entries = toEntries(items);
    expect(toggleStep(entries, { sku: "LIP-1" })).toEqual({ kind: "remove", itemId: "1" });
    expect(toggleStep(entries, { sku: "NEW" })).toEqual({ kind: "add" });
  });

  it("sums items_count over every list (spec §7)", () => {
    expect(itemsCountOf([{ items_count: 2 }, { items_count: 3 }, null, { items_count: null }])).toBe(5);
    expect(itemsCountOf(null)).toBe(0);
  });
});
