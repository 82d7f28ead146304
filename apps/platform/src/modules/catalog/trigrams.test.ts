import { describe, expect, it } from 'vitest';
import { similarity, trigramSequence, trigramSet, wordSimilarity } from './trigrams';

describe('trigrams', () => {
  it('pads each lower-cased word with two spaces before and one after', () => {
    expect(trigramSequence('Cat')).toEqual(['  c', ' ca', 'cat', 'at ']);
    expect(trigramSequence('a-b')).toEqual(['  a', ' a ', '  b', ' b ']);
    expect(trigramSequence('—')).toEqual([]);
    expect(trigramSequence('a𝟘')).toEqual(['  a', ' a𝟘', 'a𝟘 ']);
  });

  it('scores similarity and word similarity as pg_trgm documents them', () => {
    // pg_trgm's documented examples: similarity 0.36363637 and word_similarity 0.8.
    expect(similarity(trigramSet('word'), trigramSet('two words'))).toBeCloseTo(0.363636, 5);
    expect(wordSimilarity('word', 'two words')).toBeCloseTo(0.8, 5);
    expect(similarity(trigramSet('sneakers'), trigramSet('sneakers'))).toBe(1);
    expect(similarity(trigramSet('abc'), trigramSet('xyz'))).toBe(0);
    expect(wordSimilarity('snea', 'Running Sneakers')).toBeGreaterThan(wordSimilarity('snea', 'Slim Jeans'));
    expect(wordSimilarity('x', '')).toBe(0);
  });
});
