import { describe, expect, it } from "vitest";
import { describeProblems, folderByPrefix, folderGraph } from "../../../scripts/lib/import-graph.ts";

// lib ← features ← app: lib/<x>, i18n and config at the bottom, one folder per feature above them, routes (and the
// proxy, which sits beside them at the root) and the production server on top.
const report = folderGraph(import.meta.dirname, {
  folderOf: folderByPrefix({ lib: 2, features: 2, app: 1, server: 1, i18n: 1, config: 1 }, "app"),
  layers: [["lib", "i18n", "config"], ["features"], ["app", "server"]],
  aliases: { "@/": import.meta.dirname },
});

describe("storefront folders", () => {
  it("import each other without cycles and only downwards (lib ← features ← app)", () => {
    expect(describeProblems(report)).toBe("");
  });

  it("are all seen, so an empty report means something", () => {
    expect(report.folders).toEqual(expect.arrayContaining(["app", "server", "config", "i18n", "lib/commerce", "lib/security", "features/cart"]));
    expect(report.edges.length).toBeGreaterThan(20);
  });
});
