/** Dates and money as the account pages show them. */
import { formatMoney } from "@/features/pricing/rules";
import type { MoneyView } from "./mappers";

/** Magento's "YYYY-MM-DD HH:MM:SS" (UTC) or an ISO string, as a date in the site's language; the raw text if unreadable. */
export function formatDate(value: string, locale: string): string {
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value) ? `${value.replace(" ", "T")}Z` : value;
  const date = new Date(iso);
  if (!value || Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(date);
}

export function formatAmount(money: MoneyView | null, locale: string): string {
  return money ? formatMoney(money.value, money.currency, locale) : "";
}
