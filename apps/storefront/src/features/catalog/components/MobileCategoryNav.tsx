import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { MenuItem } from "../mappers";

/** Phones get a disclosure list (native <details>, no JavaScript) instead of the hover panels. */
export async function MobileCategoryNav({ items }: { items: MenuItem[] }) {
  const t = await getTranslations("Header");
  return (
    <details className="group/menu border-t border-line md:hidden">
      <summary className="flex cursor-pointer list-none items-center justify-between px-5 py-3 text-[11px] uppercase tracking-label">
        {t("menu")}
        <span aria-hidden className="text-base transition-transform group-open/menu:rotate-45">+</span>
      </summary>
      <nav aria-label={t("mainNavigation")} className="max-h-[70vh] overflow-y-auto border-t border-line px-5 pb-6">
        <ul className="divide-y divide-line">
          {items.map((item) => (
            <li key={item.id} className="py-3">
              <Link href={item.href} prefetch={false} className="font-display text-xl" data-testid="menu-link">
                {item.label}
              </Link>
              {item.children.length > 0 ? (
                <ul className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1.5">
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <Link href={child.href} prefetch={false} className="text-sm text-stone">
                        {child.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
          <li className="py-3">
            <Link href="/brand" prefetch={false} className="font-display text-xl">
              {t("brands")}
            </Link>
          </li>
        </ul>
      </nav>
    </details>
  );
}
