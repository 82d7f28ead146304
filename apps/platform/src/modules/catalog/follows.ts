import type { FollowType } from '@vitrine/contract';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { collectionItem } from './collections';
import {
  activeCollectionsByUids,
  activeProductExists,
  addFollow,
  type Follower,
  followedIds,
  followerCount,
  followPage,
  listingRowsByUids,
  removeFollow,
} from './follows-sql';
import { listingItem, taxonomyMembers } from './product-view';
import { taxonomyOf } from './taxonomy';
import { brandItem } from './taxonomy-views';

/** Favourites are listed 15 a page unless the caller asks otherwise (spec: favourites page size 15). */
const FAVOURITES_PAGE_SIZE = 15;

const NOT_FOUND: Record<FollowType, string> = {
  products: 'Product not found',
  brands: 'Brand not found',
  collections: 'Collection not found',
};

/** Whether the thing to follow is in the shop now: only that can be followed, or counted. */
async function exists(db: Db, type: FollowType, id: string): Promise<boolean> {
  if (type === 'products') return activeProductExists(db, Number(id));
  if (type === 'brands') return (await taxonomyOf(db)).brandByUid.has(Number(id));
  return (await activeCollectionsByUids(db, [id])).length > 0;
}

async function mustExist(db: Db, type: FollowType, id: string): Promise<void> {
  if (!(await exists(db, type, id))) throw notFound(NOT_FOUND[type]);
}

export async function follow(db: Db, who: Follower, type: FollowType, id: string) {
  await mustExist(db, type, id);
  await addFollow(db, who, type, id);
  return { message: 'Followed successfully', id };
}

/** Unfollowing what is not followed succeeds too: the wishlist ends as asked either way. */
export async function unfollow(db: Db, who: Follower, type: FollowType, id: string) {
  await mustExist(db, type, id);
  await removeFollow(db, who, type, id);
  return { message: 'Unfollowed successfully', id };
}

export async function getFollowIds(db: Db, who: Follower, type?: FollowType) {
  const rows = await followedIds(db, who, type);
  const of = (t: FollowType) => rows.filter((r) => r.collection_type === t).map((r) => r.collection_id);
  const data: { products?: number[]; brands?: number[]; collections?: string[] } = {};
  if (!type || type === 'products') data.products = of('products').map(Number);
  if (!type || type === 'brands') data.brands = of('brands').map(Number);
  if (!type || type === 'collections') data.collections = of('collections');
  return { data };
}

/** One page of the wishlist, newest first; `page_id` is the `next_id` of the page before. */
export async function getFollowedListing(
  db: Db,
  who: Follower,
  type: FollowType,
  query: { page_id?: string; page_size?: number },
) {
  const size = query.page_size ?? FAVOURITES_PAGE_SIZE;
  // The first page has no page_id (the official paginator sends none, some callers send an empty one).
  const before = query.page_id || undefined;
  if (before !== undefined && !/^\d{1,18}$/.test(before)) {
    throw badRequest('page_id must be the next_id of the page before');
  }
  const { rows, hasNext, total } = await followPage(db, who, type, size, before);
  const ids = rows.map((r) => r.collection_id);
  const last = rows.at(-1);
  const page = {
    type: 'cursor' as const,
    size,
    item_total: total,
    has_next: hasNext,
    has_previous: before !== undefined,
    ...(hasNext && last ? { next_id: String(last.id) } : {}),
  };
  return { items: await itemsOf(db, type, ids), page };
}

async function itemsOf(db: Db, type: FollowType, ids: string[]) {
  if (type === 'collections') return (await activeCollectionsByUids(db, ids)).map(collectionItem);
  const taxonomy = await taxonomyOf(db);
  if (type === 'brands') {
    return ids.flatMap((id) => {
      const brand = taxonomy.brandByUid.get(Number(id));
      return brand ? [brandItem(brand, taxonomy)] : [];
    });
  }
  const rows = await listingRowsByUids(db, ids.map(Number));
  return rows.map((row) => listingItem(row, taxonomyMembers(row, taxonomy)));
}

export async function getFollowerCount(db: Db, applicationId: string, type: FollowType, id: string) {
  await mustExist(db, type, id);
  return { count: await followerCount(db, applicationId, type, id) };
}
