import { trigramsOf, type TextIndex } from "./text-index.ts";

/** pg_trgm's `similarity` cut-off is 0.3; words that far apart are different words in a shop's vocabulary. */
const MIN_SIMILARITY = 0.5;
const MAX_FUZZY_TERMS = 10;
/** Shorter words share too few trigrams with anything to be corrected reliably. */
const MIN_FUZZY_CHARS = 4;
/** Match quality: a word typed in full beats the same word completed from a prefix, which beats a correction. */
const EXACT = 1;
const PREFIX = 0.9;
const FUZZY = 0.9;
/** A word found in the name counts this much more than one found elsewhere (brand, category, attributes). */
const NAME_WEIGHT = 0.5;

export interface Expansion {
  term: number;
  quality: number;
}

function prefixTerms(ti: TextIndex, prefix: string): number[] {
  let lo = 0;
  let hi = ti.sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ti.terms[ti.sorted[mid]!]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: number[] = [];
  for (let k = lo; k < ti.sorted.length; k++) {
    const term = ti.sorted[k]!;
    if (!ti.terms[term]!.startsWith(prefix)) break;
    out.push(term);
  }
  return out;
}

/**
 * Vocabulary words within pg_trgm similarity (shared trigrams over all trigrams) of the token, closest first; the
 * quality of each is its similarity.
 */
export function similarTerms(ti: TextIndex, token: string, minSimilarity = MIN_SIMILARITY, limit = MAX_FUZZY_TERMS): Expansion[] {
  if (token.length < MIN_FUZZY_CHARS || !/\p{L}/u.test(token)) return [];
  const mine = trigramsOf(token);
  const shared = new Map<number, number>();
  for (const g of mine) for (const term of ti.trigrams.get(g) ?? []) shared.set(term, (shared.get(term) ?? 0) + 1);
  const found: Expansion[] = [];
  for (const [term, n] of shared) {
    const similarity = n / (mine.size + ti.trigramCount[term]! - n);
    if (similarity >= minSimilarity) found.push({ term, quality: similarity });
  }
  return found.sort((a, b) => b.quality - a.quality).slice(0, limit);
}

function expand(ti: TextIndex, token: string, isLast: boolean): Expansion[] {
  const best = new Map<number, number>();
  const offer = (term: number, quality: number) => best.set(term, Math.max(best.get(term) ?? 0, quality));
  const exact = ti.termIds.get(token);
  if (exact !== undefined) offer(exact, EXACT);
  if (isLast) for (const term of prefixTerms(ti, token)) offer(term, PREFIX);
  for (const e of similarTerms(ti, token)) offer(e.term, e.quality * FUZZY);
  return [...best].map(([term, quality]) => ({ term, quality }));
}

export interface TextMatches {
  /** Matching product indexes. */
  docs: number[];
  /** Relevance per product index (0 for non-matches). */
  scores: Float64Array;
}

/**
 * Products having every query word — exactly, by prefix for the last word (search as you type), or by a close
 * spelling ("lipstik", "moisturizer" for "moisturiser") — or, when none has them all, at least half of them. The score is
 * the share of the query matched, each word weighted by its rarity (idf) and its match quality, with a bonus for
 * words found in the name.
 */
export function matchText(ti: TextIndex, size: number, tokens: readonly string[]): TextMatches {
  const scores = new Float64Array(size);
  if (tokens.length === 0) return { docs: [], scores };
  const buffers = scratch(ti, size, tokens.length);
  const perToken = tokens.map((token, k) => {
    const { quality, inName } = buffers[k]!;
    const touched: number[] = [];
    for (const { term, quality: q } of expand(ti, token, k === tokens.length - 1)) {
      for (let j = ti.postStart[term]!; j < ti.postStart[term + 1]!; j++) {
        const d = ti.postings[j]!;
        if (quality[d] === 0) touched.push(d);
        if (q > quality[d]!) quality[d] = q;
      }
      for (let j = ti.namePostStart[term]!; j < ti.namePostStart[term + 1]!; j++) {
        const d = ti.namePostings[j]!;
        if (q > inName[d]!) inName[d] = q;
      }
    }
    const idf = Math.log(1 + size / (1 + touched.length));
    return { quality, inName, touched, idf };
  });
  const totalIdf = perToken.reduce((s, t) => s + t.idf, 0) || 1;
  const score = (d: number) =>
    perToken.reduce((s, t) => s + t.idf * (t.quality[d]! + NAME_WEIGHT * t.inName[d]!), 0) / totalIdf;

  const rarest = perToken.reduce((a, b) => (b.touched.length < a.touched.length ? b : a));
  let docs = rarest.touched.filter((d) => perToken.every((t) => t.quality[d]! > 0));
  if (docs.length === 0 && tokens.length > 1) {
    // Partial matches only when they cover half of the words: a stray word should not empty the page, but
    // one common word out of a nonsense phrase should not fill it either.
    const needed = Math.ceil(tokens.length / 2);
    docs = [...new Set(perToken.flatMap((t) => t.touched))]
      .filter((d) => perToken.reduce((n, t) => n + (t.quality[d]! > 0 ? 1 : 0), 0) >= needed);
  }
  for (const d of docs) scores[d] = score(d);
  for (const t of perToken) {
    for (const d of t.touched) {
      t.quality[d] = 0;
      t.inName[d] = 0;
    }
  }
  return { docs, scores };
}

const buffersOf = new WeakMap<TextIndex, { quality: Float32Array; inName: Float32Array }[]>();

/**
 * Per-word match arrays, reused between searches (matching never yields, so one set serves every request) and
 * cleared through the touched lists: allocating them per search made the garbage collector the main cost.
 */
function scratch(ti: TextIndex, size: number, count: number) {
  let pool = buffersOf.get(ti);
  if (!pool) buffersOf.set(ti, (pool = []));
  while (pool.length < count) pool.push({ quality: new Float32Array(size), inName: new Float32Array(size) });
  return pool;
}
