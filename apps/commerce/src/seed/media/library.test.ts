import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { inflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  categoryImageFile,
  CATEGORY_SIZE,
  heroImageFile,
  HERO_SIZE,
  IMAGE_SHAPES,
  parseImageFile,
  PRODUCT_IMAGE_SIZE,
  productImageFile,
  renderImageFile,
  renderImages,
} from "./library.ts";

function size(png: Buffer): { width: number; height: number } {
  expect(png.toString("latin1", 1, 4)).toBe("PNG");
  expect(png.toString("latin1", 12, 16)).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Concatenated, inflated IDAT data: the filtered scanlines, enough to compare two images' pixels. */
function scanlines(png: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const len = png.readUInt32BE(at);
    if (png.toString("latin1", at + 4, at + 8) === "IDAT") parts.push(png.subarray(at + 8, at + 8 + len));
    at += 12 + len;
  }
  return inflateSync(Buffer.concat(parts));
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "media-library-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("library paths", () => {
  it("names product images by shape, normalised colour and variant", () => {
    expect(productImageFile("lipstick", "#B8324F", 1)).toBe("catalog/product/lipstick/b8324f-1.png");
    expect(parseImageFile("catalog/product/lipstick/b8324f-1.png")).toEqual({
      kind: "product",
      shape: "lipstick",
      color: "b8324f",
      variant: 1,
    });
  });

  it("round-trips every shape and variant", () => {
    for (const shape of IMAGE_SHAPES) {
      for (let v = 0; v < 4; v++)
        expect(parseImageFile(productImageFile(shape, "123abc", v))).toMatchObject({ shape, variant: v });
    }
  });

  it("refuses bad input", () => {
    expect(() => productImageFile("lipstick", "red", 0)).toThrow(RangeError);
    expect(() => productImageFile("lipstick", "b8324f", 4)).toThrow(RangeError);
    expect(() => productImageFile("spoon" as never, "b8324f", 0)).toThrow(RangeError);
    expect(() => heroImageFile(0)).toThrow(RangeError);
    expect(() => categoryImageFile("!!!")).toThrow(RangeError);
    for (const bad of [
      "catalog/product/spoon/b8324f-1.png",
      "catalog/product/jar/B8324F-1.png",
      "catalog/product/jar/b8324f-4.png",
      "../x.png",
      "wysiwyg/home-hero-0.png",
    ]) {
      expect(parseImageFile(bad)).toBeNull();
    }
  });

  it("slugs category keys and names hero banners", () => {
    expect(categoryImageFile("Soins Visage_Été")).toBe("catalog/category/soins-visage-ete.png");
    expect(parseImageFile("catalog/category/soins-visage-ete.png")).toEqual({
      kind: "category",
      key: "soins-visage-ete",
    });
    expect(heroImageFile(2)).toBe("wysiwyg/home-hero-2.png");
    expect(parseImageFile("wysiwyg/home-hero-2.png")).toEqual({ kind: "hero", n: 2 });
  });
});

// Rendering is CPU-bound; generous limits keep these stable on a busy machine.
describe("rendering", { timeout: 60_000 }, () => {
  it("is deterministic: the same name gives the same bytes", () => {
    const file = productImageFile("perfume", "b8324f", 0);
    const a = renderImageFile(file);
    expect(size(a)).toEqual(PRODUCT_IMAGE_SIZE);
    expect(renderImageFile(file).equals(a)).toBe(true);
  });

  it("draws different pixels for different colours and variants", () => {
    const red = scanlines(renderImageFile(productImageFile("jar", "b8324f", 0)));
    const navy = scanlines(renderImageFile(productImageFile("jar", "2f4a6d", 0)));
    const boxed = scanlines(renderImageFile(productImageFile("jar", "b8324f", 1)));
    expect(red.length).toBe((PRODUCT_IMAGE_SIZE.width * 3 + 1) * PRODUCT_IMAGE_SIZE.height);
    expect(red.equals(navy)).toBe(false);
    expect(red.equals(boxed)).toBe(false);
  });

  it("renders banners at their own sizes", () => {
    expect(size(renderImageFile(categoryImageFile("skin-care")))).toEqual(CATEGORY_SIZE);
    expect(size(renderImageFile(heroImageFile(1)))).toEqual(HERO_SIZE);
  });
});

describe("renderImages", { timeout: 60_000 }, () => {
  it("writes every missing file once, atomically, reporting progress", async () => {
    const files = ["bottle", "tube", "pump", "razor", "watch", "giftcard", "compact"].map((s, i) =>
      productImageFile(s as never, "c9a96e", i % 4),
    );
    const existing = path.join(dir, files[0]!);
    await renderImages(dir, [files[0]!]);
    const before = await stat(existing);

    const progress: Array<[number, number]> = [];
    await renderImages(dir, [...files, files[1]!], (done, total) => progress.push([done, total]));
    expect(progress.at(-1)).toEqual([6, 6]);
    expect((await stat(existing)).mtimeMs).toBe(before.mtimeMs);

    for (const f of files) expect(size(await readFile(path.join(dir, f)))).toEqual(PRODUCT_IMAGE_SIZE);
    // Worker threads must produce exactly what an in-thread render does.
    const sample = files.at(-1)!;
    expect((await readFile(path.join(dir, sample))).equals(renderImageFile(sample))).toBe(true);
    const leftovers = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith(".tmp"));
    expect(leftovers).toEqual([]);
  });

  it("does not overwrite a file that already exists", async () => {
    const file = productImageFile("brush", "1f1f1f", 2);
    await renderImages(dir, [file]);
    const first = await readFile(path.join(dir, file));
    await writeFile(path.join(dir, file), "kept");
    await renderImages(dir, [file]);
    expect(await readFile(path.join(dir, file), "utf8")).toBe("kept");
    expect(first.length).toBeGreaterThan(1000);
  });

  it("rejects names the library cannot draw before rendering anything", async () => {
    await expect(renderImages(dir, ["catalog/product/x.png"])).rejects.toThrow(/not library images/);
  });
});
