import { describe, expect, it } from "vitest";
import { absoluteMedia, organizationJsonLd, toDepartmentTiles } from "./model";

describe("toDepartmentTiles", () => {
  it("keeps menu departments in position order with absolute images", () => {
    const tiles = toDepartmentTiles(
      {
        categories: {
          items: [
            {
              uid: "Mg==",
              children: [
                { uid: "b", name: "Make-up", image: "/media/catalog/category/m.jpg", position: 2, include_in_menu: 1, url_path: "make-up", url_suffix: ".html" },
                { uid: "h", name: "Hidden", image: null, position: 0, include_in_menu: 0, url_path: "hidden", url_suffix: ".html" },
                { uid: "a", name: "Skin &amp; Care", image: null, position: 1, include_in_menu: 1, url_path: "skincare", url_suffix: ".html" },
              ],
            },
          ],
        },
      },
      "http://api.example:4000/graphql",
    );
    expect(tiles).toEqual([
      { id: "a", name: "Skin & Care", href: "/skincare.html", image: null },
      { id: "b", name: "Make-up", href: "/make-up.html", image: "http://api.example:4000/media/catalog/category/m.jpg" },
    ]);
  });

  it("refuses image URLs that are not http(s)", () => {
    expect(absoluteMedia("javascript:alert(1)", "http://api.example/graphql")).toBeNull();
    expect(absoluteMedia("https://cdn.example/a.jpg", "http://api.example/graphql")).toBe("https://cdn.example/a.jpg");
  });
});

describe("organizationJsonLd", () => {
  it("is Organization JSON that cannot break out of its script tag", () => {
    const json = organizationJsonLd({ name: "Maison", url: "https://x.example/", logo: "https://x.example/icon.svg", description: "</script><b>" });
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json)).toMatchObject({ "@type": "Organization", name: "Maison", description: "</script><b>" });
  });
});
