import { adjust, luma, mix, rng, shade, tint, type Rgb } from "./color.ts";
import { conic, linear, radial, type Canvas } from "./raster.ts";
import { capsule, ellipse, outline, rect } from "./sdf.ts";

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

export type Texture = "cream" | "lip" | "powder" | "liquid" | "quilted" | "foam" | "dial" | "sunset" | "foil";

/** One thick, glossy stroke of product, like a swatch dragged across the frame with a spatula. */
function stroke(
  g: Canvas,
  x: number,
  y: number,
  len: number,
  width: number,
  angle: number,
  c: Rgb,
  gloss: number,
): void {
  g.with(() => {
    g.translate(x, y);
    g.rotate(angle);
    const body = capsule(-len / 2, 0, len / 2, 0, width / 2);
    g.with(() => {
      g.translate(10, 18);
      g.fill(body, BLACK, { blend: "multiply", opacity: 0.28, blur: 40 });
    });
    g.fill(
      body,
      linear(0, -width / 2, 0, width / 2, [
        [0, tint(c, 0.3 * gloss)],
        [0.18, c],
        [0.7, shade(c, 0.08)],
        [1, shade(c, 0.3)],
      ]),
    );
    g.fill(capsule(-len / 2 + width * 0.3, -width * 0.3, len / 2 - width * 0.4, -width * 0.26, width * 0.05), WHITE, {
      blend: "screen",
      opacity: 0.5 * gloss,
      blur: width * 0.08,
    });
    g.fill(capsule(-len / 2 + width * 0.8, width * 0.06, len / 2 - width, width * 0.1, width * 0.03), WHITE, {
      blend: "screen",
      opacity: 0.3 * gloss,
      blur: width * 0.05,
    });
  });
}

function cream(g: Canvas, w: number, h: number, c: Rgb, seed: number, lip: boolean): void {
  const r = rng(seed);
  const ground: Rgb = lip ? mix([238, 222, 208], c, 0.08) : mix(c, [245, 238, 230], 0.6);
  g.fill(
    rect(0, 0, w, h),
    linear(0, 0, w, h, [
      [0, tint(ground, 0.15)],
      [1, shade(ground, 0.08)],
    ]),
  );
  const body = lip ? c : mix(c, [250, 244, 236], 0.45);
  const n = lip ? 3 : 4;
  for (let i = 0; i < n; i++) {
    const y = h * (0.16 + (0.7 * i) / (n - 1)) + (r() - 0.5) * 40;
    const width = (lip ? 110 : 170) + r() * 60;
    stroke(
      g,
      w * (0.45 + (r() - 0.5) * 0.2),
      y,
      w * (0.95 + r() * 0.3),
      width,
      -14 + r() * 10,
      lip ? adjust(body, (i - 1) * 0.06) : body,
      lip ? 1 : 0.8,
    );
  }
}

function powder(g: Canvas, w: number, h: number, c: Rgb, seed: number): void {
  const r = rng(seed);
  g.fill(
    rect(0, 0, w, h),
    linear(0, 0, w, h, [
      [0, tint(c, 0.2)],
      [1, shade(c, 0.12)],
    ]),
  );
  const cx = w * 0.62;
  const cy = h * 0.4;
  const R = w * 0.55;
  g.fill(ellipse(cx + 14, cy + 24, R), BLACK, { blend: "multiply", opacity: 0.3, blur: 60 });
  g.fill(
    ellipse(cx, cy, R),
    radial(cx - R * 0.3, cy - R * 0.3, R * 1.6, R * 1.6, [
      [0, tint(c, 0.28)],
      [0.6, c],
      [1, shade(c, 0.18)],
    ]),
  );
  for (let k = 1; k <= 6; k++) {
    const ring = outline(ellipse(cx, cy, (R * k) / 7), 6);
    g.with(() => {
      g.translate(-3, -3);
      g.fill(ring, WHITE, { blend: "screen", opacity: 0.22, blur: 6 });
    });
    g.with(() => {
      g.translate(3, 3);
      g.fill(ring, BLACK, { blend: "multiply", opacity: 0.12, blur: 6 });
    });
  }
  for (let i = 0; i < 70; i++) {
    const x = r() * w * 0.55;
    const y = h * 0.45 + r() * h * 0.55;
    const s = 2 + r() * r() * 14;
    g.fill(ellipse(x, y, s), r() > 0.5 ? tint(c, 0.25) : shade(c, 0.08), { opacity: 0.6 + r() * 0.4, blur: 2 });
  }
  g.fill(ellipse(w * 0.25, h * 0.78, w * 0.3, h * 0.12), tint(c, 0.2), { opacity: 0.5, blur: 120 });
}

