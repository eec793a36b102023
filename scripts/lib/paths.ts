import { createRequire } from "node:module";
import path from "node:path";

export const REPO_ROOT = path.resolve(import.meta.dirname, "../..");
export const COMMERCE_DIR = path.join(REPO_ROOT, "apps/commerce");
export const STOREFRONT_DIR = path.join(REPO_ROOT, "apps/storefront");

/** Next's CLI entry, run with this same (pinned) Node rather than whatever `node` a shebang would find. */
export function nextBin(): string {
  return createRequire(path.join(STOREFRONT_DIR, "package.json")).resolve("next/dist/bin/next");
}
