import type { NavItem } from "./menu";
import { type MobileMenuLabels, MobileMenuShell } from "./MobileMenuShell";
import { MobileMenuLinks } from "./MobileMenuLinks";

/** The phone menu: a sidebar from the left, its links drawn from the menu items. */
export function MobileMenu({ items, labels }: { items: NavItem[]; labels: MobileMenuLabels }) {
  return (
    <MobileMenuShell labels={labels}>
      <MobileMenuLinks items={items} />
    </MobileMenuShell>
  );
}
