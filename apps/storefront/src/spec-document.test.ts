import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// Code and docs cite the requirements spec as "spec §N"; the repository carries it as docs/spec.md, a copy of the
// spec kept next to the repository (../shared/spec), so that a reader with only the repository can follow them.
const repoRoot = resolve(import.meta.dirname, "../../..");
const specFile = join(repoRoot, "docs/spec.md");
const sharedSpec = resolve(repoRoot, "../shared/spec/storefront-spec.md");
const hasSharedSpec = existsSync(sharedSpec);

/** Where citations live: sources, tests, operations and docs of every workspace. */
const CITING_DIRS = ["apps", "packages", "scripts", "docs"];
const CITING_FILE = /\.(ts|tsx|graphql|css|md)$/;
const SKIPPED_DIR = new Set(["node_modules", ".next", "dist", "generated"]);

function citingFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIR.has(entry.name) || entry.name.startsWith(".") ? [] : citingFiles(path);
    return CITING_FILE.test(entry.name) && path !== specFile ? [path] : [];
  });
}

/** Section numbers the spec's headings define: "## 2. Screens and routes" → 2, "### 2.4 Catch-all…" → 2.4. */
function specSections(text: string): Set<string> {
  return new Set([...text.matchAll(/^#{2,3} (\d+(?:\.\d+)?)\.? /gm)].map((m) => m[1]!));
}

describe("the spec in the repository (docs/spec.md)", () => {
  const spec = readFileSync(specFile, "utf8");

  it("has every section that code and docs cite as §N", () => {
    const sections = specSections(spec);
    expect(sections.has("2.4")).toBe(true);
    const files = [join(repoRoot, "README.md"), ...CITING_DIRS.flatMap((dir) => citingFiles(join(repoRoot, dir)))];
    const dangling: string[] = [];
    let citations = 0;
    for (const file of files) {
      for (const [, section] of readFileSync(file, "utf8").matchAll(/§ ?(\d+(?:\.\d+)?)/g)) {
        citations++;
        if (!sections.has(section!)) dangling.push(`${relative(repoRoot, file)}: §${section}`);
      }
    }
    expect(citations).toBeGreaterThan(0);
    expect(dangling).toEqual([]);
  });

  it.skipIf(!hasSharedSpec)("is ../shared/spec/storefront-spec.md unchanged (needs that file next to the repository)", () => {
    const shared = readFileSync(sharedSpec, "utf8");
    if (spec === shared) return;
    const ours = spec.split("\n");
    const theirs = shared.split("\n");
    const line = ours.findIndex((text, i) => text !== theirs[i]);
    expect.fail(`docs/spec.md differs from ../shared/spec/storefront-spec.md from line ${(line === -1 ? ours.length : line) + 1}: copy it again`);
  });
});
