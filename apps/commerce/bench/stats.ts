/** Nearest-rank percentile of samples in milliseconds. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export interface ResultRow {
  db: string;
  catalogue: string;
  scenario: string;
  n: number;
  p50: number;
  p95: number;
}

const fmt = (ms: number) => ms.toFixed(1);

/** A GitHub-flavoured markdown table, which also reads well in a terminal. */
export function table(rows: readonly ResultRow[]): string {
  const head = ["database", "catalogue", "scenario", "n", "p50 ms", "p95 ms"];
  const body = rows.map((r) => [r.db, r.catalogue, r.scenario, String(r.n), fmt(r.p50), fmt(r.p95)]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
  return [line(head), `| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`, ...body.map(line)].join("\n");
}

/** Parses the rows of a table written by `table`, to merge a partial run into an earlier one. */
export function parseTable(markdown: string): ResultRow[] {
  return markdown
    .split("\n")
    .filter((l) => /^\|\s*(pglite|postgres)/.test(l))
    .map((l) => l.split("|").slice(1, -1).map((c) => c.trim()))
    .map(([db, catalogue, scenario, n, p50, p95]) => ({
      db: db!, catalogue: catalogue!, scenario: scenario!, n: Number(n), p50: Number(p50), p95: Number(p95),
    }));
}
