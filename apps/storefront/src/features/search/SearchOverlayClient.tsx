"use client";

import { type KeyboardEvent, useEffect, useId, useRef, useState, useTransition } from "react";
import { suggest } from "./actions";
import type { Suggestion, Suggestions } from "./suggestions";

export interface SearchOverlayLabels {
  label: string;
  placeholder: string;
  submit: string;
  products: string;
  categories: string;
  brands: string;
  viewAll: string;
  /** Contains "{term}". */
  noResults: string;
  loading: string;
}

const DEBOUNCE_MS = 250;
const MIN_LENGTH = 2;

/**
 * A plain GET form to the results page (works without JavaScript) plus live suggestions: arrows move through them,
 * Enter opens the highlighted one or else submits the search.
 */
export function SearchOverlayClient({ locale, action, labels }: { locale: string; action: string; labels: SearchOverlayLabels }) {
  const [term, setTerm] = useState("");
  const [results, setResults] = useState<Suggestions | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const [isPending, startTransition] = useTransition();
  const latest = useRef("");
  const listId = useId();

  useEffect(() => {
    const trimmed = term.trim();
    latest.current = trimmed;
    if (trimmed.length < MIN_LENGTH) {
      setResults(null);
      setRefusal(null);
      return;
    }
    const timer = setTimeout(() => {
      startTransition(async () => {
        const next = await suggest(locale, trimmed);
        // A slower answer to an earlier term must not replace the current one.
        if (latest.current === trimmed) {
          setResults(next.ok ? next.suggestions : null);
          setRefusal(next.ok ? null : next.message);
          setActive(-1);
        }
      });
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term, locale]);

  const options: Suggestion[] = results ? [...results.products, ...results.categories, ...results.brands] : [];
  const searchHref = `${action}?${new URLSearchParams({ keyword: term.trim() })}`;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (options.length === 0) return;
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      // -1 is the input itself: moving past either end comes back to it.
      setActive((i) => {
        const next = i + step;
        return next >= options.length ? -1 : next < -1 ? options.length - 1 : next;
      });
      return;
    }
    if (event.key === "Enter" && active >= 0 && options[active]) {
      event.preventDefault();
      window.location.assign(options[active].href);
    }
  }

  const optionId = (i: number) => `${listId}-${i}`;
  let index = -1;
  const group = (title: string, items: Suggestion[], testId: string) =>
    items.length === 0 ? null : (
      <div role="group" aria-label={title} data-testid={testId}>
        <p className="mb-3 text-[11px] uppercase tracking-label text-stone">{title}</p>
        <ul className="space-y-1">
          {items.map((item) => {
            index += 1;
            const i = index;
            return (
              <li key={`${item.kind}-${item.id}`} id={optionId(i)} role="option" aria-selected={i === active}>
                <a
                  href={item.href}
                  data-testid="search-suggestion"
                  className={`flex items-center gap-3 px-2 py-1.5 ${i === active ? "bg-parchment" : "hover:bg-parchment/60"}`}
                  onMouseEnter={() => setActive(i)}
                  tabIndex={-1}
                >
                  {item.image ? <img src={item.image} alt="" width={40} height={50} className="h-[50px] w-10 object-cover" loading="lazy" /> : null}
                  <span className="flex-1">
                    <span className={item.kind === "product" ? "font-display text-lg leading-tight" : "text-sm"}>{item.label}</span>
                    {item.detail ? <span className="block text-xs text-stone">{item.detail}</span> : null}
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    );

  const showList = results !== null && term.trim().length >= MIN_LENGTH;
  return (
    <div>
      <form action={action} method="get" role="search" className="flex items-end gap-4 border-b border-ink pb-2">
        <label className="flex-1">
          <span className="sr-only">{labels.label}</span>
          <input
            type="search"
            name="keyword"
            required
            autoComplete="off"
            // Mounted when the overlay opens, after its code has loaded.
            autoFocus
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder={labels.placeholder}
            role="combobox"
            aria-expanded={showList && options.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            className="w-full bg-transparent font-display text-2xl font-light outline-none placeholder:text-stone md:text-3xl [&::-webkit-search-cancel-button]:appearance-none"
            data-testid="search-input"
          />
        </label>
        <button type="submit" className="text-[11px] uppercase tracking-label">
          {labels.submit}
        </button>
      </form>
      <div id={listId} role="listbox" aria-label={labels.label} aria-busy={isPending} className="mt-6" data-testid="search-suggestions">
        {isPending && !showList ? <p className="text-sm text-stone">{labels.loading}</p> : null}
        {refusal && !isPending ? <p className="text-sm text-sale">{refusal}</p> : null}
        {showList && options.length === 0 ? (
          <p className="text-sm text-stone">{labels.noResults.replace("{term}", results.term)}</p>
        ) : null}
        {showList && options.length > 0 ? (
          <div className={`grid gap-8 md:grid-cols-[2fr_1fr] ${isPending ? "opacity-60" : ""}`}>
            {group(labels.products, results.products, "suggest-products")}
            <div className="space-y-6">
              {group(labels.categories, results.categories, "suggest-categories")}
              {group(labels.brands, results.brands, "suggest-brands")}
            </div>
          </div>
        ) : null}
        {showList && results.total > 0 ? (
          <a href={searchHref} className="mt-6 inline-block text-[11px] uppercase tracking-label underline underline-offset-4">
            {labels.viewAll} ({results.total})
          </a>
        ) : null}
      </div>
    </div>
  );
}
