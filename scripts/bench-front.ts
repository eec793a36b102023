// `npm run bench:front`: what the storefront's HTTP front costs (docs/adr/012), against running storefronts.
//
// - Hostile request targets: the time the server takes to answer a query of 7,000 repeated keys, 101 parameters,
//   a path whose percent-encoding does not decode; a plain page for reference.
// - Pages: time to first byte and to the last byte (gzip, as a browser asks) of home, a category, a product page and
//   a search, for gb and cn.
// - The nonce transform alone: its time per page over each page's HTML, in 16 KB chunks, in this process.
//
// Options: --url URL (default http://localhost:3000), --compare URL (a second server measured the same way, e.g.
//          `next start` on the same build), --requests N (per page, default 30), --hostile N (per hostile target,
//          default 5), --transform N (transform runs per page, default 200).
import { request } from "node:http";
import { parseArgs } from "node:util";
import { percentile } from "../apps/commerce/bench/stats.ts";
import { ScriptNonceStream } from "../apps/storefront/src/lib/security/script-nonce-stream.ts";
import { trustedScripts } from "../apps/storefront/src/lib/security/trusted-scripts.ts";

const { values: options } = parseArgs({
  options: {
    url: { type: "string", default: "http://localhost:3000" },
    compare: { type: "string" },
    requests: { type: "string", default: "30" },
    hostile: { type: "string", default: "5" },
    transform: { type: "string", default: "200" },
  },
});

const PAGES = [
  "/",
  "/accessories/handbags.html",
  "/olivier-lindqvist-power-lipstick.html",
  "/search?keyword=bag",
  "/cn",
  "/cn/accessories/handbags.html",
  "/cn/olivier-lindqvist-power-lipstick.html",
  "/cn/search?keyword=bag",
];
const HOSTILE = [
  { name: "7,000 repeated keys", path: `/make-up.html?${Array.from({ length: 7_000 }, () => "a").join("&")}` },
  { name: "101 parameters", path: `/make-up.html?${Array.from({ length: 101 }, (_, i) => `f${i}=1`).join("&")}` },
  { name: "bad percent-encoding", path: "/make-up.html%ZZ" },
  { name: "plain page (reference)", path: "/make-up.html" },
];
const CHUNK = 16 * 1024;

interface Timing {
  status: number;
  firstByteMs: number;
  totalMs: number;
}

/** One GET; Node's own client, which accepts the large response headers Next sends back for a huge query. */
function timeRequest(url: string, encoding: string): Promise<Timing> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { headers: { "Accept-Encoding": encoding, "Sec-Fetch-Dest": "document" }, maxHeaderSize: 1 << 20 }, (res) => {
      const firstByteMs = performance.now() - started;
      res.on("data", () => {});
      res.on("end", () => resolve({ status: res.statusCode ?? 0, firstByteMs, totalMs: performance.now() - started }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

async function series(url: string, count: number, encoding = "gzip"): Promise<Timing[]> {
  const timings: Timing[] = [];
  for (let i = 0; i < count; i++) timings.push(await timeRequest(url, encoding));
  return timings;
}

const ms = (values: number[], p: number) => percentile(values, p).toFixed(1);

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
  return [line(rows[0]!), `| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`, ...rows.slice(1).map(line)].join("\n");
}

async function main(): Promise<void> {
  const servers = [options.url, ...(options.compare ? [options.compare] : [])].map((u) => u.replace(/\/+$/, ""));
  const requests = Math.max(1, Number(options.requests) || 30);
  const hostile = Math.max(1, Number(options.hostile) || 5);

  const hostileRows = [["server", "request", "status", "n", "p50 ms", "max ms"]];
  for (const server of servers) {
    for (const target of HOSTILE) {
      const timings = await series(`${server}${target.path}`, hostile, "identity");
      const totals = timings.map((t) => t.totalMs);
      hostileRows.push([server, target.name, String(timings[0]!.status), String(hostile), ms(totals, 50), Math.max(...totals).toFixed(1)]);
    }
  }

  const pageRows = [["server", "page", "TTFB p50 ms", "TTFB p95 ms", "total p50 ms", "total p95 ms"]];
  for (const server of servers) {
    for (const page of PAGES) {
      await series(`${server}${page}`, 2);
      const timings = await series(`${server}${page}`, requests);
      const first = timings.map((t) => t.firstByteMs);
      const total = timings.map((t) => t.totalMs);
      pageRows.push([server, page, ms(first, 50), ms(first, 95), ms(total, 50), ms(total, 95)]);
    }
  }

  // The transform over the HTML the framework wrote: the page as served, without the nonces the front added.
  const runs = Math.max(1, Number(options.transform) || 200);
  const trust = trustedScripts([]);
  const transformRows = [["page", "HTML KB", "scripts nonced", "p50 ms", "p95 ms", "MB/s"]];
  for (const page of PAGES) {
    const served = await (await fetch(`${options.url}${page}`, { headers: { "Accept-Encoding": "identity" } })).arrayBuffer();
    const html = Buffer.from(served).toString("latin1").replace(/ nonce="[^"]*"/g, "");
    const chunks: string[] = [];
    for (let at = 0; at < html.length; at += CHUNK) chunks.push(html.slice(at, at + CHUNK));
    const times: number[] = [];
    let nonced = 0;
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const stream = new ScriptNonceStream("bench", trust);
      const out = chunks.map((c) => stream.push(c)).join("") + stream.end();
      times.push(performance.now() - started);
      nonced = out.split(' nonce="bench"').length - 1;
    }
    const p50 = percentile(times, 50);
    transformRows.push([page, (html.length / 1024).toFixed(0), String(nonced), p50.toFixed(2), ms(times, 95), (html.length / 1e6 / (p50 / 1000)).toFixed(0)]);
  }

  process.stdout.write(`\nHostile request targets (identity encoding, sequential):\n${table(hostileRows)}\n`);
  process.stdout.write(`\nPages (gzip, sequential, ${requests} requests after 2 warm-ups):\n${table(pageRows)}\n`);
  process.stdout.write(`\nNonce transform alone (${runs} runs per page, 16 KB chunks):\n${table(transformRows)}\n`);
}

await main();
