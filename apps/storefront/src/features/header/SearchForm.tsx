/** Plain search form: works without JavaScript and is the overlay's content until live results exist. */
export function SearchForm({ action, label, placeholder }: { action: string; label: string; placeholder: string }) {
  return (
    <form action={action} method="get" role="search" className="flex items-end gap-4 border-b border-ink pb-2">
      <label className="flex-1">
        <span className="sr-only">{label}</span>
        <input
          type="search"
          name="keyword"
          required
          placeholder={placeholder}
          className="w-full bg-transparent font-display text-2xl font-light outline-none placeholder:text-stone md:text-3xl"
          data-testid="search-input"
        />
      </label>
      <button type="submit" className="text-[11px] uppercase tracking-label">
        {label}
      </button>
    </form>
  );
}
