import { mix, shade, tint, type Rgb } from "./color.ts";
import {
  bodyPaint,
  cylinder,
  inkOn,
  metal,
  metalStops,
  metalV,
  streak,
  typeset,
  type Palette,
  type ProductDef,
} from "./kit.ts";
import { linear, radial, type Canvas } from "./raster.ts";
import { capsule, ellipse, intersect, offset, outline, polygon, rect, union } from "./sdf.ts";

const WHITE: Rgb = [255, 255, 255];

const metalTop = (p: Palette): Rgb => metalStops(p.metal)[4]![1];

/** A paper label wrapped round a cylinder: paper, wrap shading, and printed type. */
function label(g: Canvas, p: Palette, x0: number, y0: number, x1: number, y1: number, lines = 2): void {
  const s = rect(x0, y0, x1, y1, 3);
  g.fill(s, p.paper);
  g.fill(
    s,
    linear(x0, 0, x1, 0, [
      [0, shade(WHITE, 0.35)],
      [0.3, WHITE],
      [0.7, shade(WHITE, 0.1)],
      [1, shade(WHITE, 0.4)],
    ]),
    {
      blend: "multiply",
    },
  );
  typeset(g, (x0 + x1) / 2, y0 + (y1 - y0) * 0.28, (x1 - x0) * 0.7, p.ink, p.seed, lines);
}

export const bottle: ProductDef = {
  box: [-85, -460, 85, 0],
  draw(g, p) {
    g.fill(rect(-85, -330, 85, 0, [46, 46, 12, 12]), bodyPaint(-85, 85, p.base));
    g.fill(rect(-26, -356, 26, -320), metal(-26, 26, p.metal));
    g.fill(rect(-38, -460, 38, -350, [8, 8, 3, 3]), cylinder(-38, 38, p.deep));
    g.fill(rect(-38, -362, 38, -350), shade(p.deep, 0.3), { opacity: 0.6 });
    label(g, p, -68, -230, 68, -96);
    streak(g, -48, -300, -20, 12, 0.45);
    streak(g, -20, -450, -360, 8, 0.35);
    streak(g, 66, -280, -30, 6, 0.15);
  },
};

export const jar: ProductDef = {
  box: [-150, -224, 150, 0],
  draw(g, p) {
    const body = union(rect(-140, -150, 140, -14, [4, 4, 0, 0]), ellipse(0, -14, 140, 14));
    g.fill(body, bodyPaint(-140, 140, p.base));
    g.fill(ellipse(0, -150, 140, 12), shade(p.base, 0.35), { opacity: 0.5, blur: 10 });
    const lid = union(rect(-150, -212, 150, -150, [4, 4, 0, 0]), ellipse(0, -150, 150, 12));
    g.fill(lid, metal(-150, 150, p.metal));
    g.fill(
      ellipse(0, -212, 150, 12),
      radial(-40, -216, 190, 40, [
        [0, tint(metalTop(p), 0.5)],
        [1, metalTop(p)],
      ]),
    );
    g.fill(rect(-150, -168, 150, -164), [0, 0, 0], { opacity: 0.12, blend: "multiply" });
    typeset(g, 0, -104, 150, inkOn(p.base), p.seed, 1);
    streak(g, -95, -140, -22, 14, 0.4);
    streak(g, -100, -206, -160, 8, 0.5);
  },
};

export const tube: ProductDef = {
  box: [-68, -430, 68, 0],
  draw(g, p) {
    const cap = union(rect(-48, -72, 48, -8, [4, 4, 0, 0]), ellipse(0, -8, 48, 8));
    g.fill(cap, metal(-48, 48, p.metal));
    g.fill(polygon([-44, -70, 44, -70, 66, -392, -66, -392], 2), bodyPaint(-62, 62, p.base));
    g.fill(
      polygon([-44, -70, 44, -70, 66, -392, -66, -392], 2),
      linear(0, -392, 0, -70, [
        [0, WHITE],
        [0.75, WHITE],
        [1, shade(WHITE, 0.25)],
      ]),
      {
        blend: "multiply",
      },
    );
    g.fill(rect(-68, -430, 68, -390, 3), cylinder(-68, 68, p.base, 0.6));
    for (let x = -60; x <= 60; x += 8) g.fill(rect(x, -426, x + 2, -396), shade(p.base, 0.3), { opacity: 0.35 });
    typeset(g, 0, -300, 90, inkOn(p.base), p.seed, 3);
    streak(g, -36, -380, -90, 12, 0.45);
  },
};

