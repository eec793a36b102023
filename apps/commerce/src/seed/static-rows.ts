import type { salesRules, urlRewrites } from "../db/schema.ts";
import { categoryTree } from "./categories.ts";
import { cmsPageRows } from "./cms-pages.ts";
import { STORE_CODES } from "./stores.ts";

type UrlRow = typeof urlRewrites.$inferInsert;
type RuleRow = typeof salesRules.$inferInsert;

// Old category paths that moved, answered with a 301 (302 for the seasonal campaign URL).
const MOVED_CATEGORIES: [string, string, number][] = [
  ["makeup", "make-up", 301],
  ["skincare/serums", "skincare/serums-treatments", 301],
  ["accessories/bags", "accessories/handbags", 301],
  ["fragrance/womens", "fragrance/womens-fragrance", 301],
  ["mens-grooming", "mens-grooming-shaving", 301],
  ["gifts", "fragrance/fragrance-gift-sets", 302],
];

/** Rewrites for categories (`{url_path}.html`) and CMS pages (identifier) in every store view, plus moved URLs. */
export function staticUrlRows(): UrlRow[] {
  const rows: UrlRow[] = [];
  const categories = categoryTree();
  for (const storeCode of STORE_CODES) {
    for (const c of categories) {
      rows.push({ storeCode, requestPath: `${c.urlPath}.html`, targetPath: `catalog/category/view/id/${c.id}`, entityType: "CATEGORY", entityId: c.id, redirectCode: 0 });
    }
    for (const [from, to, code] of MOVED_CATEGORIES) {
      const target = categories.find((c) => c.urlPath === to);
      if (!target) throw new Error(`moved category target ${to} is not in the tree`);
      rows.push({ storeCode, requestPath: `${from}.html`, targetPath: `${to}.html`, entityType: "CATEGORY", entityId: target.id, redirectCode: code });
    }
    for (const page of cmsPageRows()) {
      rows.push({ storeCode, requestPath: page.identifier, targetPath: `cms/page/view/page_id/${page.id}`, entityType: "CMS_PAGE", entityId: page.id, redirectCode: 0 });
    }
  }
  return rows.map((r, i) => ({ ...r, id: i + 1 }));
}

/**
 * Cart price rules. Percentages are basis points; fixed amounts and minimum subtotals are minor units of `currency`
 * (convert with currency_rates for other stores).
 */
export function salesRuleRows(): RuleRow[] {
  const rules: Omit<RuleRow, "id">[] = [
    { name: "Welcome 10 %", label: "Welcome offer", couponCode: "WELCOME10", action: "by_percent", amount: 1000 },
    { name: "Luxe 20 % over £150", label: "LUXE20", couponCode: "LUXE20", action: "by_percent", amount: 2000, currency: "GBP", minSubtotalMinor: 15000 },
    { name: "Free shipping", label: "Free shipping", couponCode: "FREESHIP", action: "free_shipping", amount: 0, freeShipping: true },
    { name: "£15 off", label: "£15 off", couponCode: "SAVE15GBP", action: "cart_fixed", amount: 1500, currency: "GBP", storeCodes: ["default"] },
    { name: "$15 off", label: "$15 off", couponCode: "SAVE15USD", action: "cart_fixed", amount: 1500, currency: "USD", storeCodes: ["uus_2"] },
    { name: "$250 MXN de descuento", label: "$250 de descuento", couponCode: "SAVE250MXN", action: "cart_fixed", amount: 25000, currency: "MXN", storeCodes: ["mx_website_store_view"] },
    { name: "One use per customer 15 %", label: "ONCEONLY", couponCode: "ONCEONLY", action: "by_percent", amount: 1500, usesPerCustomer: 1 },
    { name: "Winter 2024 (ended)", label: "EXPIRED2024", couponCode: "EXPIRED2024", action: "by_percent", amount: 2500, fromDate: new Date("2024-01-01T00:00:00Z"), toDate: new Date("2024-12-31T23:59:59Z") },
    { name: "Paused campaign", label: "PAUSED", couponCode: "PAUSED", action: "by_percent", amount: 3000, isActive: false },
  ];
  return rules.map((r, i) => ({ ...r, id: i + 1 }));
}
