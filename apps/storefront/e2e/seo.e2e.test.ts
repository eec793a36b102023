/**
 * Canonical and hreflang links of every indexable page type, read from the HTML the storefront serves: one
 * canonical and one set of alternates, in the head, with absolute URLs on each site's own domain, and no `Link`
 * header repeating them.
 */
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Service, freePort, startService, waitForHttp } from "./processes";

const base = inject("storefrontUrl");
const commerceUrl = inject("commerceUrl");

const EVERY_SITE = ["en-GB", "zh-CN", "en-US", "es-MX", "x-default"];
/** Catalogue URLs belong to a store view: gb and cn share one, us and mex have their own. */
const GB_CN = ["en-GB", "zh-CN", "x-default"];

interface HeadLinks {
  canonical: string[];
  /** hreflang → every href given for it. */
  alternates: Map<string, string[]>;
  /** The links in the document's head, not streamed into the body. */
  allInHead: boolean;
}

function headLinks(html: string): HeadLinks {
  const headEnd = html.indexOf("</head>");
  const canonical: string[] = [];
  const alternates = new Map<string, string[]>();
  let allInHead = true;
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const attrs = new Map([...match[0].matchAll(/\s([\w-]+)="([^"]*)"/g)].map((a) => [a[1]!.toLowerCase(), a[2]!.replace(/&amp;/g, "&")]));
    const rel = attrs.get("rel");
    const href = attrs.get("href") ?? "";
    if (rel === "canonical") canonical.push(href);
    else if (rel === "alternate" && attrs.has("hreflang")) {
      const lang = attrs.get("hreflang")!;
      alternates.set(lang, [...(alternates.get(lang) ?? []), href]);
    } else continue;
    if (match.index > headEnd) allInHead = false;
  }
  return { canonical, alternates, allInHead };
}

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

