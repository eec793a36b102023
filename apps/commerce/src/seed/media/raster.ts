import type { Rgb } from "./color.ts";
import type { Shape } from "./sdf.ts";

/**
 * A paint writes r, g, b (0–255) and alpha (0–1) into `out` for a point in the shape's local space, so
 * gradients follow an object when it is moved, scaled or rotated.
 */
export type Paint = (x: number, y: number, out: Float64Array) => void;
export type Blend = "normal" | "multiply" | "screen";
export type Stop = readonly [t: number, color: Rgb, alpha?: number];

export interface FillOptions {
  opacity?: number;
  blend?: Blend;
  /** Width of the soft edge in local units: 0 is a crisp anti-aliased edge, larger values give soft shadows. */
  blur?: number;
}

type Mat = [number, number, number, number, number, number];

const LUT_SIZE = 1024;
const TILE = 8;

function buildLut(stops: readonly Stop[]): Float64Array {
  const lut = new Float64Array(LUT_SIZE * 4);
  const sorted = [...stops].sort((a, b) => a[0] - b[0]);
  for (let i = 0; i < LUT_SIZE; i++) {
    const t = i / (LUT_SIZE - 1);
    let k = 0;
    while (k < sorted.length - 1 && sorted[k + 1]![0] < t) k++;
    const a = sorted[k]!;
    const b = sorted[Math.min(k + 1, sorted.length - 1)]!;
    const span = b[0] - a[0];
    const u = span > 0 ? Math.min(1, Math.max(0, (t - a[0]) / span)) : 0;
    // Smoothstep between stops hides the kinks that read as banding on broad, soft gradients.
    const s = u * u * (3 - 2 * u);
    for (let c = 0; c < 3; c++) lut[i * 4 + c] = a[1][c]! + (b[1][c]! - a[1][c]!) * s;
    lut[i * 4 + 3] = (a[2] ?? 1) + ((b[2] ?? 1) - (a[2] ?? 1)) * s;
  }
  return lut;
}

function lookup(lut: Float64Array, t: number, out: Float64Array): void {
  const i = (t <= 0 ? 0 : t >= 1 ? LUT_SIZE - 1 : Math.round(t * (LUT_SIZE - 1))) * 4;
  out[0] = lut[i]!;
  out[1] = lut[i + 1]!;
  out[2] = lut[i + 2]!;
  out[3] = lut[i + 3]!;
}

export function linear(x0: number, y0: number, x1: number, y1: number, stops: readonly Stop[]): Paint {
  const lut = buildLut(stops);
  const dx = x1 - x0;
  const dy = y1 - y0;
  const len2 = dx * dx + dy * dy || 1e-9;
  return (x, y, out) => lookup(lut, ((x - x0) * dx + (y - y0) * dy) / len2, out);
}

export function radial(cx: number, cy: number, rx: number, ry: number, stops: readonly Stop[]): Paint {
  const lut = buildLut(stops);
  return (x, y, out) => {
    const u = (x - cx) / rx;
    const v = (y - cy) / ry;
    lookup(lut, Math.sqrt(u * u + v * v), out);
  };
}

/** Angular gradient around a centre, for brushed-metal dials and guilloché-like sheens. */
export function conic(cx: number, cy: number, stops: readonly Stop[], turns = 1): Paint {
  const lut = buildLut(stops);
  return (x, y, out) => {
    const a = (Math.atan2(y - cy, x - cx) / (2 * Math.PI) + 1) * turns;
    lookup(lut, a - Math.floor(a), out);
  };
}

export class Canvas {
  readonly width: number;
  readonly height: number;
  /** RGB floats; quantised once at the end so stacked translucent layers do not accumulate rounding. */
  readonly data: Float32Array;
  /** Optional canvas-space alpha multiplier, used for reflections that fade out. */
  mask: ((x: number, y: number) => number) | null = null;
  private m: Mat = [1, 0, 0, 1, 0, 0];
  private readonly stack: Mat[] = [];
  private readonly px = new Float64Array(4);

  constructor(width: number, height: number, background: Rgb = [255, 255, 255]) {
    this.width = width;
    this.height = height;
    this.data = new Float32Array(width * height * 3);
    for (let i = 0; i < this.data.length; i += 3) {
      this.data[i] = background[0];
      this.data[i + 1] = background[1];
      this.data[i + 2] = background[2];
    }
  }

  save(): void {
    this.stack.push([...this.m]);
  }

  restore(): void {
    const m = this.stack.pop();
    if (m) this.m = m;
  }

  /** Runs `draw` with the current transform and mask restored afterwards. */
  with(draw: () => void): void {
    const mask = this.mask;
    this.save();
    try {
      draw();
    } finally {
      this.restore();
      this.mask = mask;
    }
  }

  transform(a: number, b: number, c: number, d: number, e: number, f: number): void {
    const [ma, mb, mc, md, me, mf] = this.m;
    this.m = [
      ma * a + mc * b,
      mb * a + md * b,
      ma * c + mc * d,
      mb * c + md * d,
      ma * e + mc * f + me,
      mb * e + md * f + mf,
    ];
  }

