import editDistance from 'damerau-levenshtein';
import type { SearchVocabulary } from './search-vocabulary';
import { trigramSet } from './trigrams';

const WORD = /[\p{L}\p{N}]+/gu;

/** Only words of letters this long or longer are corrected ('tee' may be, 'xl' and '42' never). */
const MIN_CORRECTED_LENGTH = 3;
/** Words searched at most (as the full-text query reads them). */
const MAX_WORDS = 8;

/**
 * Edits (a letter added, dropped, changed, or two neighbours swapped) a correction may make: one in a word of three
 * letters, two in longer ones ('sari' → 'saree').
 */
function maxEdits(length: number): number {
  return length <= MIN_CORRECTED_LENGTH ? 1 : 2;
}

/**
 * Trigrams a catalogue word must share with the misspelt one: the start alone ('  s') would let any nonsense
 * beginning with 's' be 'corrected' to a short word two edits away ('sqzv' → 'size').
 */
const MIN_SHARED_TRIGRAMS = 2;

/** Whether a catalogue word starts with the term, so a prefix search already finds it. */
function isKnown(vocabulary: SearchVocabulary, term: string, trigrams: string[]): boolean {
  // The second trigram (' ab') is in exactly the words starting with the term's first two characters.
  const sameStart = vocabulary.wordsByTrigram.get(trigrams[1]) ?? [];
  return sameStart.some((i) => vocabulary.words[i].startsWith(term));
}

/**
 * The catalogue word a misspelt search word most likely meant: of the words sharing its first character (a
 * shopper rarely mistypes the first one: without that, 'sari' would become 'zari', one edit away) and at least two
 * trigrams, those within the allowed edits; fewest edits first, then the most trigram-alike, then alphabetically.
 * Undefined when the word is known or nothing is close.
 */
function closestWord(vocabulary: SearchVocabulary, term: string): string | undefined {
  const chars = [...term];
  if (chars.length < MIN_CORRECTED_LENGTH || /\p{N}/u.test(term)) return undefined;
  const trigrams = [...trigramSet(term)];
  if (isKnown(vocabulary, term, trigrams)) return undefined;
  // Every word with the same first character shares the first trigram ('  s'): count the others, from 1.
  const shared = new Map<number, number>();
  for (const trigram of trigrams.slice(1))
    for (const i of vocabulary.wordsByTrigram.get(trigram) ?? [])
      if (vocabulary.words[i].startsWith(chars[0])) shared.set(i, (shared.get(i) ?? 1) + 1);
  const allowed = maxEdits(chars.length);
  let best: { word: string; edits: number; likeness: number } | undefined;
  for (const [i, common] of shared) {
    const word = vocabulary.words[i];
    // Lengths further apart than the allowed edits need more edits than that.
    if (common < MIN_SHARED_TRIGRAMS || Math.abs(word.length - term.length) > allowed) continue;
    const edits = editDistance(term, word).steps;
    if (edits > allowed) continue;
    // pg_trgm similarity from the counts: trigrams in common over trigrams of either.
    const likeness = common / (trigrams.length + vocabulary.wordTrigrams[i].size - common);
    if (
      !best ||
      edits < best.edits ||
      (edits === best.edits && (likeness > best.likeness || (likeness === best.likeness && word < best.word)))
    )
      best = { word, edits, likeness };
  }
  return best?.word;
}

/**
 * The search text with every word the catalogue does not know replaced by the closest catalogue word ('red shrit'
 * → 'red shirt'); undefined when no word needed or found a correction. A word some catalogue word starts with is
 * never changed.
 */
export function correctedSearch(vocabulary: SearchVocabulary, q: string): string | undefined {
  const corrections = new Map<string, string | undefined>();
  for (const word of (q.toLowerCase().match(WORD) ?? []).slice(0, MAX_WORDS))
    if (!corrections.has(word)) corrections.set(word, closestWord(vocabulary, word));
  let changed = false;
  const corrected = q.trim().replace(WORD, (word) => {
    const correction = corrections.get(word.toLowerCase());
    if (!correction) return word;
    changed = true;
    return correction;
  });
  return changed ? corrected : undefined;
}
