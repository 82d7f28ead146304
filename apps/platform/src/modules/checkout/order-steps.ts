import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { CartRow } from '../cart/cart-sql';
import type { PricedCart } from '../cart/cart-view';
import { redeemedPoints } from '../cart/reward-points';
import type { PaymentProvider } from '../payment/providers/provider';
import { giveBackOrderPoints, spendOrderPoints } from '../rewards/order-points';
import { bagsOf } from './order-bags';
import type { Step } from './workflow';

/** What an order took, as known from the stored order: all its steps' undos need. */
export interface OrderTaken {
  trx: Transaction<Database>;
  applicationId: string;
  userId: string;
  orderId: string;
  cartId: string;
  /** Units taken from each store's stock. */
  taken: { size_id: number; store_uid: number; quantity: number }[];
  /** The coupon whose use was counted, when it is limited per shopper. */
  countedCoupon: string | undefined;
}

/** Everything placing one order works on, inside its transaction. */
export interface Placement extends OrderTaken {
  cart: CartRow;
  priced: PricedCart;
  provider: PaymentProvider;
  shippingAddress: Record<string, unknown>;
  billingAddress: Record<string, unknown>;
  idempotencyKey: string | undefined;
  /** The answer the checkout gives, kept with the order for a retried request. */
  answer: Record<string, unknown>;
  meta: Record<string, unknown>;
}

/** How long an order waiting for its online payment holds its stock. */
const RESERVATION_MS = 15 * 60_000;

const outOfStock = (message: string) => new HttpError(409, message);

/** Takes each line's units from its store's stock, refusing the whole order when any store holds too few. */
const reserveStock: Step<Placement, OrderTaken> = {
  name: 'reserve stock',
  async run({ trx, priced }) {
    for (const line of priced.lines) {
      const { rows } = await sql<{ quantity: number }>`
        UPDATE inventory SET quantity = quantity - ${line.quantity}, updated_at = now()
        WHERE size_id = ${line.size_id} AND store_uid = ${line.store_uid} AND quantity >= ${line.quantity}
        RETURNING quantity`.execute(trx);
      if (rows.length > 0) continue;
      const left = await trx
        .selectFrom('inventory')
        .select('quantity')
        .where('size_id', '=', line.size_id)
        .where('store_uid', '=', line.store_uid)
        .executeTakeFirst();
      const what = `${line.name} (${line.size_display})`;
      throw outOfStock(
        left && left.quantity > 0 ? `Only ${left.quantity} of ${what} left` : `${what} is out of stock`,
      );
    }
  },
  async undo({ trx, taken }) {
    for (const line of taken) {
      await sql`UPDATE inventory SET quantity = quantity + ${line.quantity}, updated_at = now()
        WHERE size_id = ${line.size_id} AND store_uid = ${line.store_uid}`.execute(trx);
    }
  },
};

/** Counts the coupon's use by this shopper; a coupon limited per shopper is refused once used up. */
const useCoupon: Step<Placement, OrderTaken> = {
  name: 'use coupon',
  async run({ trx, priced, applicationId, userId }) {
    const coupon = priced.coupon;
    if (!coupon?.judgement.valid || coupon.row.uses_per_shopper === null) return;
    const { rows } = await sql<{ uses: number }>`
      INSERT INTO coupon_uses (application_id, code, user_id, uses)
      VALUES (${applicationId}, ${coupon.row.code}, ${userId}, 1)
      ON CONFLICT (application_id, code, user_id) DO UPDATE SET uses = coupon_uses.uses + 1
      WHERE coupon_uses.uses < ${coupon.row.uses_per_shopper}
      RETURNING uses`.execute(trx);
    if (rows.length === 0) throw new HttpError(400, 'You have already used this coupon');
  },
  async undo({ trx, countedCoupon, applicationId, userId }) {
    if (!countedCoupon) return;
    await trx
      .updateTable('coupon_uses')
      .set({ uses: sql`greatest(uses - 1, 0)` })
      .where('application_id', '=', applicationId)
      .where('code', '=', countedCoupon)
      .where('user_id', '=', userId)
      .execute();
  },
};

