import { describe, expect, it } from "vitest";
import { describeProblems, folderByPrefix, folderGraph } from "../../../scripts/lib/import-graph.ts";

// core ← modules ← (db, schema, seed) ← server ← the entry points at the root (main.ts, config.ts, seed-large.ts).
// Tests are left out: a module's suite may start the whole server, which is the point of a black-box suite.
const byPrefix = folderByPrefix({ core: 1, modules: 2, db: 1, schema: 1, seed: 1, server: 1 }, "main");
const report = folderGraph(import.meta.dirname, {
  folderOf: (file) => (/\.test\.ts$/.test(file) || file.startsWith("test/") ? null : byPrefix(file)),
  layers: [["core"], ["modules"], ["db", "schema", "seed"], ["server"], ["main"]],
});

describe("backend folders", () => {
  it("import each other without cycles and only downwards (core ← modules ← server)", () => {
    expect(describeProblems(report)).toBe("");
  });

  it("are all seen, so an empty report means something", () => {
    expect(report.folders).toEqual(expect.arrayContaining(["core", "modules/cart", "modules/catalog", "server", "main"]));
    expect(report.edges.length).toBeGreaterThan(20);
  });
});
