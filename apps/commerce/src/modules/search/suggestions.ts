import type { SearchIndex } from "./memory-index.ts";
import type { TextIndex } from "./text-index.ts";
import { matchText, similarTerms } from "./text-search.ts";

/** Magento's default number of suggestions (catalog/search/search_suggestion_count). */
const MAX_SUGGESTIONS = 2;
/** pg_trgm's own similarity cut-off: looser than the 0.5 a search corrects with, since nothing matched at that. */
const SUGGESTION_SIMILARITY = 0.3;
/** Spellings tried per unknown word, and the closest phrases checked: each check is a search of its own. */
const ALTERNATIVES = 3;
const MAX_PHRASES = 4;

interface Phrase {
  words: string[];
  /** Product of the replaced words' similarities. */
  score: number;
}

/**
 * Other spellings of a search that found nothing (Magento's `suggestions`): each word the catalogue lacks is
 * replaced by close words it has, and a phrase is offered only if a search for it finds a product shoppers can
 * reach through search. Closest phrases first; none when every word is known or nothing close finds anything.
 */
export function suggestSpellings(index: SearchIndex, ti: TextIndex, tokens: readonly string[], searchable: readonly number[]): string[] {
  const options = tokens.map((token) =>
    ti.termIds.has(token)
      ? [{ word: token, similarity: 1 }]
      : similarTerms(ti, token, SUGGESTION_SIMILARITY, ALTERNATIVES).map((e) => ({ word: ti.terms[e.term]!, similarity: e.quality })));
  if (options.some((o) => o.length === 0) || options.every((o) => o.length === 1 && o[0]!.similarity === 1)) return [];

  let phrases: Phrase[] = [{ words: [], score: 1 }];
  for (const choices of options) {
    phrases = phrases
      .flatMap((p) => choices.map((c) => ({ words: [...p.words, c.word], score: p.score * c.similarity })))
      .sort((a, b) => b.score - a.score)
      .slice(0, MAX_PHRASES);
  }
  const visible = new Set(searchable);
  const found: string[] = [];
  for (const phrase of phrases) {
    const { docs } = matchText(ti, index.size, phrase.words);
    if (docs.some((d) => visible.has(index.visibility[d]!))) found.push(phrase.words.join(" "));
    if (found.length === MAX_SUGGESTIONS) break;
  }
  return found;
}