function liquid(g: Canvas, w: number, h: number, c: Rgb, seed: number): void {
  const r = rng(seed);
  const deep = luma(c) > 0.6 ? shade(c, 0.25) : c;
  g.fill(
    rect(0, 0, w, h),
    linear(0, 0, w * 0.3, h, [
      [0, tint(deep, 0.45)],
      [0.6, deep],
      [1, shade(deep, 0.3)],
    ]),
  );
  for (let i = 0; i < 7; i++) {
    const x = r() * w;
    const y = r() * h;
    const s = 60 + r() * 200;
    g.fill(outline(ellipse(x, y, s, s * 0.4), 10 + r() * 20), WHITE, { blend: "screen", opacity: 0.18, blur: 24 });
  }
  for (let i = 0; i < 9; i++) {
    const x = r() * w;
    const y = r() * h;
    const s = 10 + r() * 34;
    g.fill(ellipse(x + s * 0.2, y + s * 0.35, s), BLACK, { blend: "multiply", opacity: 0.25, blur: s * 0.6 });
    g.fill(
      ellipse(x, y, s),
      radial(x + s * 0.3, y + s * 0.4, s * 1.4, s * 1.4, [
        [0, tint(deep, 0.5)],
        [0.6, deep],
        [1, shade(deep, 0.35)],
      ]),
    );
    g.fill(ellipse(x - s * 0.35, y - s * 0.35, s * 0.22), WHITE, { opacity: 0.85, blur: s * 0.12 });
  }
}

function quilted(g: Canvas, w: number, h: number, c: Rgb): void {
  const cell = 130;
  const hi = tint(c, 0.16);
  const lo = shade(c, 0.42);
  const stitch = tint(c, 0.35);
  g.fill(rect(0, 0, w, h), (x, y, out) => {
    const u = (x + y) / (cell * Math.SQRT2);
    const v = (x - y) / (cell * Math.SQRT2);
    const fu = u - Math.floor(u);
    const fv = v - Math.floor(v);
    const pillow = Math.sin(Math.PI * fu) * Math.sin(Math.PI * fv);
    const light = 0.55 + 0.45 * (Math.cos(Math.PI * fu) * Math.sin(Math.PI * fv) * 0.6 + (pillow - 0.5));
    const t = Math.min(1, Math.max(0, light));
    let rr = lo[0] + (hi[0] - lo[0]) * t;
    let gg = lo[1] + (hi[1] - lo[1]) * t;
    let bb = lo[2] + (hi[2] - lo[2]) * t;
    const edge = Math.min(fu, 1 - fu, fv, 1 - fv) * cell;
    const along = fu < 0.06 || fu > 0.94 ? fv : fu;
    if (edge > 6 && edge < 9 && along * cell * 0.5 - Math.floor((along * cell * 0.5) / 8) * 8 < 4.5) {
      rr = stitch[0];
      gg = stitch[1];
      bb = stitch[2];
    }
    out[0] = rr;
    out[1] = gg;
    out[2] = bb;
    out[3] = 1;
  });
}

