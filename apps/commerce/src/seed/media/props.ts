import { rng, shade, tint, type Rgb } from "./color.ts";
import { metal, typeset, type MetalKind } from "./kit.ts";
import { linear, radial, type Canvas, type Paint } from "./raster.ts";
import { capsule, ellipse, polygon, rect, union } from "./sdf.ts";

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** Studio sweep: a wall that curves into the floor, lit from the upper left. */
export function sweep(g: Canvas, w: number, h: number, tone: Rgb, horizon: number): void {
  g.fill(
    rect(0, 0, w, h),
    linear(0, 0, 0, horizon, [
      [0, shade(tone, 0.1)],
      [1, tint(tone, 0.12)],
    ]),
  );
  g.fill(
    rect(-200, horizon, w + 200, h + 200),
    linear(0, horizon, 0, h, [
      [0, tint(tone, 0.2)],
      [1, shade(tone, 0.04)],
    ]),
    { blur: 90 },
  );
  g.fill(ellipse(w * 0.42, horizon * 0.7, w * 0.55, horizon * 0.6), WHITE, {
    blend: "screen",
    opacity: 0.22,
    blur: w * 0.5,
  });
  g.fill(
    rect(0, 0, w, h),
    radial(w / 2, h / 2, w * 0.9, h * 0.75, [
      [0, WHITE],
      [0.65, WHITE],
      [1, shade(WHITE, 0.14)],
    ]),
    { blend: "multiply" },
  );
}

/** Even overhead light for flat lays, brightest near the centre. */
export function tabletop(g: Canvas, w: number, h: number, tone: Rgb): void {
  g.fill(
    rect(0, 0, w, h),
    linear(0, 0, w, h, [
      [0, tint(tone, 0.14)],
      [1, shade(tone, 0.06)],
    ]),
  );
  g.fill(
    rect(0, 0, w, h),
    radial(w * 0.45, h * 0.42, w * 0.85, h * 0.8, [
      [0, WHITE],
      [0.6, WHITE],
      [1, shade(WHITE, 0.12)],
    ]),
    { blend: "multiply" },
  );
}

/** Daylight through a window falling across the wall in soft diagonal bands. */
export function windowLight(g: Canvas, w: number, h: number, strength: number): void {
  for (let i = 0; i < 3; i++) {
    const x = w * (0.05 + i * 0.26);
    g.fill(polygon([x, -50, x + w * 0.16, -50, x + w * 0.56, h * 0.75, x + w * 0.4, h * 0.75]), WHITE, {
      blend: "screen",
      opacity: strength,
      blur: 60,
    });
  }
}

/** A printed carton, front and right side visible. */
export function carton(
  g: Canvas,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  face: Rgb,
  accent: Rgb,
  metalKind: MetalKind,
  seed: number,
  ink: Rgb,
): void {
  const bw = x1 - x0;
  const dx = bw * 0.16;
  const dy = bw * 0.07;
  g.fill(
    polygon([x1, y0, x1 + dx, y0 - dy, x1 + dx, y1 - dy, x1, y1]),
    linear(x1, 0, x1 + dx, 0, [
      [0, shade(face, 0.3)],
      [1, shade(face, 0.18)],
    ]),
  );
  g.fill(polygon([x0, y0, x1, y0, x1 + dx, y0 - dy, x0 + dx, y0 - dy]), tint(face, 0.18));
  g.fill(
    rect(x0, y0, x1, y1),
    linear(x0, y0, x1, y1, [
      [0, tint(face, 0.08)],
      [1, shade(face, 0.1)],
    ]),
  );
  g.fill(rect(x0, y1 - (y1 - y0) * 0.3, x1, y1 - (y1 - y0) * 0.22), accent, { opacity: 0.9 });
  g.fill(rect(x1, y1 - (y1 - y0) * 0.3, x1 + dx, y1 - (y1 - y0) * 0.22 - dy), shade(accent, 0.25));
  g.fill(rect(x0 + bw * 0.1, y0 + bw * 0.1, x1 - bw * 0.1, y0 + bw * 0.1 + 3), metal(x0, x1, metalKind));
  typeset(g, (x0 + x1) / 2, y0 + (y1 - y0) * 0.25, bw * 0.6, ink, seed, 2);
}

