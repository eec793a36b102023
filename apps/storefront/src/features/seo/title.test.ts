import { describe, expect, it } from "vitest";
import { pageTitle } from "./title";

describe("pageTitle", () => {
  it("leaves the suffix to the layout's template", () => {
    expect(pageTitle(" Brands A–Z ")).toBe("Brands A–Z");
  });

  it("keeps a backend title that already names the shop as it is", () => {
    expect(pageTitle("About Us | Maison")).toEqual({ absolute: "About Us | Maison" });
    expect(pageTitle("Skincare – maison")).toEqual({ absolute: "Skincare – maison" });
    expect(pageTitle("Maison Margiela Perfume")).toBe("Maison Margiela Perfume");
  });
});
