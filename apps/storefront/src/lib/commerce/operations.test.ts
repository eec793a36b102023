import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { buildMagentoSchema, sdlFiles } from "@maison/graphql-schema";
import { Kind, type GraphQLSchema, parse, validate } from "graphql";
import { describe, expect, it } from "vitest";

const appRoot = resolve(import.meta.dirname, "../../..");
const repoRoot = resolve(appRoot, "../..");
const magentoDir = resolve(repoRoot, "../shared/magento-graphql");
const hasMagento = existsSync(join(magentoDir, "schema.graphql"));

const operationFiles = readdirSync(join(appRoot, "src"), { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".graphql"))
  .map((file) => join(appRoot, "src", file))
  .sort();

const read = (path: string) => readFileSync(path, "utf8");
const label = (path: string) => relative(appRoot, path);

function errorsAgainst(schema: GraphQLSchema, file: string): string[] {
  return validate(schema, parse(read(file))).map((e) => e.message);
}

// Proves the schema is strict enough to catch a field Magento does not have.
const BOGUS = parse("query Bogus { products(search: \"x\") { items { sku not_a_magento_field } } }");

describe("storefront GraphQL operations", () => {
  it("are found", () => {
    expect(operationFiles.length).toBeGreaterThanOrEqual(2);
  });

  it.each(operationFiles.map((f) => [label(f), f]))("%s holds exactly one named operation", (_, file) => {
    const operations = parse(read(file)).definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    expect(operations).toHaveLength(1);
    expect(operations[0]?.name?.value).toBeTruthy();
  });

  describe("against the served schema", () => {
    const served = buildMagentoSchema([read(sdlFiles.served)]);
    it.each(operationFiles.map((f) => [label(f), f]))("%s validates", (_, file) => {
      expect(errorsAgainst(served, file)).toEqual([]);
    });
    it("rejects an unknown field", () => {
      expect(validate(served, BOGUS).length).toBeGreaterThan(0);
    });
  });

  describe.skipIf(!hasMagento)("against Magento 2.4.4 plus our extension SDL (needs the reference in ../shared/magento-graphql)", () => {
    // Built lazily: describe bodies run even when skipped.
    let magento: GraphQLSchema | undefined;
    const schema = () =>
      (magento ??= buildMagentoSchema([
        read(join(magentoDir, "schema.graphql")),
        read(join(magentoDir, "runtime-eav.graphql")),
        read(sdlFiles.newerCore),
        read(sdlFiles.catalogAttributes),
        read(sdlFiles.extensions),
      ]));
    it.each(operationFiles.map((f) => [label(f), f]))("%s validates", (_, file) => {
      expect(errorsAgainst(schema(), file)).toEqual([]);
    });
    it("rejects an unknown field", () => {
      expect(validate(schema(), BOGUS).length).toBeGreaterThan(0);
    });
  });
});
