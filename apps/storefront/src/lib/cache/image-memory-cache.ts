/**
 * Optimised images (next/image's WebP renditions of catalogue media) kept in this instance's memory, least recently
 * used first out once the byte budget is spent. Without it every picture request re-fetches the source from the
 * commerce API and re-encodes it (tens of milliseconds of CPU each, on the same thread that serves pages).
 */
/** `Entry` is the optimiser's entry (buffer, etag, extension, revalidate), returned to it as it was given. */
export class ImageMemoryCache<Entry extends { buffer: Uint8Array }> {
  readonly #entries = new Map<string, { value: Entry; lastModified: number }>();
  #bytes = 0;
  readonly #budgetBytes: number;
  readonly #now: () => number;

  constructor(budgetBytes: number, now: () => number = Date.now) {
    this.#budgetBytes = budgetBytes;
    this.#now = now;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): { value: Entry; lastModified: number } | null {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    // Map keeps insertion order: re-inserting marks the entry as the most recently used.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  set(key: string, value: Entry): void {
    this.delete(key);
    const size = value.buffer.byteLength;
    // A single picture larger than the whole budget is not kept: it would evict everything for one entry.
    if (size > this.#budgetBytes) return;
    this.#entries.set(key, { value, lastModified: this.#now() });
    this.#bytes += size;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.#budgetBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.value.buffer.byteLength;
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.value.buffer.byteLength;
  }
}
