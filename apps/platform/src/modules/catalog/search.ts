import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { hasBit } from './bitset';
import { catalogIndex } from './catalog-index';
import { searchBits } from './matching';
import { type SearchText, searchText } from './search-sql';
import { collectionAction, image, listingAction, productAction, searchAction } from './views';

/** Spec §5: suggestions need 1 to 200 characters of text; otherwise the list is empty. */
export const MAX_SEARCH_LENGTH = 200;

interface Named {
  slug: string;
  name: string;
  logo: string | null;
}

const likePrefix = (q: string) => `${q.replace(/[\\%_]/g, '\\$&')}%`;

type NamedKind = 'brand' | 'category' | 'collection';

/** How many suggestions of each kind at most. */
const NAMED_LIMITS: Record<NamedKind, number> = { brand: 2, category: 2, collection: 1 };

/**
 * Brands, categories and collections whose name starts with or resembles the text, closest first, in one
 * query (a suggestion is asked for at every keystroke).
 */
async function namedMatches(db: Db, q: string): Promise<Record<NamedKind, Named[]>> {
  const matching = (table: string, kind: NamedKind, extra = sql``) =>
    sql`(SELECT ${kind}::text AS kind, t.slug, t.name, t.logo FROM ${sql.table(table)} t
      WHERE (t.name ILIKE ${likePrefix(q)} OR ${q} <% t.name) ${extra}
      ORDER BY word_similarity(${q}, t.name) DESC, t.name LIMIT ${NAMED_LIMITS[kind]})`;
  const { rows } = await sql<Named & { kind: NamedKind }>`${matching('brands', 'brand')}
    UNION ALL ${matching('categories', 'category')}
    UNION ALL ${matching('collections', 'collection', sql`AND t.is_active`)}`.execute(db);
  const byKind: Record<NamedKind, Named[]> = { brand: [], category: [], collection: [] };
  for (const row of rows) byKind[row.kind].push(row);
  return byKind;
}

/** How many of the most popular matches are ranked by how closely their names resemble the text. */
const RANKED_MATCHES = 100;

async function productMatches(db: Db, search: SearchText, limit: number) {
  const index = await catalogIndex(db);
  const matches = await searchBits(db, index, search);
  const uids: number[] = [];
  for (const i of index.orders.popular) {
    if (uids.length === RANKED_MATCHES) break;
    if (hasBit(matches, i) && hasBit(index.active, i)) uids.push(index.uids[i]);
  }
  if (uids.length === 0) return [];
  const { rows } = await sql<Named>`SELECT p.slug, p.name, p.medias->0->>'url' AS logo FROM products p
    WHERE p.uid = ANY(${`{${uids.join(',')}}`}::int[])
    ORDER BY word_similarity(${search.q}, p.name) DESC, p.popularity DESC, p.uid LIMIT ${limit}`.execute(db);
  return rows;
}

function suggestion(
  type: string,
  row: Named,
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

/**
 * Search suggestions (AutoCompleteResponse): matching products, brands, categories and collections, then
 * the text itself, which opens the search results page.
 */
export async function getSuggestions(db: Db, text: string | undefined) {
  const q = text?.trim() ?? '';
  if (q.length < 1 || q.length > MAX_SEARCH_LENGTH) return { items: [] };
  const [products, named] = await Promise.all([
    searchText(db, q).then((search) => productMatches(db, search, 5)),
    namedMatches(db, q),
  ]);
  const { brand: brands, category: categories, collection: collections } = named;
  return {
    items: [
      ...products.map((p) => suggestion('product', p, productAction(p.slug))),
      ...brands.map((b) => suggestion('brand', b, listingAction('brand', b.slug))),
      ...categories.map((c) => suggestion('category', c, listingAction('category', c.slug))),
      ...collections.map((c) => suggestion('collection', c, collectionAction(c.slug))),
      { display: q, type: 'query', action: searchAction(q), _custom_json: {} },
    ],
  };
}
