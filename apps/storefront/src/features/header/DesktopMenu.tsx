import { Link } from "@/i18n/navigation";
import type { NavItem } from "./menu";
import { MenuKeys, MenuPanelLinks } from "./MenuKeys";

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
                <MenuPanelLinks item={item} viewAll={viewAll(item.label)} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </MenuKeys>
  );
}
