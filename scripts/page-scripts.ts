// `node scripts/page-scripts.ts BASE_URL PATH…`: the JavaScript a page ships, counted as bench:web's JS column counts
// it (Lighthouse's transfer size: gzip body plus response headers) for every script the page's HTML names, without
// Lighthouse: a quick before/after for a running storefront. Module-less polyfills (`noModule`) are left out, as
// browsers that run modules never fetch them. Chunks a page fetches later (lazy() components it renders while
// hydrating) are not in its HTML: bench:web counts those too.
//
// `--cart GRAPHQL_URL` (the commerce API the storefront calls): the checkout's pages open only for a cart, so the
// script makes one per site, ready for every step (scripts/lib/checkout-cart.ts, as bench:web does), and sends its
// cookie with the page's request, as a shopper's browser would:
//   node scripts/page-scripts.ts --cart http://localhost:4000/graphql http://localhost:3000 /checkout/shipping /cn/checkout/shipping
//
// `--browser`: ask for scripts as Chromium does (`gzip, deflate, br, zstd`), so the storefront's front answers with its
// brotli copies (made on a file's first request, so every script is asked for once before it is counted).
import { request } from "node:http";
import { parseArgs } from "node:util";
import { checkoutReadyCart } from "./lib/checkout-cart.ts";

/** The storefront's cart cookie (apps/storefront/src/lib/markets/cookies.ts). */
const CART_COOKIE = "maison-cart";
/** Each site's path prefix and store view (apps/storefront/src/lib/markets/markets.ts). */
const STORES: Record<string, string> = { "": "default", "/cn": "default", "/us": "uus_2", "/mex": "mx_website_store_view" };
const sitePrefix = (path: string) => /^\/(cn|us|mex)(?=\/|$)/.exec(path)?.[0] ?? "";

/** Bytes on the wire for one GET asking for these encodings: status line, headers, body as sent. */
function transferSize(url: URL, encodings: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { "accept-encoding": encodings } }, (res) => {
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

const { values: options, positionals } = parseArgs({ options: { cart: { type: "string" }, browser: { type: "boolean" } }, allowPositionals: true });
const encodings = options.browser ? "gzip, deflate, br, zstd" : "gzip";
const [base, ...paths] = positionals;
if (!base || paths.length === 0) {
  console.error("usage: node scripts/page-scripts.ts [--cart GRAPHQL_URL] [--browser] BASE_URL PATH…");
  process.exit(2);
}
/** One checkout-ready cart per site, made on first use. */
const carts = new Map<string, string>();
async function cartCookie(path: string): Promise<Record<string, string>> {
  if (!options.cart) return {};
  const prefix = sitePrefix(path);
  let cart = carts.get(prefix);
  if (!cart) {
    cart = await checkoutReadyCart(options.cart, STORES[prefix]!);
    carts.set(prefix, cart);
  }
  return { cookie: `${CART_COOKIE}=${cart}` };
}
for (const path of paths) {
  const response = await fetch(new URL(path, base), { headers: await cartCookie(path), redirect: "manual" });
  if (response.status !== 200) {
    console.error(`${path}: answered ${response.status}${response.headers.get("location") ? ` → ${response.headers.get("location")}` : ""}`);
    process.exitCode = 1;
    continue;
  }
  const html = await response.text();
  const sources = new Set([...html.matchAll(/<script(?![^>]*noModule)[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&")));
  let total = 0;
  const rows: string[] = [];
  for (const src of sources) {
    const url = new URL(src, base);
    if (options.browser) {
      await transferSize(url, encodings);
      // The front makes its brotli copy after answering the first request.
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const bytes = await transferSize(url, encodings);
    total += bytes;
    rows.push(`  ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${url.pathname}`);
  }
  console.log(`${path}: ${(total / 1024).toFixed(1)} KB ${options.browser ? "on the wire" : "gz"} in ${sources.size} scripts\n${rows.join("\n")}`);
}
