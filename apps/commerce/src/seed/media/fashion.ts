import { luma, mix, shade, tint, type Rgb } from "./color.ts";
import { cylinder, inkOn, metal, metalV, streak, typeset, type ProductDef } from "./kit.ts";
import { conic, linear, radial } from "./raster.ts";
import { capsule, ellipse, intersect, outline, polygon, rect, union } from "./sdf.ts";

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

export const razor: ProductDef = {
  box: [-70, -404, 70, 0],
  draw(g, p) {
    g.fill(union(rect(-56, -26, 56, 0, [12, 12, 4, 4])), metal(-56, 56, p.metal));
    g.fill(rect(-23, -300, 23, -22, [12, 12, 8, 8]), cylinder(-23, 23, p.base));
    for (let y = -250; y < -130; y += 12) g.fill(rect(-23, y, 23, y + 4), BLACK, { opacity: 0.18, blend: "multiply" });
    g.fill(polygon([-16, -300, 16, -300, 9, -350, -9, -350], 1), metal(-16, 16, p.metal));
    g.fill(rect(-70, -404, 70, -344, 16), cylinder(-70, 70, [34, 33, 35]));
    g.fill(rect(-58, -398, 58, -390, 3), tint(p.base, 0.4));
    for (const y of [-382, -372, -362]) g.fill(rect(-58, y, 58, y + 3), metal(-58, 58, "silver"));
    streak(g, -12, -290, -40, 8, 0.5);
  },
};

export const toothbrush: ProductDef = {
  box: [-56, -544, 56, 0],
  draw(g, p) {
    const pearl: Rgb = luma(p.base) > 0.8 ? [40, 40, 44] : [244, 242, 240];
    g.fill(rect(-56, -40, 56, 0, [16, 16, 6, 6]), cylinder(-56, 56, p.base));
    g.fill(capsule(0, -70, 0, -330, 36, 30), cylinder(-36, 36, pearl));
    g.fill(rect(-36, -120, 36, -60, [0, 0, 30, 30]), cylinder(-36, 36, p.base));
    g.fill(rect(-35, -126, 35, -118), metal(-35, 35, p.metal));
    g.fill(ellipse(0, -232, 15), metal(-15, 15, p.metal));
    g.fill(ellipse(0, -232, 10), cylinder(-10, 10, p.base));
    g.fill(capsule(0, -336, 0, -470, 11, 8), cylinder(-11, 11, pearl));
    g.fill(rect(-15, -544, 15, -468, 14), cylinder(-15, 15, pearl));
    g.fill(
      rect(14, -536, 34, -478, [2, 4, 4, 2]),
      linear(14, 0, 34, 0, [
        [0, p.base],
        [1, tint(p.base, 0.5)],
      ]),
    );
    for (let y = -532; y < -480; y += 8) g.fill(rect(18, y, 34, y + 2), shade(p.base, 0.3), { opacity: 0.5 });
    streak(g, -16, -320, -90, 10, 0.5);
  },
};

export const handbag: ProductDef = {
  box: [-200, -400, 200, 0],
  draw(g, p) {
    const leather = p.base;
    const handle = intersect(outline(ellipse(0, -262, 112, 126), 18), rect(-140, -420, 140, -262));
    g.fill(
      handle,
      linear(-130, 0, 130, 0, [
        [0, shade(leather, 0.35)],
        [0.3, tint(leather, 0.15)],
        [1, shade(leather, 0.4)],
      ]),
    );
    for (const x of [-112, 112]) g.fill(rect(x - 14, -282, x + 14, -250, 4), metal(x - 14, x + 14, p.metal));
    const body = polygon([-200, 0, 200, 0, 168, -262, -168, -262], 10);
    g.fill(
      body,
      linear(-200, 0, 200, 0, [
        [0, shade(leather, 0.35)],
        [0.12, shade(leather, 0.08)],
        [0.35, tint(leather, 0.1)],
        [0.7, leather],
        [1, shade(leather, 0.4)],
      ]),
    );
    g.fill(
      body,
      linear(0, -262, 0, 0, [
        [0, WHITE],
        [0.7, WHITE],
        [1, shade(WHITE, 0.3)],
      ]),
      { blend: "multiply" },
    );
    const flap = rect(-172, -268, 172, -140, [12, 12, 70, 70]);
    g.with(() => {
      g.translate(0, 10);
      g.fill(flap, BLACK, { opacity: 0.35, blur: 18, blend: "multiply" });
    });
    g.fill(
      flap,
      linear(0, -268, 0, -140, [
        [0, tint(leather, 0.14)],
        [1, shade(leather, 0.06)],
      ]),
    );
    g.fill(outline(rect(-160, -256, 160, -152, [6, 6, 60, 60]), 2), tint(leather, 0.35), { opacity: 0.6 });
    g.fill(rect(-34, -172, 34, -124, 8), metal(-34, 34, p.metal));
    g.fill(ellipse(0, -148, 14), metalV(-162, -134, p.metal));
  },
};

