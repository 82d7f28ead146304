import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import { parseTsQuery, type TsQuery } from './lexemes';
import { correctionsOf, searchVocabulary } from './search-vocabulary';

/** The shopper's text and the full-text query made from it (absent when the text has no words). */
export interface SearchText {
  q: string;
  tsquery?: string;
}

/** Letters and digits of the search text, at most 8 words, lower-case. */
export function searchTerms(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/**
 * The full-text query of a search: every word as a prefix ('snea' → 'snea':*) or one of its corrections
 * (catalogue words that resemble it, so 'sneekers' also searches 'sneakers'), all words required. Built only from letters and digits, so it is always valid tsquery text.
 */
export async function searchText(db: Db, q: string): Promise<SearchText> {
  const terms = searchTerms(q);
  if (terms.length === 0) return { q };
  const vocabulary = await searchVocabulary(db);
  const alternatives = terms.map((t) => correctionsOf(vocabulary, t));
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
