/**
 * Magento stores CMS content with template directives and serves it filtered: `{{media url="…"}}` becomes a URL
 * under the media base, `{{store url="…"}}` a shop link. Shop links stay relative so that whichever storefront
 * renders the content keeps its own host and locale prefix. Unknown directives are dropped rather than leaked.
 */
const DIRECTIVE = /\{\{\s*(media|store)\s+(?:url|direct_url)\s*=\s*(?:"|&quot;|')([^"'&{}]*)(?:"|&quot;|')\s*\}\}|\{\{[^{}]*\}\}/g;

export function renderCmsContent(content: string, mediaBaseUrl: string): string {
  return content.replace(DIRECTIVE, (_match, kind: string | undefined, path: string | undefined) => {
    if (!kind || path === undefined) return "";
    const clean = path.replace(/^\/+/, "");
    return kind === "media" ? `${mediaBaseUrl}${clean}` : `/${clean}`;
  });
}
