import { hashString, luma, mix, parseHex, rng, shade, tint, toHex, type Rgb } from "./color.ts";
import { inkOn, makePalette, type Palette, type ProductDef } from "./kit.ts";
import { boxLid, carton, petal, plinth, silk, sphere, sprig, sweep, tabletop, windowLight } from "./props.ts";
import { linear, type Canvas } from "./raster.ts";
import { ellipse, polygon, rect } from "./sdf.ts";
import { backdropTone, draw, fit, lying, PRODUCTS, standing, type ProductShape } from "./staging.ts";
import { texture, type Texture } from "./textures.ts";

export { PRODUCTS, type ProductShape };

const TEXTURES: Record<ProductShape, Texture> = {
  bottle: "liquid",
  jar: "cream",
  tube: "cream",
  dropper: "liquid",
  pump: "cream",
  lipstick: "lip",
  compact: "powder",
  palette: "powder",
  perfume: "liquid",
  brush: "powder",
  razor: "foam",
  toothbrush: "foam",
  handbag: "quilted",
  watch: "dial",
  sunglasses: "sunset",
  giftcard: "foil",
};

const LEAVES: Rgb[] = ["6f7d5c", "55684f", "8a8f6a", "4e5d4a"].map(parseHex);
const BLACK: Rgb = [0, 0, 0];

function frontView(g: Canvas, def: ProductDef, p: Palette, W: number, tone: Rgb): void {
  if (def.flat) {
    tabletop(g, W, 1000, tone);
    lying(g, def, p, { x: W / 2, y: 500, maxW: W * 0.7, maxH: 700, angle: -8 }, tone);
    return;
  }
  sweep(g, W, 1000, tone, 600);
  standing(g, def, p, { x: W / 2, y: 820, maxW: W * 0.68, maxH: 650 }, tone, 0.2);
}

function withPackaging(g: Canvas, def: ProductDef, p: Palette, W: number, tone: Rgb): void {
  const branded = p.seed % 2 === 0;
  const face = branded ? p.base : mix([248, 244, 238], p.base, 0.04);
  const accent = branded ? tint(p.base, 0.25) : p.base;
  const ink = branded ? inkOn(p.base) : ([44, 38, 36] as Rgb);
  if (def.flat) {
    tabletop(g, W, 1000, tone);
    boxLid(g, W * 0.08, 90, W * 0.78, 640, face, p.metal, p.seed, ink);
    lying(g, def, p, { x: W * 0.56, y: 640, maxW: W * 0.6, maxH: 560, angle: 10 }, tone);
    return;
  }
  sweep(g, W, 1000, tone, 560);
  const boxAt = { x: W * 0.33, y: 760, maxW: W * 0.42, maxH: 470 };
  g.fill(ellipse(boxAt.x + 20, 762, W * 0.26, 22), shade(tone, 0.55), { blend: "multiply", opacity: 0.5, blur: 50 });
  g.with(() => {
    g.translate(boxAt.x + 40, 760);
    g.transform(1, 0, -0.7, 0.2, 0, 0);
    g.fill(rect(-W * 0.2, -460, W * 0.2, 0, 40), shade(tone, 0.55), { blend: "multiply", opacity: 0.25, blur: 140 });
  });
  carton(g, W * 0.12, 300, W * 0.54, 760, face, accent, p.metal, p.seed, ink);
  standing(g, def, p, { x: W * 0.64, y: 880, maxW: W * 0.5, maxH: 500 }, tone, 0);
}

function closeUp(g: Canvas, def: ProductDef, p: Palette, W: number, kind: Texture): void {
  texture(g, kind, W, 1000, p.base, p.seed);
  const [x0, y0, x1, y1] = def.box;
  if (def.flat) {
    const at = { x: W * 0.58, y: 560, maxW: W * 1.25, maxH: 1150, angle: -14 };
    lying(g, def, p, at, mix(p.base, [200, 190, 180], 0.5));
    return;
  }
  const wide = x1 - x0 > y1 - y0;
  const at = { x: wide ? W * 0.5 : W * 0.66, y: 0, maxW: W * 1.3, maxH: 1250 };
  const k = fit(def, at);
  at.y = 130 + (y1 - y0) * k;
  g.with(() => {
    g.translate(at.x - 40, at.y);
    g.fill(rect((x0 - x1) * k * 0.45, -(y1 - y0) * k * 0.95, (x1 - x0) * k * 0.45, 0, 60), BLACK, {
      blend: "multiply",
      opacity: 0.3,
      blur: 90,
    });
  });
  draw(g, def, p, at, k);
}

