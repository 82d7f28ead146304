import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { releaseAbandonedOrders } from '../checkout/release-orders';
import { moveShipment, type ShipmentStatus } from '../order/shipment-lifecycle';
import { startShipmentUpdateShop } from '../order/shipment-update-test-shop';
import { rejection } from '../user/test-clients';
import { changePoints } from './points-ledger';
import { DEMO_REWARD_RULES } from './reward-rules';
import { pointsAfterShipmentMove } from './shipment-points';

// biome-ignore lint/suspicious/noExplicitAny: the SDK's answers are read as plain JSON; v1's Joi models check them.
type Json = any;
type Shop = Awaited<ReturnType<typeof startShipmentUpdateShop>>;

let t: Shop;
let db: Db;
let asha: { v1: Json; v3: Json };

const balance = async () => (await asha.v3.rewards.getUserPoints()).points as number;
const earnedFor = (paid: number) =>
  Math.floor(paid / DEMO_REWARD_RULES.earnPer) * DEMO_REWARD_RULES.earnPoints;
const paidOf = (bags: { amount_paid: number }[]) => bags.reduce((sum, bag) => sum + bag.amount_paid, 0);
const move = (shipmentId: string, to: ShipmentStatus, actor: 'merchant' | 'customer' = 'merchant') =>
  db.transaction().execute((trx) => moveShipment(trx, { shipmentId, to, actor, location: 'Mumbai' }));
/** The effect run again for a move already made, as a replayed move would. */
async function replay(moved: { shipmentId: string; orderId: string; to: string }) {
  const order = await db
    .selectFrom('orders')
    .select(['application_id', 'user_id'])
    .where('id', '=', moved.orderId)
    .executeTakeFirstOrThrow();
  await db
    .transaction()
    .execute((trx) =>
      pointsAfterShipmentMove(trx, { ...moved, applicationId: order.application_id, userId: order.user_id }),
    );
}

beforeAll(async () => {
  t = await startShipmentUpdateShop();
  db = t.db;
  asha = t.shop.asha;
}, 120_000);
afterAll(() => t?.shop.close());

describe('points earned on delivery', () => {
  let order: Awaited<ReturnType<Shop['placeOrder']>>;
  let earned: number;

  it('come in the delivery’s own move, once', async () => {
    order = await t.placeOrder();
    const before = await balance();
    await t.moveAlong(order.shipmentId, 'out_for_delivery');
    expect(await balance()).toBe(before);
    await t.moveAlong(order.shipmentId);
    earned = earnedFor(paidOf(order.bags));
    expect(earned).toBeGreaterThan(0);
    expect(await balance()).toBe(before + earned);
    const [latest] = (await asha.v1.rewards.getUserPointsHistory({ pageSize: 1 })).items;
    expect(latest).toMatchObject({ txn_name: 'earned', points: earned, text_3: `Order ${order.orderId}` });
    // A replayed move changes nothing: the ledger holds one earning per shipment.
    await replay({ shipmentId: order.shipmentId, orderId: order.orderId, to: 'delivered' });
    expect(await balance()).toBe(before + earned);
  });

  it('are taken back for exactly the bags returned, at QC passed, once', async () => {
    const before = await balance();
    const returned = order.bags[1];
    const answer = await asha.v3.order.updateShipmentStatus({
      shipmentId: order.shipmentId,
      body: {
        force_transition: false,
        statuses: [
          {
            status: 'return_initiated',
            shipments: [
              {
                identifier: order.shipmentId,
                products: [{ identifier: String(returned.id), quantity: 2 }],
                reasons: { products: [{ data: { reason_id: 11, reason_text: '' }, filters: [] }] },
              },
            ],
          },
        ],
      },
    });
    const child = answer.statuses[0].shipments[0].final_state.shipment_id as string;
    expect(child).not.toBe(order.shipmentId);
    await move(child, 'return_picked_up');
    expect(await balance()).toBe(before);
    await move(child, 'return_qc_passed');
    const childBags = await t.bagsOf(child);
    const reversed = Math.min(earned, earnedFor(paidOf(childBags)));
    expect(await balance()).toBe(before - reversed);
    await replay({ shipmentId: child, orderId: order.orderId, to: 'return_qc_passed' });
    expect(await balance()).toBe(before - reversed);
    const [latest] = (await asha.v3.rewards.getUserPointsHistory({ pageSize: 1 })).items;
    expect(latest).toMatchObject({ txn_name: 'reversed', points: -reversed });
  });
});

