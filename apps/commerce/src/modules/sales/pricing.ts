import { divRound, type LabelledAmount } from "../../core/money.ts";

/** A cart price rule reduced to what the arithmetic needs, amounts already in the cart's currency. */
export interface DiscountRule {
  label: string;
  action: "by_percent" | "by_fixed" | "cart_fixed" | "free_shipping";
  /** Basis points for by_percent; minor units for by_fixed (per unit) and cart_fixed (whole cart). */
  amount: number;
}

/** A line as discounts see it: its row total on the catalogue's footing and its quantity. */
export interface DiscountLine {
  row: number;
  qty: number;
}

/**
 * Discounts per line, rule after rule: each rule works on what earlier rules left of a line, so no line is ever
 * discounted below zero. A cart-wide fixed amount is split in proportion to the rows (largest remainders get
 * the leftover minor units), so the lines add up to exactly the rule's amount.
 */
export function discountLines(lines: readonly DiscountLine[], rules: readonly DiscountRule[]): LabelledAmount[][] {
  const out: LabelledAmount[][] = lines.map(() => []);
  const left = lines.map((l) => l.row);
  for (const rule of rules) {
    const amounts = ruleAmounts(rule, lines, left);
    amounts.forEach((amount, i) => {
      if (amount <= 0) return;
      left[i]! -= amount;
      out[i]!.push({ label: rule.label, amount });
    });
  }
  return out;
}

function ruleAmounts(rule: DiscountRule, lines: readonly DiscountLine[], left: readonly number[]): number[] {
  switch (rule.action) {
    case "by_percent":
      return left.map((rest) => Math.min(rest, Number(divRound(BigInt(rest) * BigInt(rule.amount), 10_000n))));
    case "by_fixed":
      return left.map((rest, i) => Math.min(rest, rule.amount * lines[i]!.qty));
    case "cart_fixed":
      return split(Math.min(rule.amount, left.reduce((s, x) => s + x, 0)), left);
    default:
      return left.map(() => 0);
  }
}

/** Splits `total` over `weights` proportionally, exactly (largest remainder). */
export function split(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const shares = weights.map((w, i) => {
    const exact = BigInt(total) * BigInt(w);
    return { i, base: Number(exact / BigInt(sum)), remainder: exact % BigInt(sum) };
  });
  let rest = total - shares.reduce((s, x) => s + x.base, 0);
  const order = [...shares].sort((a, b) => (a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1));
  const out = shares.map((s) => s.base);
  for (const s of order) {
    if (rest <= 0) break;
    out[s.i]! += 1;
    rest -= 1;
  }
  return out;
}
