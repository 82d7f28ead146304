import { createHash, randomBytes } from 'node:crypto';
import { MAX_CART_LINES, MAX_ITEM_QUANTITY } from '@vitrine/contract';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { AppEnv } from '../../http/context';
import { requestProtocol } from '../../http/request';
import { sessionToken } from '../user/cookie';
import { sessionUser } from '../user/sessions';
import { type CartOwner, openCart, openOrNewCart } from './cart-sql';

/** The platform's cookie naming a visitor's cart: opaque, httpOnly, kept for 30 days. */
export const CART_COOKIE = 'f.cart';
const CART_COOKIE_SECONDS = 30 * 24 * 60 * 60;
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Who is asking: the signed-in shopper, else the visitor whose cart cookie came with the request. */
export interface Caller {
  owner: CartOwner | undefined;
  userId: string | undefined;
}

async function callerOf(db: Db, c: Context<AppEnv>): Promise<Caller & { visitorHash?: string }> {
  const applicationId = c.get('application').id;
  const user = await sessionUser(db, applicationId, sessionToken(c));
  const token = getCookie(c, CART_COOKIE);
  const visitorHash = token && TOKEN.test(token) ? hashOf(token) : undefined;
  if (user) return { owner: { applicationId, userId: user.id }, userId: user.id, visitorHash };
  return { owner: visitorHash ? { applicationId, visitorHash } : undefined, userId: undefined, visitorHash };
}

/**
 * The caller's cart owner, for calls that read. A shopper who signed in while holding a visitor's cart gets its
 * lines merged into their own cart first, whichever way they signed in, and the visitor cookie is dropped.
 */
export async function cartCaller(db: Db, c: Context<AppEnv>): Promise<Caller> {
  const caller = await callerOf(db, c);
  if (caller.userId && caller.visitorHash) {
    await mergeVisitorCart(db, c.get('application').id, caller.visitorHash, caller.userId);
    deleteCookie(c, CART_COOKIE, { path: '/' });
  }
  return { owner: caller.owner, userId: caller.userId };
}

/** The caller's owner for calls that write: a visitor without a cart cookie is given one. */
export async function cartWriter(db: Db, c: Context<AppEnv>): Promise<CartOwner> {
  const caller = await cartCaller(db, c);
  if (caller.owner) return caller.owner;
  const token = randomBytes(24).toString('base64url');
  setCookie(c, CART_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: requestProtocol(c) === 'https',
    maxAge: CART_COOKIE_SECONDS,
  });
  return { applicationId: c.get('application').id, visitorHash: hashOf(token) };
}

/**
 * Moves a visitor's open cart into the shopper's: quantities of the same article add up (to the per-article
 * limit), and the visitor's cart is closed as merged. Two requests at once merge it once: only the one that
 * closes it moves its lines.
 */
async function mergeVisitorCart(
  db: Db,
  applicationId: string,
  visitorHash: string,
  userId: string,
): Promise<void> {
  const visitorCart = await openCart(db, { applicationId, visitorHash }, false);
  if (!visitorCart) return;
  const target = await openOrNewCart(db, { applicationId, userId }, false);
  await db.transaction().execute(async (trx) => {
    const closed = await trx
      .updateTable('carts')
      .set({ status: 'merged', updated_at: sql`now()` })
      .where('id', '=', visitorCart.id)
      .where('status', '=', 'open')
      .returning('id')
      .executeTakeFirst();
    if (!closed) return;
    await sql`
      INSERT INTO cart_items (cart_id, size_id, store_uid, quantity, meta, added_at)
      SELECT ${target.id}, v.size_id, v.store_uid, v.quantity, v.meta, v.added_at
      FROM cart_items v WHERE v.cart_id = ${visitorCart.id}
      ORDER BY v.added_at
      LIMIT GREATEST(0, ${MAX_CART_LINES} - (SELECT count(*) FROM cart_items WHERE cart_id = ${target.id}))
      ON CONFLICT (cart_id, size_id, store_uid)
      DO UPDATE SET quantity = LEAST(${MAX_ITEM_QUANTITY}, cart_items.quantity + excluded.quantity)`.execute(
      trx,
    );
    await trx.updateTable('carts').set({ updated_at: sql`now()` }).where('id', '=', target.id).execute();
  });
}
