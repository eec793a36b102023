import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { alternates } from "@/features/seo/alternates";
import { ImmediateReveal } from "@/lib/ui/ImmediateReveal";
import type { SearchParams } from "@/lib/url/search-params";
import { CmsIndex } from "./CmsIndex";
import { CmsPageView } from "./CmsPageView";
import { isCmsIdentifier } from "./identifiers";
import { cmsMetadata } from "./metadata";

/** `?id=identifier` of /Cms and /Page; undefined when absent, null when present but no possible identifier. */
export function pageIdFrom(query: SearchParams): string | null | undefined {
  const raw = query.id;
  const id = Array.isArray(raw) ? raw[0] : raw;
  if (id === undefined || id === "") return undefined;
  return isCmsIdentifier(id) ? id : null;
}

/** /Cms and /Page: the page named by ?id=, else the index of content pages. */
export function CmsQueryPage({ locale, searchParams }: { locale: string; searchParams: Promise<SearchParams> }) {
  // The query is request data: read it inside a boundary so the frame prerenders.
  return (
    <Suspense fallback={<div className="min-h-[60vh]" aria-hidden><ImmediateReveal /></div>}>
      <CmsQueryContent locale={locale} searchParams={searchParams} />
    </Suspense>
  );
}

async function CmsQueryContent({ locale, searchParams }: { locale: string; searchParams: Promise<SearchParams> }) {
  const id = pageIdFrom(await searchParams);
  if (id === null) notFound();
  return id ? <CmsPageView locale={locale} identifier={id} /> : <CmsIndex locale={locale} />;
}

export async function cmsQueryMetadata(locale: string, route: "/Cms" | "/Page", searchParams: Promise<SearchParams>): Promise<Metadata> {
  const id = pageIdFrom(await searchParams);
  if (id) {
    // The page's own address is canonical; /Cms?id=… is another way to reach it.
    return cmsMetadata(locale, id);
  }
  const t = await getTranslations({ locale, namespace: "Cms" });
  return { title: t("indexTitle"), description: t("indexLead"), alternates: alternates(locale, route) };
}
