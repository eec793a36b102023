import type { RequestContext } from "../../core/context.ts";
import { GraphQlInputError } from "../../core/errors.ts";
import { renderCmsContent } from "./directives.ts";
import { blockNotFound, getBlocks, getPage, type CmsPageRow } from "./service.ts";

/** A page row, possibly reached through `route` with the URL's redirect data attached. */
type PageSource = CmsPageRow & { redirect_code?: number; relative_url?: string };

export const resolvers = {
  Query: {
    cmsPage: (_: unknown, args: { identifier?: string | null; id?: number | null }, ctx: RequestContext) =>
      getPage(ctx, args),
    cmsBlocks: async (_: unknown, args: { identifiers?: (string | null)[] | null }, ctx: RequestContext) => {
      const identifiers = (args.identifiers ?? []).filter((i): i is string => typeof i === "string" && i.trim() !== "");
      if (!identifiers.length) throw new GraphQlInputError('"identifiers" of CMS blocks should be specified');
      const found = await getBlocks(ctx, identifiers);
      // Like Magento, an unknown identifier fails only its own item: null there, with an error at its path.
      return { items: identifiers.map((i) => found.get(i) ?? blockNotFound(i)) };
    },
  },
  CmsPage: {
    content: (p: PageSource, _: unknown, ctx: RequestContext) => renderCmsContent(p.content, ctx.mediaBaseUrl),
    url_key: (p: PageSource) => p.identifier,
    content_heading: (p: PageSource) => p.contentHeading,
    meta_title: (p: PageSource) => p.metaTitle,
    meta_description: (p: PageSource) => p.metaDescription,
    meta_keywords: (p: PageSource) => p.metaKeywords,
    page_layout: (p: PageSource) => p.pageLayout,
    redirect_code: (p: PageSource) => p.redirect_code ?? 0,
    relative_url: (p: PageSource) => p.relative_url ?? p.identifier,
    type: () => "CMS_PAGE",
  },
  CmsBlock: {
    content: (b: { content: string }, _: unknown, ctx: RequestContext) => renderCmsContent(b.content, ctx.mediaBaseUrl),
  },
};
