import { describe, expect, it } from "vitest";
import { type ListingState, defaultListingState, parseListingState } from "@/features/listing/url-state";
import { listingHref, pageItems, parseView, priceLabel, swatchColour, toFacets } from "./listing-model";

const link = (state: ListingState) => listingHref("/women.html", state);
const formatPrice = (n: number) => `£${n}`;

const aggregations = [
  { attribute_code: "price", label: "Price", count: 2, position: 0, options: [
    { value: "0_100", label: "0-100", count: 4 },
    { value: "100_*", label: "100+", count: 2 },
  ] },
  { attribute_code: "color", label: "Colour", count: 2, position: 1, options: [
    { value: "11", label: "Black", count: 3 },
    { value: "12", label: "Forest Green", count: 1 },
  ] },
  { attribute_code: "brand", label: "Brand", count: 1, position: 2, options: [{ value: "7", label: "Maison &amp; Fils", count: 5 }] },
  { attribute_code: "size", label: "Size", count: 0, position: 3, options: [] },
  null,
];

describe("toFacets", () => {
  it("orders brand, colour and price first, drops empty facets and decodes labels", () => {
    const view = toFacets(aggregations, defaultListingState, { link, formatPrice });
    expect(view.facets.map((f) => f.code)).toEqual(["brand", "color", "price"]);
    expect(view.facets[0]?.options[0]?.label).toBe("Maison & Fils");
    expect(view.facets.map((f) => f.kind)).toEqual(["list", "swatch", "price"]);
  });

  it("writes brand selections under the URL's `brands` key and marks them selected", () => {
    const state = parseListingState("brands=7&page=3");
    const view = toFacets(aggregations, state, { link, formatPrice });
    const brand = view.facets.find((f) => f.code === "brand");
    expect(brand?.urlKey).toBe("brands");
    expect(brand?.options[0]?.selected).toBe(true);
    // Toggling the selected value removes it and starts again at page 1.
    expect(brand?.options[0]?.href).toBe("/women.html");
    const black = view.facets.find((f) => f.code === "color")?.options[0];
    expect(black?.selected).toBe(false);
    expect(black?.href).toBe("/women.html?brands=7&color=11");
  });

  it("lists active filters with remove links and a clear-all link", () => {
    const state = parseListingState("color=11&price=0_100&sort=price_ASC");
    const view = toFacets(aggregations, state, { link, formatPrice });
    expect(view.active.map((a) => a.label).sort()).toEqual(["Black", "£0 – £100"]);
    expect(view.active.find((a) => a.urlKey === "color")?.removeHref).toBe("/women.html?price=0_100&sort=price_ASC");
    expect(view.clearHref).toBe("/women.html?sort=price_ASC");
    expect(toFacets(aggregations, defaultListingState, { link, formatPrice }).clearHref).toBeNull();
  });

  it("gives colour options a swatch tone", () => {
    const colour = toFacets(aggregations, defaultListingState, { link, formatPrice }).facets.find((f) => f.code === "color");
    expect(colour?.options.map((o) => o.swatch)).toEqual(["#111111", "#2E4B3A"]);
  });

  it("can hide an aggregation", () => {
    const view = toFacets(aggregations, defaultListingState, { link, formatPrice, hide: ["price"] });
    expect(view.facets.map((f) => f.code)).not.toContain("price");
  });
});

describe("priceLabel", () => {
  it("formats closed and open buckets", () => {
    expect(priceLabel("10_20", formatPrice)).toBe("£10 – £20");
    expect(priceLabel("100_*", formatPrice)).toBe("£100 +");
    expect(priceLabel("nonsense", formatPrice)).toBe("nonsense");
  });
});

describe("swatchColour", () => {
  it("reads a hex in the label, else a known colour word, else null", () => {
    expect(swatchColour("Cognac #9A5B2F")).toBe("#9A5B2F");
    expect(swatchColour("Navy")).toBe("#1F2A44");
    expect(swatchColour("Rose Gold")).toBe("#B76E79");
    expect(swatchColour("Multicolour")).toBeNull();
  });
});

describe("listingHref and parseView", () => {
  it("keeps the canonical query and adds the list view only when chosen", () => {
    const state = parseListingState("page=2&sort=name_ASC&itemsPerPage=24");
    expect(listingHref("/bags.html", state)).toBe("/bags.html?sort=name_ASC&itemsPerPage=24&page=2");
    expect(listingHref("/bags.html", defaultListingState, "list")).toBe("/bags.html?view=list");
    expect(parseView("list")).toBe("list");
    expect(parseView(["grid"])).toBe("grid");
    expect(parseView(undefined)).toBe("grid");
  });
});

describe("pageItems", () => {
  it("is empty for a single page", () => {
    expect(pageItems(1, 1)).toEqual([]);
  });
  it("shows first, last and neighbours with gaps", () => {
    const labels = pageItems(5, 10).map((i) => (i.kind === "gap" ? "…" : `${i.page}${i.current ? "*" : ""}`));
    expect(labels).toEqual(["1", "…", "4", "5*", "6", "…", "10"]);
  });
  it("fills a one-page hole instead of a gap", () => {
    const labels = pageItems(3, 4).map((i) => (i.kind === "gap" ? "…" : String(i.page)));
    expect(labels).toEqual(["1", "2", "3", "4"]);
  });
});
