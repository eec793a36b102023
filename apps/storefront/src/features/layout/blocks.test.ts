import { describe, expect, it } from "vitest";
import { itemsFromHtml, linksFromHtml } from "./blocks";

describe("linksFromHtml", () => {
  it("reads label and href in order, decoding entities", () => {
    expect(linksFromHtml('<ul><li><a href="/about">About &amp; us</a></li><li><a href="/faq"><b>FAQ</b></a></li></ul>')).toEqual([
      { label: "About & us", href: "/about" },
      { label: "FAQ", href: "/faq" },
    ]);
  });

  it("drops off-site and script links", () => {
    expect(linksFromHtml('<a href="https://evil.test">x</a><a href="//evil.test">y</a><a href="javascript:alert(1)">z</a>')).toEqual([]);
  });
});

describe("itemsFromHtml", () => {
  it("returns the list item texts", () => {
    expect(itemsFromHtml('<ul class="c"><li>Duties covered</li><li> <em>15–21</em> days </li><li></li></ul>')).toEqual([
      "Duties covered",
      "15–21 days",
    ]);
  });
});
