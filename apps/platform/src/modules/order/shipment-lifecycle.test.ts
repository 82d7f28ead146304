import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/errors';
import { type PaymentShop, startPaymentShop } from '../payment/payment-test-shop';
import { canCustomerCancel, moveShipment, nextStatuses, type ShipmentMove } from './shipment-lifecycle';

let shop: PaymentShop;
let db: Db;
let shipmentId: string;

const move = (to: ShipmentMove['to'], actor: ShipmentMove['actor'] = 'merchant', id = shipmentId) =>
  db.transaction().execute((trx) => moveShipment(trx, { shipmentId: id, to, actor, location: 'Mumbai' }));

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}

const statusOf = async (id = shipmentId) =>
  (await db.selectFrom('shipments').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

beforeAll(async () => {
  shop = await startPaymentShop();
  db = shop.platform.platform.services.db;
  const { cart } = await shop.asha.v3.cart.addItems({
    b: true,
    body: { items: [{ article_id: shop.article }] },
  });
  const placed = await shop.asha.v3.cart.checkoutCartV2({
    body: {
      id: cart.id,
      address_id: shop.address,
      payment_mode: 'COD',
      payment_methods: [{ mode: 'COD', payment: 'required', payment_meta: { payment_identifier: 'COD' } }],
    },
  });
  const row = await db
    .selectFrom('shipments')
    .select('id')
    .where('order_id', '=', placed.order_id)
    .executeTakeFirstOrThrow();
  shipmentId = row.id;
});
afterAll(() => shop?.close());

describe('the shipment lifecycle', () => {
  it('lets the shopper cancel before dispatch only by asking once packed, and never after', () => {
    expect(canCustomerCancel('placed')).toBe(true);
    expect(nextStatuses('packed', 'customer')).toEqual(['cancellation_requested']);
    expect(canCustomerCancel('shipped')).toBe(false);
    expect(nextStatuses('delivered', 'customer')).toEqual(['return_initiated', 'return_pre_qc']);
    expect(nextStatuses('no such status', 'merchant')).toEqual([]);
  });

  it('records each move as a tracking event with its place, in order', async () => {
    await move('confirmed');
    await move('packed');
    const events = await db
      .selectFrom('shipment_events')
      .select(['status', 'location'])
      .where('shipment_id', '=', shipmentId)
      .orderBy('id')
      .execute();
    expect(events).toEqual([
      { status: 'confirmed', location: 'Mumbai' },
      { status: 'packed', location: 'Mumbai' },
    ]);
  });

  it('refuses a move the lifecycle does not allow, or not to that actor, and changes nothing', async () => {
    const skipped = await failure(move('delivered'));
    expect(skipped.status).toBe(409);
    expect(skipped.message).toBe('A shipment that is packed cannot be moved to delivered');
    // Once packed, the shopper may only ask: cancelling outright is refused.
    expect((await failure(move('cancelled_customer', 'customer'))).status).toBe(409);
    // The merchant cannot return a parcel for the shopper.
    expect((await failure(move('cancellation_requested', 'merchant'))).status).toBe(409);
    expect(await statusOf()).toBe('packed');
    const { count } = await db
      .selectFrom('shipment_events')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('shipment_id', '=', shipmentId)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(2);
  });

  it('answers 404 for a shipment it does not know, or of an order not placed', async () => {
    expect((await failure(move('confirmed', 'merchant', '10000000000000000'))).status).toBe(404);
    const order = await db
      .selectFrom('shipments')
      .select('order_id')
      .where('id', '=', shipmentId)
      .executeTakeFirstOrThrow();
    await sql`UPDATE orders SET status = 'payment_pending' WHERE id = ${order.order_id}`.execute(db);
    try {
      expect((await failure(move('shipped'))).status).toBe(404);
    } finally {
      await sql`UPDATE orders SET status = 'placed' WHERE id = ${order.order_id}`.execute(db);
    }
  });

  it('lets two merchants racing on one step move it once', async () => {
    const results = await Promise.allSettled([move('shipped'), move('shipped')]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await statusOf()).toBe('shipped');
  });
});