export const dropper: ProductDef = {
  box: [-75, -420, 75, 0],
  draw(g, p) {
    const glass = shade(p.base, 0.15);
    g.fill(rect(-75, -270, 75, 0, [36, 36, 12, 12]), cylinder(-75, 75, glass));
    g.fill(
      rect(-62, -250, 62, -14, [28, 28, 8, 8]),
      linear(0, -250, 0, -14, [
        [0, tint(glass, 0.2)],
        [0.25, glass],
        [1, shade(glass, 0.4)],
      ]),
      {
        opacity: 0.5,
      },
    );
    g.fill(rect(-28, -292, 28, -262), cylinder(-28, 28, glass));
    g.fill(rect(-40, -334, 40, -286, [4, 4, 2, 2]), metal(-40, 40, p.metal));
    for (let y = -326; y < -292; y += 7) g.fill(rect(-40, y, 40, y + 2), [0, 0, 0], { opacity: 0.12 });
    const bulb = union(capsule(0, -392, 0, -360, 32), rect(-34, -364, 34, -330, [4, 4, 0, 0]));
    g.fill(bulb, cylinder(-34, 34, p.metal === "black" ? [232, 226, 218] : [38, 36, 36]));
    label(g, p, -60, -200, 60, -84);
    streak(g, -50, -250, -30, 10, 0.55);
    streak(g, -14, -410, -370, 8, 0.35);
  },
};

export const pump: ProductDef = {
  box: [-80, -470, 104, 0],
  draw(g, p) {
    g.fill(rect(-80, -360, 80, 0, [22, 22, 12, 12]), bodyPaint(-80, 80, p.base));
    g.fill(rect(-36, -392, 36, -356, [6, 6, 0, 0]), metal(-36, 36, p.metal));
    g.fill(rect(-10, -432, 10, -390), metal(-10, 10, p.metal));
    const head = union(rect(-30, -470, 30, -428, [10, 10, 4, 4]), rect(20, -468, 104, -448, [3, 9, 9, 3]));
    g.fill(head, metalV(-470, -428, p.metal));
    g.fill(rect(-80, -360, 80, -352), shade(p.base, 0.4), { opacity: 0.25, blur: 8 });
    label(g, p, -66, -250, 66, -110, 3);
    streak(g, -48, -340, -20, 13, 0.45);
  },
};

export const lipstick: ProductDef = {
  box: [-100, -424, 160, 0],
  draw(g, p) {
    const lacquer = p.metal === "black" || p.metal === "silver" ? ([22, 20, 21] as Rgb) : p.deep;
    g.with(() => {
      g.translate(-50, 0);
      g.fill(rect(-46, -200, 46, 0, [4, 4, 3, 3]), cylinder(-46, 46, lacquer));
      g.fill(rect(-46, -24, 46, -18), metal(-46, 46, p.metal));
      g.fill(rect(-38, -292, 38, -196, [3, 3, 0, 0]), metal(-38, 38, p.metal));
      const bullet = polygon([-30, -288, 30, -288, 30, -356, -22, -418, -30, -410], 3);
      g.fill(bullet, cylinder(-33, 33, p.base));
      g.fill(polygon([30, -356, -22, -418, -30, -410, -30, -400, 28, -346], 0), tint(p.base, 0.3), {
        opacity: 0.35,
        blur: 6,
      });
      streak(g, -14, -396, -296, 8, 0.45);
      streak(g, -26, -188, -30, 12, 0.4);
    });
    g.with(() => {
      g.translate(95, 0);
      g.fill(rect(-50, -176, 50, 0, [4, 4, 3, 3]), cylinder(-50, 50, lacquer));
      g.fill(rect(-50, -176, 50, -166, [4, 4, 0, 0]), metal(-50, 50, p.metal));
      g.fill(rect(-50, -40, 50, -34), metal(-50, 50, p.metal));
      streak(g, -28, -160, -16, 12, 0.35);
    });
  },
};

