import { randomBytes } from 'node:crypto';
import { type RawBuilder, type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { CartTable } from '../../db/tables/commerce';
import type { BulkTier } from './cart-pricing';

export type CartRow = Selectable<CartTable>;

/** Who a cart belongs to: a signed-in shopper, or a visitor known by the hash of their cart cookie. */
export type CartOwner = { applicationId: string } & (
  | { userId: string; visitorHash?: undefined }
  | { userId?: undefined; visitorHash: string }
);

const ownedBy = (owner: CartOwner) =>
  owner.userId
    ? sql<boolean>`user_id = ${owner.userId}`
    : sql<boolean>`user_id IS NULL AND visitor_hash = ${owner.visitorHash}`;

export async function openCart(db: Db, owner: CartOwner, buyNow: boolean): Promise<CartRow | undefined> {
  return db
    .selectFrom('carts')
    .selectAll()
    .where('application_id', '=', owner.applicationId)
    .where('status', '=', 'open')
    .where('buy_now', '=', buyNow)
    .where(ownedBy(owner))
    .executeTakeFirst();
}

/** The owner's open cart, made when there is none (two requests at once still make only one). */
export async function openOrNewCart(db: Db, owner: CartOwner, buyNow: boolean): Promise<CartRow> {
  const found = await openCart(db, owner, buyNow);
  if (found) return found;
  await db
    .insertInto('carts')
    .values({
      id: randomBytes(12).toString('hex'),
      application_id: owner.applicationId,
      user_id: owner.userId ?? null,
      visitor_hash: owner.visitorHash ?? null,
      buy_now: buyNow,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const made = await openCart(db, owner, buyNow);
  if (!made) throw new Error('An open cart was neither found nor made');
  return made;
}

/** Marks a cart changed now: the `last_modified` its answers carry and HEAD reports. */
export async function touchCart(db: Db, cartId: string): Promise<void> {
  await db.updateTable('carts').set({ updated_at: sql`now()` }).where('id', '=', cartId).execute();
}

export interface CartLineRow {
  size_id: number;
  store_uid: number;
  quantity: number;
  meta: Record<string, unknown>;
  size: string;
  size_display: string;
  price_marked: number;
  price_effective: number;
  seller_identifier: string;
  product_uid: number;
  slug: string;
  name: string;
  item_code: string;
  brand_uid: number;
  brand_name: string;
  category_uid: number;
  attributes: Record<string, unknown>;
  medias: { url: string; alt: string; width: number; height: number }[];
  is_active: boolean;
  /** Units of this size in the line's store. */
  stock: number;
  /** Units of this size in all other stores together. */
  other_stock: number;
  /** The product's sizes, and whether any store holds each. */
  sizes: { size: string; display: string; in_stock: boolean }[];
  bulk_tiers: BulkTier[];
}

/** The cart's lines with today's product, price, stock and bulk tiers, oldest first. */
export async function cartLines(db: Db, cartId: string): Promise<CartLineRow[]> {
  return articleLines(
    db,
    sql`SELECT size_id, store_uid, quantity, meta, added_at FROM cart_items WHERE cart_id = ${cartId}`,
  );
}

/**
 * Lines of articles (`size_id`, `store_uid`, `quantity`, `meta`, `added_at` from `source`) with today's product,
 * price, stock and bulk tiers, oldest first: a cart's lines, or a shared cart's.
 */
export async function articleLines(db: Db, source: RawBuilder<unknown>): Promise<CartLineRow[]> {
  const { rows } = await sql<CartLineRow>`
    SELECT ci.size_id, ci.store_uid, ci.quantity, ci.meta,
      ps.size, ps.display AS size_display, ps.price_marked, ps.price_effective, ps.seller_identifier,
      p.uid AS product_uid, p.slug, p.name, p.item_code, p.brand_uid, p.brand_name, p.category_uid,
      p.attributes, p.medias, p.is_active,
      coalesce(i.quantity, 0) AS stock,
      coalesce((SELECT sum(o.quantity) FROM inventory o
        WHERE o.size_id = ci.size_id AND o.store_uid <> ci.store_uid), 0)::integer AS other_stock,
      (SELECT coalesce(json_agg(json_build_object('size', s.size, 'display', s.display,
          'in_stock', EXISTS (SELECT 1 FROM inventory si WHERE si.size_id = s.id AND si.quantity > 0))
          ORDER BY s.position), '[]') FROM product_sizes s WHERE s.product_uid = p.uid) AS sizes,
      (SELECT coalesce(json_agg(json_build_object('min_quantity', t.min_quantity,
          'discount_percent', t.discount_percent)), '[]')
        FROM bulk_price_tiers t WHERE t.product_uid = p.uid) AS bulk_tiers
    FROM (${source}) ci
    JOIN product_sizes ps ON ps.id = ci.size_id
    JOIN products p ON p.uid = ps.product_uid
    LEFT JOIN inventory i ON i.size_id = ci.size_id AND i.store_uid = ci.store_uid
    ORDER BY ci.added_at, ci.size_id, ci.store_uid`.execute(db);
  return rows.map((row) => ({
    ...row,
    price_marked: Number(row.price_marked),
    price_effective: Number(row.price_effective),
    stock: Number(row.stock),
    other_stock: Number(row.other_stock),
  }));
}

/** Units and lines in a cart: what the header's count shows. */
export async function cartCounts(db: Db, cartId: string): Promise<{ units: number; lines: number }> {
  const row = await db
    .selectFrom('cart_items')
    .select([
      sql<number>`coalesce(sum(quantity), 0)::integer`.as('units'),
      sql<number>`count(*)::integer`.as('lines'),
    ])
    .where('cart_id', '=', cartId)
    .executeTakeFirstOrThrow();
  return { units: Number(row.units), lines: Number(row.lines) };
}

/** A cart by its id, once the caller's claim to it was checked. */
export async function cartById(db: Db, cartId: string): Promise<CartRow | undefined> {
  return db.selectFrom('carts').selectAll().where('id', '=', cartId).executeTakeFirst();
}
