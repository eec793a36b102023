import { getTranslations } from "next-intl/server";
import type { FacetOption, FacetsView } from "./listing-model";
import { ListingLink } from "./ListingShell";
import { MoreFacetOptions } from "./MoreFacetOptions";

/** A list facet shows this many options at first; the rest follow on request unless one of them is selected. */
const FIRST_OPTIONS = 8;

export async function Facets({ view }: { view: FacetsView }) {
  const t = await getTranslations("Listing");
  return (
    <div className="space-y-8" data-testid="facets">
      {view.active.length > 0 ? (
        <div className="space-y-3">
          <p className="text-[11px] uppercase tracking-label text-stone">{t("selected")}</p>
          <ul className="flex flex-wrap gap-2">
            {view.active.map((filter) => (
              <li key={`${filter.urlKey}:${filter.value}`}>
                <ListingLink
                  href={filter.removeHref}
                  selected
                  label={t("remove", { label: filter.label })}
                  className="inline-flex items-center gap-2 border border-ink px-3 py-1 text-xs hover:bg-ink hover:text-ivory"
                >
                  {filter.label} <span aria-hidden>×</span>
                </ListingLink>
              </li>
            ))}
          </ul>
          {view.clearHref ? (
            <ListingLink href={view.clearHref} selected={false} kind="option" className="text-xs underline underline-offset-4">
              {t("clearAll")}
            </ListingLink>
          ) : null}
        </div>
      ) : null}
      {view.facets.map((facet, i) => (
        <details key={facet.code} open={i < 4 || facet.options.some((o) => o.selected)} className="group border-t border-line pt-4" data-facet={facet.code}>
          <summary className="flex cursor-pointer list-none items-center justify-between text-[11px] uppercase tracking-label">
            {facet.label}
            <span aria-hidden className="text-stone transition-transform group-open:rotate-45">+</span>
          </summary>
          {facet.kind === "swatch" ? (
            <ul className="mt-4 grid grid-cols-5 gap-3">
              {facet.options.map((option) => (
                <li key={option.value}>
                  <ListingLink
                    href={option.href}
                    selected={option.selected}
                    label={`${option.label} (${option.count})`}
                    className="group/swatch flex flex-col items-center gap-1 text-[10px] text-stone data-[selected]:text-ink"
                  >
                    <span
                      className="block size-7 rounded-full border border-line ring-offset-2 ring-offset-ivory group-data-[selected]/swatch:ring-1 group-data-[selected]/swatch:ring-ink"
                      style={{ background: option.swatch ?? "conic-gradient(#c8a951, #6d1a2b, #1f2a44, #2e4b3a, #c8a951)" }}
                    />
                    <span className="line-clamp-1 max-w-full text-center">{option.label}</span>
                  </ListingLink>
                </li>
              ))}
            </ul>
          ) : (
            <OptionList options={facet.options} more={t("moreOptions", { count: facet.options.length })} fewer={t("fewerOptions")} />
          )}
        </details>
      ))}
    </div>
  );
}

function OptionList({ options, more, fewer }: { options: FacetOption[]; more: string; fewer: string }) {
  const fold = options.length > FIRST_OPTIONS + 1 && !options.slice(FIRST_OPTIONS).some((o) => o.selected);
  const item = (option: FacetOption) => <OptionItem key={option.value} option={option} />;
  return (
    <ul className="mt-4 max-h-72 space-y-2 overflow-y-auto pr-1">
      {(fold ? options.slice(0, FIRST_OPTIONS) : options).map(item)}
      {fold ? (
        <MoreFacetOptions more={more} fewer={fewer}>
          {options.slice(FIRST_OPTIONS).map(item)}
        </MoreFacetOptions>
      ) : null}
    </ul>
  );
}

function OptionItem({ option }: { option: FacetOption }) {
  return (
    <li>
      <ListingLink
        href={option.href}
        selected={option.selected}
        className="group/opt flex items-center gap-3 text-sm text-ink/80 hover:text-ink data-[selected]:text-ink"
      >
        <span
          aria-hidden
          className="flex size-3.5 shrink-0 items-center justify-center border border-stone group-data-[selected]/opt:border-ink group-data-[selected]/opt:bg-ink"
        />
        <span className="flex-1">{option.label}</span>
        <span className="text-xs text-stone">{option.count}</span>
      </ListingLink>
    </li>
  );
}
