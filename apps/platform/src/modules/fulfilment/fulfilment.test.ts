import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import type { Services } from '../../http/context';
import { HttpError } from '../../http/errors';
import { moveShipment } from '../order/shipment-lifecycle';
import { type PaymentShop, startPaymentShop } from '../payment/payment-test-shop';
import { advanceOrder, advanceShipment, merchantSteps, pathTo } from './fulfilment';
import { listShipments } from './fulfilment-list';
import { ashaOrder } from './fulfilment-test-order';
import { courierFor, courierOfAwb } from './places';

let shop: PaymentShop;
let services: Services;
let db: Db;
/** An article at the Bengaluru store and one at the Mumbai store; Asha's address is in Mumbai. */
let bengaluru: string;
let mumbai: string;

const NO_DETAILS = {
  account_no: '',
  ifsc_code: '',
  account_holder: '',
  bank_name: '',
  branch_name: '',
  mobile: '',
  email: '',
};

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}

/** Asha's cash-on-delivery order of these articles: its shipments by store. */
async function order(...articles: string[]) {
  const placed = await ashaOrder(shop, articles);
  const of = (store: number) => placed.shipments.find((row) => row.store_uid === store)?.id as string;
  return { orderId: placed.orderId, bengaluru: of(1002), mumbai: of(1001) };
}

const eventsOf = (shipmentId: string) =>
  db
    .selectFrom('shipment_events')
    .select(['status', 'location', 'note', 'at'])
    .where('shipment_id', '=', shipmentId)
    .orderBy('at')
    .orderBy('id')
    .execute();

const shipmentRow = (id: string) =>
  db.selectFrom('shipments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function articleAt(store: number) {
  const { rows } = await sql<{ size_id: number }>`
    SELECT size_id FROM inventory WHERE store_uid = ${store} AND quantity >= 10 ORDER BY size_id LIMIT 1`.execute(
    db,
  );
  if (!rows[0]) throw new Error(`no stock at store ${store}`);
  return `${rows[0].size_id}-${store}`;
}

beforeAll(async () => {
  shop = await startPaymentShop({ products: 40 });
  services = shop.platform.platform.services;
  db = services.db;
  bengaluru = await articleAt(1002);
  mumbai = await articleAt(1001);
});
afterAll(() => shop?.close());

describe('the way forward', () => {
  it('offers the merchant the forward step first, a refund run after a passed check, and nothing at the end', () => {
    expect(merchantSteps('placed')).toEqual(['confirmed']);
    expect(merchantSteps('cancellation_requested')).toEqual(['cancelled_customer', 'shipped']);
    expect(merchantSteps('return_picked_up')).toEqual(['return_qc_passed', 'return_qc_failed']);
    expect(merchantSteps('return_qc_passed')).toEqual(['refunded']);
    expect(merchantSteps('delivered')).toEqual([]);
    expect(merchantSteps('no such status')).toEqual([]);
  });

  it('finds the path through every step, and none backwards', () => {
    expect(pathTo('placed', 'delivered')).toEqual([
      'confirmed',
      'packed',
      'shipped',
      'out_for_delivery',
      'delivered',
    ]);
    expect(pathTo('cancellation_requested', 'delivered')).toEqual([
      'shipped',
      'out_for_delivery',
      'delivered',
    ]);
    expect(pathTo('return_initiated', 'refunded')).toEqual([
      'return_picked_up',
      'return_qc_passed',
      'refunded',
    ]);
    expect(pathTo('delivered', 'placed')).toBeUndefined();
  });

  it('gives each shipment one courier, named by its waybill', () => {
    const courier = courierFor('12345678901234567');
    expect(courierFor('12345678901234567')).toEqual(courier);
    expect(courier.awbNo).toMatch(/^[A-Z]{3}\d{10}$/);
    expect(courierOfAwb(courier.awbNo)).toBe(courier.dpName);
    expect(courierOfAwb(null)).toBe('');
  });
});

