// `npm run bench:throughput`: how many requests a second a running storefront answers with the site view of a page
// (docs/adr/019), against nginx serving the identical bytes from a file, in the same run on the same machine.
//
// The page is fetched as a first-time visitor (no cookies, no compression), saved, and served by an nginx started for
// the run; wrk then loads each server in turn with the same connections and duration. A third row is node:http
// alone answering the same response from memory: what one Node.js process can do on this machine at all. nginx runs
// a worker per core: compare like with like by starting the storefront with STOREFRONT_PROCESSES=<cores> (and
// REDIS_URL) as well as with one process. Targets (issue #20): at least
// half of nginx's requests per second, p99 ≤ 50 ms. Not part of `npm test`: a benchmark, run by hand.
//
// Needs a running storefront (`npm start`, or `node apps/storefront/server.ts` with its backend) and two Debian
// packages, wrk and nginx-light (`apt-get install -y wrk nginx-light`); without them it says so and measures nothing.
// Options: --url URL (default http://localhost:3000), --path PATH (default /make-up.html), --connections N (16),
// --threads N (2), --duration S (10).
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { portStatus } from "./lib/ports.ts";

const { values: options } = parseArgs({
  options: {
    url: { type: "string", default: "http://localhost:3000" },
    path: { type: "string", default: "/make-up.html" },
    connections: { type: "string", default: "16" },
    threads: { type: "string", default: "2" },
    duration: { type: "string", default: "10" },
  },
});

interface Load {
  server: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: string;
}

const say = (line: string) => process.stdout.write(`${line}\n`);
const has = (command: string) => spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;

const hasNginx = () => has("nginx") || has("/usr/sbin/nginx");

/** Milliseconds from wrk's "50.00%    3.21ms" style figures. */
function millis(text: string): number {
  const match = /([\d.]+)(us|ms|s)\b/.exec(text);
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return match[2] === "us" ? value / 1000 : match[2] === "s" ? value * 1000 : value;
}

/**
 * Two seconds of the same load, not measured, then the measured run: every process of the server has answered (a
 * storefront of several processes keeps a copy per process) and its code is compiled.
 */
async function measure(server: string, url: string): Promise<Load> {
  await runWrk(server, url, 2);
  return runWrk(server, url, Number(options.duration));
}

