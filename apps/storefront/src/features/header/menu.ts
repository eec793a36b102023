import { categoryHref } from "@/features/routing/links";
import type { HeaderMenuNodeFragment, HeaderMenuQuery } from "@/lib/commerce/generated/graphql";

export interface NavItem {
  id: string;
  label: string;
  href: string;
  children: NavItem[];
}

type Node = HeaderMenuNodeFragment & { children?: (Node | null)[] | null };

export const BRAND_ITEM_ID = "brand";

/** The first root's menu children; the "Brand" entry is always appended (spec §2.7). */
export function toNavItems(data: HeaderMenuQuery | null, brandLabel: string): NavItem[] {
  const root = data?.categories?.items?.find((item) => item != null);
  return [...toItems(root?.children), { id: BRAND_ITEM_ID, label: brandLabel, href: "/brand", children: [] }];
}

function toItems(nodes: (Node | null)[] | null | undefined): NavItem[] {
  return (nodes ?? [])
    .filter((n): n is Node => n != null && n.include_in_menu === 1)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .flatMap((n) => {
      const href = categoryHref(n);
      return href ? [{ id: n.uid, label: n.name ?? "", href, children: toItems(n.children) }] : [];
    });
}