describe('delivering', () => {
  it('takes a shipment to delivered through every step, each event where it happened', async () => {
    const placed = await order(bengaluru);
    const steps = await advanceShipment(services, placed.bengaluru, 'delivered');
    expect(steps.map((step) => step.to)).toEqual([
      'confirmed',
      'packed',
      'shipped',
      'out_for_delivery',
      'delivered',
    ]);
    const shipment = await shipmentRow(placed.bengaluru);
    const { dpName, awbNo } = courierFor(placed.bengaluru);
    expect(shipment).toMatchObject({ status: 'delivered', awb_no: awbNo });
    expect(shipment.delivered_at).not.toBeNull();
    const events = await eventsOf(placed.bengaluru);
    expect(events.map(({ status, location, note }) => ({ status, location, note }))).toEqual([
      { status: 'confirmed', location: 'Bengaluru', note: 'Confirmed by Vitrine Brigade Road' },
      { status: 'packed', location: 'Bengaluru', note: 'Packed and ready to ship' },
      { status: 'shipped', location: 'Bengaluru', note: `Handed to ${dpName} (AWB ${awbNo})` },
      // Bengaluru to Mumbai passes the courier's hub for Maharashtra.
      { status: 'shipped', location: 'Bhiwandi hub', note: 'In transit' },
      { status: 'out_for_delivery', location: 'Mumbai', note: `Out for delivery with ${dpName}` },
      { status: 'delivered', location: 'Mumbai', note: 'Delivered' },
    ]);
    const times = events.map((event) => new Date(event.at).getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    // Each step is its own transaction, so its own moment.
    expect(new Set(times).size).toBeGreaterThanOrEqual(5);
  });

  it('moves one step at a time when not told where to, with no hub inside one city', async () => {
    const placed = await order(mumbai);
    for (const expected of ['confirmed', 'packed', 'shipped', 'out_for_delivery', 'delivered']) {
      const steps = await advanceShipment(services, placed.mumbai);
      expect(steps).toEqual([expect.objectContaining({ to: expected })]);
    }
    const events = await eventsOf(placed.mumbai);
    expect(events.map((event) => event.location)).toEqual(['Mumbai', 'Mumbai', 'Mumbai', 'Mumbai', 'Mumbai']);
  });

  it('refuses what the lifecycle forbids with its 409 and changes nothing', async () => {
    const placed = await order(mumbai);
    await advanceShipment(services, placed.mumbai, 'delivered');
    const before = await eventsOf(placed.mumbai);
    const backwards = await failure(advanceShipment(services, placed.mumbai, 'shipped'));
    expect(backwards.status).toBe(409);
    expect(backwards.message).toBe('A shipment that is delivered cannot be moved to shipped');
    const nothingLeft = await failure(advanceShipment(services, placed.mumbai));
    expect(nothingLeft.status).toBe(409);
    expect(nothingLeft.message).toBe('A shipment that is delivered has no next step for the merchant');
    // The merchant does not run a refund for a shipment that was never returned.
    expect((await failure(advanceShipment(services, placed.mumbai, 'refunded'))).message).toBe(
      'A shipment that is delivered cannot be moved to refunded',
    );
    expect(await eventsOf(placed.mumbai)).toEqual(before);
    expect((await shipmentRow(placed.mumbai)).status).toBe('delivered');
    expect((await failure(advanceShipment(services, '99999999999999999'))).status).toBe(404);
  });

  it('moves every shipment of an order, and lists them with their next steps', async () => {
    const placed = await order(bengaluru, mumbai);
    const moved = await advanceOrder(services, placed.orderId);
    expect(moved.map((entry) => entry.steps.map((step) => step.to))).toEqual([['confirmed'], ['confirmed']]);
    await advanceOrder(services, placed.orderId, 'shipped');
    const listed = await listShipments(db, services.config.applicationId, { orderId: placed.orderId });
    expect(listed).toHaveLength(2);
    const fromBengaluru = listed.find((entry) => entry.shipment_id === placed.bengaluru);
    expect(fromBengaluru).toMatchObject({
      order_id: placed.orderId,
      status: 'shipped',
      status_title: 'Shipped',
      shopper: 'Asha Rao',
      from_city: 'Bengaluru',
      to_city: 'Mumbai',
      awb_no: courierFor(placed.bengaluru).awbNo,
      dp_name: courierFor(placed.bengaluru).dpName,
      next: ['out_for_delivery'],
    });
    expect(fromBengaluru?.items).toEqual([expect.objectContaining({ quantity: 1 })]);
    const awaiting = await listShipments(db, services.config.applicationId, { awaiting: true, limit: 200 });
    expect(awaiting.map((entry) => entry.shipment_id)).toEqual(
      expect.arrayContaining([placed.bengaluru, placed.mumbai]),
    );
    expect(awaiting.every((entry) => entry.next.length > 0)).toBe(true);
    expect((await failure(advanceOrder(services, 'FY0000000000000000'))).status).toBe(404);
  });
});

describe('cancellation requests', () => {
  it('grants one at the store, or refuses it by shipping the parcel', async () => {
    const granted = await order(mumbai);
    const refused = await order(bengaluru);
    for (const id of [granted.mumbai, refused.bengaluru]) {
      await advanceShipment(services, id, 'packed');
      await db.transaction().execute((trx) =>
        moveShipment(trx, {
          shipmentId: id,
          to: 'cancellation_requested',
          actor: 'customer',
          location: 'Mumbai',
        }),
      );
    }
    expect(await advanceShipment(services, granted.mumbai)).toEqual([
      { from: 'cancellation_requested', to: 'cancelled_customer' },
    ]);
    expect((await eventsOf(granted.mumbai)).at(-1)).toMatchObject({
      status: 'cancelled_customer',
      location: 'Mumbai',
      note: 'Cancellation granted',
    });
    await advanceShipment(services, refused.bengaluru, 'shipped');
    expect((await eventsOf(refused.bengaluru)).at(-1)).toMatchObject({
      status: 'shipped',
      location: 'Bengaluru',
      note: expect.stringMatching(/^Cancellation refused: already handed to /),
    });
  });
});

describe('returns', () => {
  it('picks a return up at the shopper, checks it at the store and runs its refund', async () => {
    const placed = await order(bengaluru);
    await shop.asha.v1.payment.addBeneficiaryDetails({
      body: {
        delights: false,
        shipment_id: '',
        order_id: placed.orderId,
        transfer_mode: 'upi',
        details: { ...NO_DETAILS, vpa: 'asha.rao@oksbi' },
      },
    });
    await advanceShipment(services, placed.bengaluru, 'delivered');
    await db.transaction().execute((trx) =>
      moveShipment(trx, {
        shipmentId: placed.bengaluru,
        to: 'return_initiated',
        actor: 'customer',
        location: 'Mumbai',
      }),
    );
    const steps = await advanceShipment(services, placed.bengaluru, 'refunded');
    expect(steps.map((step) => step.to)).toEqual(['return_picked_up', 'return_qc_passed', 'refunded']);
    const events = (await eventsOf(placed.bengaluru)).slice(-4);
    expect(events.map(({ status, location }) => ({ status, location }))).toEqual([
      { status: 'return_picked_up', location: 'Mumbai' },
      { status: 'return_picked_up', location: 'Bhiwandi hub' },
      { status: 'return_qc_passed', location: 'Bengaluru' },
      { status: 'refunded', location: expect.any(String) },
    ]);
    const refund = await db
      .selectFrom('refunds')
      .select(['status', 'destination'])
      .where('shipment_id', '=', placed.bengaluru)
      .executeTakeFirstOrThrow();
    expect(refund).toEqual({ status: 'refunded', destination: 'beneficiary' });
  });

  it('fails a quality check at the store, after which nothing more is the merchant’s', async () => {
    const placed = await order(mumbai);
    await advanceShipment(services, placed.mumbai, 'delivered');
    await db.transaction().execute((trx) =>
      moveShipment(trx, {
        shipmentId: placed.mumbai,
        to: 'return_initiated',
        actor: 'customer',
        location: 'Mumbai',
      }),
    );
    await advanceShipment(services, placed.mumbai, 'return_qc_failed');
    expect((await eventsOf(placed.mumbai)).at(-1)).toMatchObject({
      status: 'return_qc_failed',
      location: 'Mumbai',
    });
    expect(merchantSteps((await shipmentRow(placed.mumbai)).status)).toEqual([]);
  });
});
