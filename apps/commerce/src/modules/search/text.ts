// Text normalisation shared by the indexer (document side) and the search (query side): both must fold text the
// same way or a query cannot find what the document says.

const COMBINING: Record<string, string> = {
  grave: "\u0300",
  acute: "\u0301",
  circ: "\u0302",
  tilde: "\u0303",
  uml: "\u0308",
  ring: "\u030a",
  cedil: "\u0327",
  caron: "\u030c",
};

const NAMED: Record<string, string> = {
  amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", szlig: "ss", aelig: "ae", AElig: "AE",
  oelig: "oe", OElig: "OE", oslash: "o", Oslash: "O", eth: "d", thorn: "th", rsquo: "'", lsquo: "'",
  rdquo: '"', ldquo: '"', ndash: "-", mdash: "-", hellip: "...", trade: "", reg: "", copy: "", deg: "",
};

/** Decodes the HTML entities product names carry (`Cr&egrave;me`, `&amp;`, `&#233;`); unknown ones stay. */
export function decodeEntities(input: string): string {
  if (!input.includes("&")) return input;
  return input
    .replace(/&#(\d{1,7});|&#x([0-9a-f]{1,6});/gi, (whole, dec: string | undefined, hex: string | undefined) => {
      const code = dec !== undefined ? Number(dec) : parseInt(hex ?? "", 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .replace(/&([a-zA-Z]+);/g, (whole, name: string) => {
      if (name in NAMED) return NAMED[name]!;
      const accent = /^([a-zA-Z])(grave|acute|circ|tilde|uml|ring|cedil|caron)$/.exec(name);
      return accent ? (accent[1]! + COMBINING[accent[2]!]!).normalize("NFC") : whole;
    });
}

/** Lower case without diacritics: "Crème Brûlée" → "creme brulee". */
function foldText(input: string): string {
  // Most text is plain ASCII, where folding is only lower-casing; Unicode normalisation is the slow part.
  if (/^[\p{ASCII}]*$/u.test(input)) return input.toLowerCase();
  return input
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

/**
 * The searchable form of a text: entities decoded, accents folded, lower case. Documents whose `search_text` is
 * stored in this form also match queries typed without accents.
 */
export function normalizeSearchText(input: string): string {
  return foldText(decodeEntities(input)).replace(/\s+/g, " ").trim();
}

/** Longest query we read; anything beyond cannot be a real search and only costs time. */
const MAX_QUERY_CHARS = 256;
const MAX_TOKENS = 8;
const MAX_TOKEN_CHARS = 40;

/**
 * The words of a search: runs of letters and digits, folded like the documents. Punctuation, quotes, operators
 * and emoji are separators, so nothing typed reaches any query language. Duplicates are dropped and the count
 * and length are capped.
 */
export function tokenize(search: string): string[] {
  const text = normalizeSearchText(search.slice(0, MAX_QUERY_CHARS));
  const tokens = new Set<string>();
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    tokens.add(match[0].slice(0, MAX_TOKEN_CHARS));
    if (tokens.size === MAX_TOKENS) break;
  }
  return [...tokens];
}
