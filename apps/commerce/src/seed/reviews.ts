import type { reviewVotes, reviews } from "../db/schema.ts";
import { NICKNAMES } from "./naming.ts";
import type { Rng } from "./random.ts";
import { daysBeforeSeed } from "./util.ts";

type ReviewRow = typeof reviews.$inferInsert;
type VoteRow = typeof reviewVotes.$inferInsert;

/** The one rating dimension; the storefront reads the vote named "Rating". */
export const RATINGS = [{ id: 1, name: "Rating", position: 0 }];
export const RATING_ID = 1;
/** Its values, 1 to 5 stars, under option ids 1–5 (what productReviewRatingsMetadata encodes as value_id). */
export const RATING_OPTIONS = [1, 2, 3, 4, 5].map((value) => ({ id: value, ratingId: RATING_ID, value, position: value }));

const EN: Record<number, [string, string][]> = {
  5: [
    ["Absolutely worth it", "I was sceptical about the price but this has earned its place. Beautiful texture, and I noticed a difference within a week."],
    ["My new holy grail", "Third bottle now. Nothing else comes close, and the packaging is gorgeous on my shelf."],
    ["Perfect gift", "Bought this for my sister and ended up ordering one for myself. Arrived beautifully wrapped."],
    ["Stunning", "Exactly as described. Lasts all day and I get compliments every time."],
    ["Exceeded expectations", "Luxurious from the first use. Delivery was quick and the samples were a lovely touch."],
  ],
  4: [
    ["Lovely, small reservations", "Really lovely product. Slightly smaller than I expected for the price, but the quality is obvious."],
    ["Very good", "Does exactly what it promises. Would give five stars if it lasted a little longer."],
    ["Would buy again", "Took a couple of weeks to see results but I am a convert now."],
    ["Elegant", "Beautiful design and feels special to use. The scent is a little strong for me."],
  ],
  3: [
    ["Nice but not for me", "Good quality, but it did not suit me as much as I hoped. My partner loves it though."],
    ["Okay", "Pleasant enough. I am not sure I see the difference from what I used before."],
    ["Mixed feelings", "Love the texture, less keen on the fragrance. Average overall."],
  ],
  2: [
    ["Disappointed", "Expected more at this price. It pilled under make-up and I had to stop using it."],
    ["Not as pictured", "The shade was quite different from the photo. Customer service were helpful with the return."],
  ],
  1: [
    ["Did not work for me", "Broke me out after a few days, unfortunately. Returned without any trouble."],
    ["Arrived damaged", "The box was crushed and the product had leaked. A replacement was sent quickly."],
  ],
};

const ES: Record<number, [string, string][]> = {
  5: [["Vale cada peso", "Me encantó desde el primer uso. Textura lujosa y el empaque es precioso."], ["Mi favorito", "Ya voy por el segundo. Llegó rapidísimo y muy bien envuelto."]],
  4: [["Muy bueno", "Cumple lo que promete. Le doy cuatro estrellas porque me gustaría que durara más."]],
  3: [["Regular", "Es agradable, pero no noté una gran diferencia."]],
  2: [["Esperaba más", "Por el precio esperaba mejores resultados."]],
  1: [["No me funcionó", "Me causó irritación. La devolución fue sencilla."]],
};

export interface ReviewIds {
  next: number;
}

/**
 * Reviews of one product: about 60 % of products have some (skewed: most have a handful, a few have up to 40),
 * mostly approved, a few pending or rejected, spread over the two years before the seed date.
 */
export function productReviews(rng: Rng, productId: number, ageDays: number, ids: ReviewIds): { reviews: ReviewRow[]; votes: VoteRow[] } {
  const out = { reviews: [] as ReviewRow[], votes: [] as VoteRow[] };
  if (!rng.chance(0.6)) return out;
  const count = 1 + Math.floor(40 * rng.next() ** 3);
  const quality = 3.3 + rng.next() * 1.6;
  for (let n = 0; n < count; n++) {
    const value = Math.max(1, Math.min(5, Math.round(quality + (rng.next() - 0.5) * 2.4)));
    const store = rng.weighted([["default", 70], ["uus_2", 20], ["mx_website_store_view", 10]] as const);
    const pool = (store === "mx_website_store_view" ? ES : EN)[value] ?? EN[5]!;
    const [summary, text] = rng.pick(pool);
    const id = ids.next++;
    const status = rng.weighted([["APPROVED", 96], ["PENDING", 3], ["NOT_APPROVED", 1]] as const);
    const created = daysBeforeSeed(rng.int(0, Math.min(ageDays, 730)), rng.int(0, 1439));
    out.reviews.push({
      id,
      productId,
      customerId: null,
      storeCode: store,
      nickname: rng.pick(NICKNAMES),
      summary,
      text,
      status,
      createdAt: created,
    });
    out.votes.push({ reviewId: id, ratingId: RATING_ID, value });
  }
  return out;
}
