import { crc32, deflateSync } from "node:zlib";

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, body: Buffer): Buffer {
  const out = Buffer.alloc(12 + body.length);
  out.writeUInt32BE(body.length, 0);
  out.write(type, 4, "latin1");
  body.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + body.length)), 8 + body.length);
  return out;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

const abs8 = (v: number): number => {
  const b = v & 0xff;
  return b < 128 ? b : 256 - b;
};

/**
 * Picks a filter per row by the usual minimum-sum-of-residuals heuristic. Only Sub, Up and Paeth compete:
 * on rendered gradients None and Average never won by more than noise, and scoring three in one pass is cheap.
 */
function chooseFilter(cur: Uint8Array, prev: Uint8Array, bpp: number): 1 | 2 | 4 {
  let sub = 0;
  let up = 0;
  let pae = 0;
  for (let i = 0; i < cur.length; i++) {
    const x = cur[i]!;
    const a = i >= bpp ? cur[i - bpp]! : 0;
    const b = prev[i]!;
    const c = i >= bpp ? prev[i - bpp]! : 0;
    sub += abs8(x - a);
    up += abs8(x - b);
    pae += abs8(x - paeth(a, b, c));
  }
  return pae <= sub && pae <= up ? 4 : sub <= up ? 1 : 2;
}

function applyFilter(type: 1 | 2 | 4, cur: Uint8Array, prev: Uint8Array, bpp: number, out: Uint8Array): void {
  for (let i = 0; i < cur.length; i++) {
    const a = i >= bpp ? cur[i - bpp]! : 0;
    const b = prev[i]!;
    out[i] = cur[i]! - (type === 1 ? a : type === 2 ? b : paeth(a, b, i >= bpp ? prev[i - bpp]! : 0));
  }
}

/** Encodes 8-bit RGB (3 channels) or RGBA (4 channels) pixels, row-major, as a PNG file. */
export function encodePng(width: number, height: number, pixels: Uint8Array, channels: 3 | 4 = 3): Buffer {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`invalid PNG size ${width}x${height}`);
  }
  const stride = width * channels;
  if (pixels.length !== stride * height) throw new RangeError("pixel buffer does not match the PNG size");

  const raw = new Uint8Array((stride + 1) * height);
  const zeros = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const cur = pixels.subarray(y * stride, (y + 1) * stride);
    const prev = y > 0 ? pixels.subarray((y - 1) * stride, y * stride) : zeros;
    const type = chooseFilter(cur, prev, channels);
    const at = y * (stride + 1);
    raw[at] = type;
    applyFilter(type, cur, prev, channels, raw.subarray(at + 1, at + 1 + stride));
  }

  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = channels === 4 ? 6 : 2;
  const idat = deflateSync(raw, { level: 6, memLevel: 9 });
  return Buffer.concat([SIGNATURE, chunk("IHDR", ihdr), chunk("IDAT", idat), chunk("IEND", Buffer.alloc(0))]);
}
