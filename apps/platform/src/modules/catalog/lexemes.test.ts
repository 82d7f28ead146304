import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { countBits, hasBit } from './bitset';
import { catalogIndex } from './catalog-index';
import { buildLexemeIndex, matchTsQuery, parseTsQuery } from './lexemes';
import { searchBits } from './matching';
import { searchText } from './search-sql';

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
  });
});
