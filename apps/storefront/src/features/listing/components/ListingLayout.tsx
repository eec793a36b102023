import { getTranslations } from "next-intl/server";
import { ProductCard } from "@/features/catalog/components/ProductCard";
import { moneyFormatter } from "@/features/catalog/mappers";
import type { ListingResult } from "@/features/listing/listing-query";
import { type ListingState, PAGE_SIZES, SORT_OPTIONS, setPage, setPageSize, setSort } from "@/features/listing/url-state";
import { marketForLocale } from "@/lib/markets/markets";
import { Facets } from "./Facets";
import { type ListingView, listingHref, pageItems, toFacets } from "./listing-model";
import { type AnalyticsItem, ListingLink, ListingShell } from "./ListingShell";

interface Props {
  locale: string;
  /** The listing's address with the site prefix (plain anchors carry it themselves). */
  path: string;
  state: ListingState;
  view: ListingView;
  result: ListingResult;
  listId: string;
  listName: string;
}

/** A short, stable tag of a string (for element ids). */
function idHash(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash * 33) ^ text.charCodeAt(i)) >>> 0;
  return hash.toString(36);
}

/** Cards past the first rows are laid out only when they near the viewport. */
const EAGER = 8;
const SORT_KEYS = { "": "default", name_ASC: "nameAsc", name_DESC: "nameDesc", price_ASC: "priceAsc", price_DESC: "priceDesc" } as const;

export async function ListingLayout({ locale, path, state, view, result, listId, listName }: Props) {
  const t = await getTranslations("Listing");
  const link = (s: ListingState) => listingHref(path, s, view);
  const format = moneyFormatter(locale, marketForLocale(locale).currency);
  const facets = toFacets(result.aggregations, state, { link, formatPrice: (n) => format(n) });
  const currentSort = SORT_OPTIONS.find((o) => o.value === state.sort) ?? SORT_OPTIONS[0];
  const items: AnalyticsItem[] = result.products.map((p, i) => ({
    item_id: p.sku,
    item_name: p.name,
    ...(p.brand ? { item_brand: p.brand } : {}),
    index: (state.page - 1) * state.itemsPerPage + i + 1,
  }));
  const pages = pageItems(state.page, result.totalPages);
  // Unique in the document: a listing the shopper left stays in it, hidden (Next keeps recent routes), and a label
  // must not open that one's filters.
  const filtersId = `listing-filters-${listId}-${idHash(link(state))}`;

  return (
    <ListingShell listId={listId} listName={listName} items={items}>
      <div className="lg:grid lg:grid-cols-[15rem_1fr] lg:gap-12">
        <input type="checkbox" id={filtersId} aria-label={t("filters")} className="peer sr-only" />
        <aside className="fixed inset-0 z-40 hidden overflow-y-auto bg-ivory p-6 peer-checked:block lg:static lg:z-auto lg:block lg:overflow-visible lg:p-0" aria-label={t("filters")}>
          <div className="mb-6 flex items-center justify-between lg:hidden">
            <p className="font-display text-2xl">{t("filters")}</p>
            <label htmlFor={filtersId} className="cursor-pointer text-xs uppercase tracking-label underline underline-offset-4">
              {t("close")}
            </label>
          </div>
          <Facets view={facets} />
        </aside>
        <div>
          <div className="mb-8 flex flex-wrap items-center gap-x-6 gap-y-3 border-y border-line py-3 text-xs uppercase tracking-label">
            <label htmlFor={filtersId} className="cursor-pointer lg:hidden" data-testid="filters-toggle">
              {t("filters")}
              {facets.active.length > 0 ? ` (${facets.active.length})` : ""}
            </label>
            <p className="text-stone" data-testid="result-count">{t("count", { count: result.total })}</p>
            <details className="group relative ml-auto" data-testid="sort" data-closes-on-choice>
              <summary className="cursor-pointer list-none normal-case tracking-normal text-sm">
                {t(`sort.${SORT_KEYS[currentSort.value]}`)} <span aria-hidden>▾</span>
              </summary>
              <ul className="absolute right-0 z-20 mt-2 w-64 space-y-1 border border-line bg-ivory p-3 normal-case tracking-normal shadow-sm">
                {SORT_OPTIONS.map((option) => (
                  <li key={option.value}>
                    <ListingLink
                      href={link(setSort(state, option.value))}
                      selected={option.value === state.sort}
                      kind="option"
                      className="sort-choice"
                    >
                      {t(`sort.${SORT_KEYS[option.value]}`)}
                    </ListingLink>
                  </li>
                ))}
              </ul>
            </details>
            <div className="flex items-center gap-2" data-testid="page-sizes">
              <span className="text-stone">{t("show")}</span>
              {PAGE_SIZES.map((size) => (
                <ListingLink
                  key={size}
                  href={link(setPageSize(state, size))}
                  selected={size === state.itemsPerPage}
                  kind="option"
                  className="listing-choice px-1"
                >
                  {size}
                </ListingLink>
              ))}
            </div>
            <div className="flex items-center gap-3" data-testid="view-toggle">
              {(["grid", "list"] as const).map((v) => (
                <ListingLink
                  key={v}
                  href={listingHref(path, state, v)}
                  selected={v === view}
                  kind="option"
                  className="listing-choice"
                >
                  {t(v)}
                </ListingLink>
              ))}
            </div>
          </div>

          {result.products.length === 0 ? (
            <p className="py-24 text-center font-display text-2xl text-stone" data-testid="no-results">{t("empty")}</p>
          ) : (
            <ul
              data-testid="product-list"
              data-view={view}
              className={`transition-opacity group-data-[pending]/listing:opacity-50 ${
                view === "list"
                  ? "divide-y divide-line [&>li]:py-6"
                  : "grid grid-cols-2 gap-x-4 gap-y-10 md:grid-cols-3 md:gap-x-6 xl:grid-cols-4 lg:gap-y-14"
              }`}
            >
              {result.products.map((product, i) => (
                <li
                  key={product.id}
                  style={i < EAGER ? undefined : { contentVisibility: "auto", containIntrinsicSize: view === "list" ? "auto 200px" : "auto 420px" }}
                >
                  <ProductCard product={product} priority={i < 4} variant={view} index={items[i]?.index} />
                </li>
              ))}
            </ul>
          )}

          {pages.length > 0 ? (
            <nav aria-label={t("pagination")} className="mt-16 flex items-center justify-center gap-2 text-sm" data-testid="pagination">
              {state.page > 1 ? (
                <ListingLink href={link(setPage(state, state.page - 1))} selected={false} kind="page" className="px-3 py-2 text-stone hover:text-ink" label={t("previous")}>
                  ‹
                </ListingLink>
              ) : null}
              {pages.map((item) =>
                item.kind === "gap" ? (
                  <span key={item.key} className="px-2 text-stone">…</span>
                ) : (
                  <ListingLink
                    key={item.page}
                    href={link(setPage(state, item.page))}
                    selected={item.current}
                    kind="page"
                    label={t("page", { page: item.page })}
                    className="min-w-9 border border-transparent px-3 py-2 text-center data-[selected]:border-ink"
                  >
                    {item.page}
                  </ListingLink>
                ),
              )}
              {state.page < result.totalPages ? (
                <ListingLink href={link(setPage(state, state.page + 1))} selected={false} kind="page" className="px-3 py-2 text-stone hover:text-ink" label={t("next")}>
                  ›
                </ListingLink>
              ) : null}
            </nav>
          ) : null}
        </div>
      </div>
    </ListingShell>
  );
}
