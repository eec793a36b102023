import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // Builds (or reuses) the seeded template database; each test file clones it (src/test/database.ts).
    globalSetup: ["src/test/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores: more workers only add memory (each holds an in-memory database) and contention.
    maxWorkers: 2,
  },
});
