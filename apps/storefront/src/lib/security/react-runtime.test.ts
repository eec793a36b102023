import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { REACT_RUNTIME_DEFINITIONS, REACT_RUNTIME_SCRIPTS, type RuntimeText } from "./react-runtime";
import { sha256 } from "./trusted-scripts";

// The React DOM server builds inside the page runtimes Next renders this app with (stable and experimental React).
const RUNTIMES = [
  "next/dist/compiled/next-server/app-page-turbo.runtime.prod.js",
  "next/dist/compiled/next-server/app-page-turbo-experimental.runtime.prod.js",
];
const require = createRequire(import.meta.url);

/** Every string literal of a runtime that is one of React's inline scripts or script functions. */
function runtimeLiterals(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const found = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) && /^(\$R[A-Z]*=|requestAnimationFrame\(function\(\)\{\$RT|addEventListener\("submit")/.test(node.text)) {
      found.add(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...found];
}

const describeText = (name: string, text: string): RuntimeText => ({ name, length: text.length, sha256: sha256(text) });
const key = (t: RuntimeText) => `${t.length} ${t.sha256}`;

describe("React's inline runtime", () => {
  for (const runtime of RUNTIMES) {
    it(`is listed exactly as ${runtime.split("/").at(-1)} writes it`, () => {
      const literals = runtimeLiterals(require.resolve(runtime));
      // A literal ending in the opening of a call (`…};$RC("`) is a definition followed by its first call.
      const definitions = literals.filter((l) => l.startsWith("$R")).map((l) => describeText(l.slice(0, 40), l.replace(/\$R[A-Z]\("$/, "")));
      const scripts = literals.filter((l) => !l.startsWith("$R")).map((l) => describeText(l.slice(0, 40), l));
      const report = `found in the runtime:\n${JSON.stringify({ scripts, definitions }, null, 2)}`;
      expect(new Set(REACT_RUNTIME_SCRIPTS.map(key)), report).toEqual(new Set(scripts.map(key)));
      expect(new Set(REACT_RUNTIME_DEFINITIONS.map(key)), report).toEqual(new Set(definitions.map(key)));
    });
  }
});
