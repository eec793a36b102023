import { decodeText } from "@/features/catalog/mappers";
import type { HomeDepartmentsQuery } from "@/lib/commerce/generated/graphql";

export interface DepartmentTile {
  id: string;
  name: string;
  href: string;
  image: string | null;
}

/**
 * Menu departments in menu order. Category images may come back as a path on the API's host (Magento's
 * `/media/catalog/category/…`): they are made absolute against the API origin so next/image can fetch them.
 */
export function toDepartmentTiles(data: HomeDepartmentsQuery, apiUrl: string): DepartmentTile[] {
  const root = data.categories?.items?.find((item) => item != null);
  return (root?.children ?? [])
    .filter((c): c is NonNullable<typeof c> => c != null && c.include_in_menu === 1 && Boolean(c.url_path))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((c) => ({
      id: c.uid,
      name: decodeText(c.name),
      href: `/${c.url_path}${c.url_suffix ?? ""}`,
      image: absoluteMedia(c.image, apiUrl),
    }));
}

export function absoluteMedia(src: string | null | undefined, apiUrl: string): string | null {
  if (!src) return null;
  try {
    const url = new URL(src, apiUrl);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Organization structured data for the home page; `<` is escaped so the JSON cannot close its script tag. */
export function organizationJsonLd(input: { name: string; url: string; logo: string; description: string; sameAs?: string[] }): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: input.name,
    url: input.url,
    logo: input.logo,
    description: input.description,
    ...(input.sameAs?.length ? { sameAs: input.sameAs } : {}),
  };
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