async function fetchDocument(origin: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${path}`, {
    redirect: "manual",
    headers: { "sec-fetch-dest": "document", "user-agent": BROWSER, ...headers },
  });
  expect(response.status, path).toBe(200);
  return { html: await response.text(), link: response.headers.get("link") ?? "" };
}

/**
 * Exactly one canonical and each hreflang exactly once, all absolute, no `Link` header, for a browser and for a
 * crawler, and in the head for the crawler (search engines ignore them elsewhere). Returns what the crawler got.
 */
async function expectOneSet(origin: string, path: string, languages: string[], headers: Record<string, string> = {}) {
  const seen = [];
  for (const agent of [BROWSER, GOOGLEBOT]) {
    const { html, link } = await fetchDocument(origin, path, { ...headers, "user-agent": agent });
    const where = `${path} as ${agent === GOOGLEBOT ? "Googlebot" : "a browser"}`;
    expect(link, `${where}: Link header`).not.toMatch(/rel="?alternate/);
    const links = headLinks(html);
    expect(links.canonical, `${where}: canonical`).toHaveLength(1);
    expect([...links.alternates.keys()].sort(), `${where}: hreflang`).toEqual([...languages].sort());
    for (const [lang, hrefs] of links.alternates) expect(hrefs, `${where}: ${lang}`).toHaveLength(1);
    for (const href of [...links.canonical, ...[...links.alternates.values()].flat()]) expect(href, where).toMatch(/^https?:\/\/[^/]+/);
    seen.push({ canonical: links.canonical[0]!, alternates: Object.fromEntries([...links.alternates].map(([k, v]) => [k, v[0]!])) });
    if (agent === GOOGLEBOT) expect(links.allInHead, `${where}: in the head`).toBe(true);
  }
  expect(seen[0], `${path}: the same for a browser and a crawler`).toEqual(seen[1]);
  return seen[1]!;
}

let brandPath = "";
beforeAll(async () => {
  const { html } = await fetchDocument(base, "/brand");
  brandPath = /href="(\/brand\/\d+)"/.exec(html)?.[1] ?? "";
  expect(brandPath).not.toBe("");
});

describe("every indexable page type has one canonical and one set of alternates", () => {
  it.each([
    ["home", "/", EVERY_SITE, "/"],
    ["home on cn", "/cn", EVERY_SITE, "/cn"],
    ["category", "/make-up.html", GB_CN, "/make-up.html"],
    ["category on cn", "/cn/make-up.html", GB_CN, "/cn/make-up.html"],
    ["category on us", "/us/make-up.html", ["en-US"], "/us/make-up.html"],
    ["category, sorted, second page", "/make-up.html?sort=price_ASC&page=2", GB_CN, "/make-up.html"],
    ["product", "/olivier-lindqvist-power-lipstick.html", GB_CN, "/olivier-lindqvist-power-lipstick.html"],
    ["product on mex", "/mex/olivier-lindqvist-power-lipstick.html", ["es-MX"], "/mex/olivier-lindqvist-power-lipstick.html"],
    ["brand list", "/brand", EVERY_SITE, "/brand"],
    ["CMS page", "/about", EVERY_SITE, "/about"],
    ["CMS page by query", "/Cms?id=faq", EVERY_SITE, "/faq"],
    ["CMS index", "/Cms", EVERY_SITE, "/Cms"],
  ])("%s (%s)", async (_, path, languages, canonicalPath) => {
    const { canonical } = await expectOneSet(base, path, languages);
    // The page's own address on its site, without listing parameters.
    expect(canonical).toBe(`${new URL(canonical).origin}${canonicalPath}`);
  });

  it("brand page", async () => {
    const { canonical } = await expectOneSet(base, brandPath, EVERY_SITE);
    expect(new URL(canonical).pathname).toBe(brandPath);
  });

  it("search is not indexed and so names no canonical", async () => {
    const { html } = await fetchDocument(base, "/search?keyword=lipstick");
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(headLinks(html).canonical).toEqual([]);
  });
});

/** A second storefront on the same build, where cn and mex have domains of their own. */
describe.skipIf(commerceUrl === null)("with sites on domains of their own (SITE_DOMAIN_*)", () => {
  const appRoot = resolve(import.meta.dirname, "..");
  const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");
  let service: Service | undefined;
  let origin = "";

  beforeAll(async () => {
    const port = await freePort();
    service = startService("storefront-domains", process.execPath, [nextBin, "start", "-H", "localhost", "-p", String(port)], {
      cwd: appRoot,
      env: {
        ...process.env,
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        COMMERCE_GRAPHQL_URL: `${commerceUrl}/graphql`,
        PUBLIC_SITE_URL: "https://shop.example",
        SITE_DOMAIN_CN: "www.maison.cn",
        SITE_DOMAIN_MEX: "tienda.maison.mx",
      },
      echo: (line) => /error|⨯/i.test(line),
    });
    origin = `http://localhost:${port}`;
    await waitForHttp(origin, service, 60_000);
  });
  afterAll(async () => {
    await service?.stop();
  });

  it("points each site's alternate at its own domain, or its prefix on the shared origin", async () => {
    expect(await expectOneSet(origin, "/brand", EVERY_SITE)).toEqual({
      canonical: "https://shop.example/brand",
      alternates: {
        "en-GB": "https://shop.example/brand",
        "zh-CN": "https://www.maison.cn/brand",
        "en-US": "https://shop.example/us/brand",
        "es-MX": "https://tienda.maison.mx/brand",
        "x-default": "https://shop.example/brand",
      },
    });
    expect(await expectOneSet(origin, "/make-up.html", GB_CN)).toEqual({
      canonical: "https://shop.example/make-up.html",
      alternates: {
        "en-GB": "https://shop.example/make-up.html",
        "zh-CN": "https://www.maison.cn/make-up.html",
        "x-default": "https://shop.example/make-up.html",
      },
    });
  });

  it("gives a page reached on a site's own domain its canonical there", async () => {
    const cn = { "x-forwarded-host": "www.maison.cn" };
    expect((await expectOneSet(origin, "/", EVERY_SITE, cn)).canonical).toBe("https://www.maison.cn/");
    expect((await expectOneSet(origin, "/make-up.html", GB_CN, cn)).canonical).toBe("https://www.maison.cn/make-up.html");
    const mex = { "x-forwarded-host": "tienda.maison.mx" };
    expect((await expectOneSet(origin, "/olivier-lindqvist-power-lipstick.html", ["es-MX"], mex)).canonical).toBe(
      "https://tienda.maison.mx/olivier-lindqvist-power-lipstick.html",
    );
  });
});
