import { isProductSortValue } from '@vitrine/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { CollectionTable } from '../../db/schema';
import { notFound } from '../../http/errors';
import { parseFilters } from './filters';
import { type ListingQuery, productListing } from './listing';
import type { Scope } from './listing-sql';
import { banners, collectionAction, compact, image, numberPage } from './views';

type Collection = Selectable<CollectionTable>;

async function activeCollections(db: Db): Promise<Collection[]> {
  return db
    .selectFrom('collections')
    .selectAll()
    .where('is_active', '=', true)
    .orderBy('priority', 'desc')
    .orderBy('name')
    .execute();
}

async function collectionBySlug(db: Db, slug: string): Promise<Collection> {
  const found = await db
    .selectFrom('collections')
    .selectAll()
    .where('slug', '=', slug)
    .where('is_active', '=', true)
    .executeTakeFirst();
  if (!found) throw notFound('Collection not found');
  return found;
}

/**
 * The collection's stored rule as listing filters. A rule the listing cannot read (unknown key or malformed
 * value) makes the collection match nothing, never the whole shop.
 */
function collectionScope(collection: Collection): Scope {
  const f = Object.entries(collection.query)
    .filter(([, values]) => Array.isArray(values) && values.length)
    .map(([key, values]) => `${key}:${values.join('||')}`)
    .join(':::');
  try {
    return { kind: 'query', filters: parseFilters(f) };
  } catch {
    return { kind: 'none' };
  }
}

function collectionFields(c: Collection) {
  return compact({
    uid: c.uid,
    name: c.name,
    slug: c.slug,
    description: c.description,
    type: c.type,
    query: Object.entries(c.query).map(([attribute, value]) => ({ attribute, op: 'in', value })),
    sort_on: c.sort_on ?? undefined,
    logo: image(c.logo, c.name),
    banners: banners(c.banner_portrait, c.banner_landscape, c.name),
    badge: c.badge,
    priority: c.priority,
    is_active: c.is_active,
    allow_facets: true,
    allow_sort: true,
    visible_facets_keys: [],
    meta: {},
    _custom_json: {},
  });
}

/** A collection as listings show it (CollectionListingItem). */
export const collectionItem = (c: Collection) => ({
  ...collectionFields(c),
  tags: c.tags,
  action: collectionAction(c.slug),
});

/** Collections, optionally by tag or name (GetCollectionListingResponse). */
export async function getCollections(
  db: Db,
  query: { page_no?: number; page_size?: number; tag?: string | string[]; q?: string },
) {
  const all = await activeCollections(db);
  const tags = typeof query.tag === 'string' ? [query.tag] : (query.tag ?? []);
  const text = query.q?.trim().toLowerCase();
  const matching = all.filter(
    (c) =>
      (tags.length === 0 || c.tags.some((t) => tags.includes(t))) &&
      (!text || c.name.toLowerCase().includes(text)),
  );
  const pageNo = query.page_no ?? 1;
  const pageSize = query.page_size ?? 12;
  const allTags = [...new Set(all.flatMap((c) => c.tags))].sort();
  return {
    items: matching.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(collectionItem),
    filters: {
      tags: allTags.map((t) => ({ name: t, display: t, is_selected: tags.includes(t) })),
      type: ['query', 'items'].map((t) => ({
        name: t,
        display: t === 'query' ? 'Rule based' : 'Hand picked',
        is_selected: false,
      })),
    },
    page: numberPage(pageNo, pageSize, matching.length),
  };
}

export async function getCollection(db: Db, slug: string) {
  const c = await collectionBySlug(db, slug);
  return { ...collectionFields(c), tag: c.tags };
}

/** The listing of a collection's products, with the same query as the products listing. */
export async function getCollectionItems(db: Db, slug: string, query: ListingQuery) {
  const c = await collectionBySlug(db, slug);
  const defaultSort = c.sort_on !== 'relevance' && isProductSortValue(c.sort_on) ? c.sort_on : undefined;
  return productListing(db, query, {
    scope: c.type === 'items' ? { kind: 'items', collectionUid: c.uid } : collectionScope(c),
    defaultSort,
  });
}