/** Lid of a gift box seen from above, for flat lays. */
export function boxLid(
  g: Canvas,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  face: Rgb,
  metalKind: MetalKind,
  seed: number,
  ink: Rgb,
): void {
  g.with(() => {
    g.translate(14, 22);
    g.fill(rect(x0, y0, x1, y1, 6), BLACK, { blend: "multiply", opacity: 0.3, blur: 50 });
  });
  g.fill(
    rect(x0, y0, x1, y1, 6),
    linear(x0, y0, x1, y1, [
      [0, tint(face, 0.12)],
      [1, shade(face, 0.12)],
    ]),
  );
  g.fill(rect(x0 + 18, y0 + 18, x1 - 18, y0 + 21), metal(x0, x1, metalKind));
  g.fill(rect(x0 + 18, y1 - 21, x1 - 18, y1 - 18), metal(x0, x1, metalKind));
  typeset(g, (x0 + x1) / 2, y0 + (y1 - y0) * 0.14, (x1 - x0) * 0.4, ink, seed, 1);
}

/** A cylindrical plinth; `top` is the y of its upper face. */
/** Grey veining for marble, as a multiply layer: white where the stone is clear. */
function marbleVeins(tone: Rgb, seed: number): Paint {
  const r = rng(seed);
  const a = r() * 6;
  const b = r() * 6;
  const vein = shade(tone, 0.4);
  return (x, y, out) => {
    const warp =
      0.9 * Math.sin(x * 0.006 + a) +
      0.6 * Math.sin(y * 0.011 + x * 0.004 + b) +
      0.25 * Math.sin((x - y) * 0.029 + a) +
      0.18 * Math.sin((x + 2 * y) * 0.031 + b);
    const main = 1 - Math.abs(Math.sin((x * 0.35 + y) * 0.009 + warp));
    const fine = 1 - Math.abs(Math.sin((x - y * 0.4) * 0.017 + warp * 1.5 + 2));
    // Veins fade in and out along their length, as they do in real stone.
    const fade = 0.5 + 0.5 * Math.sin(x * 0.004 - y * 0.006 + b);
    const t = main ** 40 * (0.4 + 0.6 * fade) * 0.75 + fine ** 60 * 0.4 * fade + main ** 3 * 0.06;
    out[0] = 255 + (vein[0] - 255) * t;
    out[1] = 255 + (vein[1] - 255) * t;
    out[2] = 255 + (vein[2] - 255) * t;
    out[3] = 1;
  };
}

/** A cylindrical plinth; `top` is the y of its upper face. Marble gets veining under the same shading. */
export function plinth(g: Canvas, cx: number, top: number, rx: number, height: number, tone: Rgb, marble = 0): void {
  const ry = rx * 0.16;
  const body = union(rect(cx - rx, top, cx + rx, top + height), ellipse(cx, top + height, rx, ry));
  const face = ellipse(cx, top, rx, ry);
  g.fill(
    body,
    linear(cx - rx, 0, cx + rx, 0, [
      [0, shade(tone, 0.06)],
      [0.3, tint(tone, 0.2)],
      [0.75, shade(tone, 0.1)],
      [1, shade(tone, 0.24)],
    ]),
  );
  g.fill(
    face,
    linear(cx - rx, top - ry, cx + rx, top + ry, [
      [0, tint(tone, 0.4)],
      [1, tint(tone, 0.12)],
    ]),
  );
  if (marble) {
    const veins = marbleVeins(tone, marble);
    g.fill(body, veins, { blend: "multiply" });
    g.with(() => {
      // The top face is seen at a glancing angle, so its veins are squashed vertically.
      g.translate(0, top);
      g.scale(1, 0.16);
      g.fill(ellipse(cx, 0, rx, rx), veins, { blend: "multiply", opacity: 0.8 });
    });
  }
}

