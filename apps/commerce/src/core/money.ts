// Money stays in integer minor units until a resolver builds a Money value. Conversions use exact rational
// arithmetic on the stored decimal rates so that a half minor unit always rounds the same way (away from zero).

export interface Money {
  value: number;
  currency: string;
}

/** An amount in minor units with what it is (a discount's rule, a tax). */
export interface LabelledAmount {
  label: string;
  amount: number;
}

/** Exchange rates from a base currency, as stored: decimal strings (or numbers) per target currency. */
export interface RateTable {
  base: string;
  rates: ReadonlyMap<string, string | number>;
}

const digitsCache = new Map<string, number>();

/** Decimal places of a currency's minor unit (GBP 2, JPY 0, BHD 3). */
export function minorUnitDigits(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsCache.set(currency, digits);
  }
  return digits;
}

export function toMoney(minor: number, currency: string): Money {
  return { value: minor / 10 ** minorUnitDigits(currency), currency };
}

/** Minor units of a major amount (12.5 GBP → 1250), rounding half away from zero. */
export function toMinor(value: number, currency: string): number {
  const scaled = value * 10 ** minorUnitDigits(currency);
  // Binary floats put 1.005 * 100 at 100.49999…; nudging by a relative epsilon keeps decimal intuition.
  return Math.sign(scaled) * Math.round(Math.abs(scaled) * (1 + Number.EPSILON));
}

const RATE_SCALE_DIGITS = 12;

/** A decimal rate as an integer numerator over 10^RATE_SCALE_DIGITS. */
function scaledRate(rate: string | number): bigint {
  const text = typeof rate === "number" ? rate.toFixed(RATE_SCALE_DIGITS) : rate.trim();
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) throw new Error(`Invalid exchange rate: ${text}`);
  const fraction = (match[2] ?? "").slice(0, RATE_SCALE_DIGITS).padEnd(RATE_SCALE_DIGITS, "0");
  const value = BigInt(match[1] + fraction);
  if (value === 0n) throw new Error("Exchange rate must be positive");
  return value;
}

function rateFromBase(table: RateTable, currency: string): bigint {
  if (currency === table.base) return 10n ** BigInt(RATE_SCALE_DIGITS);
  const rate = table.rates.get(currency);
  if (rate === undefined) throw new Error(`No exchange rate from ${table.base} to ${currency}`);
  return scaledRate(rate);
}

/** Whether `convertMinor` can convert between the two currencies with this table. */
export function canConvert(table: RateTable, from: string, to: string): boolean {
  return [from, to].every((c) => c === table.base || table.rates.has(c));
}

/**
 * Converts an amount in `from` minor units to `to` minor units through the table's base currency, rounding half away
 * from zero to the target's minor unit.
 */
export function convertMinor(amountMinor: number, from: string, to: string, table: RateTable): number {
  if (!Number.isInteger(amountMinor)) throw new Error(`Minor units must be an integer, got ${amountMinor}`);
  if (from === to) return amountMinor;
  // amount_to = amount_from × rate(to) / rate(from) × 10^(digits_to − digits_from)
  let numerator = BigInt(amountMinor) * rateFromBase(table, to);
  let denominator = rateFromBase(table, from);
  const shift = minorUnitDigits(to) - minorUnitDigits(from);
  if (shift >= 0) numerator *= 10n ** BigInt(shift);
  else denominator *= 10n ** BigInt(-shift);
  return Number(divRound(numerator, denominator));
}

/** Divides and rounds half away from zero: every amount of the backend is rounded this one way. */
export function divRound(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  let q = n / d;
  if ((n % d) * 2n >= d) q += 1n;
  return negative ? -q : q;
}
