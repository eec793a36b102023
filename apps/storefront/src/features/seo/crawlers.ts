import { HTML_LIMITED_BOT_UA_RE } from "next/dist/shared/lib/router/utils/html-bots";

/**
 * Crawlers that get each page's metadata in the document's head (next.config `htmlLimitedBots`): Next's own list,
 * plus Googlebot. Next streams metadata into the body for every other client once a page has streamed parts (CMS
 * and brand pages), and Google ignores a canonical or hreflang link outside the head, even after rendering.
 */
export const HEAD_METADATA_CRAWLERS = new RegExp(`${HTML_LIMITED_BOT_UA_RE.source}|Googlebot`, "i");
