import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartBackend, type CartBackend } from "../../test/cart-backend.ts";
import { CX } from "../../test/cart-fixtures.ts";
import { CU, insertCustomers } from "../../test/customer-fixtures.ts";
import { reviewSettings } from "../store/config.ts";
import { approveReviews } from "./moderation.ts";
import { reviews } from "./tables.ts";

let b: CartBackend;
beforeAll(async () => {
  b = await cartBackend({ searchable: true });
  await insertCustomers(b.database.db);
});
afterAll(() => b.close());

const owner = { customer: CU.owner };
const b64 = (value: string | number) => Buffer.from(String(value)).toString("base64");
const stars = (n: number) => [{ id: b64(1), value_id: b64(n) }];
const REVIEW = "nickname summary text status average_rating ratings_breakdown { name value } created_at product { sku }";
const CREATE = `mutation($input: CreateProductReviewInput!) { createProductReview(input: $input) { review { ${REVIEW} } } }`;
const PUBLIC = `query($sku: String) { products(filter: { sku: { eq: $sku } }) { items { review_count rating_summary
  reviews { items { nickname summary status } } } } }`;
const MINE = `query($size: Int, $page: Int) { customer { reviews(pageSize: $size, currentPage: $page) {
  items { summary status average_rating product { sku } } page_info { current_page page_size total_pages } } } }`;

const input = (extra: Record<string, unknown> = {}) => ({
  sku: CX.simple.sku, nickname: "Olivia", summary: "Lovely", text: "Soft and light.", ratings: stars(4), ...extra,
});
const publicReviews = async (sku = CX.simple.sku) => (await b.data(PUBLIC, { sku })).products.items[0];

describe("productReviewRatingsMetadata", () => {
  it("lists the Rating dimension with its five values under Magento's encoded ids", async () => {
    expect((await b.data("{ productReviewRatingsMetadata { items { id name values { value_id value } } } }")).productReviewRatingsMetadata)
      .toEqual({
        items: [{ id: b64(1), name: "Rating", values: [1, 2, 3, 4, 5].map((v) => ({ value_id: b64(v), value: String(v) })) }],
      });
  });
});

describe("createProductReview", () => {
  it("keeps a new review pending and private until it is approved", async () => {
    const before = await publicReviews();
    const { review } = (await b.data(CREATE, { input: input({ nickname: "  Olivia ", text: " <b>Soft</b> & light.\n" }) }, owner)).createProductReview;
    expect(review).toEqual({
      nickname: "Olivia", summary: "Lovely", text: "<b>Soft</b> & light.", status: "PENDING", average_rating: 80,
      ratings_breakdown: [{ name: "Rating", value: "4" }], created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      product: { sku: CX.simple.sku },
    });
    expect(await publicReviews()).toEqual(before);
    const mine = (await b.data(MINE, {}, owner)).customer.reviews.items;
    expect(mine).toContainEqual({ summary: "Lovely", status: "PENDING", average_rating: 80, product: { sku: CX.simple.sku } });

    const result = await approveReviews(b.database.db, "all-pending");
    expect(result.approved.length).toBeGreaterThan(0);
    const after = await publicReviews();
    expect(after.review_count).toBe(before.review_count + 1);
    expect(after.reviews.items).toContainEqual({ nickname: "Olivia", summary: "Lovely", status: "APPROVED" });
    expect((await b.data(MINE, {}, owner)).customer.reviews.items[0]).toMatchObject({ summary: "Lovely", status: "APPROVED" });
  });

  it("lets guests write reviews, as Magento's default does, without tying them to anyone", async () => {
    const { review } = (await b.data(CREATE, { input: input({ nickname: "Visitor", summary: "From a guest", ratings: stars(2) }) })).createProductReview;
    expect(review).toMatchObject({ nickname: "Visitor", status: "PENDING", average_rating: 40 });
    const everyone = [...(await b.data(MINE, { size: 100 }, owner)).customer.reviews.items, ...(await b.data(MINE, { size: 100 }, { customer: CU.other })).customer.reviews.items];
    expect(everyone.map((r: any) => r.summary)).not.toContain("From a guest");
  });

  it("follows the store's review settings, with Magento's messages", async () => {
    const saved = { ...reviewSettings };
    try {
      reviewSettings.guestsMayWrite = false;
      expect(await b.error(CREATE, { input: input() }))
        .toEqual({ message: "Guest customers aren't allowed to add product reviews.", category: "graphql-authorization" });
      reviewSettings.enabled = false;
      expect(await b.error(CREATE, { input: input() }, owner))
        .toEqual({ message: "Creating product reviews are not currently available.", category: "graphql-authorization" });
    } finally {
      Object.assign(reviewSettings, saved);
    }
  });

  it("requires each text field and bounds its length, with Magento's messages", async () => {
    const error = async (extra: Record<string, unknown>) => b.error(CREATE, { input: input(extra) }, owner);
    expect(await error({ summary: " ", nickname: "" })).toEqual({ message: "Please enter a review summary.", category: "graphql-input" });
    expect((await error({ nickname: "  " })).message).toBe("Please enter a nickname.");
    expect((await error({ text: "\n" })).message).toBe("Please enter a review.");
    expect((await error({ nickname: "n".repeat(129) })).message).toBe('"Nickname" length must be equal or less than 128 characters.');
    expect((await error({ summary: "s".repeat(256) })).message).toBe('"Summary" length must be equal or less than 255 characters.');
    expect((await error({ text: "t".repeat(10_001) })).message).toBe('"Review" length must be equal or less than 10000 characters.');
  });

  it("refuses products that cannot be seen, with Magento's message", async () => {
    for (const sku of ["NO-SUCH-SKU", CX.disabled.sku, CX.red.sku]) {
      expect(await b.error(CREATE, { input: input({ sku }) }, owner))
        .toEqual({ message: `Could not find a product with SKU "${sku}"`, category: "graphql-no-such-entity" });
    }
  });

  it("accepts only existing ratings and their own values, each once, all of them", async () => {
    const error = async (ratings: unknown) => b.error(CREATE, { input: input({ ratings }) }, owner);
    expect(await error([])).toEqual({ message: "Please select one of each of the ratings above.", category: "graphql-input" });
    expect((await error([{ id: b64(99), value_id: b64(1) }])).message).toBe(`Invalid value of "${b64(99)}" provided for the rating id field.`);
    expect((await error([{ id: "1", value_id: b64(1) }])).message).toBe('Invalid value of "1" provided for the rating id field.');
    expect((await error([{ id: b64(1), value_id: b64(6) }])).message).toBe(`Invalid value of "${b64(6)}" provided for the rating value_id field.`);
    expect((await error([...stars(5), ...stars(4)])).message).toBe('The rating "Rating" is given more than once.');
  });
});

