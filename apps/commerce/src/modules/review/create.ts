import { eq } from "drizzle-orm";
import type { RequestContext } from "../../core/context.ts";
import { GraphQlAuthorizationError, GraphQlInputError, GraphQlNoSuchEntityError } from "../../core/errors.ts";
import type { CreateProductReviewInput } from "../../core/generated/resolvers.ts";
import { transaction } from "../../core/transaction.ts";
import { isListable, productColumns } from "../catalog/product-loader.ts";
import { products } from "../catalog/tables.ts";
import { reviewSettings } from "../store/config.ts";
import { ratingsMetadata, withVotes, type ReviewItem } from "./service.ts";
import { reviews, reviewVotes } from "./tables.ts";

type Ctx = Pick<RequestContext, "db" | "database" | "store" | "customerId" | "now">;

/** Columns of Magento's review_detail, and a bound on the free text (a review, not a document). */
const LIMITS = { nickname: ["Nickname", 128], summary: ["Summary", 255], text: ["Review", 10_000] } as const;

/** Magento's messages for an empty review field, in the order its Review::validate checks them. */
const REQUIRED = [
  ["summary", "Please enter a review summary."],
  ["nickname", "Please enter a nickname."],
  ["text", "Please enter a review."],
] as const;

const invalid = (field: string, value: string) => new GraphQlInputError(`Invalid value of "${value}" provided for the ${field} field.`);

/** A base64 id as Magento encodes rating and rating value ids; null for anything else. */
function decodedId(encoded: string): number | null {
  const decoded = Buffer.from(encoded, "base64").toString("utf8");
  if (Buffer.from(decoded, "utf8").toString("base64") !== encoded || !/^\d{1,9}$/.test(decoded)) return null;
  return Number(decoded);
}

/** The text fields trimmed; the text is kept as plain text (it is never rendered as markup). */
function textFields(input: CreateProductReviewInput): Record<keyof typeof LIMITS, string> {
  const fields = { nickname: input.nickname.trim(), summary: input.summary.trim(), text: input.text.trim() };
  for (const [name, message] of REQUIRED) if (!fields[name]) throw new GraphQlInputError(message);
  for (const [name, [label, max]] of Object.entries(LIMITS) as [keyof typeof LIMITS, readonly [string, number]][]) {
    if ([...fields[name]].length > max) throw new GraphQlInputError(`"${label}" length must be equal or less than ${max} characters.`);
  }
  return fields;
}

/** One vote per rating, each naming one of its rating's values; every rating must be given. */
async function votes(ctx: Pick<RequestContext, "db">, input: CreateProductReviewInput): Promise<{ ratingId: number; value: number }[]> {
  const metadata = await ratingsMetadata(ctx);
  const given = new Map<number, number>();
  for (const rating of input.ratings) {
    if (!rating) continue;
    const dimension = metadata.find((m) => m.id === decodedId(rating.id));
    if (!dimension) throw invalid("rating id", rating.id);
    const option = dimension.values.find((v) => v.id === decodedId(rating.value_id));
    if (!option) throw invalid("rating value_id", rating.value_id);
    if (given.has(dimension.id)) throw new GraphQlInputError(`The rating "${dimension.name}" is given more than once.`);
    given.set(dimension.id, option.value);
  }
  if (metadata.some((m) => !given.has(m.id))) throw new GraphQlInputError("Please select one of each of the ratings above.");
  return [...given].map(([ratingId, value]) => ({ ratingId, value }));
}

/**
 * createProductReview: a new review waits for moderation (PENDING) and is not public until approved. Guests may
 * write one when the store allows it (Magento's default, and this shop's setting).
 */
export async function createReview(ctx: Ctx, input: CreateProductReviewInput): Promise<ReviewItem> {
  if (!reviewSettings.enabled) throw new GraphQlAuthorizationError("Creating product reviews are not currently available.");
  if (ctx.customerId === null && !reviewSettings.guestsMayWrite) {
    throw new GraphQlAuthorizationError("Guest customers aren't allowed to add product reviews.");
  }
  const fields = textFields(input);
  const [product] = await ctx.db.select(productColumns).from(products).where(eq(products.sku, input.sku.trim()));
  if (!product || !isListable(product)) throw new GraphQlNoSuchEntityError(`Could not find a product with SKU "${input.sku}"`);
  const given = await votes(ctx, input);
  const review = await transaction(ctx.database, async (db) => {
    const [row] = await db.insert(reviews).values({
      ...fields, productId: product.id, customerId: ctx.customerId, storeCode: ctx.store.code, status: "PENDING", createdAt: ctx.now,
    }).returning();
    await db.insert(reviewVotes).values(given.map((v) => ({ ...v, reviewId: row!.id })));
    return row!;
  });
  const [item] = await withVotes(ctx, [review]);
  return item!;
}
