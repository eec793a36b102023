/**
 * Canonical and hreflang of every page type, through the metadata builders the routes call, with the data sources
 * answering as the API would. The cn site has a domain of its own; the others share PUBLIC_SITE_URL.
 */
import type { Metadata } from "next";
import { afterAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  vi.stubEnv("PUBLIC_SITE_URL", "https://shop.example");
  vi.stubEnv("SITE_DOMAIN_CN", "www.maison.cn");
});

vi.mock("next/server", async (original) => ({ ...(await original<object>()), connection: async () => {} }));
vi.mock("next-intl/server", async () => {
  const { translate } = await import("@/i18n/translate");
  return { getTranslations: ({ locale, namespace }: { locale: string; namespace: "Brand" | "Cms" }) => translate(locale, namespace) };
});
vi.mock("@/features/category/queries", () => ({
  getCategory: async () => ({
    ok: true,
    data: { href: "/make-up/lips.html", meta: { title: "Lips", description: "Lipsticks and balms", keywords: null } },
  }),
}));
vi.mock("@/features/product/queries", () => ({
  getProductDetail: async () => ({
    ok: true,
    data: { path: "/rose-oud.html", metaTitle: "Rose Oud", metaDescription: "Eau de parfum", images: [] },
  }),
}));
vi.mock("@/features/brand/queries", () => ({
  getBrand: async () => ({
    ok: true,
    data: { id: 12, uid: "MTI=", name: "Maison & Fils", urlKey: "maison-fils", description: "", country: "FR", productCount: 3 },
  }),
}));
vi.mock("@/features/cms/queries", () => ({
  getCmsPage: async (_scope: unknown, _locale: string, identifier: string) => ({
    ok: true,
    data: {
      identifier,
      title: "About us",
      heading: "About us",
      content: "<p>Who we are.</p>",
      layout: null,
      metaTitle: "",
      metaDescription: "",
      metaKeywords: "",
    },
  }),
}));

const { brandIndexMetadata, brandMetadata } = await import("@/features/brand/metadata");
const { categoryMetadata } = await import("@/features/category/metadata");
const { cmsQueryMetadata } = await import("@/features/cms/CmsQueryPage");
const { cmsMetadata } = await import("@/features/cms/metadata");
const { homeMetadata } = await import("@/features/home/metadata");
const { productMetadata } = await import("@/features/product/metadata");

afterAll(() => {
  vi.unstubAllEnvs();
});

const noQuery = Promise.resolve({});

/** The page on every site, as each site publishes it. */
function everySite(path: string) {
  const tail = path === "/" ? "" : path;
  return {
    "en-GB": `https://shop.example${path}`,
    "zh-CN": `https://www.maison.cn${path}`,
    "en-US": `https://shop.example/us${tail}`,
    "es-MX": `https://shop.example/mex${tail}`,
    "x-default": `https://shop.example${path}`,
  };
}

function alternatesOf(metadata: Metadata) {
  expect(metadata.robots).toBeUndefined();
  const { canonical, languages } = metadata.alternates ?? {};
  expect(typeof canonical).toBe("string");
  return { canonical, languages };
}

describe("site pages: canonical on the current site, alternates on all four plus x-default", () => {
  it.each<[string, (locale: string) => Promise<Metadata>, string]>([
    ["home", (locale) => homeMetadata(locale), "/"],
    ["home (the site view of the catch-all)", (locale) => homeMetadata(locale, { atRequestOnly: false }), "/"],
    ["brand list", (locale) => brandIndexMetadata(locale), "/brand"],
    ["brand page, by URL key", (locale) => brandMetadata(locale, "maison-fils"), "/brand/12"],
    ["CMS page", (locale) => cmsMetadata(locale, "about"), "/about"],
    ["CMS page by query", (locale) => cmsQueryMetadata(locale, "/Cms", Promise.resolve({ id: "faq" })), "/faq"],
    ["CMS index", (locale) => cmsQueryMetadata(locale, "/Page", noQuery), "/Page"],
  ])("%s", async (_, build, path) => {
    const sites = everySite(path);
    for (const locale of ["en-GB", "zh-CN", "en-US", "es-MX"] as const) {
      expect(alternatesOf(await build(locale)), locale).toEqual({ canonical: sites[locale], languages: sites });
    }
  });

  it("lists a Mexican CMS variant on the Mexican site only", async () => {
    expect(alternatesOf(await cmsMetadata("es-MX", "mx-about"))).toEqual({
      canonical: "https://shop.example/mex/mx-about",
      languages: { "es-MX": "https://shop.example/mex/mx-about" },
    });
  });
});

describe("catalogue pages: alternates on the sites sharing the store view, whose URLs they are", () => {
  it.each<[string, (locale: string) => Promise<Metadata>, string]>([
    ["category", (locale) => categoryMetadata(locale, "NQ=="), "/make-up/lips.html"],
    ["product", (locale) => productMetadata(locale, "rose-oud"), "/rose-oud.html"],
  ])("%s", async (_, build, path) => {
    const sites = everySite(path);
    const shared = { "en-GB": sites["en-GB"], "zh-CN": sites["zh-CN"], "x-default": sites["x-default"] };
    expect(alternatesOf(await build("en-GB"))).toEqual({ canonical: sites["en-GB"], languages: shared });
    expect(alternatesOf(await build("zh-CN"))).toEqual({ canonical: sites["zh-CN"], languages: shared });
    expect(alternatesOf(await build("en-US"))).toEqual({ canonical: sites["en-US"], languages: { "en-US": sites["en-US"] } });
    expect(alternatesOf(await build("es-MX"))).toEqual({ canonical: sites["es-MX"], languages: { "es-MX": sites["es-MX"] } });
  });

  it("gives a category its title and description with the canonical", async () => {
    expect(await categoryMetadata("en-GB", "NQ==")).toMatchObject({ title: "Lips", description: "Lipsticks and balms" });
  });
});
