import { adjust, hashString, mix, parseHex, rng, tint, toHex, type Rgb } from "./color.ts";
import { makePalette } from "./kit.ts";
import { petal, plinth, silk, sphere, sprig, sweep, windowLight } from "./props.ts";
import { linear, type Canvas } from "./raster.ts";
import { backdropTone, lying, PRODUCTS, standing, type ProductShape } from "./staging.ts";
import { ellipse, rect } from "./sdf.ts";

const WHITE: Rgb = [255, 255, 255];

/** Signature colours of the house; banners pick harmonious sets from these. */
const HOUSE: Rgb[] = [
  "b8324f",
  "c9a96e",
  "e8c4b0",
  "2f4a6d",
  "8e3b5e",
  "d46a4c",
  "7a8b6f",
  "1f1f1f",
  "e0b7c2",
  "5b3a29",
].map(parseHex);

const THEMES: Array<[RegExp, ProductShape[]]> = [
  [/lip|make-?up|cosmetic|colou?r|eye|nail/, ["lipstick", "perfume", "lipstick", "bottle"]],
  [/fragrance|perfume|parfum|scent|cologne/, ["perfume", "bottle", "perfume"]],
  [/skin|care|serum|face|cream|moistur|treatment|beauty/, ["dropper", "jar", "pump", "tube"]],
  [/hair|body|bath|shower|spa/, ["pump", "bottle", "tube", "jar"]],
  [/men|groom|shav|beard/, ["razor", "bottle", "tube"]],
  [/oral|dental|tooth|smile/, ["toothbrush", "tube", "toothbrush"]],
  [/brush|tool/, ["brush", "brush", "jar"]],
  [/bag|leather/, ["handbag", "handbag"]],
  [/sun|eyewear|glasses/, ["sunglasses", "handbag"]],
  [/accessor|fashion|women|woman/, ["handbag", "sunglasses"]],
];
const FLAT_THEMES: Array<[RegExp, ProductShape[]]> = [
  [/watch|jewel|time/, ["watch", "watch"]],
  [/gift|card|voucher/, ["giftcard", "compact"]],
  [/powder|palette|compact/, ["palette", "compact"]],
];
const FALLBACK: ProductShape[][] = [
  ["perfume", "lipstick", "jar"],
  ["dropper", "pump", "bottle"],
  ["handbag", "perfume"],
  ["jar", "tube", "perfume"],
];

export const CATEGORY_SIZE = { width: 1440, height: 540 } as const;
export const HERO_SIZE = { width: 1600, height: 800 } as const;

function colourSet(seed: number, n: number): Rgb[] {
  const r = rng(seed);
  const lead = HOUSE[seed % HOUSE.length]!;
  return Array.from({ length: n }, (_, i) =>
    i === 0 ? lead : adjust(mix(lead, HOUSE[Math.floor(r() * HOUSE.length)]!, 0.35), (r() - 0.5) * 0.2),
  );
}

/** A row of products on plinths on the right, leaving calm space on the left for the page's copy. */
function lineup(g: Canvas, shapes: ProductShape[], colours: Rgb[], W: number, seed: number, hero: boolean): void {
  const tone = backdropTone(colours[0]!, seed);
  sweep(g, W, 1000, tone, 640);
  windowLight(g, W, 1000, 0.16);
  if (hero) {
    g.fill(
      rect(W * 0.5, 80, W * 0.9, 760, [W * 0.2, W * 0.2, 0, 0]),
      linear(0, 80, 0, 760, [
        [0, tint(tone, 0.3)],
        [1, tint(tone, 0.12)],
      ]),
    );
    sprig(g, W * 0.47 + 60, 780, 520, 20, parseHex("6f7d5c"), seed, true);
    sprig(g, W * 0.47, 780, 520, 16, parseHex("6f7d5c"), seed);
  }
  const n = shapes.length;
  const slot = (W * 0.5) / n;
  shapes.forEach((shape, i) => {
    const def = PRODUCTS[shape];
    const x = W * 0.45 + slot * (i + 0.5);
    const top = 700 + ((i + seed) % 2) * 70;
    const color = colours[i % colours.length]!;
    const p = makePalette(color, hashString(`${shape}/${toHex(color)}`));
    const ptone = mix(tint(tone, 0.25), [250, 248, 244], 0.4);
    const stone = hero ? mix(ptone, [250, 250, 250], 0.5) : i % 2 ? ptone : mix(ptone, color, 0.12);
    plinth(g, x, top, Math.min(slot * 0.44, 220), 1000 - top + 60, stone, hero ? seed + i : 0);
    standing(g, def, p, { x, y: top, maxW: slot * 0.8, maxH: top - 180 }, ptone, 0);
  });
  sphere(g, W * 0.4, 900, 60, tint(colours[0]!, 0.3));
}

