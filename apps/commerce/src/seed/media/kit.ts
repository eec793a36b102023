import { adjust, luma, mix, rng, shade, tint, type Rgb } from "./color.ts";
import { linear, type Canvas, type Paint, type Stop } from "./raster.ts";
import { capsule, ellipse, outline, rect, type Box, type Shape } from "./sdf.ts";

export type MetalKind = "gold" | "silver" | "rose" | "black";

/** Everything a product drawing needs to know about its colourway. */
export interface Palette {
  base: Rgb;
  light: Rgb;
  dark: Rgb;
  deep: Rgb;
  metal: MetalKind;
  /** Label paper and ink chosen to contrast with the product. */
  paper: Rgb;
  ink: Rgb;
  seed: number;
}

/** A product drawn around its base centre (y grows downwards, so it stands on y = 0 and rises to negative y). */
export interface ProductDef {
  /** Local bounds used to fit the product into a composition. */
  box: Box;
  /** Photographed from above (flat lay) rather than standing on a floor. */
  flat?: boolean;
  /** Silhouette for cast shadows; defaults to an ellipse under the base. */
  silhouette?: Shape;
  draw(g: Canvas, p: Palette): void;
}

export function makePalette(base: Rgb, seed: number): Palette {
  const l = luma(base);
  const metals: MetalKind[] = ["gold", "gold", "silver", "rose", "black"];
  const r = rng(seed);
  return {
    base,
    light: adjust(base, 0.16, 0.9),
    dark: adjust(base, -0.16, 1.05),
    deep: adjust(base, -0.3, 1.1),
    metal: metals[Math.floor(r() * metals.length)]!,
    paper: l > 0.75 ? [38, 34, 32] : mix([250, 246, 240], base, 0.06),
    ink: l > 0.75 ? [236, 226, 210] : [40, 34, 32],
    seed,
  };
}

const METALS: Record<MetalKind, Rgb[]> = {
  gold: [
    [96, 70, 28],
    [201, 160, 78],
    [250, 232, 178],
    [176, 136, 58],
    [226, 194, 122],
    [90, 64, 24],
  ],
  silver: [
    [88, 92, 98],
    [196, 200, 206],
    [252, 252, 253],
    [150, 156, 162],
    [222, 225, 229],
    [70, 73, 78],
  ],
  rose: [
    [110, 63, 53],
    [201, 141, 122],
    [247, 218, 206],
    [176, 112, 96],
    [226, 173, 156],
    [90, 48, 40],
  ],
  black: [
    [14, 14, 15],
    [52, 52, 55],
    [138, 138, 142],
    [36, 36, 38],
    [80, 80, 84],
    [10, 10, 11],
  ],
};

export function metalStops(kind: MetalKind): Stop[] {
  const c = METALS[kind];
  return [
    [0, c[0]!],
    [0.18, c[1]!],
    [0.34, c[2]!],
    [0.52, c[3]!],
    [0.78, c[4]!],
    [1, c[5]!],
  ];
}

/** Polished metal across a horizontal span. */
export function metal(x0: number, x1: number, kind: MetalKind): Paint {
  return linear(x0, 0, x1, 0, metalStops(kind));
}

/** Metal banded vertically, for caps seen from the front whose top catches the light. */
export function metalV(y0: number, y1: number, kind: MetalKind): Paint {
  return linear(0, y0, 0, y1, metalStops(kind));
}

/** Studio shading for a cylinder lit from the upper left: rim, key highlight, body, core shadow, bounce. */
export function cylinder(x0: number, x1: number, c: Rgb, gloss = 1): Paint {
  return linear(x0, 0, x1, 0, [
    [0, shade(c, 0.42)],
    [0.1, shade(c, 0.12)],
    [0.28, tint(c, 0.22 * gloss)],
    [0.42, c],
    [0.78, shade(c, 0.2)],
    [0.92, shade(c, 0.32)],
    [1, shade(c, 0.18)],
  ]);
}

/** A soft vertical specular streak (screen-blended white). */
export function streak(g: Canvas, x: number, y0: number, y1: number, width: number, strength = 0.5): void {
  g.fill(
    capsule(x, y0, x, y1, width / 2),
    linear(0, y0, 0, y1, [
      [0, [255, 255, 255], 0],
      [0.25, [255, 255, 255], 1],
      [0.8, [255, 255, 255], 0.7],
      [1, [255, 255, 255], 0],
    ]),
    {
      blend: "screen",
      opacity: strength,
      blur: width * 0.8,
    },
  );
}

