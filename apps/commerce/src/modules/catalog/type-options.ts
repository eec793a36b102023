import type { ProductRow } from "./product-loader.ts";

// products.type_options holds per-type settings as JSON written by the catalogue import. These readers give them
// types and defaults, so a missing or malformed key never breaks a product page.

type Json = Record<string, unknown>;

const opts = (p: ProductRow): Json => (p.typeOptions && typeof p.typeOptions === "object" ? p.typeOptions : {});
const pick = (o: Json, ...keys: string[]): unknown => keys.map((k) => o[k]).find((v) => v !== undefined);
const bool = (v: unknown, fallback: boolean) => (typeof v === "boolean" ? v : fallback);
const str = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);
const int = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? Math.round(v) : null);
const ints = (v: unknown): number[] =>
  Array.isArray(v) ? v.map(int).filter((n): n is number => n !== null && n > 0) : [];

export interface BundleSettings {
  dynamicPrice: boolean;
  dynamicSku: boolean;
  dynamicWeight: boolean;
  priceView: "PRICE_RANGE" | "AS_LOW_AS";
  shipBundleItems: "TOGETHER" | "SEPARATELY";
}

export function bundleSettings(p: ProductRow): BundleSettings {
  const o = opts(p);
  const priceType = str(pick(o, "priceType", "price_type"))?.toLowerCase();
  const view = str(pick(o, "priceView", "price_view"))?.toUpperCase();
  const ship = str(pick(o, "shipBundleItems", "ship_bundle_items"))?.toUpperCase();
  return {
    dynamicPrice: priceType ? priceType === "dynamic" : bool(pick(o, "dynamicPrice", "dynamic_price"), true),
    dynamicSku: bool(pick(o, "dynamicSku", "dynamic_sku"), true),
    dynamicWeight: bool(pick(o, "dynamicWeight", "dynamic_weight"), true),
    priceView: view === "AS_LOW_AS" ? "AS_LOW_AS" : "PRICE_RANGE",
    shipBundleItems: ship === "SEPARATELY" ? "SEPARATELY" : "TOGETHER",
  };
}

export interface GiftCardSettings {
  /** Amounts in minor units of the store's base currency when no per-currency list is given. */
  amounts: number[];
  amountsByCurrency: Record<string, number[]>;
  giftcardType: "VIRTUAL" | "PHYSICAL" | "COMBINED";
  allowOpenAmount: boolean;
  openAmountMin: number | null;
  openAmountMax: number | null;
  isRedeemable: boolean;
  lifetime: number | null;
  allowMessage: boolean;
  messageMaxLength: number | null;
}

export function giftCardSettings(p: ProductRow): GiftCardSettings {
  const o = opts(p);
  const raw = pick(o, "amounts", "giftcardAmounts", "giftcard_amounts");
  const byCurrency: Record<string, number[]> = {};
  if (raw && typeof raw === "object" && !Array.isArray(raw)) {
    for (const [currency, list] of Object.entries(raw as Json)) byCurrency[currency] = ints(list);
  }
  const type = str(pick(o, "giftcardType", "giftcard_type"))?.toUpperCase();
  return {
    amounts: ints(raw),
    amountsByCurrency: byCurrency,
    giftcardType: type === "PHYSICAL" || type === "COMBINED" ? type : "VIRTUAL",
    allowOpenAmount: bool(pick(o, "allowOpenAmount", "allow_open_amount"), false),
    openAmountMin: int(pick(o, "openAmountMin", "open_amount_min")),
    openAmountMax: int(pick(o, "openAmountMax", "open_amount_max")),
    isRedeemable: bool(pick(o, "isRedeemable", "is_redeemable"), true),
    lifetime: int(pick(o, "lifetime")),
    allowMessage: bool(pick(o, "allowMessage", "allow_message"), true),
    messageMaxLength: int(pick(o, "messageMaxLength", "message_max_length")),
  };
}

export interface DownloadableSample {
  title: string;
  sortOrder: number;
  sampleUrl: string | null;
}

export interface DownloadableSettings {
  linksTitle: string | null;
  linksPurchasedSeparately: boolean;
  samples: DownloadableSample[];
}

export function downloadableSettings(p: ProductRow): DownloadableSettings {
  const o = opts(p);
  const rawSamples = pick(o, "samples");
  const samples = Array.isArray(rawSamples)
    ? rawSamples.flatMap((s: unknown, i): DownloadableSample[] => {
      if (!s || typeof s !== "object") return [];
      const e = s as Json;
      const title = str(e.title);
      return title
        ? [{ title, sortOrder: int(pick(e, "sortOrder", "sort_order")) ?? i, sampleUrl: str(pick(e, "sampleUrl", "sample_url", "url")) }]
        : [];
    })
    : [];
  return {
    linksTitle: str(pick(o, "linksTitle", "links_title")),
    linksPurchasedSeparately: bool(pick(o, "linksPurchasedSeparately", "links_purchased_separately"), true),
    samples,
  };
}
