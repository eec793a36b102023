import { describe, expect, it } from "vitest";
import { pushDataLayer } from "./datalayer";

describe("pushDataLayer", () => {
  it("clears the previous ecommerce object before an ecommerce event", () => {
    const target: { dataLayer?: unknown[] } = {};
    const event = { event: "view_item" as const, ecommerce: { currency: "GBP", value: 10, items: [{ item_id: "SKU1", item_name: "Rose" }] } };
    pushDataLayer(event, target);
    expect(target.dataLayer).toEqual([{ ecommerce: null }, event]);
  });

  it("pushes other events as they are", () => {
    const target = { dataLayer: [1] as unknown[] };
    pushDataLayer({ event: "consent_update" }, target);
    expect(target.dataLayer).toEqual([1, { event: "consent_update" }]);
  });

  it("does nothing on the server", () => {
    expect(() => pushDataLayer({ event: "x" })).not.toThrow();
  });
});
