import { decodeHTML } from "entities";
import sanitize from "sanitize-html";
import { serverEnv } from "@/config/env";
import { mediaBase } from "@/lib/commerce/media";

/**
 * The one sanitizer for HTML that comes from the backend (CMS pages and blocks, product descriptions, reviews).
 * Backend HTML is editor-written, so it is treated as untrusted: scripts, styles, frames, event handlers and
 * non-web URL schemes never reach the page.
 *
 * - Ids (and anchor names) get the prefix `cms-`, and links to them follow: an editor's id can then never clash with
 *   the page's own ids (React's streaming placeholders, labels, the consent dialog) nor name a global of the page's
 *   scripts (`id="dataLayer"` would replace `window.dataLayer`). Ids that are not plain names are dropped.
 * - Images come only from the API's media tree or this site (a relative URL): the Content-Security-Policy's img-src
 *   says the same, so a picture from elsewhere is dropped here rather than blocked in the browser (docs/adr/013).
 */

export interface SanitizeOptions {
  /** Site prefix ("/cn", "" for the default site) put in front of root-relative links, so they stay on the site. */
  localePrefix?: string;
  /** Where images may come from besides this site; the API's media tree by default. */
  mediaBase?: URL;
}

const CMS_ID_PREFIX = "cms-";
const PLAIN_ID = /^[A-Za-z][\w-]{0,63}$/;

export interface LeadImage {
  src: string;
  alt: string;
  width: number | null;
  height: number | null;
}

const ALLOWED_TAGS = [
  ...sanitize.defaults.allowedTags,
  "img",
  "h1",
  "h2",
  "picture",
  "figure",
  "figcaption",
];

const ALLOWED_ATTRIBUTES: sanitize.IOptions["allowedAttributes"] = {
  // Class names are the styling hooks CMS content is written against (e.g. "home-hero", "button").
  "*": ["class", "id", "lang", "dir", "title"],
  a: ["href", "name", "target", "rel"],
  img: ["src", "srcset", "alt", "width", "height", "loading"],
  td: ["colspan", "rowspan"],
  th: ["colspan", "rowspan", "scope"],
  ol: ["start", "type"],
};

function baseOptions(options: SanitizeOptions): sanitize.IOptions {
  const media = options.mediaBase ?? mediaBase(serverEnv.COMMERCE_GRAPHQL_URL);
  const prefixIds = (attribs: sanitize.Attributes): sanitize.Attributes => {
    const next: sanitize.Attributes = { ...attribs };
    for (const name of ["id", "name"]) {
      if (next[name] === undefined) continue;
      if (PLAIN_ID.test(next[name])) next[name] = CMS_ID_PREFIX + next[name];
      else delete next[name];
    }
    return next;
  };
  return {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: ALLOWED_ATTRIBUTES,
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesAppliedToAttributes: ["href", "src", "srcset"],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    // sanitize-html runs a tag's own transform, then the "*" one.
    transformTags: {
      "*": (tagName, attribs) => ({ tagName, attribs: prefixIds(attribs) }),
      a: (tagName, attribs) => {
        const next: sanitize.Attributes = { ...attribs };
        if (next.href?.startsWith("#")) next.href = PLAIN_ID.test(next.href.slice(1)) ? `#${CMS_ID_PREFIX}${next.href.slice(1)}` : "#";
        if (next.href) next.href = localiseHref(next.href, options.localePrefix ?? "");
        // A new tab must not get a handle on this one.
        if (next.target === "_blank") next.rel = "noopener noreferrer";
        else delete next.target;
        return { tagName, attribs: next };
      },
      img: (tagName, attribs) => {
        const next: sanitize.Attributes = { ...attribs };
        if (next.src !== undefined && !isAllowedImage(next.src, media)) delete next.src;
        if (next.srcset !== undefined) {
          const sources = next.srcset.split(",").filter((candidate) => isAllowedImage(candidate.trim().split(/\s+/)[0] ?? "", media));
          if (sources.length) next.srcset = sources.join(",");
          else delete next.srcset;
        }
        return { tagName, attribs: next };
      },
    },
    // An image left without a source (it named another host) goes altogether.
    exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
  };
}

/** A site-relative URL, or one inside the API's media tree. */
function isAllowedImage(src: string, media: URL): boolean {
  if (src.startsWith("/") && !src.startsWith("//")) return true;
  try {
    const url = new URL(src);
    return url.origin === media.origin && url.pathname.startsWith(media.pathname);
  } catch {
    return false;
  }
}

export function sanitizeHtml(html: string | null | undefined, options: SanitizeOptions = {}): string {
  if (!html) return "";
  return sanitize(html, baseOptions(options)).trim();
}

/**
 * Sanitizes and takes the first image out of the markup, so the caller can render it with next/image (sized,
 * responsive, optimised) and the remaining copy as HTML.
 */
export function sanitizeWithLeadImage(
  html: string | null | undefined,
  options: SanitizeOptions = {},
): { html: string; image: LeadImage | null } {
  if (!html) return { html: "", image: null };
  let image: LeadImage | null = null;
  const base = baseOptions(options);
  const out = sanitize(html, {
    ...base,
    exclusiveFilter: (frame) => {
      if (base.exclusiveFilter?.(frame)) return true;
      if (image || frame.tag !== "img") return false;
      const src = frame.attribs.src;
      if (!src || !isWebUrl(src)) return false;
      image = {
        src,
        alt: frame.attribs.alt ?? "",
        width: positiveInt(frame.attribs.width),
        height: positiveInt(frame.attribs.height),
      };
      return true;
    },
  });
  return { html: out.trim(), image };
}

/** Plain text of an HTML fragment (meta descriptions, excerpts), whitespace collapsed. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return "";
  // Block boundaries become spaces so "<h3>A</h3><p>B</p>" reads "A B", not "AB".
  const spaced = html.replace(/<\/?(?:p|div|h[1-6]|li|br|tr|td|th|section)\b[^>]*>/gi, " ");
  return decodeHTML(sanitize(spaced, { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, " ")
    .trim();
}

/** Root-relative links get the site prefix unless they already carry one. */
export function localiseHref(href: string, localePrefix: string): string {
  const prefix = localePrefix.replace(/\/+$/, "");
  if (!prefix || !href.startsWith("/") || href.startsWith("//")) return href;
  if (href === prefix || href.startsWith(`${prefix}/`) || href.startsWith(`${prefix}?`)) return href;
  return href === "/" ? prefix : `${prefix}${href}`;
}

function isWebUrl(value: string): boolean {
  if (value.startsWith("/") && !value.startsWith("//")) return true;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

function positiveInt(value: string | undefined): number | null {
  if (!value || !/^\d{1,5}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/** The links of an HTML fragment (an editor-maintained list of tiles or links), in order, with their text. */
export function extractLinks(html: string | null | undefined): { href: string; text: string }[] {
  if (!html) return [];
  const links: { href: string; text: string }[] = [];
  sanitize(html, {
    allowedTags: ["a"],
    allowedAttributes: { a: ["href"] },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowProtocolRelative: false,
    exclusiveFilter: (frame) => {
      const href = frame.attribs.href;
      if (frame.tag === "a" && href) links.push({ href, text: decodeHTML(frame.text).replace(/\s+/g, " ").trim() });
      return false;
    },
  });
  return links;
}
