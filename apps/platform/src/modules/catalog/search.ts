import type { Db } from '../../db/database';
import { catalogIndex } from './catalog-index';
import { mostPopularIn, searchBits } from './matching';
import { correctedSearch } from './search-correction';
import { type SearchText, searchText } from './search-sql';
import { type NamedEntry, searchVocabulary } from './search-vocabulary';
import { taxonomyOf } from './taxonomy';
import { TrigramScorer } from './trigrams';
import { collectionAction, image, listingAction, productAction, searchAction } from './views';

/** Spec §5: suggestions need 1 to 200 characters of text; otherwise the list is empty. */
const MAX_SEARCH_LENGTH = 200;

type NamedKind = 'brand' | 'category' | 'collection';

/** How many suggestions of each kind at most. */
const NAMED_LIMITS: Record<NamedKind, number> = { brand: 2, category: 2, collection: 1 };

/** Names already broken into trigrams: the popular products and the brands, categories and collections recur. */
const scorer = new TrigramScorer();

/** How closely (pg_trgm word similarity) a name must resemble the text when it does not start with it. */
const NAME_SIMILARITY = 0.6;

/** Names that start with or resemble the text, closest first, then alphabetically. */
function closestNames(entries: NamedEntry[], q: string, limit: number): NamedEntry[] {
  const lower = q.toLowerCase();
  const query = scorer.query(q);
  const scored: { entry: NamedEntry; score: number }[] = [];
  for (const entry of entries) {
    const score = scorer.wordSimilarity(query, entry.name);
    if (score >= NAME_SIMILARITY || entry.name.toLowerCase().startsWith(lower)) scored.push({ entry, score });
  }
  scored.sort((a, b) => b.score - a.score || (a.entry.name < b.entry.name ? -1 : 1));
  return scored.slice(0, limit).map((s) => s.entry);
}

/** How many of the most popular matches are ranked by how closely their names resemble the text. */
const RANKED_MATCHES = 100;

/** The products a search matches: of the most popular matches, those whose names resemble the text most. */
async function productMatches(db: Db, search: SearchText, limit: number): Promise<NamedEntry[]> {
  const index = await catalogIndex(db);
  const matches = await searchBits(db, index, search);
  const query = scorer.query(search.q);
  const ranked = mostPopularIn(index, matches, RANKED_MATCHES).map((position, popularity) => ({
    position,
    popularity,
    score: scorer.wordSimilarity(query, index.names.get(position)),
  }));
  ranked.sort((a, b) => b.score - a.score || a.popularity - b.popularity);
  return ranked.slice(0, limit).map(({ position }) => ({
    slug: index.slugs.get(position),
    name: index.names.get(position),
    logo: index.images.get(position),
  }));
}

function suggestion(
  type: string,
  row: NamedEntry,
  action: ReturnType<typeof productAction | typeof listingAction>,
) {
  return {
    display: row.name,
    type,
    ...(row.logo ? { logo: image(row.logo, row.name) } : {}),
    action,
    _custom_json: {},
  };
}

function querySuggestion(q: string) {
  return { display: q, type: 'query', action: searchAction(q), _custom_json: {} };
}

/**
 * Search suggestions (AutoCompleteResponse): matching products, brands, categories and collections, then
 * the text itself, which opens the search results page. When the text finds no product and has misspelt words,
 * the products are those of the corrected text, which comes as a search suggestion just before the text itself
 * (the results page asks for it when a search comes back empty).
 */
export async function getSuggestions(db: Db, text: string | undefined) {
  const q = text?.trim() ?? '';
  if (q.length < 1 || q.length > MAX_SEARCH_LENGTH) return { items: [] };
  const [found, taxonomy, vocabulary] = await Promise.all([
    searchText(db, q).then((search) => productMatches(db, search, 5)),
    taxonomyOf(db),
    searchVocabulary(db),
  ]);
  // Only a search that finds nothing is corrected; the correction is offered as a search of its own.
  const correction = found.length === 0 ? correctedSearch(vocabulary, q) : undefined;
  const products = correction
    ? await searchText(db, correction).then((s) => productMatches(db, s, 5))
    : found;
  const brands = closestNames(taxonomy.brands, q, NAMED_LIMITS.brand);
  const categories = closestNames(taxonomy.categories, q, NAMED_LIMITS.category);
  const collections = closestNames(vocabulary.collections, q, NAMED_LIMITS.collection);
  return {
    items: [
      ...products.map((p) => suggestion('product', p, productAction(p.slug))),
      ...brands.map((b) => suggestion('brand', b, listingAction('brand', b.slug))),
      ...categories.map((c) => suggestion('category', c, listingAction('category', c.slug))),
      ...collections.map((c) => suggestion('collection', c, collectionAction(c.slug))),
      ...(correction ? [querySuggestion(correction)] : []),
      querySuggestion(q),
    ],
  };
}