export const perfume: ProductDef = {
  box: [-142, -430, 142, 0],
  draw(g, p) {
    const body = rect(-142, -276, 142, 0, [24, 24, 16, 16]);
    g.fill(
      body,
      linear(-142, 0, 142, 0, [
        [0, WHITE, 0.45],
        [0.15, WHITE, 0.12],
        [0.8, WHITE, 0.1],
        [1, WHITE, 0.4],
      ]),
    );
    g.fill(outline(offset(body, -9), 4), shade(p.base, 0.1), { blend: "multiply", opacity: 0.25, blur: 4 });
    const juice = rect(-118, -250, 118, -46, [14, 14, 8, 8]);
    g.fill(
      juice,
      linear(0, -250, 0, -46, [
        [0, tint(p.base, 0.25)],
        [0.5, p.base],
        [1, shade(p.base, 0.25)],
      ]),
    );
    g.fill(juice, cylinder(-118, 118, WHITE), { blend: "multiply" });
    g.fill(rect(-118, -250, 118, -238, [14, 14, 0, 0]), tint(p.base, 0.55), { opacity: 0.7 });
    g.fill(
      outline(body, 2.5),
      linear(-142, -276, 142, 0, [
        [0, WHITE, 0.9],
        [1, WHITE, 0.35],
      ]),
    );
    g.fill(
      rect(-132, -44, 132, -8, [0, 0, 10, 10]),
      linear(0, -44, 0, -8, [
        [0, tint(p.base, 0.6), 0.35],
        [1, WHITE, 0.75],
      ]),
    );
    streak(g, -112, -262, -24, 14, 0.7);
    streak(g, 120, -262, -30, 7, 0.35);
    g.fill(rect(-56, -176, 56, -120, 2), p.paper, { opacity: 0.92 });
    g.fill(outline(rect(-50, -170, 50, -126, 1), 2), metal(-50, 50, p.metal));
    typeset(g, 0, -160, 70, p.ink, p.seed, 1);
    g.fill(rect(-22, -296, 22, -272), metal(-22, 22, p.metal));
    const cap = rect(-72, -430, 72, -292, [10, 10, 6, 6]);
    g.fill(cap, metal(-72, 72, p.metal));
    g.fill(polygon([-72, -430, -20, -430, -36, -292, -72, -292]), WHITE, { opacity: 0.18, blend: "screen" });
    g.fill(polygon([30, -430, 72, -430, 72, -292, 46, -292]), [0, 0, 0], { opacity: 0.18, blend: "multiply" });
  },
};

/** Open compact seen from above: mirrored lid and pressed powder hinged together. */
export const compact: ProductDef = {
  box: [-150, -620, 150, 0],
  flat: true,
  silhouette: union(ellipse(0, -460, 150), ellipse(0, -150, 150), rect(-40, -320, 40, -290)),
  draw(g, p) {
    const lacquer = p.metal === "black" ? ([26, 24, 25] as Rgb) : p.dark;
    g.fill(rect(-42, -322, 42, -288, 6), metal(-42, 42, p.metal));
    for (const cy of [-460, -150]) {
      g.fill(
        ellipse(0, cy, 150),
        radial(-40, cy - 50, 220, 220, [
          [0, tint(lacquer, 0.25)],
          [0.6, lacquer],
          [1, shade(lacquer, 0.4)],
        ]),
      );
      g.fill(outline(ellipse(0, cy, 140), 8), metal(-140, 140, p.metal));
    }
    g.fill(
      ellipse(0, -460, 128),
      linear(-90, -550, 90, -370, [
        [0, [240, 242, 246]],
        [0.55, [196, 201, 210]],
        [1, [128, 134, 146]],
      ]),
    );
    g.fill(polygon([-112, -420, -82, -390, 92, -530, 62, -560]), WHITE, { opacity: 0.3, blend: "screen", blur: 26 });
    g.fill(
      ellipse(0, -150, 128),
      radial(-30, -190, 180, 180, [
        [0, tint(p.base, 0.18)],
        [0.7, p.base],
        [1, shade(p.base, 0.2)],
      ]),
    );
    for (let r = 30; r <= 110; r += 20)
      g.fill(outline(ellipse(0, -150, r), 3), tint(p.base, 0.25), { opacity: 0.55, blur: 3 });
    g.fill(ellipse(-30, -190, 60), WHITE, { opacity: 0.16, blend: "screen", blur: 60 });
  },
};

