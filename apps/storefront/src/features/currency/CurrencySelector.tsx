"use client";

/**
 * Changing currency goes through `?currency=`: the proxy stores it in the cookie and redirects to the clean URL,
 * which is the spec's "store and reload".
 */
export function CurrencySelector({ currencies, current, label }: { currencies: string[]; current: string; label: string }) {
  return (
    <label className="flex items-center p-2 text-[11px] uppercase tracking-label">
      <span className="sr-only">{label}</span>
      <select
        value={current}
        onChange={(e) => {
          const url = new URL(window.location.href);
          url.searchParams.set("currency", e.target.value);
          window.location.assign(url.toString());
        }}
        className="cursor-pointer bg-transparent pr-1 outline-offset-2"
        data-testid="currency-selector"
      >
        {currencies.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    </label>
  );
}
