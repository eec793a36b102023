/**
 * Shapes as signed distance functions (negative inside). Distances give exact anti-aliasing, soft shadows
 * (a wider coverage ramp) and outlines (|d| - t) from one description.
 */
export type Box = readonly [number, number, number, number];

export interface Shape {
  readonly sdf: (x: number, y: number) => number;
  /** Local-space bounds; coverage is only evaluated inside them. */
  readonly box: Box;
}

const hypot = (x: number, y: number): number => Math.sqrt(x * x + y * y);

/** Radii may be one number or [top-left, top-right, bottom-right, bottom-left] (y grows downwards). */
export function rect(x0: number, y0: number, x1: number, y1: number, radius: number | readonly number[] = 0): Shape {
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const hx = Math.abs(x1 - x0) / 2;
  const hy = Math.abs(y1 - y0) / 2;
  const lim = Math.min(hx, hy);
  const r = (typeof radius === "number" ? [radius, radius, radius, radius] : radius).map((v) => Math.min(v, lim));
  const [tl, tr, br, bl] = r as [number, number, number, number];
  return {
    box: [cx - hx, cy - hy, cx + hx, cy + hy],
    sdf: (x, y) => {
      const px = x - cx;
      const py = y - cy;
      const rr = py < 0 ? (px < 0 ? tl : tr) : px < 0 ? bl : br;
      const qx = Math.abs(px) - hx + rr;
      const qy = Math.abs(py) - hy + rr;
      return Math.min(Math.max(qx, qy), 0) + hypot(Math.max(qx, 0), Math.max(qy, 0)) - rr;
    },
  };
}

export function ellipse(cx: number, cy: number, rx: number, ry = rx): Shape {
  if (rx === ry) {
    return { box: [cx - rx, cy - rx, cx + rx, cy + rx], sdf: (x, y) => hypot(x - cx, y - cy) - rx };
  }
  const box: Box = [cx - rx, cy - ry, cx + rx, cy + ry];
  if (Math.max(rx, ry) <= 2.5 * Math.min(rx, ry)) {
    const m = Math.min(rx, ry);
    return {
      box,
      sdf: (x, y) => {
        const px = (x - cx) / rx;
        const py = (y - cy) / ry;
        const k0 = hypot(px, py);
        const k1 = hypot(px / rx, py / ry);
        return k1 === 0 ? -m : (k0 * (k0 - 1)) / k1;
      },
    };
  }
  // For flat ellipses (contact shadows, lids in perspective) the gradient estimate above breaks down; find the
  // closest point with a few Newton-like steps on the evolute instead (after 0xfaded's method).
  const k = rx * rx - ry * ry;
  return {
    box,
    sdf: (x, y) => {
      const px = Math.abs(x - cx);
      const py = Math.abs(y - cy);
      let tx = Math.SQRT1_2;
      let ty = Math.SQRT1_2;
      for (let i = 0; i < 3; i++) {
        const ex = (k * tx * tx * tx) / rx;
        const ey = (-k * ty * ty * ty) / ry;
        const r = hypot(rx * tx - ex, ry * ty - ey);
        const qx = px - ex;
        const qy = py - ey;
        const q = hypot(qx, qy) || 1e-9;
        tx = Math.min(1, Math.max(0, ((qx * r) / q + ex) / rx));
        ty = Math.min(1, Math.max(0, ((qy * r) / q + ey) / ry));
        const t = hypot(tx, ty);
        tx /= t;
        ty /= t;
      }
      const d = hypot(px - rx * tx, py - ry * ty);
      return (px * px) / (rx * rx) + (py * py) / (ry * ry) < 1 ? -d : d;
    },
  };
}

/** A segment with round ends; r1 ≠ r0 gives a tapered stroke (brush handles, bristle tufts). */
export function capsule(ax: number, ay: number, bx: number, by: number, r0: number, r1 = r0): Shape {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy || 1e-9;
  const rm = Math.max(r0, r1);
  return {
    box: [Math.min(ax, bx) - rm, Math.min(ay, by) - rm, Math.max(ax, bx) + rm, Math.max(ay, by) + rm],
    sdf: (x, y) => {
      const wx = x - ax;
      const wy = y - ay;
      const h = Math.min(1, Math.max(0, (wx * dx + wy * dy) / len2));
      return hypot(wx - dx * h, wy - dy * h) - (r0 + (r1 - r0) * h);
    },
  };
}

/** Closed polygon from flat [x0, y0, x1, y1, …]; `round` grows it outward with rounded corners. */
export function polygon(points: readonly number[], round = 0): Shape {
  const n = points.length / 2;
  const vx = new Float64Array(n);
  const vy = new Float64Array(n);
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (let i = 0; i < n; i++) {
    vx[i] = points[2 * i]!;
    vy[i] = points[2 * i + 1]!;
    x0 = Math.min(x0, vx[i]!);
    y0 = Math.min(y0, vy[i]!);
    x1 = Math.max(x1, vx[i]!);
    y1 = Math.max(y1, vy[i]!);
  }
  return {
    box: [x0 - round, y0 - round, x1 + round, y1 + round],
    sdf: (x, y) => {
      let d = (x - vx[0]!) ** 2 + (y - vy[0]!) ** 2;
      let s = 1;
      for (let i = 0, j = n - 1; i < n; j = i, i++) {
        const ex = vx[j]! - vx[i]!;
        const ey = vy[j]! - vy[i]!;
        const wx = x - vx[i]!;
        const wy = y - vy[i]!;
        const h = Math.min(1, Math.max(0, (wx * ex + wy * ey) / (ex * ex + ey * ey)));
        const bx = wx - ex * h;
        const by = wy - ey * h;
        d = Math.min(d, bx * bx + by * by);
        const c1 = y >= vy[i]!;
        const c2 = y < vy[j]!;
        const c3 = ex * wy > ey * wx;
        if ((c1 && c2 && c3) || (!c1 && !c2 && !c3)) s = -s;
      }
      return s * Math.sqrt(d) - round;
    },
  };
}

export function union(...shapes: Shape[]): Shape {
  return {
    box: [
      Math.min(...shapes.map((s) => s.box[0])),
      Math.min(...shapes.map((s) => s.box[1])),
      Math.max(...shapes.map((s) => s.box[2])),
      Math.max(...shapes.map((s) => s.box[3])),
    ],
    sdf: (x, y) => {
      let d = Infinity;
      for (const s of shapes) d = Math.min(d, s.sdf(x, y));
      return d;
    },
  };
}

export function intersect(a: Shape, b: Shape): Shape {
  return {
    box: [
      Math.max(a.box[0], b.box[0]),
      Math.max(a.box[1], b.box[1]),
      Math.min(a.box[2], b.box[2]),
      Math.min(a.box[3], b.box[3]),
    ],
    sdf: (x, y) => Math.max(a.sdf(x, y), b.sdf(x, y)),
  };
}

/** The outline band of a shape, `width` wide, centred on its edge. */
export function outline(s: Shape, width: number): Shape {
  const h = width / 2;
  return { box: [s.box[0] - h, s.box[1] - h, s.box[2] + h, s.box[3] + h], sdf: (x, y) => Math.abs(s.sdf(x, y)) - h };
}

/** Grows (positive) or shrinks (negative) a shape by a distance. */
export function offset(s: Shape, d: number): Shape {
  const g = Math.max(0, d);
  return { box: [s.box[0] - g, s.box[1] - g, s.box[2] + g, s.box[3] + g], sdf: (x, y) => s.sdf(x, y) - d };
}
