import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { mergeSdl } from "@maison/graphql-schema";
import { buildASTSchema, type DocumentNode, type GraphQLSchema } from "graphql";
import { createSchema } from "graphql-yoga";
import type { Resolvers } from "../core/generated/resolvers.ts";

/**
 * What a source SDL file holds, by file name:
 * - `extensions.graphql`: our own API (no Magento equivalent);
 * - `catalog-attributes.graphql`: runtime EAV attributes of this catalogue;
 * - `newer-core.graphql`: Magento core API newer than 2.4.4;
 * - any other `*.graphql`: the Magento 2.4.4 subset we serve (runtime-eav.graphql included).
 */
export type SdlKind = "core" | "newer-core" | "catalog-attributes" | "extensions";

export interface SdlFile {
  /** Path relative to src/, for messages and generated headers. */
  name: string;
  kind: SdlKind;
  sdl: string;
}

const srcDir = path.resolve(import.meta.dirname, "..");
const modulesDir = path.join(srcDir, "modules");

function kindOf(fileName: string): SdlKind {
  if (fileName === "extensions.graphql") return "extensions";
  if (fileName === "catalog-attributes.graphql") return "catalog-attributes";
  if (fileName === "newer-core.graphql") return "newer-core";
  return "core";
}

function readSdlDir(dir: string): SdlFile[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".graphql"))
    .sort()
    .map((f) => ({
      name: path.relative(srcDir, path.join(dir, f)).split(path.sep).join("/"),
      kind: kindOf(f),
      sdl: readFileSync(path.join(dir, f), "utf8"),
    }));
}

/** Every SDL file of the served schema: each module's files, then src/schema's own (the extension SDL). */
export function loadSdlFiles(): SdlFile[] {
  const modules = readdirSync(modulesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  return [...modules.flatMap((m) => readSdlDir(path.join(modulesDir, m))), ...readSdlDir(import.meta.dirname)];
}

/** The served SDL, folded Magento-style (type declarations merged, interface fields inherited). */
const servedTypeDefs: DocumentNode = mergeSdl(loadSdlFiles().map((f) => f.sdl));

/** The executable schema: served SDL plus resolvers. Resolvers for unknown types or fields are a startup error. */
export function buildServedSchema(resolvers: Resolvers): GraphQLSchema {
  return createSchema({
    typeDefs: servedTypeDefs,
    resolvers,
    resolverValidationOptions: { requireResolversToMatchSchema: "error" },
  });
}

/** The schema without resolvers, for printing and compatibility checks. */
export function buildServedSdlSchema(): GraphQLSchema {
  return buildASTSchema(servedTypeDefs);
}
