import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { buildMagentoSchema, sdlFiles } from "@maison/graphql-schema";
import { type DocumentNode, type FragmentDefinitionNode, Kind, type GraphQLSchema, parse, validate, visit } from "graphql";
import { describe, expect, it } from "vitest";

const appRoot = resolve(import.meta.dirname, "../../..");
const repoRoot = resolve(appRoot, "../..");
const magentoDir = resolve(repoRoot, "../shared/magento-graphql");
const hasMagento = existsSync(join(magentoDir, "schema.graphql"));

const graphqlFiles = readdirSync(join(appRoot, "src"), { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".graphql"))
  .map((file) => join(appRoot, "src", file))
  .sort();

const read = (path: string) => readFileSync(path, "utf8");
const label = (path: string) => relative(appRoot, path);

// A file holds one operation, or only fragments that several operations share (codegen adds a shared fragment's
// text to each document that spreads it, so what is sent still stands alone).
const isFragmentFile = (file: string) => parse(read(file)).definitions.every((d) => d.kind === Kind.FRAGMENT_DEFINITION);
const fragmentFiles = graphqlFiles.filter(isFragmentFile);
const operationFiles = graphqlFiles.filter((file) => !isFragmentFile(file));
const sharedFragments = new Map(
  fragmentFiles.flatMap((file) =>
    parse(read(file)).definitions.map((d) => [(d as FragmentDefinitionNode).name.value, d as FragmentDefinitionNode] as const),
  ),
);

/** The operation's file with the shared fragments it spreads, directly or through another fragment. */
function withSharedFragments(file: string): DocumentNode {
  const document = parse(read(file));
  const added = new Map<string, FragmentDefinitionNode>();
  const own = new Set(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [d.name.value] : [])));
  const collect = (node: DocumentNode | FragmentDefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const shared = sharedFragments.get(spread.name.value);
        if (!shared || own.has(spread.name.value) || added.has(spread.name.value)) return;
        added.set(spread.name.value, shared);
        collect(shared);
      },
    });
  collect(document);
  return { ...document, definitions: [...document.definitions, ...added.values()] };
}

function errorsAgainst(schema: GraphQLSchema, file: string): string[] {
  return validate(schema, withSharedFragments(file)).map((e) => e.message);
}

// Proves the schema is strict enough to catch a field Magento does not have.
const BOGUS = parse("query Bogus { products(search: \"x\") { items { sku not_a_magento_field } } }");

describe("storefront GraphQL operations", () => {
  it("are found", () => {
    expect(operationFiles.length).toBeGreaterThanOrEqual(2);
  });

  it("use every shared fragment", () => {
    const fragmentNames = (file: string) =>
      withSharedFragments(file).definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [d.name.value] : []));
    const spread = new Set(operationFiles.flatMap(fragmentNames));
    expect([...sharedFragments.keys()].filter((name) => !spread.has(name))).toEqual([]);
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