function foam(g: Canvas, w: number, h: number, c: Rgb, seed: number): void {
  const r = rng(seed);
  g.fill(
    rect(0, 0, w, h),
    linear(0, 0, 0, h, [
      [0, tint(c, 0.5)],
      [1, tint(c, 0.2)],
    ]),
  );
  const bubbles = Array.from({ length: 90 }, () => ({
    x: r() * w,
    y: h * 0.35 + r() * h * 0.7,
    s: 12 + r() * r() * 80,
  }));
  bubbles.sort((a, b) => a.y - b.y);
  for (const b of bubbles) {
    g.fill(
      ellipse(b.x, b.y, b.s),
      radial(b.x - b.s * 0.3, b.y - b.s * 0.3, b.s * 1.5, b.s * 1.5, [
        [0, WHITE],
        [0.6, [246, 246, 248]],
        [1, mix([210, 212, 218], c, 0.15)],
      ]),
    );
    g.fill(outline(ellipse(b.x, b.y, b.s * 0.96), Math.max(1.5, b.s * 0.05)), WHITE, { opacity: 0.8 });
  }
}

function dial(g: Canvas, w: number, h: number, c: Rgb): void {
  g.fill(
    rect(0, 0, w, h),
    conic(
      w * 0.7,
      h * 0.55,
      [
        [0, tint(c, 0.3)],
        [0.25, shade(c, 0.25)],
        [0.5, tint(c, 0.3)],
        [0.75, shade(c, 0.25)],
        [1, tint(c, 0.3)],
      ],
      2,
    ),
  );
}

function sunset(g: Canvas, w: number, h: number, c: Rgb): void {
  const sky = mix([246, 196, 150], c, 0.25);
  g.fill(
    rect(0, 0, w, h * 0.62),
    linear(0, 0, 0, h * 0.62, [
      [0, mix([120, 150, 190], c, 0.2)],
      [0.7, sky],
      [1, tint(sky, 0.4)],
    ]),
  );
  g.fill(ellipse(w * 0.3, h * 0.56, w * 0.14), [255, 238, 210], { blur: 20 });
  g.fill(
    rect(0, h * 0.62, w, h),
    linear(0, h * 0.62, 0, h, [
      [0, mix([90, 120, 160], c, 0.15)],
      [1, shade(mix([60, 80, 120], c, 0.15), 0.3)],
    ]),
  );
  for (let i = 0; i < 14; i++) {
    const y = h * 0.64 + i * i * 1.6;
    g.fill(capsule(w * 0.3 - 40 - i * 8, y, w * 0.3 + 40 + i * 8, y, 1 + i * 0.25), [255, 230, 200], {
      opacity: 0.5,
      blur: 2,
    });
  }
}

function foil(g: Canvas, w: number, h: number, c: Rgb): void {
  g.fill(rect(0, 0, w, h), (x, y, out) => {
    const t = (x * 0.7 + y) * 0.0045;
    const s = 0.5 + 0.5 * Math.sin(t * Math.PI * 2 + Math.sin(y * 0.003) * 2);
    const k = s * s;
    out[0] = Math.min(255, c[0] * (0.7 + 0.5 * k));
    out[1] = Math.min(255, c[1] * (0.7 + 0.5 * k));
    out[2] = Math.min(255, c[2] * (0.7 + 0.5 * k));
    out[3] = 1;
  });
}

export function texture(g: Canvas, kind: Texture, w: number, h: number, c: Rgb, seed: number): void {
  switch (kind) {
    case "cream":
      return cream(g, w, h, c, seed, false);
    case "lip":
      return cream(g, w, h, c, seed, true);
    case "powder":
      return powder(g, w, h, c, seed);
    case "liquid":
      return liquid(g, w, h, c, seed);
    case "quilted":
      return quilted(g, w, h, c);
    case "foam":
      return foam(g, w, h, c, seed);
    case "dial":
      return dial(g, w, h, c);
    case "sunset":
      return sunset(g, w, h, c);
    case "foil":
      return foil(g, w, h, c);
  }
}
