import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { launch, type Managed } from "./processes.ts";
import { nextBin, REPO_ROOT, STOREFRONT_DIR } from "./paths.ts";

const BUILD_ID = path.join(STOREFRONT_DIR, ".next", "BUILD_ID");
// Output, caches, and test-only folders: none of them changes what `next build` produces.
const IGNORED_DIRS = new Set(["node_modules", ".next", "e2e", "coverage", "test-results", ".turbo"]);
const IGNORED_FILE = /\.(tsbuildinfo|log)$/;
const EXTRA_INPUTS = [path.join(REPO_ROOT, "package-lock.json"), path.join(REPO_ROOT, "tsconfig.base.json")];

async function newestMtime(dir: string): Promise<{ mtime: number; file: string }> {
  let newest = { mtime: 0, file: "" };
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return newest;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (IGNORED_DIRS.has(entry.name)) continue;
      const inner = await newestMtime(full);
      if (inner.mtime > newest.mtime) newest = inner;
    } else if (entry.isFile() && !IGNORED_FILE.test(entry.name)) {
      const { mtimeMs } = await stat(full);
      if (mtimeMs > newest.mtime) newest = { mtime: mtimeMs, file: full };
    }
  }
  return newest;
}

/** Why the storefront needs a production build, or null when the existing build is newer than every source. */
export async function storefrontBuildNeeded(): Promise<string | null> {
  let builtAt: number;
  try {
    builtAt = (await stat(BUILD_ID)).mtimeMs;
  } catch {
    return "no production build yet";
  }
  let newest = await newestMtime(STOREFRONT_DIR);
  for (const file of EXTRA_INPUTS) {
    const mtime = await stat(file).then((s) => s.mtimeMs, () => 0);
    if (mtime > newest.mtime) newest = { mtime, file };
  }
  return newest.mtime > builtAt ? `${path.relative(REPO_ROOT, newest.file)} changed since the last build` : null;
}

/**
 * Runs `next build` in a Next.js app's folder with its output prefixed; resolves to whether it succeeded. `env` adds
 * to this process's environment (the API the build reads its catalogue from, say).
 */
export function buildNextApp(
  dir: string,
  name: string,
  track?: (managed: Managed) => void,
  env: Record<string, string> = {},
): Promise<boolean> {
  const build = launch(name, process.execPath, [nextBin(), "build"], {
    cwd: dir,
    color: "yellow",
    env: { ...env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  track?.(build);
  return build.exited.then(async (exit) => {
    if (exit.code === 0) return true;
    // A build that fails late may leave a BUILD_ID behind; without it the next start builds again.
    await rm(path.join(dir, ".next", "BUILD_ID"), { force: true });
    return false;
  });
}

/** Builds the storefront (see buildNextApp). */
export function buildStorefront(track?: (managed: Managed) => void, env: Record<string, string> = {}): Promise<boolean> {
  return buildNextApp(STOREFRONT_DIR, "storefront build", track, env);
}