describe("customer.reviews", () => {
  it("pages the customer's own reviews and refuses guests", async () => {
    await b.data(CREATE, { input: input({ summary: "Second" }) }, owner);
    const first = (await b.data(MINE, { size: 1, page: 1 }, owner)).customer.reviews;
    expect(first.items).toEqual([expect.objectContaining({ summary: "Second", status: "PENDING" })]);
    expect(first.page_info).toEqual({ current_page: 1, page_size: 1, total_pages: 2 });
    expect((await b.data(MINE, { size: 1, page: 2 }, owner)).customer.reviews.items).toEqual([expect.objectContaining({ summary: "Lovely" })]);
    expect((await b.data(MINE, {}, { customer: CU.other })).customer.reviews.items).toEqual([]);
    expect(await b.error(MINE)).toEqual({ message: "The current customer isn't authorized.", category: "graphql-authorization" });
    expect(await b.error(MINE, { page: 0 }, owner)).toEqual({ message: "currentPage value must be greater than 0.", category: "graphql-input" });
    expect(await b.error(MINE, { size: 0 }, owner)).toEqual({ message: "pageSize value must be greater than 0.", category: "graphql-input" });
  });
});

describe("moderation", () => {
  it("approves reviews by id, says which were public already or unknown, and rejected ones only by id", async () => {
    const pending = (await b.data(CREATE, { input: input({ summary: "To approve" }) }, owner)).createProductReview.review;
    expect(pending.status).toBe("PENDING");
    const [latest] = await b.database.db.select().from(reviews).where(eq(reviews.customerId, CU.owner)).orderBy(desc(reviews.id)).limit(1);
    const [rejected] = await b.database.db.insert(reviews)
      .values({ productId: CX.simple.id, nickname: "X", summary: "Rejected", text: "No.", status: "NOT_APPROVED" }).returning();
    expect(await approveReviews(b.database.db, "all-pending")).toMatchObject({ approved: expect.arrayContaining([latest!.id]) });
    expect((await publicReviews()).reviews.items.map((r: any) => r.summary)).not.toContain("Rejected");
    expect(await approveReviews(b.database.db, { ids: [rejected!.id, latest!.id, 2147483000] }))
      .toEqual({ approved: [rejected!.id], alreadyApproved: [latest!.id], missing: [2147483000] });
    expect((await publicReviews()).reviews.items.map((r: any) => r.summary)).toContain("Rejected");
  });
});
