import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFixtureBackend, type FixtureBackend } from "../../server/test-fixture.ts";

const COUNTRY = `query($id: String) { country(id: $id) {
  id two_letter_abbreviation three_letter_abbreviation full_name_english full_name_locale
  available_regions { id code name }
} }`;

describe("countries", () => {
  let backend: FixtureBackend;
  beforeAll(async () => {
    backend = await createFixtureBackend();
  });
  afterAll(() => backend.close());

  it("lists countries with their regions, null where a country has none", async () => {
    const { body } = await backend.graphql("{ countries { id available_regions { code } } }");
    expect(body.data.countries).toEqual([
      { id: "GB", available_regions: null },
      { id: "MX", available_regions: [{ code: "JAL" }] },
      { id: "US", available_regions: [{ code: "CA" }, { code: "NY" }] },
    ]);
  });

  it("finds a country by two- or three-letter code in any case", async () => {
    for (const id of ["US", "us", "USA"]) {
      const { body } = await backend.graphql(COUNTRY, { id });
      expect(body.data.country, id).toEqual({
        id: "US",
        two_letter_abbreviation: "US",
        three_letter_abbreviation: "USA",
        full_name_english: "United States",
        full_name_locale: "United States",
        available_regions: [
          { id: 12, code: "CA", name: "California" },
          { id: 43, code: "NY", name: "New York" },
        ],
      });
    }
  });

  it("names the country in the store's language", async () => {
    const { body } = await backend.graphql(COUNTRY, { id: "MX" }, { store: "mx_website_store_view" });
    expect(body.data.country.full_name_locale).toBe("México");
    expect(body.data.country.full_name_english).toBe("Mexico");
  });

  it("answers an unknown or odd id with Magento's no-such-entity error", async () => {
    for (const id of ["ZZ", "", "'; drop table countries; --", "x".repeat(5000), null]) {
      const { status, body } = await backend.graphql(COUNTRY, { id });
      expect(status).toBe(200);
      expect(body.data).toEqual({ country: null });
      expect(body.errors).toEqual([{
        message: "The country isn't available.",
        locations: [{ line: 1, column: 22 }],
        path: ["country"],
        extensions: { category: "graphql-no-such-entity" },
      }]);
    }
  });
});
