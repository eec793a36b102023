import { createElement, Suspense, use } from "react";
import { renderToReadableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ScriptNonceStream } from "./script-nonce-stream";
import { trustedScripts } from "./trusted-scripts";

const NONCE = "bm9uY2Utb2YtdGhpcy1yZXNwb25zZQ==";
const OWN_SCRIPT = "window.consentDefaults=1;";
const trust = trustedScripts([OWN_SCRIPT]);
const nonced = (content: string) => `<script nonce="${NONCE}">${content}</script>`;
const bare = (content: string) => `<script>${content}</script>`;

function transform(chunks: readonly string[]): string {
  const stream = new ScriptNonceStream(NONCE, trust);
  return chunks.map((chunk) => stream.push(chunk)).join("") + stream.end();
}

/** Every inline script of a document without tricky markup, and whether it carries the nonce. */
function inlineScripts(html: string): { nonce: boolean; content: string }[] {
  return [...html.matchAll(/<script(?: id="_R_")?( nonce="[^"]*")?>([\s\S]*?)<\/script>/g)].map((m) => ({ nonce: m[1] !== undefined, content: m[2]! }));
}

/** React's document with the nonce on every inline script: all of them are React's own. */
const withNonces = (html: string) => html.replaceAll("<script>", `<script nonce="${NONCE}">`).replaceAll('<script id="_R_">', `<script id="_R_" nonce="${NONCE}">`);

// What Next writes: the flight data bootstrap and chunks, and Turbopack's chunk list.
const NEXT_SCRIPTS = [
  "(self.__next_f=self.__next_f||[]).push([0])",
  "(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([2,null])",
  'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[39756,[\\"/_next/static/chunks/a.js\\"],\\"default\\"]\\n"])',
  'self.__next_f.push([1,"3:[\\"$\\",\\"p\\",null,{\\"children\\":\\"\\u003cscript\\u003ealert(1)\\u003c/script\\u003e ×\\"}]\\n"])',
  'self.__next_f.push([3,"AAEC"])',
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[94553]});',
];

// Inline scripts that must stay blocked: nothing here is exactly the framework's or ours.
const HOSTILE_SCRIPTS = [
  "alert(1)",
  `${OWN_SCRIPT}alert(1)`,
  'self.__next_f.push([1,"x"]);alert(1)',
  'self.__next_f.push([1,"x"],alert(1))',
  "self.__next_f.push(alert(1))",
  "(self.__next_f=self.__next_f||[]).push([0]);alert(1)",
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"a":alert(1)});',
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({});\nalert(1)',
  '$RC("B:0",alert(1))',
  '$RC("B:0","S:0");alert(1)',
  '$RC=function(){alert(1)};$RC("B:0","S:0")',
  "$RX=alert;$RX(1)",
  'self.__next_f.push([1,"<!--"])',
];