/** Capital letters as stroke segments in a unit box (x 0–w, y 0–1 downwards); "O" is drawn as a ring. */
const GLYPHS: Record<string, { w: number; segs: number[][] }> = {
  A: {
    w: 0.8,
    segs: [
      [0, 1, 0.4, 0],
      [0.4, 0, 0.8, 1],
      [0.18, 0.62, 0.62, 0.62],
    ],
  },
  E: {
    w: 0.56,
    segs: [
      [0, 0, 0, 1],
      [0, 0, 0.56, 0],
      [0, 0.5, 0.46, 0.5],
      [0, 1, 0.56, 1],
    ],
  },
  H: {
    w: 0.7,
    segs: [
      [0, 0, 0, 1],
      [0.7, 0, 0.7, 1],
      [0, 0.5, 0.7, 0.5],
    ],
  },
  I: { w: 0, segs: [[0, 0, 0, 1]] },
  L: {
    w: 0.52,
    segs: [
      [0, 0, 0, 1],
      [0, 1, 0.52, 1],
    ],
  },
  M: {
    w: 0.9,
    segs: [
      [0, 1, 0, 0],
      [0, 0, 0.45, 0.75],
      [0.45, 0.75, 0.9, 0],
      [0.9, 0, 0.9, 1],
    ],
  },
  N: {
    w: 0.72,
    segs: [
      [0, 1, 0, 0],
      [0, 0, 0.72, 1],
      [0.72, 1, 0.72, 0],
    ],
  },
  O: { w: 0.86, segs: [] },
  T: {
    w: 0.66,
    segs: [
      [0, 0, 0.66, 0],
      [0.33, 0, 0.33, 1],
    ],
  },
  V: {
    w: 0.8,
    segs: [
      [0, 0, 0.4, 1],
      [0.4, 1, 0.8, 0],
    ],
  },
};
const WORDS = [
  "NOVA",
  "ELAN",
  "ALMA",
  "ETOILE",
  "HAVEN",
  "VELIN",
  "OLIVE",
  "AMELIE",
  "MANON",
  "NOMA",
  "VIOLETTE",
  "MAE",
];

/** A spaced capital wordmark drawn with thin strokes, centred on cx; returns its height. */
function wordmark(
  g: Canvas,
  cx: number,
  y: number,
  cap: number,
  ink: Rgb,
  seed: number,
  maxWidth = Infinity,
): number {
  const word = WORDS[seed % WORDS.length]!;
  const tracking = 0.55;
  const glyphs = [...word].map((ch) => GLYPHS[ch]!);
  const natural = glyphs.reduce((sum, gl) => sum + gl.w + tracking, -tracking);
  const c = Math.min(cap, maxWidth / natural);
  const stroke = Math.max(0.6, c * 0.1);
  let x = cx - (natural * c) / 2;
  for (const gl of glyphs) {
    if (gl.segs.length === 0)
      g.fill(outline(ellipse(x + (gl.w * c) / 2, y + c / 2, (gl.w * c) / 2, c / 2), stroke), ink);
    for (const [ax, ay, bx, by] of gl.segs) {
      g.fill(capsule(x + ax! * c, y + ay! * c, x + bx! * c, y + by! * c, stroke / 2), ink);
    }
    x += (gl.w + tracking) * c;
  }
  return c;
}

/** A wordmark and a few lines of copy as hairlines: reads as a printed label at gallery sizes without a font. */
export function typeset(g: Canvas, cx: number, y: number, width: number, ink: Rgb, seed: number, lines = 2): void {
  const r = rng(seed);
  const cap = wordmark(g, cx, y, Math.max(5, width * 0.11), ink, seed, width);
  let ly = y + cap * 2.1;
  for (let i = 0; i < lines; i++) {
    const lw = width * (i === 0 ? 0.62 : 0.34 + r() * 0.2);
    g.fill(rect(cx - lw / 2, ly, cx + lw / 2, ly + Math.max(0.8, cap * 0.16)), ink, { opacity: 0.55 });
    ly += cap * 0.75;
  }
}

/** A deep glossy lacquer or a soft-touch finish depending on the colour; dark colours read better glossy. */
export function bodyPaint(x0: number, x1: number, c: Rgb): Paint {
  return cylinder(x0, x1, c, luma(c) > 0.7 ? 0.6 : 1);
}

export function inkOn(c: Rgb): Rgb {
  return luma(c) > 0.55 ? [44, 38, 36] : [246, 240, 232];
}