function runWrk(server: string, url: string, seconds: number): Promise<Load> {
  return new Promise((resolve, reject) => {
    const args = ["-t", options.threads, "-c", options.connections, "-d", `${seconds}s`, "--latency", url];
    const wrk = spawn("wrk", args, { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    wrk.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    wrk.on("error", reject);
    wrk.on("close", () => {
      const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? Number.NaN);
      // The "Latency Distribution" lines (`     50%    1.23ms`), not the +/- Stdev column above them.
      const line = (p: string) => new RegExp(`^\\s+${p}%\\s+(\\S+)`, "m").exec(out)?.[1] ?? "";
      const errors = [/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[0], /Socket errors: .*/.exec(out)?.[0]].filter(Boolean).join("; ");
      resolve({ server, requestsPerSecond: rps, p50: millis(line("50")), p99: millis(line("99")), errors: errors || "none" });
    });
  });
}

async function freePortFrom(start: number): Promise<number> {
  for (let port = start; port < start + 200; port++) if ((await portStatus(port, "127.0.0.1")) === "free") return port;
  throw new Error("no free port for nginx");
}

async function startNginx(dir: string, body: Buffer): Promise<{ url: string; stop: () => void }> {
  const port = await freePortFrom(18_080);
  // nginx's workers drop root's rights: they must be able to read the page.
  chmodSync(dir, 0o755);
  writeFileSync(path.join(dir, "page.html"), body, { mode: 0o644 });
  // Plain static serving, as nginx ships: sendfile, keep-alive, one worker per core, no logging.
  const conf = `daemon off;
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp; uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
  server {
    listen 127.0.0.1:${port};
    root ${dir};
    location / { default_type "text/html; charset=utf-8"; try_files /page.html =404; }
  }
}
`;
  writeFileSync(path.join(dir, "nginx.conf"), conf);
  const bin = has("nginx") ? "nginx" : "/usr/sbin/nginx";
  const nginx = spawn(bin, ["-c", path.join(dir, "nginx.conf"), "-p", dir, "-e", path.join(dir, "error.log")], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 50; i++) {
    if (await fetch(url).then((r) => r.ok, () => false)) return { url, stop: () => nginx.kill("SIGQUIT") };
    await new Promise((r) => setTimeout(r, 100));
  }
  // SIGTERM: the master stops its workers too.
  nginx.kill("SIGTERM");
  throw new Error(`nginx did not answer on ${url}; see its error log (kept at ${dir}/error.log until the run ends)`);
}

/**
 * What one Node.js process can do at all on this machine: node:http answering the storefront's very response (its
 * headers and body) from memory, with nothing else to do. The storefront's front can come close to it, never past.
 */
async function startPlainNode(dir: string, body: Buffer, headers: Headers): Promise<{ url: string; stop: () => void }> {
  const port = await freePortFrom(18_180);
  const replayed = [...headers].filter(([name]) => !/^(date|connection|keep-alive|content-length|transfer-encoding)$/i.test(name)).flat();
  writeFileSync(path.join(dir, "answer.json"), JSON.stringify({ headers: replayed }));
  writeFileSync(path.join(dir, "answer.html"), body);
  const program = `
    import { createServer } from "node:http";
    import { readFileSync } from "node:fs";
    const body = readFileSync(${JSON.stringify(path.join(dir, "answer.html"))});
    const { headers } = JSON.parse(readFileSync(${JSON.stringify(path.join(dir, "answer.json"))}, "utf8"));
    createServer((req, res) => res.writeHead(200, [...headers, "Content-Length", String(body.length)]).end(body)).listen(${port}, "127.0.0.1");
  `;
  const child = spawn(process.execPath, ["--input-type=module", "-e", program], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 50; i++) {
    if (await fetch(url).then((r) => r.ok, () => false)) return { url, stop: () => child.kill() };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`node:http did not answer on ${url}`);
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
  return [line(rows[0]!), `| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`, ...rows.slice(1).map(line)].join("\n");
}

async function main(): Promise<void> {
  const pageUrl = `${options.url.replace(/\/+$/, "")}${options.path}`;
  const missing = [has("wrk") ? null : "wrk", hasNginx() ? null : "nginx-light"].filter(Boolean);
  if (missing.length > 0) {
    say(`Missing: ${missing.join(", ")}. Install with: apt-get install -y ${missing.join(" ")} (Debian). Nothing measured.`);
    process.exit(1);
  }
  if (!(await fetch(pageUrl).then((r) => r.ok, () => false))) {
    say(`No storefront answers ${pageUrl} with 200: start one first (npm start). Nothing measured.`);
    process.exit(1);
  }
  // Twice more: a page's first visit renders it; the benchmark is about the page as shared caches keep it.
  await fetch(pageUrl).then((r) => r.arrayBuffer());
  const response = await fetch(pageUrl, { headers: { "Accept-Encoding": "identity" } });
  const body = Buffer.from(await response.arrayBuffer());
  say(`${pageUrl}: ${response.status}, ${(body.byteLength / 1024).toFixed(1)} KB of HTML`);
  say(`  Cache-Control: ${response.headers.get("cache-control")}`);
  say(`  Surrogate-Key: ${(response.headers.get("surrogate-key") ?? "(none)").slice(0, 160)}`);
  say(`  load average before: ${loadavg().map((l) => l.toFixed(2)).join(" ")} (${cpus().length} cores)`);

  const loads: Load[] = [await measure("storefront", pageUrl)];
  const dir = mkdtempSync(path.join(tmpdir(), "maison-bench-nginx-"));
  try {
    const nginx = await startNginx(dir, body);
    try {
      loads.push(await measure("nginx (same bytes)", nginx.url));
    } finally {
      nginx.stop();
    }
    const plain = await startPlainNode(dir, body, response.headers);
    try {
      loads.push(await measure("node:http (same answer)", plain.url));
    } finally {
      plain.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const rows = [["server", "req/s", "p50 ms", "p99 ms", "errors"]];
  for (const l of loads) rows.push([l.server, l.requestsPerSecond.toFixed(0), l.p50.toFixed(2), l.p99.toFixed(2), l.errors]);
  say(`\nwrk -t ${options.threads} -c ${options.connections} -d ${options.duration}s, ${options.path}:\n${table(rows)}`);
  const [front, nginx, plain] = loads;
  if (nginx) {
    const ratio = front!.requestsPerSecond / nginx.requestsPerSecond;
    say(`\n${ratio >= 0.5 ? "PASS" : "FAIL"}  storefront at ${(ratio * 100).toFixed(0)} % of nginx's req/s (target ≥ 50 %)`);
  }
  if (nginx && plain) {
    const percent = (a: Load, b: Load) => ((a.requestsPerSecond / b.requestsPerSecond) * 100).toFixed(0);
    say(`      (node:http alone: ${percent(plain, nginx)} % of nginx's; the storefront at ${percent(front!, plain)} % of node:http's)`);
  }
  say(`${front!.p99 <= 50 ? "PASS" : "FAIL"}  storefront p99 ${front!.p99.toFixed(1)} ms (target ≤ 50 ms)`);
  say(`load average after: ${loadavg().map((l) => l.toFixed(2)).join(" ")}`);
}

await main();
