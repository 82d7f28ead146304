import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { articleLines, type CartLineRow } from './cart-sql';

/** A shared cart as stored, with the sharer's first name when a signed-in shopper shared it. */
export interface SharedCartRow {
  token_hash: string;
  meta: Record<string, unknown>;
  created_at: Date;
  expires_at: Date;
  first_name: string | null;
}

export interface NewSharedCart {
  tokenHash: string;
  applicationId: string;
  userId: string | undefined;
  meta: Record<string, unknown>;
  expiresAt: Date;
}

/**
 * Stores a shared cart and copies the cart's lines into it, in one transaction: the snapshot is the cart as it
 * was at that moment. Stores nothing, and answers false, when the cart holds no lines.
 */
export async function insertSharedCart(db: Db, shared: NewSharedCart, cartId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const made = await sql`
      INSERT INTO shared_carts (token_hash, application_id, user_id, meta, expires_at)
      SELECT ${shared.tokenHash}::text, ${shared.applicationId}::text, ${shared.userId ?? null}::text,
        ${JSON.stringify(shared.meta)}::jsonb, ${shared.expiresAt.toISOString()}::timestamptz
      WHERE EXISTS (SELECT 1 FROM cart_items WHERE cart_id = ${cartId})
      RETURNING token_hash`.execute(trx);
    if (made.rows.length === 0) return false;
    await sql`
      INSERT INTO shared_cart_items (token_hash, size_id, store_uid, quantity, added_at)
      SELECT ${shared.tokenHash}::text, size_id, store_uid, quantity, added_at
      FROM cart_items WHERE cart_id = ${cartId}`.execute(trx);
    return true;
  });
}

/** Forgets shared carts that expired before `before` (their 410 answers have had their time). */
export async function forgetSharedCarts(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('shared_carts').where('expires_at', '<', before).execute();
}

export async function sharedCartByHash(
  db: Db,
  applicationId: string,
  tokenHash: string,
): Promise<SharedCartRow | undefined> {
  return db
    .selectFrom('shared_carts as s')
    .leftJoin('users as u', (join) =>
      join.onRef('u.id', '=', 's.user_id').on('u.active', '=', true).on('u.deleted_at', 'is', null),
    )
    .select(['s.token_hash', 's.meta', 's.created_at', 's.expires_at', 'u.first_name'])
    .where('s.token_hash', '=', tokenHash)
    .where('s.application_id', '=', applicationId)
    .executeTakeFirst();
}

/** A shared cart's lines with today's product, price and stock; line meta stays the sharer's and is not copied. */
export async function sharedCartLines(db: Db, tokenHash: string): Promise<CartLineRow[]> {
  return articleLines(
    db,
    sql`SELECT size_id, store_uid, quantity, '{}'::jsonb AS meta, added_at
      FROM shared_cart_items WHERE token_hash = ${tokenHash}`,
  );
}
