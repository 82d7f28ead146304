import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOPPER_PASSWORD, startTestPlatform, type TestPlatform } from '../../testing/harness';
import { officialClients, signIn } from '../user/test-clients';
import { releaseAbandonedOrders } from './release-orders';

// biome-ignore lint/suspicious/noExplicitAny: the SDK's answers are read as plain JSON.
type Json = any;

let platform: TestPlatform;
let asha: Json;
let userId: string;
let address: string;
const db = () => platform.platform.services.db;

beforeAll(async () => {
  platform = await startTestPlatform({ products: 20 });
  asha = officialClients(
    platform,
    (await signIn(platform, 'asha@vitrine.test', DEMO_SHOPPER_PASSWORD)).cookie,
  ).v3;
  userId = (
    await sql<{ id: string }>`SELECT id FROM users WHERE username = 'asha@vitrine.test'`.execute(db())
  ).rows[0].id;
  address = (
    await asha.cart.addAddress({
      body: {
        name: 'Asha Rao',
        phone: '9876543210',
        address: '12, Sea View Apartments',
        area: 'Marine Drive',
        area_code: '400001',
        city: 'Mumbai',
        state: 'Maharashtra',
        country_iso_code: 'IN',
      },
    })
  ).id;
});
afterAll(() => platform?.close());

/**
 * An order as checkout leaves one paid online while its payment is awaited (no online provider exists before
 * the payments issue): the stock and a per-shopper coupon use taken, the cart still open.
 */
async function orderAwaitingPayment(reservedUntil: Date) {
  const { rows } = await sql<{ size_id: number; store_uid: number; product_uid: number; quantity: number }>`
    SELECT i.size_id, i.store_uid, ps.product_uid, i.quantity FROM inventory i JOIN product_sizes ps ON ps.id = i.size_id
    WHERE i.quantity >= 3 ORDER BY i.size_id LIMIT 1`.execute(db());
  const article = rows[0];
  const cart = (
    await asha.cart.addItems({
      i: true,
      body: { items: [{ article_id: `${article.size_id}-${article.store_uid}`, quantity: 2 }] },
    })
  ).cart;
  const shipmentId = `${Date.now()}0000`;
  const orderId = `FY${Math.random().toString(16).slice(2, 18).toUpperCase().padEnd(16, '0')}`;
  await db()
    .transaction()
    .execute(async (trx) => {
      await sql`UPDATE inventory SET quantity = quantity - 2 WHERE size_id = ${article.size_id} AND store_uid = ${article.store_uid}`.execute(
        trx,
      );
      await sql`INSERT INTO coupon_uses VALUES (${platform.applicationId}, 'WELCOME10', ${userId}, 1)
      ON CONFLICT (application_id, code, user_id) DO UPDATE SET uses = coupon_uses.uses + 1`.execute(trx);
      await trx
        .insertInto('orders')
        .values({
          id: orderId,
          application_id: platform.applicationId,
          user_id: userId,
          cart_id: cart.id,
          idempotency_key: null,
          status: 'payment_pending',
          payment_mode: 'CARD',
          aggregator: 'Sandbox',
          payment_identifier: null,
          payment_status: 'pending',
          reserved_until: reservedUntil,
          shipping_address: '{}',
          billing_address: '{}',
          coupon_code: 'WELCOME10',
          totals: '{}',
          total: 1000,
          checkout_answer: '{}',
        })
        .execute();
      await trx
        .insertInto('shipments')
        .values({ id: shipmentId, order_id: orderId, store_uid: article.store_uid })
        .execute();
      await trx
        .insertInto('order_bags')
        .values({
          order_id: orderId,
          shipment_id: shipmentId,
          size_id: article.size_id,
          store_uid: article.store_uid,
          product_uid: article.product_uid,
          quantity: 2,
          price_marked: 500,
          price_effective: 500,
          amount_paid: 1000,
          item: '{}',
        })
        .execute();
    });
  return { orderId, cartId: cart.id, article };
}

const stockOf = async (sizeId: number, storeUid: number) =>
  Number(
    (
      await sql<{
        q: number;
      }>`SELECT quantity AS q FROM inventory WHERE size_id = ${sizeId} AND store_uid = ${storeUid}`.execute(
        db(),
      )
    ).rows[0].q,
  );
const usesOfWelcome = async () =>
  Number(
    (
      await sql<{
        uses: number;
      }>`SELECT uses FROM coupon_uses WHERE code = 'WELCOME10' AND user_id = ${userId}`.execute(db())
    ).rows[0]?.uses ?? 0,
  );
const statusOf = async (orderId: string) =>
  (
    await sql<{
      status: string;
      payment_status: string;
    }>`SELECT status, payment_status FROM orders WHERE id = ${orderId}`.execute(db())
  ).rows[0];

describe('orders whose online payment never came', () => {
  it('keep their stock until the reservation ends, then give back stock and coupon, keeping the cart', async () => {
    const { orderId, cartId, article } = await orderAwaitingPayment(new Date(Date.now() + 60_000));
    const stock = await stockOf(article.size_id, article.store_uid);
    const uses = await usesOfWelcome();
    expect(await releaseAbandonedOrders(db())).toBe(0);
    expect(await statusOf(orderId)).toEqual({ status: 'payment_pending', payment_status: 'pending' });

    expect(await releaseAbandonedOrders(db(), new Date(Date.now() + 120_000))).toBe(1);
    expect(await statusOf(orderId)).toEqual({ status: 'abandoned', payment_status: 'released' });
    expect(await stockOf(article.size_id, article.store_uid)).toBe(stock + 2);
    expect(await usesOfWelcome()).toBe(uses - 1);
    // Released once: a second pass (or another process) finds nothing to give back.
    expect(await releaseAbandonedOrders(db(), new Date(Date.now() + 120_000))).toBe(0);
    expect(await stockOf(article.size_id, article.store_uid)).toBe(stock + 2);

    // The shopper still has the cart, and can order it again.
    const cart = await asha.cart.getCart({ i: true });
    expect(cart.id).toBe(cartId);
    expect(cart.items[0].quantity).toBe(2);
    const placed = await asha.cart.checkoutCartV2({
      body: {
        id: cartId,
        address_id: address,
        payment_mode: 'COD',
        payment_methods: [
          { mode: 'COD', payment_meta: { payment_gateway: 'Fynd', payment_identifier: 'COD' } },
        ],
      },
    });
    expect(placed.order_id).not.toBe(orderId);
  });

  it('releases each order once when several passes run at once', async () => {
    const { orderId, article } = await orderAwaitingPayment(new Date(Date.now() - 1_000));
    const stock = await stockOf(article.size_id, article.store_uid);
    const passes = await Promise.all(Array.from({ length: 5 }, () => releaseAbandonedOrders(db())));
    expect(passes.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await statusOf(orderId)).toMatchObject({ status: 'abandoned' });
    expect(await stockOf(article.size_id, article.store_uid)).toBe(stock + 2);
  });
});
