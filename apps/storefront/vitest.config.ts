import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    include: ["src/**/*.test.ts"],
    environment: "node",
    // next-intl imports "next/server" without an extension; bundling it lets Vite resolve that for proxy tests.
    server: { deps: { inline: ["next-intl"] } },
  },
});
