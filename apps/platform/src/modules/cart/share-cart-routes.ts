import { cart as endpoints } from '@vitrine/contract';
import { limitByAddress } from '../../http/address-limit';
import type { Services } from '../../http/context';
import { badRequest } from '../../http/errors';
import type { LimitRule } from '../../http/rate-limit';
import type { On } from '../../http/route';
import { loadSettings } from '../configuration/settings';
import { storefrontLink } from '../user/code-messages';
import { namedCart } from './cart';
import { answerCart } from './cart-answer';
import { cartCaller, cartWriter } from './cart-owner';
import { cartById, openOrNewCart } from './cart-sql';
import {
  checkShareMeta,
  forgetBefore,
  NOTHING_TO_SHARE,
  newShareToken,
  openSharedCart,
  sharedCartDetails,
  shareExpiry,
  shareTokenHash,
  takeSharedItems,
} from './share-cart';
import { forgetSharedCarts, insertSharedCart, sharedCartLines } from './share-cart-sql';

/** Share links one address may make: each is a stored snapshot of up to a cart's worth of lines. */
const SHARED_CARTS_PER_ADDRESS: LimitRule = {
  name: 'shared-carts-per-address',
  max: 30,
  windowMs: 10 * 60 * 1000,
};

/** Sharing a cart by link: making the link, opening it, and taking its lines into one's own cart. */
export function registerSharedCarts(on: On, services: Services): void {
  const { db, config } = services;
  const countShare = limitByAddress(services, SHARED_CARTS_PER_ADDRESS);

  on(endpoints.getCartShareLink, async ({ body }, c) => {
    const application = c.get('application');
    const caller = await cartCaller(db, c);
    // Another's cart id is a 404 (namedCart); the caller's own cart may not exist yet: nothing to share.
    const cart = await namedCart(db, caller, { id: body.id });
    if (!cart) throw badRequest(NOTHING_TO_SHARE);
    const meta = body.meta ?? {};
    if (body.meta) await checkShareMeta(db, await loadSettings(db, application.id), body.meta);
    await countShare(c);
    const now = new Date();
    const token = newShareToken();
    const stored = await insertSharedCart(
      db,
      {
        tokenHash: shareTokenHash(token),
        applicationId: application.id,
        userId: caller.userId,
        meta,
        expiresAt: shareExpiry(now),
      },
      cart.id,
    );
    if (!stored) throw badRequest(NOTHING_TO_SHARE);
    await forgetSharedCarts(db, forgetBefore(now));
    return {
      token,
      share_url: storefrontLink(config, application, `/shared-cart/${token}`),
      success: true,
    };
  });

  on(endpoints.getCartSharedItems, async ({ params }, c) => {
    const shared = await openSharedCart(db, c.get('application').id, params.token, new Date());
    const cart = await answerCart(db, c, undefined, undefined, {
      lines: sharedCartLines(db, shared.token_hash),
    });
    return { cart: { ...cart, shared_cart_details: sharedCartDetails(shared, params.token) } };
  });

  on(endpoints.updateCartWithSharedItems, async ({ params }, c) => {
    const shared = await openSharedCart(db, c.get('application').id, params.token, new Date());
    const cart = await openOrNewCart(db, await cartWriter(db, c), false);
    const outcome = await takeSharedItems(
      db,
      cart,
      await sharedCartLines(db, shared.token_hash),
      params.action,
    );
    const done =
      params.action === 'merge' ? 'Shared items added to your cart' : 'Your cart now holds the shared items';
    const answer = await answerCart(db, c, await cartById(db, cart.id));
    return {
      cart: {
        ...answer,
        message:
          outcome.refusals.join('. ') ||
          (outcome.changed > 0 ? done : 'The shared cart holds nothing to add'),
        shared_cart_details: sharedCartDetails(shared, params.token),
      },
    };
  });
}
