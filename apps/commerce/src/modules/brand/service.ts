import { and, asc, eq, ilike, inArray, sql, type SQL } from "drizzle-orm";
import type { RequestContext } from "../../core/context.ts";
import { GraphQlInputError } from "../../core/errors.ts";
import type { BrandFilterInput, FilterEqualTypeInput, QueryBrandArgs } from "../../core/generated/resolvers.ts";
import { brands } from "../catalog/tables.ts";
import type { BrandRow } from "../catalog/relations.ts";
import { decodeIdUid } from "../catalog/uid.ts";

type Ctx = Pick<RequestContext, "db">;


/** What `brands` lists without a pageSize. */
export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 500;

/** The A–Z index letter; names not starting with a plain letter go under "#". */
const firstLetter = sql<string>`case when ascii(upper(left(ltrim(${brands.name}), 1))) between 65 and 90
  then upper(left(ltrim(${brands.name}), 1)) else '#' end`;

const values = (f: FilterEqualTypeInput | null | undefined): string[] | undefined => {
  if (!f) return undefined;
  const list = [...(f.eq != null ? [f.eq] : []), ...(f.in ?? []).filter((v): v is string => v != null)];
  return list;
};

/** `%` and `_` typed by a shopper are literal characters, not wildcards. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(filter: BrandFilterInput | null | undefined, withLetter: boolean): SQL[] {
  const where: SQL[] = [];
  const name = filter?.name?.match?.trim();
  if (name) where.push(ilike(brands.name, `%${likeLiteral(name)}%`));
  const uids = values(filter?.brand_uid);
  if (uids) where.push(inArray(brands.id, uids.map((u) => decodeIdUid(u) ?? 0)));
  const keys = values(filter?.url_key);
  if (keys) where.push(inArray(brands.urlKey, keys));
  const featured = values(filter?.is_featured);
  if (featured?.length) {
    const flags = featured.map((v) => {
      if (/^(1|true)$/i.test(v)) return true;
      if (/^(0|false)$/i.test(v)) return false;
      throw new GraphQlInputError(`Invalid is_featured value "${v}": use 1 or 0.`);
    });
    where.push(inArray(brands.isFeatured, flags));
  }
  const letters = values(filter?.first_letter);
  if (withLetter && letters) where.push(inArray(firstLetter, letters.map((l) => l.trim().toUpperCase())));
  return where;
}

export async function listBrands(ctx: Ctx, filter: BrandFilterInput | null | undefined, pageSize: number, currentPage: number) {
  if (pageSize < 1) throw new GraphQlInputError("pageSize value must be greater than 0.");
  if (currentPage < 1) throw new GraphQlInputError("currentPage value must be greater than 0.");
  const size = Math.min(pageSize, MAX_PAGE_SIZE);
  const where = and(...conditions(filter, true));
  const [items, [{ total } = { total: 0 }], letters] = await Promise.all([
    ctx.db.select().from(brands).where(where)
      .orderBy(asc(sql`lower(${brands.name})`), asc(brands.id))
      .limit(size).offset((currentPage - 1) * size),
    ctx.db.select({ total: sql<number>`count(*)::int` }).from(brands).where(where),
    // The letter bar ignores its own filter so that every letter stays clickable.
    ctx.db.select({ letter: firstLetter, count: sql<number>`count(*)::int` }).from(brands)
      .where(and(...conditions(filter, false))).groupBy(firstLetter).orderBy(firstLetter),
  ]);
  const totalPages = Math.ceil(Number(total) / size);
  if (currentPage > Math.max(totalPages, 1)) {
    throw new GraphQlInputError(`currentPage value ${currentPage} specified is greater than the ${totalPages} page(s) available.`);
  }
  return {
    items,
    total_count: Number(total),
    page_info: { current_page: currentPage, page_size: size, total_pages: totalPages },
    letters: letters.map((l) => ({ letter: l.letter, count: Number(l.count) })),
  };
}

export async function findBrand(ctx: Ctx, args: QueryBrandArgs): Promise<BrandRow | null> {
  if (args.uid == null && !args.url_key) throw new GraphQlInputError("Specify the brand uid or url_key.");
  const where = args.uid != null ? eq(brands.id, decodeIdUid(args.uid) ?? 0) : eq(brands.urlKey, args.url_key as string);
  const [row] = await ctx.db.select().from(brands).where(where);
  return row ?? null;
}
