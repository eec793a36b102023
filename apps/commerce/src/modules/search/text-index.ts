import { normalizeSearchText } from "./text.ts";

/**
 * Word → documents, built in memory from products.search_text (and the names) with the same word splitting as
 * queries use, so every word a query can produce is found the way the document spelt it. Postings are kept in
 * compressed-row form: documents of term t are postings[postStart[t] .. postStart[t+1]).
 */
export interface TextIndex {
  terms: string[];
  termIds: Map<string, number>;
  /** Term ids in word order, for prefix ranges. */
  sorted: Int32Array;
  postStart: Int32Array;
  postings: Int32Array;
  /** Same layout, for the words of each product's name only. */
  namePostStart: Int32Array;
  namePostings: Int32Array;
  /** Trigram → ids of the terms that contain it (terms with a letter and at least 3 characters). */
  trigrams: Map<string, number[]>;
  trigramCount: Uint8Array;
}

const WORD = /[\p{L}\p{N}]+/gu;

export function words(text: string): string[] {
  return normalizeSearchText(text).match(WORD) ?? [];
}

/** pg_trgm's trigrams of one word: the word padded with two spaces in front and one behind. */
export function trigramsOf(word: string): Set<string> {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

function compress(lists: number[][]): { start: Int32Array; flat: Int32Array } {
  const start = new Int32Array(lists.length + 1);
  let total = 0;
  lists.forEach((l, t) => {
    start[t] = total;
    total += l.length;
  });
  start[lists.length] = total;
  const flat = new Int32Array(total);
  lists.forEach((l, t) => flat.set(l, start[t]!));
  return { start, flat };
}

export function buildTextIndex(texts: readonly string[], names: readonly string[]): TextIndex {
  const termIds = new Map<string, number>();
  const terms: string[] = [];
  const docs: number[][] = [];
  const nameDocs: number[][] = [];
  const idOf = (w: string) => {
    let id = termIds.get(w);
    if (id === undefined) {
      id = terms.length;
      termIds.set(w, id);
      terms.push(w);
      docs.push([]);
      nameDocs.push([]);
    }
    return id;
  };
  const add = (target: number[][], text: string, doc: number) => {
    for (const w of new Set(words(text))) {
      const list = target[idOf(w)]!;
      list.push(doc);
    }
  };
  texts.forEach((text, doc) => {
    add(docs, `${text} ${names[doc] ?? ""}`, doc);
    add(nameDocs, names[doc] ?? "", doc);
  });

  const trigrams = new Map<string, number[]>();
  const trigramCount = new Uint8Array(terms.length);
  terms.forEach((term, id) => {
    if (term.length < 3 || !/\p{L}/u.test(term)) return;
    const set = trigramsOf(term);
    trigramCount[id] = Math.min(255, set.size);
    for (const g of set) {
      const list = trigrams.get(g);
      if (list) list.push(id);
      else trigrams.set(g, [id]);
    }
  });

  const all = compress(docs);
  const name = compress(nameDocs);
  const sorted = Int32Array.from(terms.keys()).sort((a, b) => (terms[a]! < terms[b]! ? -1 : 1));
  return {
    terms, termIds, sorted,
    postStart: all.start, postings: all.flat,
    namePostStart: name.start, namePostings: name.flat,
    trigrams, trigramCount,
  };
}
