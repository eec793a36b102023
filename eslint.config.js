import { readFileSync } from "node:fs";
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// What git ignores (build output, local data, scratch files) is not ours to lint. Gitignore patterns without a
// leading slash match at any depth; negations and other rarities are not used in this repository's .gitignore.
const gitignored = readFileSync(new URL(".gitignore", import.meta.url), "utf8")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith("#") && !line.startsWith("!"))
  .map((line) => (line.startsWith("/") ? line.slice(1) : `**/${line}`));

/**
 * The storefront's layers, lib ← features ← app (docs/architecture.md): a layer imports only the layers below it.
 * `src/i18n` and `src/config` belong to the lib layer. Cycles between folders of one layer are found by
 * apps/storefront/src/architecture.test.ts, which also follows dynamic imports.
 */
function storefrontLayers() {
  const src = "apps/storefront/src";
  const importOf = (folders) => ({
    // `@/features/x` or a relative path climbing into `features/x` (any number of `../`).
    regex: `^(@/|(\\.\\./)+)(${folders.join("|")})(/|$)`,
    message: "Layers go one way in the storefront: lib ← features ← app. Move the shared code down instead.",
  });
  return [
    {
      files: [`${src}/lib/**`, `${src}/i18n/**`, `${src}/config/**`],
      rules: { "no-restricted-imports": ["error", { patterns: [importOf(["features", "app"])] }] },
    },
    {
      files: [`${src}/features/**`],
      rules: { "no-restricted-imports": ["error", { patterns: [importOf(["app"])] }] },
    },
  ];
}

// Syntax-level rules only (no type information), so linting the whole repository stays a matter of seconds;
// types are checked by `npm run typecheck`.
export default defineConfig(
  globalIgnores([
    ...gitignored,
    "**/next-env.d.ts",
    "apps/commerce/drizzle/",
    // Generated from the GraphQL operations by graphql-codegen.
    "apps/storefront/src/**/generated/",
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: "latest",
      sourceType: "module",
      globals: { ...globals.node },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { fixStyle: "inline-type-imports", disallowTypeAnnotations: false },
      ],
      eqeqeq: ["error", "smart"],
      // Input validation here deliberately matches control characters (paths, search text, headers).
      "no-control-regex": "off",
      "no-console": "off",
    },
  },
  {
    // `tsc` checks this with noFallthroughCasesInSwitch, and unlike ESLint it knows that a call returning `never`
    // (notFound(), redirect()) ends a case.
    files: ["**/*.{ts,tsx}"],
    rules: { "no-fallthrough": "off" },
  },
  {
    files: ["apps/storefront/**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    // The two classic hook rules only: the compiler-based rules of the plugin's presets are slow and not needed here.
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "warn" },
  },
  ...storefrontLayers(),
  {
    // Tests read loosely shaped GraphQL responses; typing every one would add noise, not safety.
    files: ["**/*.test.{ts,tsx}", "**/test/**/*.ts", "**/test-*.ts", "**/*fixture*.ts", "**/e2e/**/*.ts", "**/bench/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off", "@typescript-eslint/no-non-null-assertion": "off" },
  },
);
