import { CmsBlocksDocument, CmsPageDocument } from "@/lib/commerce/generated/graphql";
import { type Result, ok } from "@/lib/commerce/result";
import type { RequestScope } from "@/lib/commerce/scope";
import { catalogQuery } from "@/lib/commerce/server";
import { decodeText } from "@/features/catalog/mappers";
import { cmsIdentifierCandidates } from "./identifiers";

export interface CmsPageData {
  /** The identifier actually served (on the Mexican site possibly the mx- variant). */
  identifier: string;
  title: string;
  heading: string;
  /** Unsanitized: sanitize where it is rendered, with the site's link prefix. */
  content: string;
  layout: string | null;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
}

export interface CmsBlockData {
  identifier: string;
  title: string;
  content: string;
}

const NOT_FOUND = "graphql-no-such-entity";

/** The page, null when the store has no such page (nor its site variant), or the API's failure. */
export async function getCmsPage(scope: RequestScope, locale: string, identifier: string): Promise<Result<CmsPageData | null>> {
  for (const candidate of cmsIdentifierCandidates(locale, identifier)) {
    const result = await catalogQuery(CmsPageDocument, { identifier: candidate }, scope, [`cms:${candidate}`]);
    if (!result.ok) {
      if (result.error.category === NOT_FOUND) continue;
      return result;
    }
    const page = result.data.cmsPage;
    if (!page) continue;
    return ok({
      identifier: page.identifier ?? candidate,
      title: decodeText(page.title),
      heading: decodeText(page.content_heading),
      content: page.content ?? "",
      layout: page.page_layout ?? null,
      metaTitle: decodeText(page.meta_title),
      metaDescription: decodeText(page.meta_description),
      metaKeywords: decodeText(page.meta_keywords),
    });
  }
  return ok(null);
}

/**
 * Blocks by identifier; blocks the store lacks are simply absent. One call per block: the API fails a whole call
 * for one unknown identifier, and each block is cached and invalidated on its own.
 */
export async function getCmsBlocks(scope: RequestScope, identifiers: readonly string[]): Promise<Result<Map<string, CmsBlockData>>> {
  const results = await Promise.all(
    identifiers.map((id) => catalogQuery(CmsBlocksDocument, { identifiers: [id] }, scope, [`cms:${id}`])),
  );
  const out = new Map<string, CmsBlockData>();
  for (const result of results) {
    if (!result.ok) {
      if (result.error.category === NOT_FOUND) continue;
      return result;
    }
    for (const item of result.data.cmsBlocks?.items ?? []) {
      if (item?.identifier) {
        out.set(item.identifier, { identifier: item.identifier, title: decodeText(item.title), content: item.content ?? "" });
      }
    }
  }
  return ok(out);
}
