import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { EVENT_ID_HEADER, SIGNATURE_HEADER } from './razorpay-events';
import { PAYMENT_WEBHOOK_PATH } from './webhooks';

const WEBHOOK_SECRET = 'test-webhook-secret';
let platform: TestPlatform;
let userId: string;
let article: { size_id: number; store_uid: number; product_uid: number };
const db = () => platform.platform.services.db;

beforeAll(async () => {
  platform = await startTestPlatform({
    products: 10,
    config: {
      paymentGateway: {
        aggregator: 'Razorpay',
        url: 'http://127.0.0.1:9',
        keyId: 'rzp_test_key',
        keySecret: 'test-key-secret',
        webhookSecret: WEBHOOK_SECRET,
      },
    },
  });
  userId = (await sql<{ id: string }>`SELECT id FROM users ORDER BY username LIMIT 1`.execute(db())).rows[0]
    .id;
  article = (
    await sql<typeof article>`SELECT i.size_id, i.store_uid, ps.product_uid FROM inventory i
      JOIN product_sizes ps ON ps.id = i.size_id ORDER BY i.size_id LIMIT 1`.execute(db())
  ).rows[0];
});
afterAll(() => platform?.close());

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** An order waiting for its card payment, as checkout leaves one, and the payment asked of the gateway. */
async function orderAwaitingPayment(amount: number, cartStatus: 'open' | 'archived' = 'archived') {
  const cartId = hex(12);
  const orderId = `FY${hex(8).toUpperCase()}`;
  const gatewayOrderId = `order_${hex(7)}`;
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto('carts')
        .values({ id: cartId, application_id: platform.applicationId, user_id: userId, status: cartStatus })
        .execute();
      await trx
        .insertInto('orders')
        .values({
          id: orderId,
          application_id: platform.applicationId,
          user_id: userId,
          cart_id: cartId,
          idempotency_key: null,
          status: 'payment_pending',
          payment_mode: 'CARD',
          aggregator: 'Razorpay',
          payment_identifier: null,
          payment_status: 'pending',
          reserved_until: new Date(Date.now() + 15 * 60_000),
          shipping_address: '{}',
          billing_address: '{}',
          coupon_code: null,
          totals: '{}',
          total: amount,
          checkout_answer: '{}',
        })
        .execute();
      await trx
        .insertInto('payments')
        .values({
          id: hex(12),
          application_id: platform.applicationId,
          order_id: orderId,
          aggregator: 'Razorpay',
          gateway_order_id: gatewayOrderId,
          amount,
        })
        .execute();
    });
  return { orderId, cartId, gatewayOrderId };
}

function event(kind: string, payment: { order: string; amount: number; status?: string; id?: string }) {
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_test',
    event: kind,
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: payment.id ?? `pay_${payment.order.slice(6)}`,
          entity: 'payment',
          order_id: payment.order,
          amount: payment.amount,
          currency: 'INR',
          status: payment.status ?? 'captured',
          error_description: payment.status === 'failed' ? 'Your payment was declined by the bank' : null,
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
}

const sign = (body: string, secret = WEBHOOK_SECRET) =>
  createHmac('sha256', secret).update(body).digest('hex');

