import { SANDBOX_CARDS } from '@vitrine/payment-gateway';
import { apiClient, payAtPage } from '@vitrine/payment-gateway/testing';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { moveShipment, type ShipmentMove, type ShipmentStatus } from '../order/shipment-lifecycle';
import { type PaymentShop, type PaymentShopOptions, startPaymentShop } from '../payment/payment-test-shop';
import { holdRefundRuns } from './refund-kick';

// biome-ignore lint/suspicious/noExplicitAny: the SDK's answers are read as plain JSON; its Joi models check them.
type Json = any;

const TO_DELIVERY: ShipmentStatus[] = ['confirmed', 'packed', 'shipped', 'out_for_delivery', 'delivered'];

/** Polls until `check` holds: the gateway's webhooks arrive on their own time. */
export async function eventually(check: () => Promise<boolean>, seconds = 30) {
  for (const started = Date.now(); Date.now() - started < seconds * 1000; ) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('never happened');
}

/**
 * A shop for refund tests: the payment test shop with two articles of one store (one shipment of both), orders
 * paid by card at the sandbox or cash on delivery, moved along the lifecycle. Refunds run only when a test runs
 * them (the platform's own runs are held), so each test decides when and how often.
 */
export async function startRefundShop(options: PaymentShopOptions = {}) {
  const shop: PaymentShop = await startPaymentShop({ ...options, config: { devOutbox: true } });
  let release = holdRefundRuns();
  const db: Db = shop.platform.platform.services.db;
  const [firstSize, store] = shop.article.split('-').map(Number);
  const { rows } = await sql<{ size_id: number }>`
    SELECT size_id FROM inventory WHERE quantity >= 20 AND store_uid = ${store} AND size_id <> ${firstSize}
    ORDER BY size_id LIMIT 1`.execute(db);
  const second = `${rows[0].size_id}-${store}`;
  await sql`UPDATE inventory SET quantity = 100000
    WHERE store_uid = ${store} AND size_id IN (${firstSize}, ${rows[0].size_id})`.execute(db);
  const gatewayApi = apiClient(shop.gateway.url, shop.keys);

  /** Asha's order of the first article (and 3 of the second when `both`), paid by `mode`; placed once paid. */
  async function placeOrder(mode: 'CARD' | 'COD', both = false) {
    await sql`UPDATE carts SET status = 'archived' WHERE status = 'open'`.execute(db);
    const items = [{ article_id: shop.article }, ...(both ? [{ article_id: second, quantity: 3 }] : [])];
    const { cart } = await shop.asha.v3.cart.addItems({ b: true, body: { items } });
    const meta = mode === 'CARD' ? { payment_gateway: 'Razorpay' } : { payment_identifier: 'COD' };
    const answer: Json = await shop.asha.v3.cart.checkoutCartV2({
      body: {
        id: cart.id,
        address_id: shop.address,
        payment_mode: mode,
        payment_methods: [{ mode, payment: 'required', payment_meta: meta }],
        callback_url: 'http://shop.test/cart/order-status/',
      },
    });
    const orderId = answer.order_id as string;
    if (mode === 'CARD') {
      await payAtPage(answer.data.redirect_url, { number: SANDBOX_CARDS.success });
      await eventually(async () => (await orderRow(orderId)).payment_status === 'paid');
    }
    const shipment = await db
      .selectFrom('shipments')
      .select('id')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    return { orderId, shipmentId: shipment.id };
  }

  const orderRow = (id: string) =>
    db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  const paymentOf = (orderId: string) =>
    db.selectFrom('payments').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();

  const refundOf = (shipmentId: string) =>
    db.selectFrom('refunds').selectAll().where('shipment_id', '=', shipmentId).executeTakeFirst();

  const move = (shipmentId: string, to: ShipmentStatus, actor: ShipmentMove['actor'] = 'merchant') =>
    db.transaction().execute((trx) => moveShipment(trx, { shipmentId, to, actor, location: 'Mumbai' }));

  async function deliver(shipmentId: string) {
    for (const to of TO_DELIVERY) await move(shipmentId, to);
  }

  /** The shopper sends it back, the courier picks it up and quality check passes: a refund is owed. */
  async function returnAndPass(shipmentId: string) {
    await move(shipmentId, 'return_initiated', 'customer');
    await move(shipmentId, 'return_picked_up');
    return move(shipmentId, 'return_qc_passed');
  }

  /** Splits the shipment's last bag into a shipment of its own, as a partial return does (parent_id kept). */
  async function splitLastBag(shipmentId: string): Promise<string> {
    const bag = await db
      .selectFrom('order_bags')
      .selectAll()
      .where('shipment_id', '=', shipmentId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const id = `${shipmentId}9`;
    await sql`INSERT INTO shipments (id, order_id, store_uid, status, parent_id, delivered_at)
      SELECT ${id}, order_id, store_uid, status, id, delivered_at FROM shipments WHERE id = ${shipmentId}`.execute(
      db,
    );
    await db.updateTable('order_bags').set({ shipment_id: id }).where('id', '=', bag.id).execute();
    return id;
  }

  /** The refunds the gateway made of the order's card payment. */
  async function gatewayRefunds(orderId: string) {
    const payment = await paymentOf(orderId);
    return (await gatewayApi.get(`/v1/payments/${payment.gateway_payment_id}/refunds`)).body.items as Json[];
  }

  return {
    shop,
    db,
    gatewayApi,
    placeOrder,
    orderRow,
    paymentOf,
    refundOf,
    move,
    deliver,
    returnAndPass,
    splitLastBag,
    gatewayRefunds,
    /** Lets the platform run refunds on its own (after each move) until the returned function holds them again. */
    letRefundsRun: () => {
      release();
      return () => {
        release = holdRefundRuns();
      };
    },
    close: async () => {
      release();
      await shop.close();
    },
  };
}

export type RefundShop = Awaited<ReturnType<typeof startRefundShop>>;
