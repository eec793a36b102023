import { GraphQlInputError } from "../../core/errors.ts";
import type { Resolvers } from "../../core/generated/resolvers.ts";
import { renderCmsContent } from "./directives.ts";
import { blockNotFound, getBlocks, getPage, type CmsBlockRow, type CmsPageRow } from "./service.ts";

/** A page row, possibly reached through `route` with the URL's redirect data attached. */
export type CmsPageParent = CmsPageRow & { redirect_code?: number; relative_url?: string };

declare module "../../core/graphql-models.ts" {
  interface GraphQlModels {
    CmsPage: CmsPageParent;
    CmsBlock: CmsBlockRow;
  }
}

export const resolvers: Resolvers = {
  Query: {
    cmsPage: (_, args, ctx) => getPage(ctx, args),
    cmsBlocks: async (_, args, ctx) => {
      const identifiers = (args.identifiers ?? []).filter((i): i is string => typeof i === "string" && i.trim() !== "");
      if (!identifiers.length) throw new GraphQlInputError('"identifiers" of CMS blocks should be specified');
      const found = await getBlocks(ctx, identifiers);
      // Like Magento, an unknown identifier fails only its own item: null there, with an error at its path.
      return { items: identifiers.map((i) => found.get(i) ?? Promise.reject(blockNotFound(i))) };
    },
  },
  CmsPage: {
    content: (p, _, ctx) => renderCmsContent(p.content, ctx.mediaBaseUrl),
    url_key: (p) => p.identifier,
    content_heading: (p) => p.contentHeading,
    meta_title: (p) => p.metaTitle,
    meta_description: (p) => p.metaDescription,
    meta_keywords: (p) => p.metaKeywords,
    page_layout: (p) => p.pageLayout,
    redirect_code: (p) => p.redirect_code ?? 0,
    relative_url: (p) => p.relative_url ?? p.identifier,
    type: () => "CMS_PAGE",
  },
  CmsBlock: {
    content: (b, _, ctx) => renderCmsContent(b.content, ctx.mediaBaseUrl),
  },
};
