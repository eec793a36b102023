/**
 * Sitemap XML (sitemaps.org 0.9, with xhtml:link hreflang alternates). Pure: the route handlers collect the URLs.
 */

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** hreflang → absolute URL of the same page on each site. */
  alternates?: Readonly<Record<string, string>>;
}

/** The protocol allows 50,000 URLs per file; stay below it so a file also stays under 50 MB with alternates. */
export const MAX_URLS_PER_SITEMAP = 10_000;

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export function renderUrlset(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const links = Object.entries(entry.alternates ?? {})
      .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(href)}"/>`)
      .join("");
    return `<url><loc>${escapeXml(entry.loc)}</loc>${links}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function renderSitemapIndex(locations: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`),
    "</sitemapindex>",
    "",
  ].join("\n");
}

/** Distinct by loc, first occurrence kept, so a page reachable two ways is listed once. */
export function dedupe(entries: readonly SitemapEntry[]): SitemapEntry[] {
  const seen = new Set<string>();
  return entries.filter((entry) => (seen.has(entry.loc) ? false : (seen.add(entry.loc), true)));
}

/**
 * What one sitemap address answers: the whole urlset when it fits in one file, else an index of numbered parts
 * (`?part=1…n`); a part beyond the last is null (404).
 */
export function sitemapResponse(
  entries: readonly SitemapEntry[],
  selfUrl: string,
  part: number | null,
  maxPerFile = MAX_URLS_PER_SITEMAP,
): string | null {
  const parts = Math.max(1, Math.ceil(entries.length / maxPerFile));
  if (part === null) {
    if (parts === 1) return renderUrlset(entries);
    return renderSitemapIndex(Array.from({ length: parts }, (_, i) => `${selfUrl}?part=${i + 1}`));
  }
  if (part < 1 || part > parts) return null;
  return renderUrlset(entries.slice((part - 1) * maxPerFile, part * maxPerFile));
}

/** `?part=` as a page number; null when absent, NaN-free: anything malformed is 0 (no such part). */
export function parsePart(raw: string | null): number | null {
  if (raw === null) return null;
  return /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : 0;
}
