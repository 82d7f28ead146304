import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { countBits, hasBit } from './bitset';
import { catalogIndex } from './catalog-index';
import { buildLexemeIndex, matchTsQuery, parseTsQuery } from './lexemes';
import { searchBits } from './matching';
import { parsedQuery, searchText } from './search-sql';
import { correctionsOf, searchVocabulary } from './search-vocabulary';
import { similarity, trigramSet, wordSimilarity } from './trigrams';

describe('tsquery text', () => {
  it('parses lexemes, prefixes, weights and operators with & binding tighter than |', () => {
    expect(parseTsQuery("'shirt':* & 'cotton'")).toEqual({
      kind: 'and',
      left: { kind: 'lexeme', word: 'shirt', prefix: true },
      right: { kind: 'lexeme', word: 'cotton', prefix: false },
    });
    expect(parseTsQuery("'a' | 'b' & 'c'")).toEqual({
      kind: 'or',
      left: { kind: 'lexeme', word: 'a', prefix: false },
      right: {
        kind: 'and',
        left: { kind: 'lexeme', word: 'b', prefix: false },
        right: { kind: 'lexeme', word: 'c', prefix: false },
      },
    });
    expect(parseTsQuery("( 'a':*AB | 'it''s' ) & !'c'")).toEqual({
      kind: 'and',
      left: {
        kind: 'or',
        left: { kind: 'lexeme', word: 'a', prefix: true },
        right: { kind: 'lexeme', word: "it's", prefix: false },
      },
      right: { kind: 'not', operand: { kind: 'lexeme', word: 'c', prefix: false } },
    });
    expect(parseTsQuery('')).toBeUndefined();
    expect(() => parseTsQuery("'a' <-> 'b'")).toThrow(/Unsupported/);
  });

  it('matches whole words, prefixes, and, or and not over product positions', () => {
    const index = buildLexemeIndex([['shirt', 'cotton'], ['shirtdress'], ['skirt', 'cotton'], null]);
    const match = (text: string) => {
      const query = parseTsQuery(text);
      if (!query) throw new Error('empty');
      const bits = matchTsQuery(index, query, 4);
      return [0, 1, 2, 3].filter((i) => hasBit(bits, i));
    };
    expect(match("'shirt'")).toEqual([0]);
    expect(match("'shirt':*")).toEqual([0, 1]);
    expect(match("'shirt':* & 'cotton'")).toEqual([0]);
    expect(match("'shirt' | 'skirt'")).toEqual([0, 2]);
    expect(match("!'cotton'")).toEqual([1, 3]);
  });
});

describe('in-memory search on the demo seed', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ products: 300 });
  }, 120_000);
  afterAll(() => platform?.close());

  it('finds exactly the products the database finds with @@, typos corrected', async () => {
    const db = platform.platform.services.db;
    const index = await catalogIndex(db);
    const texts = [
      'shirt',
      'cott',
      'blue sneakers',
      'sneekers',
      'the',
      'leather bag',
      'kurta cotton',
      'zzzz',
      // Words PostgreSQL's parser splits into a phrase ('h':* <-> 'o':*), which the in-memory lexemes cannot match.
      'h₂o',
      'x²y shirt',
    ];
    for (const q of texts) {
      const search = await searchText(db, q);
      const bits = await searchBits(db, index, search);
      const { rows } = search.tsquery
        ? await sql<{ uid: number }>`SELECT uid FROM products
            WHERE search_vector @@ to_tsquery('english', ${search.tsquery}) ORDER BY uid`.execute(db)
        : { rows: [] };
      const found = [...index.uids].filter((_, i) => hasBit(bits, i)).sort((a, b) => a - b);
      expect(found, q).toEqual(rows.map((r) => r.uid));
      expect(countBits(bits), q).toBe(rows.length);
    }
    // Texts asked for together are read by the database in one round trip; each still gets its own answer.
    const searches = await Promise.all(texts.map((q) => searchText(db, q)));
    const together = await Promise.all(searches.map((search) => parsedQuery(db, search)));
    const apart: unknown[] = [];
    for (const search of searches) apart.push(await parsedQuery(db, search));
    expect(together).toEqual(apart);
    expect(together.filter(Boolean).length).toBeGreaterThan(5);
  });

  it('scores words and names as pg_trgm does, so corrections and suggestion order match the database', async () => {
    const db = platform.platform.services.db;
    const vocabulary = await searchVocabulary(db);
    const index = await catalogIndex(db);
    for (const term of ['sneekers', 'cotten', 'sheet', 'jeens', 'kurta', 'blu']) {
      const { rows } = await sql<{
        word: string;
        score: number;
      }>`SELECT word, similarity(word, ${term}) AS score
        FROM search_words WHERE word <> ${term} AND similarity(word, ${term}) >= 0.4
        ORDER BY similarity(word, ${term}) DESC, word LIMIT 2`.execute(db);
      expect(correctionsOf(vocabulary, term), term).toEqual(rows.map((r) => r.word));
      const trigrams = trigramSet(term);
      for (const row of rows)
        expect(similarity(trigrams, trigramSet(row.word)), row.word).toBeCloseTo(Number(row.score), 5);
    }
    expect(correctionsOf(vocabulary, 'sneekers')).toContain('sneakers');
    const names = Array.from({ length: 40 }, (_, i) => index.names.get(i));
    for (const q of ['snea', 'cotton sh', 'blu jeans', 'kurt']) {
      const { rows } = await sql<{ score: number }>`SELECT word_similarity(${q}, name) AS score
        FROM unnest(${names}::text[]) WITH ORDINALITY AS n(name, i) ORDER BY i`.execute(db);
      names.forEach((name, i) => {
        expect(wordSimilarity(q, name), `${q} / ${name}`).toBeCloseTo(Number(rows[i].score), 5);
      });
    }
  });
});
