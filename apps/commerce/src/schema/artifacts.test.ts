import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildMagentoSchema, sdlFiles } from "@maison/graphql-schema";
import { renderSchemaArtifacts, schemaPackageDir } from "./artifacts.ts";
import { buildServedSchema, buildServedSdlSchema } from "./index.ts";
import { resolvers } from "./resolvers.ts";

describe("packages/graphql-schema", () => {
  it("holds the current served SDL and extension files (run `npm run schema:print -w apps/commerce -- --write`)", () => {
    for (const [name, content] of Object.entries(renderSchemaArtifacts())) {
      const file = path.join(schemaPackageDir, name);
      expect(existsSync(file), `${name} is missing`).toBe(true);
      expect(readFileSync(file, "utf8"), `${name} is stale`).toBe(content);
    }
  });

  it("prints SDL that graphql-js builds back into the same schema", () => {
    const printed = buildMagentoSchema([readFileSync(sdlFiles.served, "utf8")]);
    const served = buildServedSdlSchema();
    expect(Object.keys(printed.getTypeMap()).sort()).toEqual(Object.keys(served.getTypeMap()).sort());
  });

  it("builds the executable schema with every module's resolvers", () => {
    const schema = buildServedSchema(resolvers);
    const resolved = ["storeConfig", "availableStores", "currency", "countries", "country", "cmsPage", "cmsBlocks"];
    const fields = schema.getQueryType()?.getFields() ?? {};
    for (const name of resolved) expect(fields[name]?.resolve, name).toBeTypeOf("function");
  });

  it("gives every product type the interface fields, extensions included", () => {
    const served = buildServedSdlSchema();
    for (const name of ["SimpleProduct", "ConfigurableProduct", "BundleProduct", "GroupedProduct", "VirtualProduct", "DownloadableProduct", "GiftCardProduct"]) {
      const type = served.getType(name);
      const fields = type && "getFields" in type ? Object.keys(type.getFields()) : [];
      expect(fields, name).toEqual(expect.arrayContaining(["uid", "sku", "price_range", "brands", "color", "size", "reviews", "redirect_code"]));
    }
  });
});