  translate(x: number, y: number): void {
    this.transform(1, 0, 0, 1, x, y);
  }

  scale(sx: number, sy = sx): void {
    this.transform(sx, 0, 0, sy, 0, 0);
  }

  rotate(degrees: number): void {
    const r = (degrees * Math.PI) / 180;
    this.transform(Math.cos(r), Math.sin(r), -Math.sin(r), Math.cos(r), 0, 0);
  }

  fill(shape: Shape, paint: Paint | Rgb, options: FillOptions = {}): void {
    const { opacity = 1, blend = "normal", blur = 0 } = options;
    if (opacity <= 0) return;
    const [a, b, c, d, e, f] = this.m;
    const det = a * d - b * c;
    if (det === 0) return;
    const scale = Math.sqrt(Math.abs(det));
    const ia = d / det;
    const ib = -b / det;
    const ic = -c / det;
    const id = a / det;
    const soft = Math.max(1, blur * scale);
    // Padding in local units: under a non-uniform transform a pixel-space pad would clip soft edges.
    const pad = (soft / 2 + 1) / scale;

    const bx0 = shape.box[0] - pad;
    const by0 = shape.box[1] - pad;
    const bx1 = shape.box[2] + pad;
    const by1 = shape.box[3] + pad;
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (const [lx, ly] of [
      [bx0, by0],
      [bx1, by0],
      [bx0, by1],
      [bx1, by1],
    ] as const) {
      const X = a * lx + c * ly + e;
      const Y = b * lx + d * ly + f;
      minX = Math.min(minX, X);
      minY = Math.min(minY, Y);
      maxX = Math.max(maxX, X);
      maxY = Math.max(maxY, Y);
    }
    const x0 = Math.max(0, Math.floor(minX));
    const y0 = Math.max(0, Math.floor(minY));
    const x1 = Math.min(this.width - 1, Math.ceil(maxX));
    const y1 = Math.min(this.height - 1, Math.ceil(maxY));

    const out = this.px;
    const fixed = typeof paint === "function" ? null : paint;
    if (fixed) {
      out[0] = fixed[0];
      out[1] = fixed[1];
      out[2] = fixed[2];
      out[3] = 1;
    }
    const fn = typeof paint === "function" ? paint : null;
    const mask = this.mask;
    const data = this.data;
    const sdf = shape.sdf;
    const mode = blend === "multiply" ? 1 : blend === "screen" ? 2 : 0;

    // Distance fields change by at most `lip` per pixel, so one sample at a tile's centre proves the whole
    // tile fully outside (skip) or fully inside (no per-pixel distance needed).
    const sq = ia * ia + ib * ib + ic * ic + id * id;
    const idet = ia * id - ib * ic;
    const lip = scale * Math.sqrt((sq + Math.sqrt(Math.max(0, sq * sq - 4 * idet * idet))) / 2);
    const half = soft / 2;
    const width = this.width;
    for (let ty = y0; ty <= y1; ty += TILE) {
      const ty1 = Math.min(ty + TILE - 1, y1);
      for (let tx = x0; tx <= x1; tx += TILE) {
        const tx1 = Math.min(tx + TILE - 1, x1);
        const ccx = (tx + tx1 + 1) / 2 - e;
        const ccy = (ty + ty1 + 1) / 2 - f;
        const dc = sdf(ia * ccx + ic * ccy, ib * ccx + id * ccy) * scale;
        const reach = lip * Math.hypot(tx1 + 1 - tx, ty1 + 1 - ty) * 0.5;
        if (dc - reach >= half) continue;
        const full = dc + reach <= -half;
        for (let Y = ty; Y <= ty1; Y++) {
          const cy = Y + 0.5 - f;
          for (let X = tx; X <= tx1; X++) {
            const cx = X + 0.5 - e;
            const lx = ia * cx + ic * cy;
            const ly = ib * cx + id * cy;
            let cov = 1;
            if (!full) {
              const dist = sdf(lx, ly) * scale;
              if (dist >= half) continue;
              if (dist > -half) {
                const u = 0.5 - dist / soft;
                cov = soft > 1 ? u * u * (3 - 2 * u) : u;
              }
            }
            if (fn) fn(lx, ly, out);
            let alpha = cov * opacity * out[3]!;
            if (mask) alpha *= mask(X + 0.5, Y + 0.5);
            if (alpha <= 0) continue;
            const i = (Y * width + X) * 3;
            for (let k = 0; k < 3; k++) {
              const dst = data[i + k]!;
              const src = out[k]!;
              const target =
                mode === 0 ? src : mode === 1 ? (dst * src) / 255 : 255 - ((255 - dst) * (255 - src)) / 255;
              data[i + k] = dst + (target - dst) * alpha;
            }
          }
        }
      }
    }
  }

  toRgb8(): Uint8Array {
    const out = new Uint8Array(this.data.length);
    for (let i = 0; i < out.length; i++) {
      const v = Math.round(this.data[i]!);
      out[i] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
    return out;
  }
}