function lifestyle(g: Canvas, def: ProductDef, p: Palette, W: number, tone: Rgb, seed: number): void {
  const r = rng(seed);
  const leaf = LEAVES[seed % LEAVES.length]!;
  if (def.flat) {
    silk(g, W, 1000, tone, seed);
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2 + r();
      petal(
        g,
        W / 2 + Math.cos(a) * W * 0.46,
        500 + Math.sin(a) * 430,
        34 + r() * 22,
        r() * 180,
        tint(p.base, 0.35 + r() * 0.2),
      );
    }
    for (let i = 0; i < 5; i++) sphere(g, W * (0.12 + r() * 0.2), 820 + r() * 120, 14 + r() * 6, [238, 232, 224]);
    lying(g, def, p, { x: W * 0.52, y: 480, maxW: W * 0.64, maxH: 640, angle: 6 }, tone);
    return;
  }
  const wall = tone;
  const flip = seed % 2 === 1;
  const side = shade(mix(wall, p.base, 0.35), 0.05);
  const plinthTone = mix(tint(wall, 0.1), [250, 248, 244], 0.4);
  const k = fit(def, { x: 0, y: 0, maxW: W * 0.56, maxH: 480 });
  const rx = Math.max(130, Math.min(W * 0.38, (def.box[2] - def.box[0]) * k * 0.72));
  g.with(() => {
    if (flip) {
      g.translate(W, 0);
      g.scale(-1, 1);
    }
    g.fill(
      rect(0, 0, W, 1000),
      linear(0, 0, 0, 720, [
        [0, shade(wall, 0.08)],
        [1, wall],
      ]),
    );
    const panel = mix(tint(wall, 0.25), p.base, 0.05);
    const backdrop = (seed >>> 4) % 3;
    if (backdrop === 0)
      g.fill(
        rect(W * 0.2, 110, W * 0.8, 740, [W * 0.3, W * 0.3, 0, 0]),
        linear(0, 110, 0, 740, [
          [0, tint(panel, 0.1)],
          [1, panel],
        ]),
      );
    else if (backdrop === 1)
      g.fill(
        ellipse(W * 0.56, 380, W * 0.36),
        linear(0, 90, 0, 670, [
          [0, tint(panel, 0.12)],
          [1, shade(panel, 0.02)],
        ]),
      );
    else
      g.fill(
        rect(W * 0.3, 0, W * 0.9, 740),
        linear(W * 0.3, 0, W * 0.9, 0, [
          [0, tint(panel, 0.12)],
          [1, shade(panel, 0.04)],
        ]),
      );
    sprig(g, W * 0.1 + 70, 760, 440, 22, leaf, seed, true);
    sprig(g, W * 0.1, 760, 440, 18, leaf, seed);
    g.fill(
      rect(-100, 720, W + 100, 1100),
      linear(0, 720, 0, 1000, [
        [0, shade(wall, 0.04)],
        [1, shade(wall, 0.14)],
      ]),
      { blur: 20 },
    );
    windowLight(g, W, 1000, 0.22);
    g.fill(ellipse(W * 0.5 + 30, 930, rx * 1.2, 40), shade(wall, 0.6), { blend: "multiply", opacity: 0.4, blur: 60 });
    if ((seed >>> 6) % 2 === 0) {
      plinth(g, W * 0.86, 820, 80, 120, side);
      sphere(g, W * 0.86, 762, 58, tint(p.base, 0.3));
    } else {
      sphere(g, W * 0.84, 880, 70, tint(p.base, 0.3));
      sphere(g, W * 0.68, 930, 34, mix(side, [250, 248, 244], 0.5));
    }
  });
  plinth(g, W * 0.5, 620, rx, 310, plinthTone);
  standing(g, def, p, { x: W * 0.5, y: 620, maxW: W * 0.56, maxH: 480 }, plinthTone, 0);
}

/** A still with a play button: the storefront's product video thumbnail. */
function videoFrame(g: Canvas, color: Rgb, variant: number, W: number, seed: number): void {
  const shapes: ProductShape[] = ["perfume", "pump", "jar", "lipstick", "dropper", "handbag", "bottle"];
  const shape = shapes[(seed >>> 3) % shapes.length]!;
  const def = PRODUCTS[shape];
  const p = makePalette(color, hashString(`${shape}/${toHex(color)}`));
  const tone = backdropTone(color, seed, 0.12);
  if (variant % 2 === 0) lifestyle(g, def, p, W, tone, seed);
  else closeUp(g, def, p, W, TEXTURES[shape]);
  g.fill(
    rect(0, 0, W, 1000),
    linear(0, 0, 0, 1000, [
      [0, [200, 200, 200]],
      [0.6, [235, 235, 235]],
      [1, [90, 90, 90]],
    ]),
    { blend: "multiply" },
  );
  const cx = W / 2;
  g.fill(ellipse(cx, 506, 78), BLACK, { blend: "multiply", opacity: 0.35, blur: 40 });
  g.fill(ellipse(cx, 500, 74), [255, 255, 255], { opacity: 0.9 });
  g.fill(polygon([cx - 22, 462, cx + 38, 500, cx - 22, 538], 4), shade(color, 0.3));
  g.fill(rect(60, 930, W - 60, 936, 3), [255, 255, 255], { opacity: 0.4 });
  g.fill(rect(60, 930, 60 + (W - 120) * (0.2 + 0.15 * variant), 936, 3), [255, 255, 255]);
  g.fill(ellipse(60 + (W - 120) * (0.2 + 0.15 * variant), 933, 9), [255, 255, 255]);
}

/** Draws product image `variant` (0 front, 1 with packaging, 2 close-up texture, 3 lifestyle) onto `g`. */
export function drawProduct(g: Canvas, shape: ProductShape | "video", color: Rgb, variant: number): void {
  const s = g.height / 1000;
  const W = g.width / s;
  const seed = hashString(`${shape}/${toHex(color)}/${variant}`);
  g.with(() => {
    g.scale(s);
    if (shape === "video") return videoFrame(g, color, variant, W, seed);
    const def = PRODUCTS[shape];
    const p = makePalette(color, hashString(`${shape}/${toHex(color)}`));
    switch (variant) {
      case 0:
        return frontView(g, def, p, W, backdropTone(color, seed));
      case 1:
        return withPackaging(g, def, p, W, tint(backdropTone(color, seed), 0.2));
      case 2:
        return closeUp(g, def, p, W, TEXTURES[shape]);
      default: {
        const dark = luma(color) > 0.7;
        return lifestyle(g, def, p, W, backdropTone(color, seed, dark ? 0.2 : 0.04), seed);
      }
    }
  });
}
