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
function searchTerms(q: string): string[] {
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

interface Pending {
  promise: Promise<string>;
  resolve(query: string): void;
  reject(error: unknown): void;
}

function pending(): Pending {
  const out = {} as Pending;
  out.promise = new Promise<string>((resolve, reject) => Object.assign(out, { resolve, reject }));
  return out;
}

/** Texts waiting to be read by PostgreSQL's parser, per database, until the current turn of the event loop ends. */
const waiting = new WeakMap<Db, Map<string, Pending>>();

/**
 * `to_tsquery('english', text)::text` for every text asked for in this turn, in one round trip: a burst of new
 * searches (every keystroke of many shoppers) then costs one query instead of one each.
 */
function normalisedTsQuery(db: Db, tsquery: string): Promise<string> {
  let batch = waiting.get(db);
  if (!batch) {
    const texts = new Map<string, Pending>();
    waiting.set(db, texts);
    setImmediate(() => {
      waiting.delete(db);
      const list = [...texts.keys()];
      sql<{ query: string }>`SELECT to_tsquery('english', t.text)::text AS query
        FROM unnest(${list}::text[]) WITH ORDINALITY AS t(text, n) ORDER BY t.n`
        .execute(db)
        .then(({ rows }) => {
          for (const [i, text] of list.entries()) texts.get(text)?.resolve(rows[i]?.query ?? '');
        })
        .catch((error) => {
          for (const text of texts.values()) text.reject(error);
        });
    });
    batch = texts;
  }
  let entry = batch.get(tsquery);
  if (!entry) {
    entry = pending();
    batch.set(tsquery, entry);
  }
  return entry.promise;
}

/** A phrase operator (`<->`, `<2>`); lexemes are made of letters and digits only, so it cannot be inside one. */
const PHRASE = /<(?:-|\d+)>/;

/**
 * The search's full-text query as PostgreSQL reads it (stemmed, stop words dropped), parsed; undefined when no
 * word is left. Matching it against the in-memory lexemes means what `search_vector @@ query` means. 'phrase'
 * when PostgreSQL's parser split a word of letters and digits into several (`h₂o` → `'h':* <-> 'o':*`): a phrase
 * needs word positions, which the in-memory lexemes do not keep.
 */
export async function parsedQuery(db: Db, { tsquery }: SearchText): Promise<TsQuery | 'phrase' | undefined> {
  if (!tsquery) return undefined;
  const text = await normalisedTsQuery(db, tsquery);
  return PHRASE.test(text) ? 'phrase' : parseTsQuery(text);
}

/** Products matching the text by full text (name, brand and extra words, with corrections); none without words. */
export function searchCondition({ tsquery }: SearchText): RawBuilder<boolean> {
  return tsquery ? sql<boolean>`p.search_vector @@ to_tsquery('english', ${tsquery})` : sql<boolean>`false`;
}

/** Relevance: the full-text rank. */
export function searchScore({ tsquery }: SearchText): RawBuilder<number> {
  return tsquery ? sql<number>`ts_rank(p.search_vector, to_tsquery('english', ${tsquery}))` : sql<number>`0`;
}
