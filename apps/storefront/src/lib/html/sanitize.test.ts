import { describe, expect, it } from "vitest";
import { extractLinks, htmlToText, localiseHref, sanitizeHtml, sanitizeWithLeadImage } from "./sanitize";

describe("sanitizeHtml", () => {
  it("drops scripts, styles, frames and event handlers", () => {
    const html = sanitizeHtml(
      '<p onclick="x()">Hi<script>alert(1)</script></p><style>p{}</style><iframe src="https://e.x"></iframe><img src="/a.jpg" onerror="x()">',
    );
    expect(html).toBe('<p>Hi</p><img src="/a.jpg" />');
  });

  it("removes javascript: and protocol-relative URLs", () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeHtml('<img src="//evil.example/x.png">')).toBe("<img />");
  });

  it("keeps class hooks and prefixes site-relative links", () => {
    const html = sanitizeHtml('<div class="home-hero"><a class="button" href="/skincare.html">Go</a></div>', {
      localePrefix: "/cn",
    });
    expect(html).toBe('<div class="home-hero"><a class="button" href="/cn/skincare.html">Go</a></div>');
  });

  it("adds rel to links opening a new tab and drops other targets", () => {
    expect(sanitizeHtml('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/a" target="top">x</a>')).toBe('<a href="/a">x</a>');
  });

  it("returns an empty string for missing input", () => {
    expect(sanitizeHtml(null)).toBe("");
  });
});

describe("sanitizeWithLeadImage", () => {
  it("takes the first image out and keeps the rest", () => {
    const { html, image } = sanitizeWithLeadImage(
      '<div><img src="https://m.example/media/a.jpg" alt="A &amp; B" width="1600" height="700"><h2>T</h2><img src="/b.jpg"></div>',
    );
    expect(image).toEqual({ src: "https://m.example/media/a.jpg", alt: "A & B", width: 1600, height: 700 });
    expect(html).toBe('<div><h2>T</h2><img src="/b.jpg" /></div>');
  });

  it("reports no image when there is none or it is unsafe", () => {
    expect(sanitizeWithLeadImage("<p>x</p>").image).toBeNull();
    expect(sanitizeWithLeadImage('<img src="javascript:x">').image).toBeNull();
  });
});

describe("localiseHref", () => {
  it("leaves absolute, anchor and already prefixed links alone", () => {
    expect(localiseHref("https://x.example/a", "/cn")).toBe("https://x.example/a");
    expect(localiseHref("#top", "/cn")).toBe("#top");
    expect(localiseHref("/cn/brand", "/cn")).toBe("/cn/brand");
    expect(localiseHref("/brand", "")).toBe("/brand");
    expect(localiseHref("/", "/mex")).toBe("/mex");
    expect(localiseHref("/cnx", "/cn")).toBe("/cn/cnx");
  });
});

describe("htmlToText", () => {
  it("strips tags and collapses whitespace", () => {
    expect(htmlToText("<h3>A</h3><p>b&nbsp;c &amp; d</p>\n<script>x</script>")).toBe("A b c & d");
  });
});

describe("extractLinks", () => {
  it("lists safe links with their text", () => {
    const links = extractLinks('<ul><li><a href="/skincare.html"><span>Skin &amp; care</span></a></li><li><a href="javascript:x">Bad</a></li></ul>');
    expect(links).toEqual([{ href: "/skincare.html", text: "Skin & care" }]);
  });
});
