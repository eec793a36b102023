/** The fixed "today" of the demo data: creation dates count back from it, so every seed is identical. */
const SEED_DATE = new Date("2026-11-01T09:00:00.000Z");
/** Special prices run over a window wide enough to be open whenever the demo and the tests run. */
export const SPECIAL_FROM = new Date("2026-01-01T00:00:00.000Z");
export const SPECIAL_TO = new Date("2036-12-31T23:59:59.000Z");
/** A window already closed and one not yet open, so that date handling can be checked. */
export const EXPIRED_SPECIAL = { from: new Date("2024-11-01T00:00:00.000Z"), to: new Date("2025-01-31T23:59:59.000Z") };
export const FUTURE_SPECIAL = { from: new Date("2037-06-01T00:00:00.000Z"), to: new Date("2037-08-31T23:59:59.000Z") };

const DAY_MS = 86_400_000;
/** Age of the oldest products: the shop opened this many days before the seed, with its category tree. */
export const SHOP_AGE_DAYS = 1100;

export function daysBeforeSeed(days: number, minutes = 0): Date {
  return new Date(SEED_DATE.getTime() - days * DAY_MS - minutes * 60_000);
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", egrave: "è", eacute: "é", ecirc: "ê", agrave: "à",
  acirc: "â", ccedil: "ç", ocirc: "ô", icirc: "î", iuml: "ï", uuml: "ü", ntilde: "ñ", oacute: "ó", aacute: "á",
  iacute: "í", uacute: "ú", Eacute: "É", reg: "®", trade: "™", rsquo: "’", lsquo: "‘",
};

/** Names are stored the way Magento stores them, sometimes entity-encoded; search text and url keys use plain text. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name] ?? whole;
  });
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function slugify(text: string): string {
  return decodeEntities(text)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Rounds a major-unit amount to a price a merchant would print (42.00, 125.00, 1,450.00), in minor units. */
export function nicePrice(major: number): number {
  let step: number;
  if (major < 20) step = 1;
  else if (major < 100) step = 1;
  else if (major < 300) step = 5;
  else if (major < 1000) step = 10;
  else if (major < 5000) step = 50;
  else if (major < 20000) step = 100;
  else step = 500;
  const rounded = Math.max(step, Math.round(major / step) * step);
  return rounded * 100;
}

const USD_PER_GBP = 1.27;
const MXN_PER_GBP = 24;

/** GBP, USD and MXN prices of one product: the merchant sets each, so they are rounded separately. */
export function localPrices(gbpMinor: number): { GBP: number; USD: number; MXN: number } {
  const gbp = gbpMinor / 100;
  return { GBP: gbpMinor, USD: nicePrice(gbp * USD_PER_GBP), MXN: nicePrice(gbp * MXN_PER_GBP) };
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
