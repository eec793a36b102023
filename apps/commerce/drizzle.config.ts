import { defineConfig } from "drizzle-kit";

// One schema and one migration set serve both PGlite and PostgreSQL; migrations are applied from code at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./drizzle",
});
