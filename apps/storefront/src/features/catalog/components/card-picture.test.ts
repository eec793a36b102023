import { describe, expect, it } from "vitest";
import { imgAttrs } from "@/lib/images/Img";
import { cardSources } from "./card-image";
import { MAX_CARD_WIDTH, cardPicture } from "./card-picture";

const SIZES = "(min-width: 1024px) 25vw, 50vw";
const SRC = "http://localhost:4000/media/catalog/product/r/o/rose & oud.png";

describe("cardPicture", () => {
  it("keeps only the source per card and rebuilds next/image's own sources from the shared set", () => {
    const { image, set } = cardPicture({ src: SRC, alt: "Rose" }, SIZES);
    expect(image).toEqual({ src: SRC, alt: "Rose" });
    const full = imgAttrs(SRC, SIZES);
    const kept = full.srcSet!.split(", ").filter((entry) => Number(/ (\d+)w$/.exec(entry)![1]) <= MAX_CARD_WIDTH);
    const rebuilt = cardSources(SRC, set);
    expect(rebuilt.srcSet).toBe(kept.join(", "));
    expect(rebuilt.sizes).toBe(full.sizes);
    expect(rebuilt.src).toBe(kept.at(-1)!.split(" ")[0]);
  });

  it("offers no rendition wider than a card can show sharp", () => {
    const { set } = cardPicture({ src: SRC, alt: "" }, SIZES);
    expect(set.widths.length).toBeGreaterThan(1);
    expect(Math.max(...set.widths)).toBeLessThanOrEqual(MAX_CARD_WIDTH);
    expect(imgAttrs(SRC, SIZES).srcSet).toContain(`${Math.max(...set.widths)}w`);
  });
});