/** Eyeshadow palette from above: nine pans in shades of the colourway. */
export const palette: ProductDef = {
  box: [-230, -420, 230, 0],
  flat: true,
  silhouette: rect(-230, -420, 230, 0, 26),
  draw(g, p) {
    const caseColor = p.metal === "gold" || p.metal === "black" ? ([28, 26, 27] as Rgb) : p.deep;
    g.fill(
      rect(-230, -420, 230, 0, 26),
      linear(-230, -420, 230, 0, [
        [0, tint(caseColor, 0.2)],
        [0.5, caseColor],
        [1, shade(caseColor, 0.35)],
      ]),
    );
    g.fill(outline(rect(-216, -406, 216, -14, 18), 4), metal(-216, 216, p.metal), { opacity: 0.9 });
    const shades: Rgb[] = [
      tint(p.base, 0.55),
      tint(p.base, 0.3),
      mix(p.base, [214, 170, 120], 0.5),
      p.base,
      shade(p.base, 0.25),
      mix(p.base, [120, 80, 60], 0.55),
      mix(p.base, [240, 214, 190], 0.6),
      shade(p.base, 0.5),
      mix(p.base, [201, 160, 78], 0.6),
    ];
    shades.forEach((c, i) => {
      const cx = -130 + (i % 3) * 130;
      const cy = -340 + Math.floor(i / 3) * 130;
      g.fill(rect(cx - 56, cy - 56, cx + 56, cy + 56, 12), shade(caseColor, 0.5));
      g.fill(
        rect(cx - 52, cy - 52, cx + 52, cy + 52, 10),
        radial(cx - 20, cy - 24, 90, 90, [
          [0, tint(c, 0.2)],
          [0.7, c],
          [1, shade(c, 0.15)],
        ]),
      );
      if (i % 4 === 2 || i === 8)
        g.fill(ellipse(cx - 14, cy - 16, 38), WHITE, { opacity: 0.35, blend: "screen", blur: 40 });
    });
  },
};

export const brush: ProductDef = {
  box: [-48, -572, 48, 0],
  draw(g, p) {
    const handle = p.metal === "black" ? p.deep : ([24, 22, 23] as Rgb);
    g.fill(capsule(0, -14, 0, -300, 12, 19), cylinder(-19, 19, handle));
    g.fill(polygon([-19, -296, 19, -296, 23, -392, -23, -392], 1), metal(-23, 23, p.metal));
    const tuft = union(
      intersect(ellipse(0, -482, 48, 92), rect(-60, -600, 60, -400)),
      polygon([-22, -390, 22, -390, 44, -450, -44, -450]),
    );
    g.fill(
      tuft,
      linear(0, -390, 0, -572, [
        [0, [40, 30, 28]],
        [0.45, shade(p.base, 0.2)],
        [0.85, tint(p.base, 0.2)],
        [1, tint(p.base, 0.35)],
      ]),
    );
    g.fill(tuft, cylinder(-48, 48, WHITE), { blend: "multiply", opacity: 0.8 });
    for (let i = -3; i <= 3; i++) g.fill(capsule(i * 8, -400, i * 13, -540, 1.2), tint(p.base, 0.4), { opacity: 0.25 });
    streak(g, -8, -280, -40, 7, 0.5);
    streak(g, -10, -384, -304, 6, 0.5);
  },
};
