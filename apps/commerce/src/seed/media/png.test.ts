import { crc32, inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { encodePng } from "./png.ts";

interface Chunk {
  type: string;
  data: Buffer;
  crcOk: boolean;
}

function chunks(png: Buffer): Chunk[] {
  const out: Chunk[] = [];
  for (let at = 8; at < png.length;) {
    const len = png.readUInt32BE(at);
    const type = png.toString("latin1", at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + len);
    const crc = png.readUInt32BE(at + 8 + len);
    out.push({ type, data, crcOk: crc === crc32(png.subarray(at + 4, at + 8 + len)) });
    at += 12 + len;
  }
  return out;
}

/** Reverses the PNG filters so the test can compare decoded pixels with the input. */
function unfilter(raw: Buffer, width: number, height: number, bpp: number): Uint8Array {
  const stride = width * bpp;
  const out = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const type = raw[y * (stride + 1)]!;
    for (let i = 0; i < stride; i++) {
      const x = raw[y * (stride + 1) + 1 + i]!;
      const a = i >= bpp ? out[y * stride + i - bpp]! : 0;
      const b = y > 0 ? out[(y - 1) * stride + i]! : 0;
      const c = i >= bpp && y > 0 ? out[(y - 1) * stride + i - bpp]! : 0;
      const p = a + b - c;
      const pr =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const pred = [0, a, b, (a + b) >> 1, pr][type];
      if (pred === undefined) throw new Error(`bad filter type ${type}`);
      out[y * stride + i] = (x + pred) & 0xff;
    }
  }
  return out;
}

function gradient(width: number, height: number, channels: 3 | 4): Uint8Array {
  const px = new Uint8Array(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      px[i] = (x * 7) & 255;
      px[i + 1] = (y * 13) & 255;
      px[i + 2] = ((x * y) >> 2) & 255;
      if (channels === 4) px[i + 3] = 255 - x;
    }
  }
  return px;
}

describe("encodePng", () => {
  it.each([3, 4] as const)("writes a valid %i-channel PNG that decodes back to the input", (channels) => {
    const [w, h] = [37, 21];
    const pixels = gradient(w, h, channels);
    const png = encodePng(w, h, pixels, channels);

    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const list = chunks(png);
    expect(list.map((c) => c.type)).toEqual(["IHDR", "IDAT", "IEND"]);
    expect(list.every((c) => c.crcOk)).toBe(true);

    const ihdr = list[0]!.data;
    expect(ihdr.readUInt32BE(0)).toBe(w);
    expect(ihdr.readUInt32BE(4)).toBe(h);
    expect(ihdr[8]).toBe(8);
    expect(ihdr[9]).toBe(channels === 4 ? 6 : 2);

    const raw = inflateSync(list[1]!.data);
    expect(raw.length).toBe((w * channels + 1) * h);
    expect(unfilter(raw, w, h, channels)).toEqual(pixels);
  });

  it("compresses flat colour far below the raw size", () => {
    const png = encodePng(200, 200, new Uint8Array(200 * 200 * 3).fill(180));
    expect(png.length).toBeLessThan(2000);
  });

  it("rejects a buffer that does not match the size", () => {
    expect(() => encodePng(10, 10, new Uint8Array(299))).toThrow(RangeError);
    expect(() => encodePng(0, 10, new Uint8Array(0))).toThrow(RangeError);
  });
});
