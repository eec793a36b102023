/** Placing a product in a scene: fitting it, and the shadows and reflections that ground it. */
import * as beauty from "./beauty.ts";
import { mix, parseHex, shade, type Rgb } from "./color.ts";
import * as fashion from "./fashion.ts";
import type { Palette, ProductDef } from "./kit.ts";
import type { Canvas } from "./raster.ts";
import { ellipse, rect } from "./sdf.ts";

export const PRODUCTS = {
  bottle: beauty.bottle,
  jar: beauty.jar,
  tube: beauty.tube,
  dropper: beauty.dropper,
  pump: beauty.pump,
  lipstick: beauty.lipstick,
  compact: beauty.compact,
  palette: beauty.palette,
  perfume: beauty.perfume,
  brush: beauty.brush,
  razor: fashion.razor,
  toothbrush: fashion.toothbrush,
  handbag: fashion.handbag,
  watch: fashion.watch,
  sunglasses: fashion.sunglasses,
  giftcard: fashion.giftcard,
} satisfies Record<string, ProductDef>;

export type ProductShape = keyof typeof PRODUCTS;

/** Backdrop tones of a studio that shoots luxury goods: warm neutrals, blush, sage, mist. */
const TONES: Rgb[] = [
  "efe9e1",
  "f1e2dc",
  "e6dccf",
  "dfe3da",
  "dde3e7",
  "eadfe4",
  "e4dbd2",
  "ece6da",
  "e9e4ee",
  "f3ece4",
].map(parseHex);

export function backdropTone(color: Rgb, seed: number, deepen = 0): Rgb {
  const base = TONES[seed % TONES.length]!;
  const t = mix(base, color, 0.12);
  return deepen ? shade(mix(t, color, 0.15), deepen) : t;
}

export interface Placement {
  x: number;
  /** Base line for standing products, centre for flat ones. */
  y: number;
  maxW: number;
  maxH: number;
  angle?: number;
}

export function fit(def: ProductDef, at: Placement): number {
  const [x0, y0, x1, y1] = def.box;
  return Math.min(at.maxW / (x1 - x0), at.maxH / (y1 - y0));
}

export function draw(g: Canvas, def: ProductDef, p: Palette, at: Placement, k = fit(def, at)): void {
  const [x0, y0, x1, y1] = def.box;
  g.with(() => {
    g.translate(at.x, at.y);
    if (at.angle) g.rotate(at.angle);
    g.scale(k);
    g.translate(-(x0 + x1) / 2, def.flat ? -(y0 + y1) / 2 : 0);
    def.draw(g, p);
  });
}

/** Contact, ambient and a long soft cast shadow falling back to the right, tinted by the surface. */
function floorShadow(g: Canvas, def: ProductDef, at: Placement, k: number, tone: Rgb): void {
  const w = (def.box[2] - def.box[0]) * k;
  const h = (def.box[3] - def.box[1]) * k;
  const ink = shade(tone, 0.55);
  g.with(() => {
    g.translate(at.x, at.y);
    g.transform(1, 0, -0.4, 0.12, 0, 0);
    g.fill(rect(-w * 0.4, -h, w * 0.4, 0, w * 0.3), ink, { blend: "multiply", opacity: 0.2, blur: 200 });
  });
  g.fill(ellipse(at.x, at.y + 2, w * 0.62, 24), ink, { blend: "multiply", opacity: 0.45, blur: 50 });
  g.fill(ellipse(at.x, at.y, w * 0.48, 7), shade(tone, 0.75), { blend: "multiply", opacity: 0.7, blur: 12 });
}

function reflection(g: Canvas, def: ProductDef, p: Palette, at: Placement, k: number, strength: number): void {
  const s = g.height / 1000;
  const fade = 150;
  g.with(() => {
    g.mask = (_x, y) => {
      const t = (y / s - at.y) / fade;
      return t <= 0 || t >= 1 ? 0 : (1 - t) * (1 - t) * strength;
    };
    g.translate(at.x, at.y);
    g.scale(k, -k);
    g.translate(-(def.box[0] + def.box[2]) / 2, 0);
    def.draw(g, p);
  });
}

function dropShadow(g: Canvas, def: ProductDef, at: Placement, k: number, tone: Rgb): void {
  const sil = def.silhouette ?? rect(def.box[0], def.box[1], def.box[2], def.box[3], 20);
  const [x0, y0, x1, y1] = def.box;
  for (const [dx, dy, blur, op] of [
    [18, 30, 70, 0.42],
    [4, 7, 12, 0.35],
  ] as const) {
    g.with(() => {
      g.translate(at.x + dx, at.y + dy);
      if (at.angle) g.rotate(at.angle);
      g.scale(k);
      g.translate(-(x0 + x1) / 2, -(y0 + y1) / 2);
      g.fill(sil, shade(tone, 0.6), { blend: "multiply", opacity: op, blur: blur / k });
    });
  }
}

export function standing(g: Canvas, def: ProductDef, p: Palette, at: Placement, tone: Rgb, glossy: number): void {
  const k = fit(def, at);
  floorShadow(g, def, at, k, tone);
  if (glossy > 0) reflection(g, def, p, at, k, glossy);
  draw(g, def, p, at, k);
}

export function lying(g: Canvas, def: ProductDef, p: Palette, at: Placement, tone: Rgb): void {
  const k = fit(def, at);
  dropShadow(g, def, at, k, tone);
  draw(g, def, p, at, k);
}
