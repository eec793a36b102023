import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    // The file Node itself loads for `import "graphql"` (its CommonJS build), so that the code under test and
    // graphql-yoga share one graphql-js, whose type checks (instanceof) refuse a schema of another copy.
    alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve("graphql") }],
  },
  test: {
    include: ["src/**/*.test.ts"],
    // Builds (or reuses) the seeded template database; each test file clones it (src/test/database.ts).
    globalSetup: ["src/test/global-setup.ts"],
    // Generous: under `npm test` these suites run at low CPU priority beside the browser suites, and some start
    // backends or commands of their own. Speed is measured by the benchmarks, not here.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // Two cores: more workers only add memory (each holds an in-memory database) and contention.
    maxWorkers: 2,
  },
});