export function sphere(g: Canvas, cx: number, cy: number, r: number, c: Rgb): void {
  g.fill(ellipse(cx + r * 0.25, cy + r * 0.9, r * 0.9, r * 0.2), BLACK, {
    blend: "multiply",
    opacity: 0.25,
    blur: r * 0.6,
  });
  g.fill(
    ellipse(cx, cy, r),
    radial(cx - r * 0.35, cy - r * 0.4, r * 1.5, r * 1.5, [
      [0, tint(c, 0.45)],
      [0.45, c],
      [1, shade(c, 0.4)],
    ]),
  );
}

/** A stem of leaves; drawn once blurred and offset as its own shadow on the wall. */
export function sprig(
  g: Canvas,
  x: number,
  y: number,
  len: number,
  angle: number,
  leaf: Rgb,
  seed: number,
  asShadow = false,
): void {
  const r = rng(seed);
  g.with(() => {
    g.translate(x, y);
    g.rotate(angle);
    const paintStem = asShadow ? BLACK : shade(leaf, 0.2);
    const opts = asShadow ? ({ blend: "multiply", opacity: 0.16, blur: 24 } as const) : {};
    g.fill(capsule(0, 0, 0, -len, 3), paintStem, opts);
    const n = 7;
    for (let i = 1; i <= n; i++) {
      const t = i / (n + 1);
      const side = i % 2 === 0 ? 1 : -1;
      const size = len * 0.16 * (1 - t * 0.45) * (0.85 + r() * 0.3);
      g.with(() => {
        g.translate(0, -len * t);
        g.rotate(side * (50 - t * 20));
        const s = ellipse(0, -size, size * 0.42, size);
        if (asShadow) g.fill(s, BLACK, opts);
        else
          g.fill(
            s,
            linear(-size * 0.4, 0, size * 0.4, 0, [
              [0, tint(leaf, 0.18)],
              [0.5, leaf],
              [1, shade(leaf, 0.28)],
            ]),
          );
      });
    }
    g.with(() => {
      g.translate(0, -len);
      const s = ellipse(0, -len * 0.06, len * 0.05, len * 0.1);
      g.fill(s, asShadow ? BLACK : leaf, opts);
    });
  });
}

/** Draped silk for flat lays: soft folds computed per pixel from a few sine waves. */
export function silk(g: Canvas, w: number, h: number, tone: Rgb, seed: number): void {
  const r = rng(seed);
  const waves = Array.from({ length: 3 }, () => ({
    a: r() * Math.PI,
    f: 0.006 + r() * 0.008,
    p: r() * 6,
    amp: 0.4 + r() * 0.6,
  }));
  const dirs = waves.map((wv) => [Math.cos(wv.a), Math.sin(wv.a)] as const);
  const hi = tint(tone, 0.3);
  const lo = shade(tone, 0.16);
  g.fill(rect(0, 0, w, h), (x, y, out) => {
    let v = 0;
    let norm = 0;
    for (let i = 0; i < waves.length; i++) {
      const wv = waves[i]!;
      const d = dirs[i]!;
      v += Math.sin((x * d[0] + y * d[1]) * wv.f + wv.p + Math.sin(x * 0.004 + i) * 1.5) * wv.amp;
      norm += wv.amp;
    }
    const t = 0.5 + (0.5 * v) / norm;
    const s = t * t * (3 - 2 * t);
    out[0] = lo[0] + (hi[0] - lo[0]) * s;
    out[1] = lo[1] + (hi[1] - lo[1]) * s;
    out[2] = lo[2] + (hi[2] - lo[2]) * s;
    out[3] = 1;
  });
}

export function petal(g: Canvas, x: number, y: number, size: number, angle: number, c: Rgb): void {
  g.with(() => {
    g.translate(x, y);
    g.rotate(angle);
    g.fill(ellipse(6, 10, size, size * 0.62), BLACK, { blend: "multiply", opacity: 0.18, blur: size * 0.5 });
    g.fill(
      ellipse(0, 0, size, size * 0.62),
      radial(-size * 0.5, 0, size * 1.6, size, [
        [0, tint(c, 0.35)],
        [0.7, c],
        [1, shade(c, 0.15)],
      ]),
    );
  });
}

