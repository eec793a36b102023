// Prints the served SDL; with --write, refreshes the generated files of packages/graphql-schema instead.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { renderSchemaArtifacts, schemaPackageDir } from "./artifacts.ts";

const artifacts = renderSchemaArtifacts();
if (process.argv.includes("--write")) {
  for (const [name, content] of Object.entries(artifacts)) {
    writeFileSync(path.join(schemaPackageDir, name), content);
    process.stderr.write(`wrote packages/graphql-schema/${name}\n`);
  }
} else {
  process.stdout.write(artifacts["served.graphql"] ?? "");
}
