import { Writable } from 'node:stream';
import { ORDER_CONTACT_HEADER } from '@vitrine/contract';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officialClients, rejection } from '../user/test-clients';
import { CONTACT_TRIES_PER_ADDRESS, CONTACT_TRIES_PER_ORDER } from './order-access';
import { type OrderShop, startOrderShop, TO_DELIVERED } from './order-test-shop';

// biome-ignore lint/suspicious/noExplicitAny: the SDK's answers are read as plain JSON; v1's Joi models check them.
type Json = any;

let shop: OrderShop;
let asha: { orderId: string; shipmentId: string };
let ravi: { orderId: string; shipmentId: string };
let visitor: { v1: Json; v3: Json };
const platformLog: string[] = [];
const contact = (value: string) => ({ requestHeaders: { [ORDER_CONTACT_HEADER]: value } });
const limits = () => shop.platform.platform.services.limits;
const appKey = (key: string) => `${shop.platform.applicationId}:${key}`;

async function forgetTries(...orderKeys: string[]) {
  await limits().reset(CONTACT_TRIES_PER_ADDRESS, appKey('127.0.0.1'));
  for (const key of orderKeys) await limits().reset(CONTACT_TRIES_PER_ORDER, appKey(key));
}

beforeAll(async () => {
  shop = await startOrderShop();
  asha = await shop.placeAshaOrder();
  await shop.move(asha.shipmentId, TO_DELIVERED.slice(0, 3), 'Bhiwandi hub');
  ravi = await shop.placeRaviOrder();
  visitor = officialClients(shop.platform);
  const stream = new Writable({
    write(chunk, _encoding, done) {
      platformLog.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  shop.platform.platform.services.log = pino({ level: 'trace' }, stream);
});
afterAll(() => shop?.close());

describe('a visitor tracking an order by its id', () => {
  it('reads the order, its shipment and its tracking with the shopper’s mobile number or e-mail', async () => {
    for (const given of ['9876543210', '+91 98765 43210', '919876543210', 'ASHA@vitrine.test']) {
      for (const sdk of [visitor.v1, visitor.v3]) {
        const { order } = await sdk.order.getOrderById({ orderId: asha.orderId, ...contact(given) });
        expect(order.order_id).toBe(asha.orderId);
        expect(
          order.shipments[0].tracking_details.filter((t: Json) => t.is_passed).map((t: Json) => t.value),
        ).toEqual(['placed', 'confirmed', 'packed', 'shipped']);
        const { shipment } = await sdk.order.getShipmentById({
          shipmentId: asha.shipmentId,
          ...contact(given),
        });
        expect(shipment.shipment_status.value).toBe('shipped');
        const { results } = await sdk.order.trackShipment({ shipmentId: asha.shipmentId, ...contact(given) });
        expect(results[0]).toMatchObject({ status: 'Shipped', last_location_recieved_at: 'Bhiwandi hub' });
      }
    }
    // Ravi has no mobile number: his e-mail finds his order.
    const { order } = await visitor.v3.order.getOrderById({
      orderId: ravi.orderId,
      ...contact('ravi@vitrine.test'),
    });
    expect(order.order_id).toBe(ravi.orderId);
  });

  it('gets the same 404 for a wrong contact as for an unknown id, and a signed-in shopper sees only their own', async () => {
    const unknown = await rejection(
      visitor.v3.order.getOrderById({ orderId: 'FY0000000000000000', ...contact('9876543210') }),
    );
    expect(unknown).toEqual({ code: 404, message: 'Order not found' });
    for (const wrong of ['9123456780', 'ravi@vitrine.test', '98765', '', 'not a contact']) {
      expect(
        await rejection(visitor.v1.order.getOrderById({ orderId: asha.orderId, ...contact(wrong) })),
      ).toEqual(unknown);
    }
    expect(await rejection(visitor.v3.order.getOrderById({ orderId: asha.orderId }))).toEqual(unknown);
    // Five wrong guesses are all an order allows for a while.
    await forgetTries(asha.orderId);
    expect(
      await rejection(
        visitor.v3.order.trackShipment({ shipmentId: asha.shipmentId, ...contact('ravi@vitrine.test') }),
      ),
    ).toEqual({ code: 404, message: 'Shipment not found' });
    // Ravi, signed in, naming Asha's contact, still reads only his own orders.
    expect(
      await rejection(shop.ravi.v3.order.getOrderById({ orderId: asha.orderId, ...contact('9876543210') })),
    ).toEqual(unknown);
    // The other calls on an order are the shopper's alone, contact or not.
    expect(
      await rejection(
        visitor.v3.order.getCustomerDetailsByShipmentId({
          orderId: asha.orderId,
          shipmentId: asha.shipmentId,
          ...contact('9876543210'),
        }),
      ),
    ).toMatchObject({ code: 404 });
    await forgetTries(asha.orderId);
  });

  it('limits wrong guesses per order, even in parallel, and a right contact does not use them up', async () => {
    for (let i = 0; i < 8; i++) {
      await visitor.v3.order.getOrderById({ orderId: asha.orderId, ...contact('9876543210') });
    }
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        rejection(visitor.v3.order.getOrderById({ orderId: asha.orderId, ...contact(`98765000${10 + i}`) })),
      ),
    );
    const codes = guesses.map((g) => g.code);
    expect(codes.filter((code) => code === 404)).toHaveLength(CONTACT_TRIES_PER_ORDER.max);
    expect(codes.filter((code) => code === 429)).toHaveLength(12 - CONTACT_TRIES_PER_ORDER.max);
    // Locked for a while, whatever the contact or the call on the order.
    const locked = await rejection(
      visitor.v1.order.getOrderById({ orderId: asha.orderId, ...contact('9876543210') }),
    );
    expect(locked.code).toBe(429);
    expect(locked.message).toMatch(/^Too many tries to find this order; try again in \d+ seconds$/);
    expect(
      (
        await rejection(
          visitor.v3.order.trackShipment({ shipmentId: asha.shipmentId, ...contact('9876543210') }),
        )
      ).code,
    ).toBe(429);
    // The shopper, signed in, is not locked out.
    expect((await shop.asha.v3.order.getOrderById({ orderId: asha.orderId })).order.order_id).toBe(
      asha.orderId,
    );
    await forgetTries(asha.orderId);
    expect(
      (await visitor.v3.order.getOrderById({ orderId: asha.orderId, ...contact('9876543210') })).order
        .order_id,
    ).toBe(asha.orderId);
  });

  it('limits guesses per client address across orders', async () => {
    const orderIds = Array.from({ length: 25 }, (_, i) => `FY${String(i).padStart(16, '0')}`);
    const answers = await Promise.all(
      orderIds.map((orderId) =>
        rejection(visitor.v3.order.getOrderById({ orderId, ...contact('9876543210') })),
      ),
    );
    const codes = answers.map((a) => a.code);
    expect(codes.filter((code) => code === 404)).toHaveLength(CONTACT_TRIES_PER_ADDRESS.max);
    expect(codes.filter((code) => code === 429)).toHaveLength(25 - CONTACT_TRIES_PER_ADDRESS.max);
    await forgetTries(...orderIds);
  });

  it('never logs the contact a visitor sent', () => {
    const log = platformLog.join('\n');
    expect(log.length).toBeGreaterThan(0);
    for (const secret of [
      '9876543210',
      '98765 43210',
      'ASHA@vitrine.test',
      'ravi@vitrine.test',
      '9876500010',
    ]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toContain(ORDER_CONTACT_HEADER);
  });
});
