import type { FollowType } from '@vitrine/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { ListingRow } from './listing-sql';

/** Whose wishlist a call reads or changes: always the signed-in shopper, within their application. */
export interface Follower {
  id: string;
  application_id: string;
}

/** Follows once: following again changes nothing (and keeps the first place in the list). */
export async function addFollow(db: Db, who: Follower, type: FollowType, id: string): Promise<void> {
  await db
    .insertInto('follows')
    .values({ application_id: who.application_id, user_id: who.id, collection_type: type, collection_id: id })
    .onConflict((oc) => oc.columns(['user_id', 'collection_type', 'collection_id']).doNothing())
    .execute();
}

export async function removeFollow(db: Db, who: Follower, type: FollowType, id: string): Promise<void> {
  await db
    .deleteFrom('follows')
    .where('application_id', '=', who.application_id)
    .where('user_id', '=', who.id)
    .where('collection_type', '=', type)
    .where('collection_id', '=', id)
    .execute();
}

/** The shopper's follows, newest first, by type. */
export async function followedIds(db: Db, who: Follower, type?: FollowType) {
  let query = db
    .selectFrom('follows')
    .select(['collection_type', 'collection_id'])
    .where('application_id', '=', who.application_id)
    .where('user_id', '=', who.id);
  if (type) query = query.where('collection_type', '=', type);
  return query.orderBy('id', 'desc').execute();
}

/** One page of the shopper's follows of a type, newest first: rows before the cursor `beforeId`, one extra to tell if more follow. */
export async function followPage(db: Db, who: Follower, type: FollowType, size: number, beforeId?: string) {
  let query = db
    .selectFrom('follows')
    .select(['id', 'collection_id'])
    .where('application_id', '=', who.application_id)
    .where('user_id', '=', who.id)
    .where('collection_type', '=', type);
  if (beforeId) query = query.where('id', '<', beforeId);
  const [rows, total] = await Promise.all([
    query
      .orderBy('id', 'desc')
      .limit(size + 1)
      .execute(),
    db
      .selectFrom('follows')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('application_id', '=', who.application_id)
      .where('user_id', '=', who.id)
      .where('collection_type', '=', type)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.slice(0, size), hasNext: rows.length > size, total: Number(total.n) };
}

/** Followers among the shop's live accounts: a deleted account's follows no longer count. */
export async function followerCount(db: Db, applicationId: string, type: FollowType, id: string) {
  const row = await db
    .selectFrom('follows')
    .innerJoin('users', 'users.id', 'follows.user_id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('follows.application_id', '=', applicationId)
    .where('follows.collection_type', '=', type)
    .where('follows.collection_id', '=', id)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function activeProductExists(db: Db, uid: number): Promise<boolean> {
  const row = await db
    .selectFrom('products')
    .select('uid')
    .where('uid', '=', uid)
    .where('is_active', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

/** Listing rows of active products with these uids, sizes in their order and whether any is in stock. */
export async function listingRowsByUids(db: Db, uids: number[]): Promise<ListingRow[]> {
  if (uids.length === 0) return [];
  const { rows } = await sql<ListingRow>`
    SELECT p.uid, p.slug, p.name, p.item_code, p.brand_uid, p.category_uid, p.category_uids, p.department_uid,
      p.attributes, p.tags, p.medias, p.rating, p.rating_count, p.price_marked_min, p.price_marked_max,
      p.price_effective_min, p.price_effective_max, p.discount_percent, p.online_at,
      coalesce((SELECT array_agg(s.size ORDER BY s.position) FROM product_sizes s WHERE s.product_uid = p.uid), '{}') AS sizes,
      EXISTS (SELECT 1 FROM product_sizes s JOIN inventory i ON i.size_id = s.id
        WHERE s.product_uid = p.uid AND i.quantity > 0) AS sellable,
      (p.variant_group IS NOT NULL AND EXISTS (SELECT 1 FROM products v
        WHERE v.variant_group = p.variant_group AND v.uid <> p.uid AND v.is_active)) AS has_variant
    FROM products p
    WHERE p.uid IN (${sql.join(uids)}) AND p.is_active`.execute(db);
  return uids.flatMap((uid) => rows.filter((r) => r.uid === uid));
}

export async function activeCollectionsByUids(db: Db, uids: string[]) {
  if (uids.length === 0) return [];
  const rows = await db
    .selectFrom('collections')
    .selectAll()
    .where('uid', 'in', uids)
    .where('is_active', '=', true)
    .execute();
  return uids.flatMap((uid) => rows.filter((r) => r.uid === uid));
}
