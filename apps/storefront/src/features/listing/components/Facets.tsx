import { getTranslations } from "next-intl/server";
import type { FacetOption, FacetsView } from "./listing-model";
import { ListingLink } from "./ListingShell";
import { type CompactOption, FacetOptionList, SwatchOptions } from "./FacetOptions";

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
      {view.facets.map((facet, i) => {
        const open = i < 4 || facet.options.some((o) => o.selected);
        const labels = { more: t("moreOptions", { count: facet.options.length }), fewer: t("fewerOptions") };
        return (
          <details key={facet.code} open={open} className="group facet" data-facet={facet.code}>
            <summary className="facet-summary">
              {facet.label}
              <span aria-hidden className="facet-toggle">+</span>
            </summary>
            {facet.kind === "swatch" ? (
              <SwatchOptions options={facet.options.map(compact)} closed={!open} {...labels} />
            ) : (
              <FacetOptionList options={facet.options.map(compact)} closed={!open} {...labels} />
            )}
          </details>
        );
      })}
    </div>
  );
}

function compact(option: FacetOption): CompactOption {
  const selected = option.selected ? 1 : 0;
  return option.swatch ? [option.href, option.label, option.count, selected, option.swatch] : [option.href, option.label, option.count, selected];
}