/** Asha's new cart of the shop's article (`quantity` of it), with her points applied. */
async function cartWithPoints(quantity: number, buyNow = false) {
  if (!buyNow)
    await sql`UPDATE carts SET status = 'archived' WHERE status = 'open' AND NOT buy_now`.execute(db);
  const { cart } = await asha.v3.cart.addItems({
    b: true,
    buyNow,
    body: { items: [{ article_id: t.shop.article, quantity }] },
  });
  const before = cart.breakup_values;
  const after = (
    await asha.v1.cart.applyRewardPoints({ id: cart.id, buyNow, b: true, body: { points: true } })
  ).breakup_values;
  return { cart, before, after };
}

const checkOutCod = (cartId: string, buyNow = false) =>
  asha.v3.cart.checkoutCartV2({
    buyNow,
    body: {
      id: cartId,
      address_id: t.shop.address,
      payment_mode: 'COD',
      payment_methods: [{ mode: 'COD', payment: 'required', payment_meta: { payment_identifier: 'COD' } }],
    },
  });

const orderTotal = async (orderId: string) =>
  Number(
    (await db.selectFrom('orders').select('total').where('id', '=', orderId).executeTakeFirstOrThrow()).total,
  );

describe('points redeemed in the cart', () => {
  it('lower the total by what the rules allow, are spent with the order, and come back on cancel', async () => {
    const held = await balance();
    expect(held).toBeGreaterThan(0);
    const { cart, before, after } = await cartWithPoints(1);
    const goods = before.raw.subtotal - (before.raw.coupon ? -before.raw.coupon : 0);
    const applicable = Math.min(held, Math.floor((goods * 100 * 0.2) / 100));
    expect(after.loyalty_points).toMatchObject({ total: held, applicable, is_applied: true });
    expect(after.raw.total).toBeCloseTo(before.raw.total - applicable, 2);
    expect(after.display.find((row: Json) => row.key === 'loyalty_points')?.value).toBe(-applicable);
    const placed = await checkOutCod(cart.id);
    // The order costs the cart's total, its COD fee added, less the points.
    const { rows } = await sql<{ cod: number; points: number }>`SELECT (totals->>'cod')::int AS cod,
      (totals->>'points')::int AS points FROM orders WHERE id = ${placed.order_id}`.execute(db);
    expect(rows[0].points).toBe(applicable * 100);
    expect(await orderTotal(placed.order_id)).toBe(
      Math.round(before.raw.total * 100) + rows[0].cod - applicable * 100,
    );
    expect(await balance()).toBe(held - applicable);
    const [spent] = (await asha.v1.rewards.getUserPointsHistory({ pageSize: 1 })).items;
    expect(spent).toMatchObject({ txn_name: 'redeemed', points: -applicable });

    const shipment = await db
      .selectFrom('shipments')
      .select('id')
      .where('order_id', '=', placed.order_id)
      .executeTakeFirstOrThrow();
    await move(shipment.id, 'cancelled_customer', 'customer');
    expect(await balance()).toBe(held);
  });

  it('come back only once the whole order is cancelled, not for a part of it', async () => {
    const held = await balance();
    const { cart, after } = await cartWithPoints(2);
    const applicable = after.loyalty_points.applicable;
    expect(applicable).toBeGreaterThan(0);
    const placed = await checkOutCod(cart.id);
    expect(await balance()).toBe(held - applicable);
    const shipment = await db
      .selectFrom('shipments')
      .select('id')
      .where('order_id', '=', placed.order_id)
      .executeTakeFirstOrThrow();
    const [bag] = await t.bagsOf(shipment.id);
    const cancel = (products?: { identifier: string; quantity: number }[]) =>
      asha.v3.order.updateShipmentStatus({
        shipmentId: shipment.id,
        body: {
          force_transition: false,
          statuses: [
            {
              status: 'cancelled_customer',
              shipments: [
                {
                  identifier: shipment.id,
                  ...(products ? { products } : {}),
                  reasons: { products: [{ data: { reason_id: 1, reason_text: '' }, filters: [] }] },
                },
              ],
            },
          ],
        },
      });
    await cancel([{ identifier: String(bag.id), quantity: 1 }]);
    expect(await balance()).toBe(held - applicable);
    await cancel();
    expect(await balance()).toBe(held);
  });

  it('come back when an order waiting for its online payment is given up', async () => {
    const held = await balance();
    const { cart, after } = await cartWithPoints(1);
    const applicable = after.loyalty_points.applicable;
    expect(applicable).toBeGreaterThan(0);
    const answer = await asha.v3.cart.checkoutCartV2({
      body: {
        id: cart.id,
        address_id: t.shop.address,
        payment_mode: 'CARD',
        aggregator: 'Razorpay',
        payment_methods: [
          { mode: 'CARD', payment: 'required', payment_meta: { payment_gateway: 'Razorpay' } },
        ],
        callback_url: 'http://shop.test/cart/order-status/',
      },
    });
    expect(await orderTotal(answer.order_id)).toBe(Math.round(after.raw.total * 100));
    expect(await balance()).toBe(held - applicable);
    expect(await releaseAbandonedOrders(db, new Date(Date.now() + 60 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await balance()).toBe(held);
    const [back] = (await asha.v3.rewards.getUserPointsHistory({ pageSize: 1 })).items;
    expect(back).toMatchObject({ txn_name: 'restored', points: applicable });
  });

  it('are spent once when two carts race for the same points', async () => {
    // Two carts (the bag and a buy-now) each want all of Asha's points; only one order may have them.
    const order = await db
      .selectFrom('orders')
      .select(['application_id', 'user_id'])
      .executeTakeFirstOrThrow();
    const shopper = { applicationId: order.application_id, userId: order.user_id };
    const down = 10 - (await balance());
    await db
      .transaction()
      .execute((trx) =>
        changePoints(trx, { ...shopper, kind: 'reversed', points: down, text: 'test: to 10' }),
      );
    const held = await balance();
    expect(held).toBe(10);
    const bag = await cartWithPoints(1);
    const buyNow = await cartWithPoints(1, true);
    expect(bag.after.loyalty_points.applicable).toBe(held);
    expect(buyNow.after.loyalty_points.applicable).toBe(held);
    const results = await Promise.allSettled([checkOutCod(bag.cart.id), checkOutCod(buyNow.cart.id, true)]);
    // Each order is priced again in its own transaction: the one that comes second finds the points gone and
    // is placed at full price, or, when both read the balance at once, is refused; never are they spent twice.
    const placed = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.order_id as string] : []));
    for (const r of results) {
      if (r.status === 'rejected')
        expect(r.reason).toMatchObject({
          code: 409,
          message: 'Your reward points have changed since you opened your cart: review your cart',
        });
    }
    expect(placed.length).toBeGreaterThanOrEqual(1);
    expect(await balance()).toBe(0);
    const { rows } = await sql<{ spent: number }>`SELECT coalesce(-sum(points), 0)::int AS spent
      FROM reward_entries WHERE kind = 'redeemed' AND order_id IN (${sql.join(placed)})`.execute(db);
    expect(rows[0].spent).toBe(held);
    const totals = await sql<{ points: number | null }>`SELECT (totals->>'points')::int AS points FROM orders
      WHERE id IN (${sql.join(placed)}) ORDER BY (totals->>'points') NULLS LAST`.execute(db);
    expect(totals.rows.map((row) => row.points ?? 0)).toEqual(
      placed.length === 2 ? [held * 100, 0] : [held * 100],
    );
  });

  it('are refused to a visitor and to another’s cart', async () => {
    const { cart } = await cartWithPoints(1);
    expect(
      await rejection(t.shop.ravi.v3.cart.applyRewardPoints({ id: cart.id, body: { points: true } })),
    ).toEqual({ code: 404, message: 'Cart not found' });
  });
});
