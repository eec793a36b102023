import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { RequestContext } from "../../core/context.ts";
import { GraphQlInputError, GraphQlNoSuchEntityError } from "../../core/errors.ts";
import type { QueryCmsPageArgs } from "../../core/generated/resolvers.ts";
import { cmsBlocks, cmsPages } from "./tables.ts";

type Ctx = Pick<RequestContext, "db" | "store" | "loaders">;
export type CmsPageRow = typeof cmsPages.$inferSelect;
export type CmsBlockRow = typeof cmsBlocks.$inferSelect;

/** A row for this store view wins over the one shared by every view (store code null). */
function preferStoreRows<T extends { storeCode: string | null }>(rows: T[], key: (row: T) => string | number): Map<string | number, T> {
  const out = new Map<string | number, T>();
  for (const row of rows) {
    const k = key(row);
    if (!out.has(k) || row.storeCode !== null) out.set(k, row);
  }
  return out;
}

const pageNotFound = (id: string | number) => new GraphQlNoSuchEntityError(`The CMS page with the "${id}" ID doesn't exist.`);

/** Active page visible in the store, by identifier (or by id, Magento's deprecated argument). */
export async function getPage(ctx: Ctx, args: QueryCmsPageArgs): Promise<CmsPageRow> {
  const identifier = args.identifier?.trim();
  if (!identifier && args.id == null) throw new GraphQlInputError("Page id/identifier should be specified");
  const match = identifier ? eq(cmsPages.identifier, identifier) : eq(cmsPages.id, args.id as number);
  const rows = await ctx.db.select().from(cmsPages).where(and(
    match,
    eq(cmsPages.isActive, true),
    or(isNull(cmsPages.storeCode), eq(cmsPages.storeCode, ctx.store.code)),
  ));
  const page = preferStoreRows(rows, () => 0).get(0);
  if (!page) throw pageNotFound(identifier ?? (args.id as number));
  return page;
}

/**
 * Active blocks visible in the store by identifier (numeric identifiers also match block ids, as in Magento),
 * keyed by the identifier asked for.
 */
export async function getBlocks(ctx: Ctx, identifiers: string[]): Promise<Map<string, CmsBlockRow>> {
  const ids = identifiers.filter((i) => /^\d{1,9}$/.test(i)).map(Number);
  const rows = await ctx.db.select().from(cmsBlocks).where(and(
    or(inArray(cmsBlocks.identifier, identifiers), ids.length ? inArray(cmsBlocks.id, ids) : undefined),
    eq(cmsBlocks.isActive, true),
    or(isNull(cmsBlocks.storeCode), eq(cmsBlocks.storeCode, ctx.store.code)),
  ));
  const byIdentifier = preferStoreRows(rows, (r) => r.identifier);
  const out = new Map<string, CmsBlockRow>();
  for (const wanted of identifiers) {
    const found = byIdentifier.get(wanted) ?? rows.find((r) => String(r.id) === wanted);
    if (found) out.set(wanted, found);
  }
  return out;
}

/** Active block visible in the store by id (a category's landing block), batched per request. */
export function loadBlockById(ctx: Ctx, id: number): Promise<CmsBlockRow | undefined> {
  return ctx.loaders
    .get<number, CmsBlockRow>("cms.blockById", async (keys) => {
      const rows = await ctx.db.select().from(cmsBlocks).where(and(
        inArray(cmsBlocks.id, [...keys]),
        eq(cmsBlocks.isActive, true),
        or(isNull(cmsBlocks.storeCode), eq(cmsBlocks.storeCode, ctx.store.code)),
      ));
      return new Map(rows.map((r) => [r.id, r]));
    })
    .load(id);
}

export const blockNotFound = (id: string) => new GraphQlNoSuchEntityError(`The CMS block with the "${id}" ID doesn't exist.`);
