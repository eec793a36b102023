// Cart arithmetic on integer minor units of one currency. Every amount is rounded once, per line, half away from
// zero; cart totals are plain sums of the lines so that they always add up to the minor unit.

import { divRound, type LabelledAmount } from "../../core/money.ts";

/** A store's tax as the totals need it. */
export interface TaxRule {
  /** Rate in thousandths of a basis point (20 % = 2,000,000; 8.875 % = 887,500), so that it stays an integer. */
  rate: bigint;
  /** Catalogue prices already include the tax (VAT, IVA) rather than having it added on top (US sales tax). */
  included: boolean;
  label: string;
}

const RATE_ONE = 10_000_000n;

export function taxRule(store: { taxRateBp: number; pricesIncludeTax: boolean; taxLabel: string }): TaxRule {
  return { rate: BigInt(Math.round(store.taxRateBp * 1000)), included: store.pricesIncludeTax, label: store.taxLabel };
}

/** The tax contained in an amount that includes it. */
export function taxIncluded(amount: number, rule: TaxRule): number {
  return Number(divRound(BigInt(amount) * rule.rate, RATE_ONE + rule.rate));
}

/** The tax due on top of an amount that excludes it. */
export function taxOnTop(amount: number, rule: TaxRule): number {
  return Number(divRound(BigInt(amount) * rule.rate, RATE_ONE));
}

/** One cart line before totals: its unit price as the catalogue shows it in this store (tax included or not). */
export interface LineInput {
  unit: number;
  qty: number;
  /** Recommended retail price per unit on the same footing as `unit`. */
  rrpUnit: number;
  /** Discounts on the whole line, from sales/pricing.ts, on the same footing as `unit`. */
  discounts: LabelledAmount[];
}

export interface LineTotals {
  /** Unit price excluding tax. */
  price: number;
  /** Row total excluding tax, before discounts. */
  rowTotal: number;
  rowTotalInclTax: number;
  discount: number;
  /** Tax due on the discounted row. */
  tax: number;
  /** The discounted row without its tax. */
  rowAfterDiscountExclTax: number;
  rrpRowInclTax: number;
}

export function lineTotals(line: LineInput, rule: TaxRule): LineTotals {
  const row = line.unit * line.qty;
  const rrpRow = line.rrpUnit * line.qty;
  const discount = line.discounts.reduce((sum, d) => sum + d.amount, 0);
  if (rule.included) {
    const tax = taxIncluded(row - discount, rule);
    return {
      price: line.unit - taxIncluded(line.unit, rule),
      rowTotal: row - taxIncluded(row, rule),
      rowTotalInclTax: row,
      discount,
      tax,
      rowAfterDiscountExclTax: row - discount - tax,
      rrpRowInclTax: rrpRow,
    };
  }
  return {
    price: line.unit,
    rowTotal: row,
    rowTotalInclTax: row + taxOnTop(row, rule),
    discount,
    tax: taxOnTop(row - discount, rule),
    rowAfterDiscountExclTax: row - discount,
    rrpRowInclTax: rrpRow + taxOnTop(rrpRow, rule),
  };
}

export interface CartTotals {
  subtotalInclTax: number;
  subtotalExclTax: number;
  subtotalWithDiscountExclTax: number;
  discountTotal: number;
  /** Per label, in the order the labels first appear. */
  discounts: LabelledAmount[];
  taxTotal: number;
  appliedTaxes: LabelledAmount[];
  grandTotal: number;
  rrpSubtotalInclTax: number;
}

export function cartTotals(lines: readonly LineInput[], rule: TaxRule): { lines: LineTotals[]; totals: CartTotals } {
  const totals = lines.map((l) => lineTotals(l, rule));
  const sum = (pick: (t: LineTotals) => number) => totals.reduce((s, t) => s + pick(t), 0);
  const byLabel = new Map<string, number>();
  for (const line of lines) {
    for (const d of line.discounts) byLabel.set(d.label, (byLabel.get(d.label) ?? 0) + d.amount);
  }
  const taxTotal = sum((t) => t.tax);
  const subtotalWithDiscountExclTax = sum((t) => t.rowAfterDiscountExclTax);
  return {
    lines: totals,
    totals: {
      subtotalInclTax: sum((t) => t.rowTotalInclTax),
      subtotalExclTax: sum((t) => t.rowTotal),
      subtotalWithDiscountExclTax,
      discountTotal: sum((t) => t.discount),
      discounts: [...byLabel].filter(([, amount]) => amount > 0).map(([label, amount]) => ({ label, amount })),
      taxTotal,
      appliedTaxes: taxTotal > 0 ? [{ label: rule.label, amount: taxTotal }] : [],
      grandTotal: subtotalWithDiscountExclTax + taxTotal,
      rrpSubtotalInclTax: sum((t) => t.rrpRowInclTax),
    },
  };
}
