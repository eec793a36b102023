import { createRequire } from "node:module";
import { configDefaults, defineConfig } from "vitest/config";

/** Suites that replace modules (vi.mock): they need a fresh module registry, so a worker of their own. */
const MOCKING = ["src/modules/account/sign-in.test.ts"];

export default defineConfig({
  resolve: {
    // The file Node itself loads for `import "graphql"` (its CommonJS build), so that the code under test and
    // graphql-yoga share one graphql-js, whose type checks (instanceof) refuse a schema of another copy.
    alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve("graphql") }],
  },
  test: {
    // Builds (or reuses) the seeded template database; each test file clones it (src/test/database.ts).
    globalSetup: ["src/test/global-setup.ts"],
    // Generous: under `npm test` these suites run at low CPU priority beside the browser suites, and some start
    // backends or commands of their own. Speed is measured by the benchmarks, not here.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // Two cores: more workers only add memory (each holds an in-memory database) and contention.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        // Each file still opens its own database and app, so files share nothing but loaded modules. Reusing the
        // workers halves the run: a fresh worker per file spent more time loading the server and compiling
        // PGlite's WebAssembly than running the file's tests.
        test: { name: "shared workers", include: ["src/**/*.test.ts"], exclude: [...configDefaults.exclude, ...MOCKING], isolate: false },
      },
      { extends: true, test: { name: "own worker", include: MOCKING } },
    ],
  },
});
