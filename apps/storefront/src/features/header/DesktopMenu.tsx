import { Link } from "@/i18n/navigation";
import type { NavItem } from "./menu";
import { MenuKeys, MenuPanelContent } from "./MenuKeys";

/** Desktop mega menu: panels open on hover by CSS; MenuKeys adds the arrow keys and fills the panels when first reached. */
export function DesktopMenu({ items, label, viewAll }: { items: NavItem[]; label: string; viewAll: (name: string) => string }) {
  return (
    <MenuKeys label={label}>
      <ul className="mx-auto flex max-w-[1440px] flex-wrap justify-center gap-x-8 px-6">
        {items.map((item) => (
          <li key={item.id} className="group" data-menu-item>
            <Link
              href={item.href}
              data-menu-top
              data-testid="menu-link"
              aria-haspopup={item.children.length > 0 ? "true" : undefined}
              aria-expanded={item.children.length > 0 ? "false" : undefined}
              className="inline-block py-4 text-[11px] font-sans-medium uppercase tracking-label text-ink decoration-1 underline-offset-8 hover:underline"
            >
              {item.label}
            </Link>
            {item.children.length > 0 ? (
              <div
                data-menu-panel
                data-testid="menu-panel"
                className="invisible absolute inset-x-0 top-full z-30 border-y border-line bg-ivory opacity-0 shadow-[0_24px_40px_-32px_rgba(0,0,0,0.35)] transition-opacity duration-200 group-hover:visible group-hover:opacity-100 group-data-open:visible group-data-open:opacity-100 group-data-suppressed:invisible! group-data-suppressed:opacity-0!"
              >
                <MenuPanelContent>
                  <div className="mx-auto grid max-w-[1200px] grid-cols-4 gap-8 px-6 py-10 lg:grid-cols-5">
                    {item.children.map((child) => (
                      <div key={child.id}>
                        <Link href={child.href} className="font-display text-lg text-ink hover:underline">
                          {child.label}
                        </Link>
                        {child.children.length > 0 ? (
                          <ul className="mt-3 space-y-2">
                            {child.children.map((leaf) => (
                              <li key={leaf.id}>
                                <Link href={leaf.href} className="text-sm text-stone hover:text-ink">
                                  {leaf.label}
                                </Link>
                                {leaf.children.length > 0 ? (
                                  <ul className="mt-1 space-y-1 pl-3">
                                    {leaf.children.map((deep) => (
                                      <li key={deep.id}>
                                        <Link href={deep.href} className="text-xs text-stone hover:text-ink">
                                          {deep.label}
                                        </Link>
                                      </li>
                                    ))}
                                  </ul>
                                ) : null}
                              </li>
                            ))}
                          </ul>
                        ) : null}
                      </div>
                    ))}
                    <div className="col-span-full border-t border-line pt-4">
                      <Link href={item.href} className="text-[11px] uppercase tracking-label underline underline-offset-4">
                        {viewAll(item.label)}
                      </Link>
                    </div>
                  </div>
                </MenuPanelContent>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </MenuKeys>
  );
}
