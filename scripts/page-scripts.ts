// `node scripts/page-scripts.ts BASE_URL PATH…`: the JavaScript a page ships, counted as bench:web's JS column counts
// it (Lighthouse's transfer size: gzip body plus response headers) for every script the page's HTML names, without
// Lighthouse: a quick before/after for a running storefront. Module-less polyfills (`noModule`) are left out, as
// browsers that run modules never fetch them. Chunks a page fetches later (lazy() components it renders while
// hydrating) are not in its HTML: bench:web counts those too.
import { request } from "node:http";

/** Bytes on the wire for one GET asking for gzip: status line, headers, body as sent. */
function transferSize(url: URL): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { "accept-encoding": "gzip" } }, (res) => {
      let bytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n\r\n`.length;
      for (let i = 0; i < res.rawHeaders.length; i += 2) bytes += res.rawHeaders[i]!.length + res.rawHeaders[i + 1]!.length + 4;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () => resolve(bytes));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

const [base, ...paths] = process.argv.slice(2);
if (!base || paths.length === 0) {
  console.error("usage: node scripts/page-scripts.ts BASE_URL PATH…");
  process.exit(2);
}
for (const path of paths) {
  const html = await (await fetch(new URL(path, base))).text();
  const sources = new Set([...html.matchAll(/<script(?![^>]*noModule)[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&")));
  let total = 0;
  const rows: string[] = [];
  for (const src of sources) {
    const url = new URL(src, base);
    const bytes = await transferSize(url);
    total += bytes;
    rows.push(`  ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${url.pathname}`);
  }
  console.log(`${path}: ${(total / 1024).toFixed(1)} KB gz in ${sources.size} scripts\n${rows.join("\n")}`);
}