describe("ScriptNonceStream", () => {
  it("gives the nonce to Next's scripts and ours, and to nothing else", () => {
    const html = [
      "<!DOCTYPE html><html><head>",
      bare(OWN_SCRIPT),
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      "</head><body><main><p>Hello</p>",
      ...NEXT_SCRIPTS.map(bare),
      ...HOSTILE_SCRIPTS.map(bare),
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      "</main></body></html>",
    ].join("");
    const out = transform([html]);
    expect(inlineScripts(out)).toEqual([
      { nonce: true, content: OWN_SCRIPT },
      ...NEXT_SCRIPTS.map((content) => ({ nonce: true, content })),
      ...HOSTILE_SCRIPTS.map((content) => ({ nonce: false, content })),
    ]);
    // Apart from the nonces the document is unchanged, scripts with attributes included.
    expect(out.replaceAll(` nonce="${NONCE}"`, "")).toBe(html);
  });

  it("trusts React's runtime as React DOM writes it: boundaries, errors and form replaying", async () => {
    const html = await renderWithReact();
    for (const runtime of ["$RT=performance.now()", 'addEventListener("submit"', "$RC=function", "$RC(", "$RX=function", "$RX("]) {
      expect(html).toContain(runtime);
    }
    expect(transform([html])).toBe(withNonces(html));
  });

  it("gives the same output however the document is cut into chunks", async () => {
    const react = await renderWithReact();
    const before = `<head>${bare(OWN_SCRIPT)}</head><body><!-- a ${bare(OWN_SCRIPT)} comment --><div title="a > b ${bare(OWN_SCRIPT)}">text</div>`;
    const after = `${NEXT_SCRIPTS.map(bare).join("")}${bare("alert(2)")}</body>`;
    const html = before + react + after;
    const expected =
      `<head>${nonced(OWN_SCRIPT)}</head><body><!-- a ${bare(OWN_SCRIPT)} comment --><div title="a > b ${bare(OWN_SCRIPT)}">text</div>` +
      withNonces(react) +
      `${NEXT_SCRIPTS.map(nonced).join("")}${bare("alert(2)")}</body>`;
    expect(transform([html])).toBe(expected);
    for (let cut = 1; cut < html.length; cut++) {
      expect(transform([html.slice(0, cut), html.slice(cut)])).toBe(expected);
    }
    expect(transform([...html])).toBe(expected);
  });

  it("only sends what it cannot judge yet later, and nothing held back is lost", () => {
    const stream = new ScriptNonceStream(NONCE, trust);
    expect(stream.push("<p>shown at once</p><scr")).toBe("<p>shown at once</p>");
    expect(stream.push("ipt>self.__next_f.push([1,")).toBe("");
    expect(stream.push('"x"])</script><p>next</p>')).toBe(`${nonced('self.__next_f.push([1,"x"])')}<p>next</p>`);
    expect(stream.push("<script>alert(1)")).toBe("");
    expect(stream.end()).toBe("<script>alert(1)");
  });

  it("ends a script where the browser does, whatever the case of the end tag", () => {
    expect(transform([`<script>${OWN_SCRIPT}</SCRIPT ><p>x</p>`])).toBe(`<script nonce="${NONCE}">${OWN_SCRIPT}</SCRIPT ><p>x</p>`);
    // `</scriptx` does not end the script, so the text up to the real end is judged, and fails.
    const tricked = `<script>${OWN_SCRIPT}</scriptx>alert(1)</script>`;
    expect(transform([tricked])).toBe(tricked);
  });

  it("never nonces a script inside raw text, and finds the scripts after it", () => {
    for (const element of ["textarea", "title", "style", "noscript", "xmp", "iframe", "noembed", "noframes"]) {
      const html = `<${element}>${bare(OWN_SCRIPT)}</${element.toUpperCase()}>${bare(OWN_SCRIPT)}`;
      expect(transform([html])).toBe(`<${element}>${bare(OWN_SCRIPT)}</${element.toUpperCase()}>${nonced(OWN_SCRIPT)}`);
    }
    expect(transform([`<plaintext>${bare(OWN_SCRIPT)}`])).toBe(`<plaintext>${bare(OWN_SCRIPT)}`);
  });

  it("leaves scripts that are not a bare start tag as they are", () => {
    for (const tag of ["<SCRIPT>", "<script >", '<script nonce="guess">', "<script/>", '<script type="module">']) {
      const html = `${tag}${OWN_SCRIPT}</script>`;
      expect(transform([html])).toBe(html);
    }
  });

  it("sends an unfinished document as it is", () => {
    for (const tail of ["<", "<!-", "<!-- open", '<div title="open', "<script>", `<script>${OWN_SCRIPT}</scri`]) {
      expect(transform([`<p>x</p>${tail}`])).toBe(`<p>x</p>${tail}`);
    }
  });
});

/** A document rendered by React DOM with content streamed after the shell, a boundary that fails, and a form action. */
async function renderWithReact(): Promise<string> {
  const later = (value: string) => new Promise<string>((resolve) => setTimeout(() => resolve(value), 5));
  const failsLater = () => new Promise<string>((_, reject) => setTimeout(() => reject(new Error("boom")), 10));
  const Late = ({ promise }: { promise: Promise<string> }) => createElement("p", null, use(promise));
  const tree = createElement(
    "html",
    null,
    createElement(
      "body",
      null,
      createElement(Suspense, { fallback: "…" }, createElement(Late, { promise: later("one") })),
      createElement(Suspense, { fallback: "…" }, createElement(Late, { promise: later("two") })),
      createElement(Suspense, { fallback: "…" }, createElement(Late, { promise: failsLater() })),
      createElement("form", { action: async () => {} }, createElement("button", null, "Go")),
    ),
  );
  const stream = await renderToReadableStream(tree, { onError: () => {} });
  return new Response(stream).text();
}
