import type { CodegenConfig } from "@graphql-codegen/cli";

// Types come from the schema the embedded backend serves; every operation is also validated against Magento's
// reference by src/lib/commerce/operations.test.ts.
const config: CodegenConfig = {
  schema: "../../packages/graphql-schema/served.graphql",
  documents: ["src/**/*.graphql"],
  ignoreNoDocuments: false,
  generates: {
    "src/lib/commerce/generated/": {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: "string",
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: false,
        skipTypename: false,
      },
    },
  },
};

export default config;
