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
              className="menu-top-link"
            >
              {item.label}
            </Link>
            {item.children.length > 0 ? (
              <div
                data-menu-panel
                data-testid="menu-panel"
                className="menu-panel"
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
