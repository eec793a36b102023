import type { KindKey } from "./kinds.ts";
import type { Local } from "./rows.ts";

/**
 * Services, masterclasses and gift cards: a few fixed products with stable ids 1–7 and SKUs tests can name.
 * Downloadable link prices are minor units of the store's base currency (10.00 in each store).
 */
export interface ShowcaseProduct {
  sku: string;
  name: string;
  typeId: "virtual" | "downloadable" | "giftcard";
  kind: KindKey;
  price: Local;
  short: string;
  description: string;
  typeOptions: Record<string, unknown>;
  links?: { title: string; priceMinor: number; sample: string }[];
}

const GIFT_AMOUNTS = { GBP: [2500, 5000, 10000, 25000], USD: [2500, 5000, 10000, 25000], MXN: [50000, 100000, 250000, 500000] };

export const SHOWCASE: ShowcaseProduct[] = [
  {
    sku: "MSN-CONSULT-SKIN",
    name: "Private Skin Consultation (45 minutes)",
    typeId: "virtual",
    kind: "service",
    price: { GBP: 7500, USD: 9500, MXN: 180000 },
    short: "<p>A one-to-one video consultation with a skin therapist, redeemable against your first purchase.</p>",
    description:
      "<p>Meet one of our senior skin therapists by video for a calm, unhurried look at your skin and your routine.</p><h3>What happens</h3><ul><li>A short questionnaire before the call</li><li>45 minutes of analysis and advice</li><li>A written routine with product suggestions, sent the same day</li></ul><p>The full fee is returned as credit on your next order.</p>",
    typeOptions: { durationMinutes: 45, bookable: true },
  },
  {
    sku: "MSN-CONSULT-SCENT",
    name: "Virtual Fragrance Profiling (30 minutes)",
    typeId: "virtual",
    kind: "service",
    price: { GBP: 4500, USD: 5500, MXN: 110000 },
    short: "<p>Discover your signature scent with a perfumery specialist, with five samples posted to you.</p>",
    description:
      "<p>Tell us what you love to wear and what you never would: our fragrance specialists will map your olfactive profile and send five carefully chosen samples.</p><h3>Good to know</h3><ul><li>Sessions run Monday to Saturday</li><li>Samples ship within two working days</li></ul>",
    typeOptions: { durationMinutes: 30, bookable: true },
  },
  {
    sku: "MSN-LESSON-MAKEUP",
    name: "Make-up Lesson with a Senior Artist (60 minutes)",
    typeId: "virtual",
    kind: "service",
    price: { GBP: 9500, USD: 12000, MXN: 230000 },
    short: "<p>Learn the techniques behind a flawless complexion and a lasting eye, live and one-to-one.</p>",
    description:
      "<p>A private lesson with one of our senior make-up artists, tailored to your face, your kit and the looks you want to master.</p><h3>Includes</h3><ul><li>Complexion, brows and eyes</li><li>A shopping list of the products used</li></ul>",
    typeOptions: { durationMinutes: 60, bookable: true },
  },
  {
    sku: "MSN-MASTERCLASS-REDLIP",
    name: "The Red Lip Masterclass",
    typeId: "downloadable",
    kind: "masterclass",
    price: { GBP: 3500, USD: 4500, MXN: 85000 },
    short: "<p>Three films on finding, shaping and wearing the perfect red — yours to keep.</p>",
    description:
      "<p>Our lead artist shares the method she uses backstage: how to choose the red that suits your undertone, build a precise outline and make it last through dinner.</p><h3>Chapters</h3><ol><li>Preparing the lips</li><li>Liner and shape</li><li>The perfect red</li></ol>",
    typeOptions: {
      linksPurchasedSeparately: false,
      linksTitle: "Chapters",
      samples: [{ title: "Watch the first two minutes", sortOrder: 1, sampleUrl: "downloadable/samples/red-lip-preview.mp4" }],
    },
    links: [
      { title: "Chapter 1: Preparing the lips", priceMinor: 0, sample: "downloadable/samples/red-lip-chapter-1.mp4" },
      { title: "Chapter 2: Liner and shape", priceMinor: 0, sample: "" },
      { title: "Chapter 3: The perfect red", priceMinor: 0, sample: "" },
    ],
  },
  {
    sku: "MSN-MASTERCLASS-LAYERING",
    name: "Skin Layering Masterclass",
    typeId: "downloadable",
    kind: "masterclass",
    price: { GBP: 1900, USD: 2500, MXN: 45000 },
    short: "<p>Build a routine in the right order. Buy the full course or just the chapters you need.</p>",
    description:
      "<p>Which goes first, serum or oil? How long should actives sit before sunscreen? A dermatologist and a facialist answer it all in three short films.</p>",
    typeOptions: {
      linksPurchasedSeparately: true,
      linksTitle: "Choose your chapters",
      samples: [{ title: "Course trailer", sortOrder: 1, sampleUrl: "downloadable/samples/layering-trailer.mp4" }],
    },
    links: [
      { title: "Morning routine", priceMinor: 1000, sample: "downloadable/samples/layering-morning.mp4" },
      { title: "Evening routine", priceMinor: 1000, sample: "" },
      { title: "Weekly treatments", priceMinor: 1200, sample: "" },
    ],
  },
  {
    sku: "MSN-GIFTCARD",
    name: "Maison E-Gift Card",
    typeId: "giftcard",
    kind: "giftcard",
    price: { GBP: 2500, USD: 2500, MXN: 50000 },
    short: "<p>Delivered by e-mail in minutes, to spend on anything from over 450 brands.</p>",
    description:
      "<p>The gift they will actually love: choose an amount or set your own, add a personal message and we will deliver it by e-mail on the day you choose.</p><h3>Good to know</h3><ul><li>Valid for 24 months</li><li>Can be used over several orders</li></ul>",
    typeOptions: {
      giftcardType: "VIRTUAL",
      amounts: GIFT_AMOUNTS,
      allowOpenAmount: true,
      // Open amounts are in minor units of the store's base currency.
      openAmountMin: 1000,
      openAmountMax: 100000,
      allowMessage: true,
      messageMaxLength: 255,
      lifetime: 730,
    },
  },
  {
    sku: "MSN-GIFTCARD-BIRTHDAY",
    name: "Happy Birthday E-Gift Card",
    typeId: "giftcard",
    kind: "giftcard",
    price: { GBP: 5000, USD: 5000, MXN: 100000 },
    short: "<p>A birthday card that lets them choose: delivered by e-mail, with your message.</p>",
    description: "<p>Celebrate in style with a gift card wrapped in a birthday design. Choose the amount and the delivery date.</p>",
    typeOptions: {
      giftcardType: "VIRTUAL",
      amounts: { GBP: [5000, 10000, 20000], USD: [5000, 10000, 20000], MXN: [100000, 200000, 400000] },
      allowOpenAmount: false,
      allowMessage: true,
      messageMaxLength: 255,
      lifetime: 730,
    },
  },
];
