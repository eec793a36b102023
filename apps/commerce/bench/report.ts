import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseTable, table, type ResultRow } from "./stats.ts";

const DOC = join(fileURLToPath(new URL("../../..", import.meta.url)), "docs", "benchmarks.md");
const HEADING = "## Catalogue (GraphQL, in-process)";

const key = (r: ResultRow) => `${r.db}|${r.catalogue.replace(/ \(.*\)$/, "")}|${r.scenario}`;

/**
 * Writes the results into the "Catalogue (GraphQL, in-process)" section of docs/benchmarks.md. A run over a
 * subset replaces only its own rows, so the table keeps the last figures of every combination.
 */
export function writeReport(rows: ResultRow[], run: { command: string; iterations: number; warmup: number }): string {
  const text = existsSync(DOC) ? readFileSync(DOC, "utf8") : "# Benchmarks\n";
  const start = text.indexOf(HEADING);
  const end = start < 0 ? -1 : text.indexOf("\n## ", start + HEADING.length);
  const section = start < 0 ? "" : text.slice(start, end < 0 ? undefined : end);

  const merged = new Map(parseTable(section).map((r) => [key(r), r]));
  for (const r of rows) merged.set(key(r), r);
  const order = ["pglite", "postgres"];
  const size = (r: ResultRow) => (r.catalogue.startsWith("demo") ? 0 : Number(r.catalogue));
  const all = [...merged.values()].sort((a, b) => order.indexOf(a.db) - order.indexOf(b.db) || size(a) - size(b));

  const body = [
    HEADING,
    "",
    "Each scenario is one GraphQL GET request through the whole app in process (parsing, validation, resolvers,",
    "JSON): a category page (24 items, every facet, rotating over the departments and their sub-categories), a",
    "search page (24 items and facets, rotating over product words, typos and brand names), a product page",
    "(`products(filter: {url_key: {eq}})` with the page's fields, including variants, related products and",
    "reviews) and `route(url)` on product and category URLs. The two \"engine only\" rows send the listing and",
    "search queries without item fields (facets, counts, paging): the search engine's share of a page, the rest",
    "being the product fields of its 24 items. p50/p95 over the measured iterations after a warm-up.",
    "",
    `Last run: \`${run.command}\` — ${run.iterations} iterations after ${run.warmup} warm-up each, ` +
      `${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus().length} cores ` +
      `(${cpus()[0]?.model.trim() ?? "unknown CPU"}), shared with other work.`,
    "",
    table(all),
    "",
    "Targets: p95 ≤ 30 ms on PGlite and ≤ 10 ms on PostgreSQL for the listing and search at 5,000 products;",
    "≤ 50 ms on PostgreSQL at 100,000. Compare the engine rows with them to judge the search engine, and the",
    "full pages minus the engine rows for the cost of resolving product fields.",
    "",
  ].join("\n");

  const next = start < 0 ? `${text.trimEnd()}\n\n${body}` : `${text.slice(0, start)}${body}${end < 0 ? "" : text.slice(end)}`;
  writeFileSync(DOC, next);
  return DOC;
}
