import type { Db } from '../../db/database';
import { addBit, emptyBits } from '../catalog/bitset';
import { catalogIndex } from '../catalog/catalog-index';
import { mostPopularIn } from '../catalog/matching';
import { searchVocabulary } from '../catalog/search-vocabulary';
import { taxonomyOf } from '../catalog/taxonomy';

export const PICKER_KINDS = ['product', 'category', 'brand', 'collection'] as const;
export type PickerKind = (typeof PICKER_KINDS)[number];

export interface Choice {
  value: string;
  text: string;
}

/** At most this many choices per answer: a picker narrows as the merchant types. */
const MAX_CHOICES = 20;

function matching(entries: { slug: string; name: string }[], q: string): Choice[] {
  const text = q.trim().toLowerCase();
  return entries
    .filter((e) => !text || e.name.toLowerCase().includes(text) || e.slug.includes(text))
    .slice(0, MAX_CHOICES)
    .map((e) => ({ value: e.slug, text: e.name }));
}

/** The most popular active products whose name or slug contains the text, from the in-memory catalogue index. */
async function productChoices(db: Db, q: string): Promise<Choice[]> {
  const index = await catalogIndex(db);
  const text = q.trim().toLowerCase();
  const found = emptyBits(index.size);
  for (let i = 0; i < index.size; i++) {
    if (!text || index.names.get(i).toLowerCase().includes(text) || index.slugs.get(i).includes(text))
      addBit(found, i);
  }
  return mostPopularIn(index, found, MAX_CHOICES).map((i) => ({
    value: index.slugs.get(i),
    text: index.names.get(i),
  }));
}

/** What a product, category, brand or collection setting may be set to, for the editor's pickers. */
export async function pickerChoices(db: Db, kind: PickerKind, q: string): Promise<Choice[]> {
  if (kind === 'product') return productChoices(db, q);
  if (kind === 'collection') return matching((await searchVocabulary(db)).collections, q);
  const taxonomy = await taxonomyOf(db);
  return matching(kind === 'brand' ? taxonomy.brands : taxonomy.categories, q);
}
