import { defineConfig } from "vitest/config";

// Browser tests against real servers: one file at a time, generous time-outs (first start seeds the database).
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.test.ts"],
    environment: "node",
    globalSetup: ["e2e/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
