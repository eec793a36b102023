export interface PriceBucket {
  /** Magento's `from_to` in whole currency units, e.g. "10_20". */
  value: string;
  /** "10-20". */
  label: string;
  count: number;
}

/** Magento's auto price step never goes below this unless the highest price itself is a single digit. */
const MIN_STEP = 10;

function histogram(prices: Int32Array, unit: number, step: number): Map<number, number> {
  const buckets = new Map<number, number>();
  for (const minor of prices) {
    const b = Math.floor(minor / unit / step);
    buckets.set(b, (buckets.get(b) ?? 0) + 1);
  }
  return buckets;
}

/**
 * Price ranges the way Magento's automatic ("Auto") price navigation builds them: the step is the power of ten
 * one digit shorter than the highest price (142.50 → 100), shortened further while that puts every product in a
 * single range and the step is still above 10. Ranges are [from, to) in whole units of the display currency.
 */
export function priceBuckets(prices: Int32Array, fractionDigits: number): PriceBucket[] {
  if (prices.length === 0) return [];
  const unit = 10 ** fractionDigits;
  let max = 0;
  for (const p of prices) max = Math.max(max, p);
  const digits = String(Math.floor(max / unit)).length;
  let power = digits - 1;
  let step = 10 ** power;
  let buckets = histogram(prices, unit, step);
  while (step > MIN_STEP && buckets.size < 2) {
    power -= 1;
    step = 10 ** power;
    buckets = histogram(prices, unit, step);
  }
  return [...buckets.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([b, count]) => {
      const from = b * step;
      const to = (b + 1) * step;
      return { value: `${from}_${to}`, label: `${from}-${to}`, count };
    });
}