async function deliver(body: string, eventId: string, signature = sign(body)) {
  const response = await fetch(`${platform.baseUrl}${PAYMENT_WEBHOOK_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signature,
      [EVENT_ID_HEADER]: eventId,
    },
    body,
  });
  return { status: response.status, body: (await response.json()) as { status?: string; message?: string } };
}

const orderState = async (orderId: string) =>
  (
    await sql<{ status: string; payment_status: string; payment_identifier: string | null }>`
      SELECT status, payment_status, payment_identifier FROM orders WHERE id = ${orderId}`.execute(db())
  ).rows[0];
const paymentState = async (gatewayOrderId: string) =>
  (
    await sql<{ status: string; failure: string | null }>`
      SELECT status, failure FROM payments WHERE gateway_order_id = ${gatewayOrderId}`.execute(db())
  ).rows[0];

describe('the card gateway’s callbacks', () => {
  it('place each of 50 orders once from 1,000 replayed and concurrent callbacks', async () => {
    const orders = [];
    for (let i = 0; i < 50; i++) orders.push(await orderAwaitingPayment(10_000 + i));
    // Each payment: a payment.captured and an order.paid event, each delivered 10 times, all interleaved.
    const deliveries = orders.flatMap((order, i) =>
      Array.from({ length: 20 }, (_, n) => {
        const kind = n % 2 === 0 ? 'payment.captured' : 'order.paid';
        return {
          body: event(kind, { order: order.gatewayOrderId, amount: 10_000 + i }),
          id: `evt_${kind}_${i}`,
        };
      }),
    );
    deliveries.sort(() => Math.random() - 0.5);
    const answers: { status: number; body: { status?: string } }[] = [];
    let next = 0;
    const worker = async () => {
      while (next < deliveries.length) {
        const delivery = deliveries[next++];
        answers.push(await deliver(delivery.body, delivery.id));
      }
    };
    await Promise.all(Array.from({ length: 40 }, worker));
    expect(answers).toHaveLength(1_000);
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(answers.filter((a) => a.body.status === 'paid')).toHaveLength(50);
    expect(answers.filter((a) => a.body.status === 'duplicate')).toHaveLength(900);
    expect(answers.filter((a) => a.body.status === 'already_settled')).toHaveLength(50);
    for (const order of orders) {
      expect(await orderState(order.orderId)).toEqual({
        status: 'placed',
        payment_status: 'paid',
        payment_identifier: `pay_${order.gatewayOrderId.slice(6)}`,
      });
    }
    const { rows } = await sql<{ events: number }>`SELECT count(*)::integer AS events FROM payment_events
      WHERE event_id LIKE 'evt_%'`.execute(db());
    expect(rows[0].events).toBe(100);
  });

  it('refuses a forged callback or a changed body, and changes nothing', async () => {
    const order = await orderAwaitingPayment(5_000);
    const body = event('payment.captured', { order: order.gatewayOrderId, amount: 5_000 });
    const forged = await deliver(body, 'evt_forged', sign(body, 'not-the-secret'));
    expect(forged).toEqual({ status: 400, body: { message: 'The callback signature does not match' } });
    const changed = event('payment.captured', { order: order.gatewayOrderId, amount: 1 });
    expect((await deliver(changed, 'evt_changed', sign(body))).status).toBe(400);
    expect((await deliver(body, 'evt_unsigned', '')).status).toBe(400);
    expect(await orderState(order.orderId)).toMatchObject({
      status: 'payment_pending',
      payment_status: 'pending',
    });
    const { rows } = await sql`SELECT 1 FROM payment_events WHERE event_id IN ('evt_forged', 'evt_changed',
      'evt_unsigned')`.execute(db());
    expect(rows).toEqual([]);
  });

  it('places nothing for a captured amount other than the order’s', async () => {
    const order = await orderAwaitingPayment(7_500);
    const answer = await deliver(
      event('payment.captured', { order: order.gatewayOrderId, amount: 100 }),
      `evt_short_${order.orderId}`,
    );
    expect(answer.body.status).toBe('mismatch');
    expect(await orderState(order.orderId)).toMatchObject({ status: 'payment_pending' });
    expect(await paymentState(order.gatewayOrderId)).toMatchObject({ status: 'created' });
  });

  it('notes a declined attempt and still places the order when a later attempt is captured', async () => {
    const order = await orderAwaitingPayment(2_000, 'open');
    const declined = await deliver(
      event('payment.failed', {
        order: order.gatewayOrderId,
        amount: 2_000,
        status: 'failed',
        id: 'pay_first',
      }),
      `evt_failed_${order.orderId}`,
    );
    expect(declined.body.status).toBe('attempt_failed');
    expect(await orderState(order.orderId)).toMatchObject({ status: 'payment_pending' });
    expect(await paymentState(order.gatewayOrderId)).toEqual({
      status: 'created',
      failure: 'Your payment was declined by the bank',
    });
    const captured = await deliver(
      event('payment.captured', { order: order.gatewayOrderId, amount: 2_000, id: 'pay_second' }),
      `evt_captured_${order.orderId}`,
    );
    expect(captured.body.status).toBe('paid');
    expect(await orderState(order.orderId)).toEqual({
      status: 'placed',
      payment_status: 'paid',
      payment_identifier: 'pay_second',
    });
    const cart = await db()
      .selectFrom('carts')
      .select('status')
      .where('id', '=', order.cartId)
      .executeTakeFirst();
    expect(cart?.status).toBe('ordered');
  });

  it('owes back money that comes after the order was given up, leaving the order given up', async () => {
    const order = await orderAwaitingPayment(3_000);
    await db()
      .updateTable('orders')
      .set({ status: 'abandoned', payment_status: 'released' })
      .where('id', '=', order.orderId)
      .execute();
    const late = await deliver(
      event('payment.captured', { order: order.gatewayOrderId, amount: 3_000 }),
      `evt_late_${order.orderId}`,
    );
    expect(late.body.status).toBe('refund_due');
    expect(await orderState(order.orderId)).toMatchObject({
      status: 'abandoned',
      payment_status: 'released',
    });
    expect(await paymentState(order.gatewayOrderId)).toMatchObject({ status: 'refund_due' });
  });

  it('answers a callback that is not JSON, or not an event, with 400', async () => {
    expect((await deliver('not json', 'evt_text')).body).toEqual({
      message: 'The callback body is not JSON',
    });
    expect((await deliver('{"payload":1}', 'evt_shape')).status).toBe(400);
    const noId = await fetch(`${platform.baseUrl}${PAYMENT_WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { [SIGNATURE_HEADER]: sign('{}') },
      body: '{}',
    });
    expect(noId.status).toBe(400);
  });
});
