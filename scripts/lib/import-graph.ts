/**
 * Folder-level import graph of a TypeScript source tree: which folder imports which (with one example import per
 * edge), the cycles between folders, and the imports that go against a declared layer order. Each app declares
 * how its files group into folders and how folders stack into layers; the check itself is the same everywhere.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

export interface FolderRules {
  /** The folder a file belongs to, from its path relative to the root (forward slashes); null leaves it out. */
  folderOf(relativePath: string): string | null;
  /** Layers from the bottom up, each a list of folder-name prefixes (`lib` holds `lib/commerce`, `lib/markets`). */
  layers: readonly (readonly string[])[];
  /** Import prefixes that stand for a directory, e.g. `{ "@/": root }`; relative specifiers always resolve. */
  aliases?: Readonly<Record<string, string>>;
}

/** One import statement, as an example of a folder edge. */
export interface ImportExample {
  /** Importing file, relative to the root. */
  file: string;
  /** The specifier as written. */
  specifier: string;
}

export interface FolderEdge {
  from: string;
  to: string;
  example: ImportExample;
}

export interface FolderReport {
  folders: string[];
  edges: FolderEdge[];
  /** Each cycle as its edges in order (the last one leads back to the first folder). */
  cycles: FolderEdge[][];
  /** Edges from a lower layer to a higher one. */
  upward: FolderEdge[];
  /** Folders that no declared layer holds. */
  unlayered: string[];
}

const SOURCE = /\.(ts|tsx|mts|cts)$/;
const RESOLVABLE = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

/**
 * Groups a file by its first path segment: `depths` says how many segments name its folder (`{ lib: 2 }` puts
 * `lib/commerce/client.ts` in `lib/commerce`). Files in the root itself go to `rootFolder`; other first segments
 * are left out.
 */
export function folderByPrefix(depths: Readonly<Record<string, number>>, rootFolder?: string): (relativePath: string) => string | null {
  return (relativePath) => {
    const parts = relativePath.split("/");
    if (parts.length === 1) return rootFolder ?? null;
    const depth = depths[parts[0]!];
    if (depth === undefined) return null;
    // A file directly in `lib/` (depth 2) belongs to `lib` itself.
    return parts.slice(0, Math.min(depth, parts.length - 1)).join("/");
  };
}

/** Every .ts/.tsx file under `root`, as forward-slash paths relative to it (declaration files and node_modules out). */
export function sourceFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts")) out.push(toPosix(path.relative(root, full)));
    }
  };
  walk(root);
  return out.sort();
}

/** The specifiers a file imports or re-exports from, static and dynamic, type-only ones included. */
export function importSpecifiers(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
}

/** The file (relative to the root) a specifier names, or null for packages and files outside the root. */
export function resolveSpecifier(
  root: string,
  fromFile: string,
  specifier: string,
  aliases: Readonly<Record<string, string>> = {},
): string | null {
  let target: string | undefined;
  if (specifier.startsWith("./") || specifier.startsWith("../")) {
    target = path.resolve(root, path.dirname(fromFile), specifier);
  } else {
    for (const [prefix, dir] of Object.entries(aliases)) {
      if (specifier.startsWith(prefix)) target = path.resolve(dir, specifier.slice(prefix.length));
    }
  }
  if (target === undefined) return null;
  const relative = toPosix(path.relative(root, target));
  if (relative.startsWith("..") || path.isAbsolute(relative)) return null;
  for (const ending of RESOLVABLE) {
    const candidate = target + ending;
    if (SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) {
      return toPosix(path.relative(root, candidate));
    }
  }
  return null;
}

export function folderGraph(root: string, rules: FolderRules): FolderReport {
  const edges = new Map<string, FolderEdge>();
  const folders = new Set<string>();
  for (const file of sourceFiles(root)) {
    const from = rules.folderOf(file);
    if (from === null) continue;
    folders.add(from);
    for (const specifier of importSpecifiers(readFileSync(path.join(root, file), "utf8"))) {
      const target = resolveSpecifier(root, file, specifier, rules.aliases);
      const to = target === null ? null : rules.folderOf(target);
      if (to === null || to === from) continue;
      const key = `${from}\0${to}`;
      if (!edges.has(key)) edges.set(key, { from, to, example: { file, specifier } });
    }
  }
  const edgeList = [...edges.values()].sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
  const layerOf = (folder: string) => rules.layers.findIndex((layer) => layer.some((prefix) => isUnder(folder, prefix)));
  const sortedFolders = [...folders].sort();
  return {
    folders: sortedFolders,
    edges: edgeList,
    cycles: findCycles(sortedFolders, edgeList),
    upward: edgeList.filter((e) => layerOf(e.from) >= 0 && layerOf(e.to) > layerOf(e.from)),
    unlayered: sortedFolders.filter((f) => layerOf(f) < 0),
  };
}

/**
 * One cycle per edge that lies on any: the edge followed by the shortest way back. Listing every elementary cycle
 * can take exponential time; this names each offending edge at least once, with a real cycle around it.
 */
export function findCycles(folders: readonly string[], edges: readonly FolderEdge[]): FolderEdge[][] {
  const out = new Map<string, FolderEdge[]>();
  const outgoing = new Map<string, FolderEdge[]>(folders.map((f) => [f, []]));
  for (const edge of edges) outgoing.get(edge.from)?.push(edge);
  for (const edge of edges) {
    const back = shortestPath(edge.to, edge.from, outgoing);
    if (!back) continue;
    const cycle = [edge, ...back];
    const key = rotationKey(cycle.map((e) => e.from));
    if (!out.has(key)) out.set(key, cycle);
  }
  return [...out.values()];
}

function shortestPath(from: string, to: string, outgoing: ReadonlyMap<string, FolderEdge[]>): FolderEdge[] | null {
  const via = new Map<string, FolderEdge | null>([[from, null]]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const current = queue[i]!;
    if (current === to) {
      const steps: FolderEdge[] = [];
      for (let step = via.get(current); step; step = via.get(step.from)) steps.unshift(step);
      return steps;
    }
    for (const edge of outgoing.get(current) ?? []) {
      if (via.has(edge.to)) continue;
      via.set(edge.to, edge);
      queue.push(edge.to);
    }
  }
  return null;
}

/** The same cycle entered at another folder is the same cycle. */
function rotationKey(nodes: readonly string[]): string {
  const start = nodes.indexOf([...nodes].sort()[0]!);
  return [...nodes.slice(start), ...nodes.slice(0, start)].join(" -> ");
}

/** A readable account of the cycles, upward edges and unlayered folders (empty when there are none). */
export function describeProblems(report: FolderReport): string {
  const lines: string[] = [];
  const show = (e: FolderEdge) => `  ${e.from} -> ${e.to}   (${e.example.file} imports "${e.example.specifier}")`;
  for (const cycle of report.cycles) {
    lines.push(`cycle: ${[...cycle.map((e) => e.from), cycle[0]!.from].join(" -> ")}`, ...cycle.map(show));
  }
  if (report.upward.length) lines.push("imports against the layer order:", ...report.upward.map(show));
  if (report.unlayered.length) lines.push(`folders in no layer: ${report.unlayered.join(", ")}`);
  return lines.join("\n");
}

function isUnder(folder: string, prefix: string): boolean {
  return folder === prefix || folder.startsWith(`${prefix}/`);
}

function toPosix(p: string): string {
  return p.split(path.sep).join("/");
}
