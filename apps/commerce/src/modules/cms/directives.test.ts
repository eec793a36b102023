import { describe, expect, it } from "vitest";
import { renderCmsContent } from "./directives.ts";

const media = "https://api.example.test/media/";

describe("CMS directives", () => {
  it.each([
    ['<img src="{{media url=&quot;wysiwyg/hero-1.png&quot;}}">', '<img src="https://api.example.test/media/wysiwyg/hero-1.png">'],
    ['<img src=\'{{media url="wysiwyg/a.png"}}\'>', "<img src='https://api.example.test/media/wysiwyg/a.png'>"],
    ['<a href="{{store url="about"}}">About</a>', '<a href="/about">About</a>'],
    ['<a href="{{store direct_url="skincare.html"}}">', '<a href="/skincare.html">'],
    ["<p>{{widget type=\"x\"}}Hello</p>", "<p>Hello</p>"],
    ["<p>No directives</p>", "<p>No directives</p>"],
  ])("renders %s", (input, output) => {
    expect(renderCmsContent(input, media)).toBe(output);
  });
});
