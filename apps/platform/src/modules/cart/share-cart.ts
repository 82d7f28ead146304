import { createHash, randomBytes } from 'node:crypto';
import { type GetShareCartLinkRequest, MAX_ITEM_QUANTITY, type SHARED_CART_ACTIONS } from '@vitrine/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { badRequest, HttpError, notFound } from '../../http/errors';
import type { ApplicationSettings } from '../configuration/settings';
import { articleIdOf } from './cart-articles';
import { addToCart, articlesToAdd, type ChangeOutcome } from './cart-changes';
import { type CartLineRow, type CartRow, cartLines } from './cart-sql';
import { type SharedCartRow, sharedCartByHash } from './share-cart-sql';

/**
 * A share link lasts 30 days: long enough for a cart put together with a store's staff, or sent to family, to be
 * opened after a few days; short enough that a link forwarded on does not live for ever. The cart's cookie lasts
 * as long. An expired link says so (410) for another 30 days, then is forgotten (404).
 */
const SHARE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const SHARED_CART_NOT_FOUND = 'Shared cart not found';
const SHARED_CART_EXPIRED = 'This shared cart link has expired';
/** Spec §8: a share without a token; said when there is nothing to share. */
export const NOTHING_TO_SHARE = 'Token could not be generated: your cart is empty';

type ShareMeta = NonNullable<z.output<typeof GetShareCartLinkRequest>['meta']>;
export type SharedCartAction = (typeof SHARED_CART_ACTIONS)[number];

/**
 * 18 random bytes as base64url: 24 characters, 144 bits, too many to guess. Only its sha256 is stored, so the
 * table (or a backup of it) cannot be turned back into working links; a lookup is one hash and an index read.
 */
export const newShareToken = () => randomBytes(18).toString('base64url');
export const shareTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export const shareExpiry = (now: Date) => new Date(now.getTime() + SHARE_DAYS * DAY_MS);
/** Shared carts expired before this are forgotten. */
export const forgetBefore = (now: Date) => new Date(now.getTime() - SHARE_DAYS * DAY_MS);

/** Refuses a share naming a store the shop does not have, or a staff member who is not the shop's (or not there). */
export async function checkShareMeta(
  db: Db,
  settings: Pick<ApplicationSettings, 'staff'>,
  meta: ShareMeta,
): Promise<void> {
  const store = meta.ordering_store;
  if (store !== undefined) {
    const known = await db.selectFrom('stores').select('uid').where('uid', '=', store).executeTakeFirst();
    if (!known) throw badRequest(`meta.ordering_store ${store} is not a store of this shop`);
  }
  const staffId = typeof meta.selected_staff === 'string' ? meta.selected_staff : meta.selected_staff?._id;
  if (staffId === undefined) return;
  const member = settings.staff.find((candidate) => candidate._id === staffId);
  if (!member) throw badRequest(`meta.selected_staff ${staffId} is not a staff member of this shop`);
  if (store !== undefined && !member.stores.includes(store)) {
    throw badRequest(`meta.selected_staff ${staffId} does not work at store ${store}`);
  }
}

/** The shared cart a token names, if it is still open: 404 for an unknown token, 410 once it expired. */
export async function openSharedCart(
  db: Db,
  applicationId: string,
  token: string,
  now: Date,
): Promise<SharedCartRow> {
  const row = await sharedCartByHash(db, applicationId, shareTokenHash(token));
  if (!row) throw notFound(SHARED_CART_NOT_FOUND);
  if (new Date(row.expires_at) <= now) throw new HttpError(410, SHARED_CART_EXPIRED);
  return row;
}

/** What the answer says of a shared cart: its token, when it was made, its meta, and the sharer's first name. */
export function sharedCartDetails(row: SharedCartRow, token: string) {
  return {
    token,
    user: row.first_name ? { first_name: row.first_name } : {},
    meta: row.meta,
    created_on: new Date(row.created_at).toISOString(),
    expires_on: new Date(row.expires_at).toISOString(),
  };
}

/**
 * Puts a shared cart's lines into the caller's cart: `merge` adds them to what it holds (each article up to the
 * most one order holds, saying so when that cuts a line), `replace` swaps its lines for them. Lines are added as
 * "Add to cart" adds them, with the same stock checks; a line no longer sold or run out is left out, saying why.
 * When none can be added, the caller's cart stays as it is, even for `replace`.
 */
export async function takeSharedItems(
  db: Db,
  cart: CartRow,
  shared: CartLineRow[],
  action: SharedCartAction,
): Promise<ChangeOutcome> {
  const held = new Map<string, number>();
  if (action === 'merge') {
    for (const line of await cartLines(db, cart.id)) {
      held.set(articleIdOf({ sizeId: line.size_id, storeUid: line.store_uid }), line.quantity);
    }
  }
  const refusals: string[] = [];
  const items: { article_id: string; quantity: number }[] = [];
  for (const line of shared) {
    const id = articleIdOf({ sizeId: line.size_id, storeUid: line.store_uid });
    const label = `${line.name} (${line.size_display})`;
    const room = MAX_ITEM_QUANTITY - (held.get(id) ?? 0);
    const leftOut = !line.is_active
      ? `${label} is no longer sold`
      : line.stock <= 0
        ? `${label} is out of stock`
        : room <= 0
          ? `You already have ${MAX_ITEM_QUANTITY} of ${label}, the most one order holds`
          : undefined;
    if (leftOut) {
      refusals.push(leftOut);
      continue;
    }
    if (room < line.quantity) {
      refusals.push(`Only ${room} more of ${label} added: one order holds at most ${MAX_ITEM_QUANTITY}`);
    }
    items.push({ article_id: id, quantity: Math.min(line.quantity, room) });
  }
  if (items.length === 0) return { changed: 0, refusals };
  const outcome = await addToCart(db, cart, await articlesToAdd(db, { items }), action === 'replace');
  return { changed: outcome.changed, refusals: [...refusals, ...outcome.refusals] };
}