/** Wristwatch from above at ten past ten, the pose every watch catalogue uses. */
export const watch: ProductDef = {
  box: [-150, -340, 150, 340],
  flat: true,
  silhouette: union(ellipse(0, 0, 132), rect(-64, -340, 64, 340, 20)),
  draw(g, p) {
    const strap = luma(p.base) > 0.7 ? ([92, 64, 48] as Rgb) : shade(p.base, 0.25);
    for (const sign of [-1, 1]) {
      const s = rect(-62, sign * 340, 62, sign * 100, 0);
      g.fill(
        s,
        linear(-62, 0, 62, 0, [
          [0, shade(strap, 0.3)],
          [0.3, tint(strap, 0.1)],
          [1, shade(strap, 0.3)],
        ]),
      );
      g.fill(outline(rect(-50, sign * 340, 50, sign * 104), 2), tint(strap, 0.35), { opacity: 0.5 });
    }
    g.fill(outline(rect(-66, 220, 66, 262, 6), 8), metal(-66, 66, p.metal));
    for (let y = 150; y < 200; y += 26) g.fill(ellipse(0, y, 5), shade(strap, 0.6));
    for (const sx of [-1, 1])
      for (const sy of [-1, 1]) g.fill(rect(sx * 44, sy * 100, sx * 74, sy * 150, 6), metal(-74, 74, p.metal));
    g.fill(rect(124, -16, 150, 16, 5), metal(124, 150, p.metal));
    g.fill(
      ellipse(0, 0, 132),
      conic(0, 0, [
        [0, [255, 255, 255]],
        [0.25, [120, 120, 120]],
        [0.5, [255, 255, 255]],
        [0.75, [120, 120, 120]],
        [1, [255, 255, 255]],
      ]),
    );
    g.fill(ellipse(0, 0, 132), metal(-132, 132, p.metal), { blend: "multiply" });
    g.fill(
      ellipse(0, 0, 112),
      conic(0, 0, [
        [0, tint(p.base, 0.25)],
        [0.25, shade(p.base, 0.2)],
        [0.5, tint(p.base, 0.25)],
        [0.75, shade(p.base, 0.2)],
        [1, tint(p.base, 0.25)],
      ]),
    );
    const ink = luma(p.base) > 0.55 ? ([30, 28, 28] as Rgb) : ([246, 240, 230] as Rgb);
    for (let h = 0; h < 12; h++) {
      g.with(() => {
        g.rotate(h * 30);
        g.fill(rect(-3, -100, 3, h % 3 === 0 ? -78 : -86, 1), h % 3 === 0 ? metal(-3, 3, p.metal) : ink);
      });
    }
    typeset(g, 0, -52, 44, ink, p.seed, 0);
    g.with(() => {
      g.rotate(-60);
      g.fill(capsule(0, 10, 0, -58, 5, 3.5), metal(-5, 5, p.metal));
    });
    g.with(() => {
      g.rotate(60);
      g.fill(capsule(0, 12, 0, -92, 4, 2.5), metal(-4, 4, p.metal));
    });
    g.fill(capsule(0, 24, 0, -96, 1.2), mix(p.base, [200, 40, 40], 0.7));
    g.fill(ellipse(0, 0, 7), metal(-7, 7, p.metal));
    g.fill(intersect(ellipse(0, 0, 112), ellipse(-60, -70, 140)), WHITE, { blend: "screen", opacity: 0.14, blur: 30 });
  },
};

