import { describe, expect, it } from "vitest";
import { extractLinks, htmlToText, localiseHref, sanitizeHtml, sanitizeWithLeadImage } from "./sanitize";

const mediaBase = new URL("https://m.example/media/");

describe("sanitizeHtml", () => {
  it("drops scripts, styles, frames and event handlers", () => {
    const html = sanitizeHtml(
      '<p onclick="x()">Hi<script>alert(1)</script></p><style>p{}</style><iframe src="https://e.x"></iframe><img src="/a.jpg" onerror="x()">',
    );
    expect(html).toBe('<p>Hi</p><img src="/a.jpg" />');
  });

  it("removes javascript: and protocol-relative URLs", () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeHtml('<img src="//evil.example/x.png">')).toBe("");
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

  it("prefixes ids and anchor names, and the links to them, so they never clash with the page's", () => {
    expect(sanitizeHtml('<h2 id="delivery">D</h2><a name="top"></a><a href="#delivery">go</a><a href="#top">up</a>')).toBe(
      '<h2 id="cms-delivery">D</h2><a name="cms-top"></a><a href="#cms-delivery">go</a><a href="#cms-top">up</a>',
    );
    // React's streaming placeholders, a script's global and the tag manager's element all stay the page's own.
    expect(sanitizeHtml('<div id="B:0">x</div><img id="dataLayer" src="/a.jpg"><p id="gtm">y</p>')).toBe(
      '<div>x</div><img id="cms-dataLayer" src="/a.jpg" /><p id="cms-gtm">y</p>',
    );
    expect(sanitizeHtml('<p id="a b">x</p><a href="#a b">y</a>')).toBe('<p>x</p><a href="#">y</a>');
  });

  it("keeps images from the API's media tree and this site, and drops the others", () => {
    const html = [
      '<img src="https://m.example/media/wysiwyg/a.png" alt="a">',
      '<img src="/icon.svg" alt="b">',
      '<img src="https://tracker.example/pixel.gif" alt="c">',
      '<img src="https://m.example/other/x.png" alt="d">',
      '<img src="http://m.example/media/x.png" alt="e">',
      '<img src="https://m.example/media/s.png" srcset="https://m.example/media/s.png 1x, https://cdn.example/l.png 2x">',
    ].join("");
    expect(sanitizeHtml(html, { mediaBase })).toBe(
      '<img src="https://m.example/media/wysiwyg/a.png" alt="a" /><img src="/icon.svg" alt="b" />' +
        '<img src="https://m.example/media/s.png" srcset="https://m.example/media/s.png 1x" />',
    );
  });

  it("returns an empty string for missing input", () => {
    expect(sanitizeHtml(null)).toBe("");
  });
});

describe("sanitizeWithLeadImage", () => {
  it("takes the first image out and keeps the rest", () => {
    const { html, image } = sanitizeWithLeadImage(
      '<div><img src="https://m.example/media/a.jpg" alt="A &amp; B" width="1600" height="700"><h2>T</h2><img src="/b.jpg"></div>',
      { mediaBase },
    );
    expect(image).toEqual({ src: "https://m.example/media/a.jpg", alt: "A & B", width: 1600, height: 700 });
    expect(html).toBe('<div><h2>T</h2><img src="/b.jpg" /></div>');
  });

  it("reports no image when there is none or it is unsafe", () => {
    expect(sanitizeWithLeadImage("<p>x</p>").image).toBeNull();
    expect(sanitizeWithLeadImage('<img src="javascript:x">').image).toBeNull();
    expect(sanitizeWithLeadImage('<img src="https://elsewhere.example/media/a.jpg">', { mediaBase })).toEqual({ html: "", image: null });
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
