// `node server.ts`: the storefront's production server (src/server/start.ts). Node runs the app's TypeScript as it
// is (type stripping); these hooks resolve its imports the way the bundler does: `@/…` from src/, and relative paths
// without an extension.
import { existsSync } from "node:fs";
import { registerHooks } from "node:module";

const SRC = new URL("./src/", import.meta.url);

function withExtension(url: URL): string {
  if (/\.[cm]?[jt]sx?$|\.json$/.test(url.pathname)) return url.href;
  for (const suffix of [".ts", "/index.ts"]) {
    const candidate = new URL(url.href + suffix);
    if (existsSync(candidate)) return candidate.href;
  }
  return url.href;
}

registerHooks({
  resolve(specifier, context, nextResolve) {
    // `require` calls are Next's own (it loads next.config.ts that way, with its own resolution).
    if (!context.conditions.includes("import")) return nextResolve(specifier, context);
    if (specifier.startsWith("@/")) return nextResolve(withExtension(new URL(specifier.slice(2), SRC)), context);
    if (specifier.startsWith(".") && context.parentURL?.startsWith(SRC.href)) {
      return nextResolve(withExtension(new URL(specifier, context.parentURL)), context);
    }
    return nextResolve(specifier, context);
  },
});

// This server only serves a production build; React and Next read the mode as they load.
Object.assign(process.env, { NODE_ENV: "production" });
// STOREFRONT_PROCESSES above 1: this process hands out connections to that many storefronts (src/server/processes.ts).
const { serverEnv } = await import("./src/config/env.ts");
const cluster = await import("node:cluster");
await import(serverEnv.STOREFRONT_PROCESSES > 1 && cluster.default.isPrimary ? "./src/server/processes.ts" : "./src/server/start.ts");
