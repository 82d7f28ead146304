import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { keptPerDatabase } from '../../db/per-database';
import { similarity, trigramSet } from './trigrams';

/** A brand, category or collection as suggestions show it. */
export interface NamedEntry {
  slug: string;
  name: string;
  logo: string | null;
}

/**
 * What search corrects words against and suggests besides products, held in memory: every catalogue word
 * (table search_words, kept by triggers) with its trigrams, and the active collections. Brands and categories
 * come from the taxonomy.
 */
export interface SearchVocabulary {
  words: string[];
  wordTrigrams: Set<string>[];
  /** Positions in `words` of the words that have each trigram. */
  wordsByTrigram: Map<string, number[]>;
  collections: NamedEntry[];
  /** Corrections worked out so far, by search word: shoppers search the same few words again and again. */
  corrections: Map<string, string[]>;
}

async function catalogueWords(db: Db): Promise<string[]> {
  try {
    const { rows } = await sql<{ word: string }>`SELECT word FROM search_words ORDER BY word`.execute(db);
    return rows.map((row) => row.word);
  } catch {
    // Without the word list (migration 002 not applied) a search still works, only uncorrected.
    return [];
  }
}

async function load(db: Db): Promise<SearchVocabulary> {
  const [words, collections] = await Promise.all([
    catalogueWords(db),
    db
      .selectFrom('collections')
      .select(['slug', 'name', 'logo'])
      .where('is_active', '=', true)
      .orderBy('name')
      .execute(),
  ]);
  return vocabularyOf(words, collections);
}

/** The vocabulary of these catalogue words (lower-case) and collections, its words indexed by trigram. */
export function vocabularyOf(words: string[], collections: NamedEntry[]): SearchVocabulary {
  const wordTrigrams = words.map(trigramSet);
  const wordsByTrigram = new Map<string, number[]>();
  wordTrigrams.forEach((trigrams, i) => {
    for (const trigram of trigrams) {
      const list = wordsByTrigram.get(trigram);
      if (list) list.push(i);
      else wordsByTrigram.set(trigram, [i]);
    }
  });
  return { words, wordTrigrams, wordsByTrigram, collections, corrections: new Map() };
}

const kept = keptPerDatabase(60_000, load);

/** The search vocabulary of a database, reloaded at most once a minute. */
export function searchVocabulary(db: Db): Promise<SearchVocabulary> {
  return kept.get(db);
}

export function forgetSearchVocabulary(db: Db): void {
  kept.forget(db);
}

/** How alike a catalogue word must be (pg_trgm similarity) to correct a search word to it. */
const CORRECTION_SIMILARITY = 0.4;
const MAX_CORRECTIONS = 2;
/** Search words whose corrections are kept; past that many the kept ones are dropped and kept afresh. */
const KEPT_CORRECTIONS = 10_000;

/**
 * Catalogue words that resemble a search word, most alike first (then alphabetically), at most two: 'sneekers'
 * also searches 'sneakers'. Only words of 3 characters and more are corrected.
 */
export function correctionsOf(vocabulary: SearchVocabulary, term: string): string[] {
  let corrections = vocabulary.corrections.get(term);
  if (!corrections) {
    corrections = correctionsFor(vocabulary, term);
    if (vocabulary.corrections.size >= KEPT_CORRECTIONS) vocabulary.corrections.clear();
    vocabulary.corrections.set(term, corrections);
  }
  // A copy: the caller may change its list, not the kept one.
  return corrections.slice();
}

function correctionsFor(vocabulary: SearchVocabulary, term: string): string[] {
  if (term.length < 3) return [];
  const trigrams = trigramSet(term);
  const candidates = new Set<number>();
  for (const trigram of trigrams)
    for (const i of vocabulary.wordsByTrigram.get(trigram) ?? []) candidates.add(i);
  const scored: { word: string; score: number }[] = [];
  for (const i of candidates) {
    const word = vocabulary.words[i];
    if (word === term || !/^[\p{L}\p{N}]+$/u.test(word)) continue;
    const score = similarity(trigrams, vocabulary.wordTrigrams[i]);
    if (score >= CORRECTION_SIMILARITY) scored.push({ word, score });
  }
  scored.sort((a, b) => b.score - a.score || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  return scored.slice(0, MAX_CORRECTIONS).map((s) => s.word);
}
