import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { trustedScriptHashes } from "./script-hashes";
import { trustedScripts } from "./trusted-scripts";

const sha = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");
const latin1 = (html: string) => Buffer.from(html, "utf8").toString("latin1");

describe("trustedScriptHashes", () => {
  it("hashes the bytes of each trusted inline script, once each, and nothing else", () => {
    const flight = 'self.__next_f.push([1,"Léon"])';
    const own = "window.dataLayer=window.dataLayer||[]";
    const html = `<html><head><script>${own}</script><script src="/a.js"></script></head><body><script>${flight}</script><script>alert(1)</script><script type="application/ld+json">{"a":1}</script><script>${flight}</script></body></html>`;
    expect(trustedScriptHashes(latin1(html), trustedScripts([own]))).toEqual([sha(own), sha(flight)]);
  });

  it("hashes no script the nonce transform would not trust: one holding <!--, one inside a raw-text element", () => {
    const flight = 'self.__next_f.push([1,"<!--"])';
    const hidden = 'self.__next_f.push([1,"x"])';
    const html = `<body><script>${flight}</script><textarea><script>${hidden}</script></textarea></body>`;
    expect(trustedScriptHashes(latin1(html), trustedScripts([]))).toEqual([]);
  });

  it("finds none in a page without inline scripts", () => {
    expect(trustedScriptHashes("<p>hello</p>", trustedScripts([]))).toEqual([]);
  });
});
