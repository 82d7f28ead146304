import { describe, expect, it } from 'vitest';
import { correctedSearch } from './search-correction';
import { vocabularyOf } from './search-vocabulary';

const vocabulary = vocabularyOf(
  [
    'beige',
    'bags',
    'jeans',
    'red',
    'saree',
    'sarees',
    'sale',
    'satin',
    'shea',
    'shift',
    'shirt',
    'shirts',
    'shorts',
    'size',
    'sneakers',
    'top',
    'zari',
  ],
  [],
);

describe('search correction', () => {
  it('corrects swapped, changed and missing letters to the closest catalogue word', () => {
    expect(correctedSearch(vocabulary, 'shrit')).toBe('shirt');
    expect(correctedSearch(vocabulary, 'jeens')).toBe('jeans');
    expect(correctedSearch(vocabulary, 'sneakres')).toBe('sneakers');
    expect(correctedSearch(vocabulary, 'tpo')).toBeUndefined();
  });

  it('keeps the first letter: sari is saree, not zari one edit away', () => {
    expect(correctedSearch(vocabulary, 'sari')).toBe('saree');
  });

  it('prefers fewer edits over trigram likeness, and likeness between equals', () => {
    // 'shea' shares more trigrams with 'shrit' than 'shirt' does, but is three edits away.
    expect(correctedSearch(vocabulary, 'shrit')).toBe('shirt');
    // 'bags' and 'beige' are both one edit from 'bage'; 'bags' has more trigrams in common.
    expect(correctedSearch(vocabulary, 'bage')).toBe('bags');
  });

  it('never corrects a word the catalogue knows, or starts with', () => {
    for (const q of ['shirt', 'Shirts', 'snea', 'zari', 'red shirt', 'sare'])
      expect(correctedSearch(vocabulary, q), q).toBeUndefined();
  });

  it('corrects only the unknown words of a search, keeping the rest as typed', () => {
    expect(correctedSearch(vocabulary, '  Red Shrit ')).toBe('Red shirt');
    expect(correctedSearch(vocabulary, 'red shrit 42 xl')).toBe('red shirt 42 xl');
  });

  it('leaves nonsense, short words and numbers alone', () => {
    for (const q of ['xqzv', 'sqzv', 'sh', 'shr1t', '', '—'])
      expect(correctedSearch(vocabulary, q), q).toBeUndefined();
    expect(correctedSearch(vocabularyOf([], []), 'shrit')).toBeUndefined();
  });
});