/** Products lying on draped silk, for goods that are photographed from above. */
function flatLay(g: Canvas, shapes: ProductShape[], colours: Rgb[], W: number, seed: number): void {
  const r = rng(seed);
  const tone = backdropTone(colours[0]!, seed);
  silk(g, W, 1000, tone, seed);
  for (let i = 0; i < 9; i++)
    petal(g, W * (0.3 + r() * 0.7), r() * 1000, 40 + r() * 30, r() * 180, tint(colours[0]!, 0.4 + r() * 0.2));
  const n = shapes.length;
  shapes.forEach((shape, i) => {
    const color = colours[i % colours.length]!;
    const p = makePalette(color, hashString(`${shape}/${toHex(color)}`));
    const x = W * 0.5 + ((W * 0.45) / n) * (i + 0.5);
    lying(g, PRODUCTS[shape], p, { x, y: 500, maxW: (W * 0.4) / n, maxH: 760, angle: (r() - 0.5) * 24 }, tone);
  });
  for (let i = 0; i < 6; i++) sphere(g, W * (0.36 + r() * 0.1), 700 + r() * 200, 16, [238, 232, 224]);
}

function themeFor(key: string, seed: number): { shapes: ProductShape[]; flat: boolean } {
  const k = key.toLowerCase();
  for (const [re, shapes] of FLAT_THEMES) if (re.test(k)) return { shapes, flat: true };
  for (const [re, shapes] of THEMES) if (re.test(k)) return { shapes, flat: false };
  return { shapes: FALLBACK[seed % FALLBACK.length]!, flat: false };
}

function scaled(g: Canvas, draw: (W: number) => void): void {
  const s = g.height / 1000;
  g.with(() => {
    g.scale(s);
    draw(g.width / s);
  });
}

/** Editorial banner for a category page, themed by the words in its URL key. */
export function drawCategoryBanner(g: Canvas, key: string): void {
  const seed = hashString(`category/${key}`);
  const { shapes, flat } = themeFor(key, seed);
  const colours = colourSet(seed, shapes.length);
  scaled(g, (W) => (flat ? flatLay(g, shapes, colours, W, seed) : lineup(g, shapes, colours, W, seed, false)));
}

/** Home page hero `n` (1-based): a rotating set of house themes. */
export function drawHero(g: Canvas, n: number): void {
  const seed = hashString(`hero/${n}`);
  const sets: ProductShape[][] = [
    ["dropper", "perfume", "jar"],
    ["pump", "perfume", "dropper"],
    ["handbag", "sunglasses"],
    ["bottle", "perfume", "tube"],
  ];
  const shapes = sets[(n - 1) % sets.length]!;
  const colours = colourSet(seed + n, shapes.length);
  scaled(g, (W) => {
    lineup(g, shapes, colours, W, seed, true);
    g.fill(ellipse(W * 0.2, 420, W * 0.22, 300), WHITE, { blend: "screen", opacity: 0.12, blur: 300 });
  });
}
