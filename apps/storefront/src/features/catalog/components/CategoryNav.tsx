import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { MenuItem } from "../mappers";

const BRAND_ITEM_ID = "brands";

/**
 * Desktop mega menu driven by CSS alone (hover and keyboard focus open a panel), so the header ships no JavaScript
 * of its own. The spec appends a "Brand" entry after the categories.
 */
export async function CategoryNav({ items }: { items: MenuItem[] }) {
  const t = await getTranslations("Header");
  const all: MenuItem[] = [...items, { id: BRAND_ITEM_ID, label: t("brands"), href: "/brand", children: [] }];
  return (
    <nav aria-label={t("mainNavigation")} className="relative hidden border-t border-line md:block">
      <ul className="mx-auto flex max-w-[1440px] flex-wrap justify-center gap-x-8 px-6">
        {all.map((item) => (
          <li key={item.id} className="group">
            <Link
              href={item.href}
              prefetch={false}
              className="inline-block py-4 text-[11px] font-medium uppercase tracking-label text-ink decoration-1 underline-offset-8 hover:underline"
              data-testid="menu-link"
            >
              {item.label}
            </Link>
            {item.children.length > 0 ? <MegaPanel item={item} viewAll={t("viewAll", { name: item.label })} /> : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function MegaPanel({ item, viewAll }: { item: MenuItem; viewAll: string }) {
  return (
    <div className="invisible absolute inset-x-0 top-full z-30 border-y border-line bg-ivory opacity-0 shadow-[0_24px_40px_-32px_rgba(0,0,0,0.35)] transition-opacity duration-200 group-hover:visible group-hover:opacity-100 group-focus-within:visible group-focus-within:opacity-100">
      <div className="mx-auto grid max-w-[1200px] grid-cols-4 gap-8 px-6 py-10 lg:grid-cols-5">
        {item.children.map((child) => (
          <div key={child.id}>
            <Link
              href={child.href}
              prefetch={false}
              className="font-display text-lg text-ink hover:underline"
            >
              {child.label}
            </Link>
            {child.children.length > 0 ? (
              <ul className="mt-3 space-y-2">
                {child.children.map((leaf) => (
                  <li key={leaf.id}>
                    <Link href={leaf.href} prefetch={false} className="text-sm text-stone hover:text-ink">
                      {leaf.label}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ))}
        <div className="col-span-full border-t border-line pt-4">
          <Link href={item.href} prefetch={false} className="text-[11px] uppercase tracking-label underline underline-offset-4">
            {viewAll}
          </Link>
        </div>
      </div>
    </div>
  );
}