export const sunglasses: ProductDef = {
  box: [-250, -196, 250, 0],
  draw(g, p) {
    const frameColor = p.base;
    const lensColor = mix(shade(p.base, 0.55), [30, 30, 34], 0.55);
    for (const sign of [-1, 1]) {
      g.with(() => {
        g.scale(sign, 1);
        const lens = rect(28, -176, 232, -34, [40, 56, 84, 74]);
        g.fill(
          lens,
          linear(0, -176, 0, -34, [
            [0, shade(lensColor, 0.3)],
            [0.6, lensColor],
            [1, tint(lensColor, 0.35)],
          ]),
        );
        g.fill(intersect(lens, polygon([60, -176, 120, -176, 70, -34, 10, -34])), WHITE, {
          opacity: 0.16,
          blend: "screen",
          blur: 20,
        });
        g.fill(
          outline(lens, 18),
          linear(0, -190, 0, -20, [
            [0, tint(frameColor, 0.2)],
            [0.4, frameColor],
            [1, shade(frameColor, 0.35)],
          ]),
        );
        g.fill(rect(226, -184, 250, -150, [4, 10, 6, 2]), frameColor);
        g.fill(rect(230, -178, 244, -164, 3), metal(230, 244, p.metal));
      });
    }
    const bridge = intersect(outline(ellipse(0, -134, 46, 40), 16), rect(-60, -196, 60, -134));
    g.fill(
      bridge,
      linear(0, -180, 0, -130, [
        [0, tint(frameColor, 0.2)],
        [1, shade(frameColor, 0.25)],
      ]),
    );
    g.fill(rect(-220, -188, 220, -180, 4), WHITE, { opacity: 0.25, blend: "screen", blur: 6 });
  },
};

export const giftcard: ProductDef = {
  box: [-270, -340, 270, 0],
  flat: true,
  silhouette: rect(-270, -340, 270, 0, 22),
  draw(g, p) {
    const card = rect(-270, -340, 270, 0, 22);
    g.fill(
      card,
      linear(-270, -340, 270, 0, [
        [0, tint(p.base, 0.2)],
        [0.5, p.base],
        [1, shade(p.base, 0.3)],
      ]),
    );
    g.fill(
      card,
      linear(-270, -340, 270, 0, [
        [0, WHITE, 0],
        [0.42, WHITE, 0],
        [0.5, WHITE, 0.22],
        [0.58, WHITE, 0],
        [1, WHITE, 0],
      ]),
      { blend: "screen" },
    );
    const ink = inkOn(p.base);
    typeset(g, -110, -70, 150, ink, p.seed, 1);
    g.fill(outline(ellipse(-160, -230, 52), 5), metal(-212, -108, p.metal));
    g.fill(outline(polygon([-160, -262, -130, -230, -160, -198, -190, -230]), 4), metal(-190, -130, p.metal));
    const ribbon = tint(p.metal === "silver" ? ([170, 172, 178] as Rgb) : ([201, 160, 78] as Rgb), 0.1);
    g.fill(
      rect(120, -340, 160, 0),
      linear(120, 0, 160, 0, [
        [0, shade(ribbon, 0.2)],
        [0.5, tint(ribbon, 0.35)],
        [1, shade(ribbon, 0.25)],
      ]),
    );
    g.fill(
      rect(-270, -200, 270, -160),
      linear(0, -200, 0, -160, [
        [0, shade(ribbon, 0.2)],
        [0.5, tint(ribbon, 0.35)],
        [1, shade(ribbon, 0.25)],
      ]),
    );
    for (const sign of [-1, 1]) {
      g.with(() => {
        g.translate(140, -180);
        g.rotate(sign * 30);
        g.fill(
          ellipse(sign * 52, -18, 56, 26),
          radial(sign * 40, -26, 70, 40, [
            [0, tint(ribbon, 0.4)],
            [1, shade(ribbon, 0.2)],
          ]),
        );
      });
    }
    g.fill(
      ellipse(140, -180, 20, 18),
      radial(134, -186, 24, 24, [
        [0, tint(ribbon, 0.4)],
        [1, shade(ribbon, 0.2)],
      ]),
    );
    streak(g, -240, -320, -20, 6, 0.15);
  },
};
