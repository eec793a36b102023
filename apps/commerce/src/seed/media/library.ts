import { randomBytes } from "node:crypto";
import { access, mkdir, rename, unlink, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { threadId, Worker } from "node:worker_threads";
import { CATEGORY_SIZE, drawCategoryBanner, drawHero, HERO_SIZE } from "./banners.ts";
import { parseHex, toHex } from "./color.ts";
import { encodePng } from "./png.ts";
import { Canvas } from "./raster.ts";
import { drawProduct } from "./scene.ts";

export const IMAGE_SHAPES = [
  "bottle",
  "jar",
  "tube",
  "dropper",
  "pump",
  "lipstick",
  "compact",
  "palette",
  "perfume",
  "brush",
  "razor",
  "toothbrush",
  "handbag",
  "watch",
  "sunglasses",
  "giftcard",
  "video",
] as const;
export type ImageShape = (typeof IMAGE_SHAPES)[number];

/**
 * Product images keep the gallery's 1080:1340 aspect at two thirds of its size: rendering stays within the
 * seed's time budget and the storefront's image optimiser resizes anyway.
 */
export const PRODUCT_IMAGE_SIZE = { width: 720, height: 893 } as const;
export { CATEGORY_SIZE, HERO_SIZE };

/** 0 front view, 1 with packaging, 2 close-up on the texture, 3 lifestyle arrangement. */
const IMAGE_VARIANTS = 4;
const MAX_HERO = 99;

export type ImageSpec =
  | { kind: "product"; shape: ImageShape; color: string; variant: number }
  | { kind: "category"; key: string }
  | { kind: "hero"; n: number };

const isShape = (s: string): s is ImageShape => (IMAGE_SHAPES as readonly string[]).includes(s);

/** Relative path under the media directory (and under the `/media/` URL), e.g. `catalog/product/jar/b8324f-1.png`. */
export function productImageFile(shape: ImageShape, colorHex: string, variant: number): string {
  if (!isShape(shape)) throw new RangeError(`unknown image shape: ${String(shape)}`);
  if (!Number.isInteger(variant) || variant < 0 || variant >= IMAGE_VARIANTS)
    throw new RangeError(`image variant must be 0–3: ${variant}`);
  return `catalog/product/${shape}/${toHex(parseHex(colorHex))}-${variant}.png`;
}

/** Editorial banner for a category; the key is normalised to the slug Magento would use as url_key. */
export function categoryImageFile(key: string): string {
  const slug = key
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (!slug) throw new RangeError(`category key has no usable characters: ${key}`);
  return `catalog/category/${slug}.png`;
}

/** Home page hero banner `n` (1–99) for CMS blocks. */
export function heroImageFile(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > MAX_HERO) throw new RangeError(`hero number must be 1–${MAX_HERO}: ${n}`);
  return `wysiwyg/home-hero-${n}.png`;
}

/** Recovers what to draw from a library path; null for anything the library does not produce. */
export function parseImageFile(file: string): ImageSpec | null {
  let m = /^catalog\/product\/([a-z]+)\/([0-9a-f]{6})-([0-3])\.png$/.exec(file);
  if (m) return isShape(m[1]!) ? { kind: "product", shape: m[1], color: m[2]!, variant: Number(m[3]) } : null;
  m = /^catalog\/category\/([a-z0-9]+(?:-[a-z0-9]+)*)\.png$/.exec(file);
  if (m) return { kind: "category", key: m[1]! };
  m = /^wysiwyg\/home-hero-([1-9][0-9]?)\.png$/.exec(file);
  if (m) return { kind: "hero", n: Number(m[1]) };
  return null;
}

