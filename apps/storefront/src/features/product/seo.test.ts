import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd, safeJson } from "./seo";

describe("seo", () => {
  it("numbers breadcrumb entries from 1", () => {
    const list = breadcrumbJsonLd([{ name: "Home", url: "https://x/" }, { name: "Rose", url: "https://x/rose.html" }]);
    expect(list.itemListElement.map((e) => e.position)).toEqual([1, 2]);
  });

  it("escapes < so data cannot close the script element", () => {
    const json = safeJson({ name: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>" });
  });

});