/** Writes the order, a shipment per fulfilling store and a bag per article, with what each cost. */
const writeOrder: Step<Placement, OrderTaken> = {
  name: 'write order',
  async run(placement) {
    const { trx, priced, provider, orderId } = placement;
    const { totals } = priced;
    await trx
      .insertInto('orders')
      .values({
        id: orderId,
        application_id: placement.applicationId,
        user_id: placement.userId,
        cart_id: placement.cart.id,
        idempotency_key: placement.idempotencyKey ?? null,
        status: provider.collectsOnDelivery ? 'placed' : 'payment_pending',
        payment_mode: provider.mode,
        aggregator: provider.aggregator,
        payment_identifier: provider.mode,
        payment_status: provider.collectsOnDelivery ? 'to_collect' : 'pending',
        reserved_until: provider.collectsOnDelivery ? null : new Date(Date.now() + RESERVATION_MS),
        placed_at: provider.collectsOnDelivery ? new Date() : null,
        shipping_address: JSON.stringify(placement.shippingAddress),
        billing_address: JSON.stringify(placement.billingAddress),
        coupon_code: priced.coupon?.judgement.valid ? priced.coupon.row.code : null,
        totals: JSON.stringify(totals),
        total: totals.total,
        checkout_mode: placement.cart.checkout_mode,
        meta: JSON.stringify(placement.meta),
        checkout_answer: JSON.stringify(placement.answer),
      })
      .execute();
    const { shipments, bags } = bagsOf(priced, orderId);
    await trx.insertInto('shipments').values(shipments).execute();
    await trx.insertInto('order_bags').values(bags).execute();
  },
  async undo({ trx, orderId }) {
    await trx
      .updateTable('orders')
      .set({ status: 'abandoned', payment_status: 'released', updated_at: sql`now()` })
      .where('id', '=', orderId)
      .execute();
  },
};

/** Takes the reward points the cart redeems from the shopper's balance (409 when spent meanwhile). */
const spendPoints: Step<Placement, OrderTaken> = {
  name: 'spend reward points',
  run: ({ trx, priced, applicationId, userId, orderId }) =>
    spendOrderPoints(trx, { applicationId, userId, orderId }, redeemedPoints(priced.points)),
  undo: ({ trx, applicationId, userId, orderId }) =>
    giveBackOrderPoints(trx, { applicationId, userId, orderId }),
};

/** Closes the cart as ordered: the shopper's next cart starts empty. */
const closeCart: Step<Placement, OrderTaken> = {
  name: 'close cart',
  async run({ trx, cartId }) {
    await trx
      .updateTable('carts')
      .set({ status: 'ordered', updated_at: sql`now()` })
      .where('id', '=', cartId)
      .execute();
  },
  async undo({ trx, cartId }) {
    // The cart comes back for the shopper, unless they have started another since.
    await sql`UPDATE carts c SET status = 'open', updated_at = now() WHERE c.id = ${cartId}
      AND NOT EXISTS (SELECT 1 FROM carts o WHERE o.application_id = c.application_id AND o.user_id = c.user_id
        AND o.buy_now = c.buy_now AND o.status = 'open')`.execute(trx);
  },
};

/**
 * Placing an order, step by step (spec §4: checkout), each step with its undo. Paid at the door, the order is
 * placed at once and the cart closes. Paid online, the order waits for its payment holding the stock and the
 * coupon for RESERVATION_MS, and the cart stays open: if the payment never comes, the order is given up
 * (release-orders.ts runs these undos) and the shopper still has their cart.
 */
export function placeOrderSteps(provider: PaymentProvider): readonly Step<Placement, OrderTaken>[] {
  return provider.collectsOnDelivery
    ? [reserveStock, useCoupon, writeOrder, spendPoints, closeCart]
    : [reserveStock, useCoupon, writeOrder, spendPoints];
}

/** What an order waiting for its online payment gives back when given up: its stock, coupon use and points. */
export const AWAITING_PAYMENT_STEPS: readonly Step<Placement, OrderTaken>[] = [
  reserveStock,
  useCoupon,
  writeOrder,
  spendPoints,
];