/** Renders one library image to PNG bytes; deterministic for a given path. */
export function renderImageFile(file: string): Buffer {
  const spec = parseImageFile(file);
  if (!spec) throw new RangeError(`not a library image: ${file}`);
  const size = spec.kind === "product" ? PRODUCT_IMAGE_SIZE : spec.kind === "category" ? CATEGORY_SIZE : HERO_SIZE;
  const g = new Canvas(size.width, size.height);
  if (spec.kind === "product") drawProduct(g, spec.shape, parseHex(spec.color), spec.variant);
  else if (spec.kind === "category") drawCategoryBanner(g, spec.key);
  else drawHero(g, spec.n);
  return encodePng(size.width, size.height, g.toRgb8());
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/** Renders and writes one image atomically, so a concurrent reader never sees a half-written file. */
export async function writeImage(mediaDir: string, file: string): Promise<void> {
  const target = path.join(mediaDir, file);
  const png = renderImageFile(file);
  await mkdir(path.dirname(target), { recursive: true });
  const tmp = `${target}.${process.pid}-${threadId}-${randomBytes(4).toString("hex")}.tmp`;
  try {
    await writeFile(tmp, png);
    await rename(tmp, target);
  } catch (error) {
    await unlink(tmp).catch(() => {});
    throw error;
  }
}

const inflight = new Map<string, Promise<void>>();

/** Makes sure one library image exists, rendering it at most once per process however many ask at once. */
export function ensureImage(mediaDir: string, file: string): Promise<void> {
  const key = path.resolve(mediaDir, file);
  let job = inflight.get(key);
  if (!job) {
    job = (async () => {
      if (!(await exists(key))) await writeImage(mediaDir, file);
    })().finally(() => inflight.delete(key));
    inflight.set(key, job);
  }
  return job;
}

/** Below this many images a worker's start-up costs more than it saves. */
const WORKER_THRESHOLD = 6;

interface WorkerReply {
  file: string;
  error?: string;
}

/**
 * Drains `queue` with worker threads. Files a worker could not finish (it failed to start or crashed) are
 * left in `queue` for the caller to render in-thread; render errors are reported, not retried.
 */
async function drainWithWorkers(mediaDir: string, queue: string[], count: number, done: () => void): Promise<string[]> {
  const errors: string[] = [];
  const url = new URL("./render-worker.ts", import.meta.url);
  const one = (): Promise<void> =>
    new Promise((resolve) => {
      let current: string | undefined;
      let worker: Worker;
      try {
        worker = new Worker(url, { workerData: { mediaDir } });
      } catch {
        resolve();
        return;
      }
      const next = (): void => {
        current = queue.shift();
        if (current === undefined) void worker.terminate().then(() => resolve());
        else worker.postMessage(current);
      };
      worker.on("message", (reply: WorkerReply) => {
        current = undefined;
        if (reply.error) errors.push(`${reply.file}: ${reply.error}`);
        else done();
        next();
      });
      const bail = (): void => {
        if (current !== undefined) queue.unshift(current);
        current = undefined;
        resolve();
      };
      worker.on("error", bail);
      worker.on("exit", bail);
      next();
    });
  await Promise.all(Array.from({ length: count }, one));
  return errors;
}

/**
 * Renders every listed library image that does not exist yet under `mediaDir`. Uses up to two worker threads
 * for larger batches and falls back to rendering in-thread if workers are unavailable.
 */
export async function renderImages(
  mediaDir: string,
  files: string[],
  onProgress?: (done: number, total: number) => void,
): Promise<void> {
  const invalid = files.filter((f) => parseImageFile(f) === null);
  if (invalid.length > 0) throw new RangeError(`not library images: ${invalid.slice(0, 5).join(", ")}`);
  const unique = [...new Set(files)];
  const present = await Promise.all(unique.map((f) => exists(path.join(mediaDir, f))));
  const queue = unique.filter((_, i) => !present[i]);
  const total = queue.length;
  let finished = 0;
  const done = (): void => {
    finished++;
    onProgress?.(finished, total);
  };
  if (total === 0) return;

  const workers = total >= WORKER_THRESHOLD ? Math.min(2, availableParallelism()) : 0;
  const errors = workers > 0 ? await drainWithWorkers(mediaDir, queue, workers, done) : [];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    try {
      await ensureImage(mediaDir, file);
      done();
    } catch (error) {
      errors.push(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
    // Let pending I/O (and HTTP requests, when called from a running server) through between images.
    await new Promise((r) => setImmediate(r));
  }
  if (errors.length > 0)
    throw new Error(`failed to render ${errors.length} image(s): ${errors.slice(0, 3).join("; ")}`);
}
