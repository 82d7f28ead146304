import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import { parseTsQuery, type TsQuery } from './lexemes';

/** The shopper's text and the full-text query made from it (absent when the text has no words). */
export interface SearchText {
  q: string;
  tsquery?: string;
}

/** Letters and digits of the search text, at most 8 words, lower-case. */
export function searchTerms(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

const CORRECTION_TTL_MS = 60_000;
const corrections = new WeakMap<Db, Map<string, { until: number; words: Promise<string[]> }>>();

/**
 * Known catalogue words (table search_words) that resemble a search word by pg_trgm similarity, so a typo
 * such as 'sneekers' also searches 'sneakers'. Remembered for a minute per word.
 */
function correctionsOf(db: Db, term: string): Promise<string[]> {
  let cache = corrections.get(db);
  if (!cache) {
    cache = new Map();
    corrections.set(db, cache);
  }
  const now = Date.now();
  const hit = cache.get(term);
  if (hit && hit.until > now) return hit.words;
  const words =
    term.length < 3
      ? Promise.resolve([])
      : sql<{ word: string }>`SELECT word FROM search_words
          WHERE word % ${term} AND word <> ${term} AND similarity(word, ${term}) >= 0.4
          ORDER BY similarity(word, ${term}) DESC, word LIMIT 2`
          .execute(db)
          .then(({ rows }) => rows.map((r) => r.word).filter((w) => /^[\p{L}\p{N}]+$/u.test(w)))
          // Without the word list (migration 002 not applied) a search still works, only uncorrected.
          .catch(() => []);
  cache.set(term, { until: now + CORRECTION_TTL_MS, words });
  if (cache.size > 10_000) cache.delete(cache.keys().next().value as string);
  return words;
}

/**
 * The full-text query of a search: every word as a prefix ('snea' → 'snea':*) or one of its corrections,
 * all words required. Built only from letters and digits, so it is always valid tsquery text.
 */
export async function searchText(db: Db, q: string): Promise<SearchText> {
  const terms = searchTerms(q);
  if (terms.length === 0) return { q };
  const alternatives = await Promise.all(terms.map((t) => correctionsOf(db, t)));
  const tsquery = terms.map((t, i) => `(${[`${t}:*`, ...alternatives[i]].join(' | ')})`).join(' & ');
  return { q, tsquery };
}

/**
 * The search's full-text query as PostgreSQL reads it (stemmed, stop words dropped), parsed; undefined when no
 * word is left. Matching it against the in-memory lexemes means what `search_vector @@ query` means.
 */
export async function parsedQuery(db: Db, { tsquery }: SearchText): Promise<TsQuery | undefined> {
  if (!tsquery) return undefined;
  const { rows } = await sql<{
    query: string;
  }>`SELECT to_tsquery('english', ${tsquery})::text AS query`.execute(db);
  return parseTsQuery(rows[0]?.query ?? '');
}

/** Products matching the text by full text (name, brand and extra words, with corrections); none without words. */
export function searchCondition({ tsquery }: SearchText): RawBuilder<boolean> {
  return tsquery ? sql<boolean>`p.search_vector @@ to_tsquery('english', ${tsquery})` : sql<boolean>`false`;
}

/** Relevance: the full-text rank. */
export function searchScore({ tsquery }: SearchText): RawBuilder<number> {
  return tsquery ? sql<number>`ts_rank(p.search_vector, to_tsquery('english', ${tsquery}))` : sql<number>`0`;
}
