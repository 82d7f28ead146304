import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOPPER_PASSWORD } from '../../testing/harness';
import { signedRequest, signIn } from '../user/test-clients';
import { startShipmentUpdateShop } from './shipment-update-test-shop';

type Shop = Awaited<ReturnType<typeof startShipmentUpdateShop>>;
const ORDERS = '/service/application/order/v1.0/orders';

let t: Shop;
let asha: string;
let ravi: string;
beforeAll(async () => {
  t = await startShipmentUpdateShop();
  asha = (await signIn(t.shop.platform, 'asha@vitrine.test', DEMO_SHOPPER_PASSWORD)).cookie;
  ravi = (await signIn(t.shop.platform, 'ravi@vitrine.test', DEMO_SHOPPER_PASSWORD)).cookie;
}, 120_000);
afterAll(() => t?.shop.close());

const as = (
  cookie: string | undefined,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) =>
  signedRequest(t.shop.platform, {
    method,
    path,
    body,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });

/** Every call naming a shipment (and its order and one of its bags), as a raw request. */
function callsNaming(orderId: string, shipmentId: string, bagId: string) {
  const S = `${ORDERS}/shipments/${shipmentId}`;
  const cancel = {
    statuses: [
      {
        status: 'cancelled_customer',
        shipments: [{ identifier: shipmentId, reasons: { entities: [{ data: { reason_id: 1 } }] } }],
      },
    ],
  };
  return [
    ['GET', `${ORDERS}/${orderId}`],
    ['GET', `/service/application/order/v1.0/orders/pos-order/${orderId}`],
    ['GET', S],
    ['GET', `${S}/track`],
    ['GET', `${S}/invoice`],
    ['GET', `${S}/credit-note`],
    ['GET', `${S}/reasons`],
    ['GET', `${S}/bags/${bagId}/reasons`],
    ['GET', `${ORDERS}/${orderId}/shipments/${shipmentId}/customer-details`],
    ['POST', `${ORDERS}/${orderId}/shipments/${shipmentId}/otp/send/`],
    ['PUT', `${S}/status`, cancel],
  ] as ['GET' | 'POST' | 'PUT', string, unknown?][];
}

describe('the order list’s date filter', () => {
  it('refuses a year the database cannot hold with a clear 400, never a 5xx', async () => {
    for (const query of ['from_date=01-01-0000', 'to_date=12-31-0000', 'start_date=06-15-0099']) {
      const answer = await as(asha, 'GET', `${ORDERS}?${query}`);
      expect(answer.status, query).toBe(400);
      expect((answer.body as { message: string }).message).toMatch(/must be a date as MM-DD-YYYY/);
    }
    expect((await as(asha, 'GET', `${ORDERS}?from_date=01-01-2020&to_date=12-31-2099`)).status).toBe(200);
  });
});

describe('the same cancel posted twice at once', () => {
  it('moves the shipment once: one 200, the other refused with a 4xx, one tracking event, no split', async () => {
    const { orderId, shipmentId } = await t.placeOrder();
    const body = {
      statuses: [
        {
          status: 'cancelled_customer',
          shipments: [{ identifier: shipmentId, reasons: { entities: [{ data: { reason_id: 1 } }] } }],
        },
      ],
    };
    const answers = await Promise.all(
      [1, 2, 3].map(() => as(asha, 'PUT', `${ORDERS}/shipments/${shipmentId}/status`, body)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const { rows } = await sql<{ shipments: number; events: number }>`
      SELECT (SELECT count(*)::int FROM shipments WHERE order_id = ${orderId}) AS shipments,
        (SELECT count(*)::int FROM shipment_events WHERE shipment_id = ${shipmentId}
          AND status = 'cancelled_customer') AS events`.execute(t.db);
    expect(rows[0]).toEqual({ shipments: 1, events: 1 });
  });
});

describe('another shopper’s shipment and an unknown one', () => {
  it('answer the same status and message on every call, and nothing changes', async () => {
    const { orderId, shipmentId, bags } = await t.placeOrder();
    const before = await t.shipmentRow(shipmentId);
    const theirs = callsNaming(orderId, shipmentId, String(bags[0].id));
    const unknown = callsNaming('FY0000000000000000', '10000000000000000', '999999');
    for (const [index, [method, path, body]] of theirs.entries()) {
      const [, unknownPath, unknownBody] = unknown[index];
      const seen = await as(ravi, method, path, body);
      const none = await as(ravi, method, unknownPath, unknownBody);
      expect(seen.status, path).toBeGreaterThanOrEqual(400);
      expect({ status: seen.status, body: seen.body }, path).toEqual({
        status: none.status,
        body: none.body,
      });
    }
    expect(await t.shipmentRow(shipmentId)).toEqual(before);
  });

  it('are not changed by a visitor naming the order’s contact: only tracking reads answer them', async () => {
    const { orderId, shipmentId, bags } = await t.placeOrder();
    const before = await t.shipmentRow(shipmentId);
    const contact = { 'x-order-contact': 'asha@vitrine.test' };
    for (const [method, path, body] of callsNaming(orderId, shipmentId, String(bags[0].id))) {
      const answer = await as(undefined, method, path, body, contact);
      const reads = method === 'GET' && /\/orders\/[^/]+$|\/shipments\/[^/]+(\/track)?$/.test(path);
      if (reads && !path.includes('pos-order')) expect(answer.status, path).toBe(200);
      else expect([401, 404], path).toContain(answer.status);
    }
    expect(await t.shipmentRow(shipmentId)).toEqual(before);
  });
});

describe('an invoice link', () => {
  it('is kept by no cache, and a changed expiry or shipment is refused', async () => {
    const { shipmentId } = await t.placeOrder();
    await t.moveAlong(shipmentId);
    const link = await as(asha, 'GET', `${ORDERS}/shipments/${shipmentId}/invoice`);
    expect(link.status).toBe(200);
    const url = new URL((link.body as { presigned_url: string }).presigned_url);
    const pdf = await fetch(new URL(`${url.pathname}${url.search}`, t.shop.platform.baseUrl));
    expect(pdf.status).toBe(200);
    const cache = pdf.headers.get('cache-control') ?? '';
    expect(cache).toBe('private, no-store');
    const later = new URL(url);
    later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    const other = new URL(url.toString().replace(shipmentId, '10000000000000000'));
    for (const forged of [later, other]) {
      const answer = await fetch(new URL(`${forged.pathname}${forged.search}`, t.shop.platform.baseUrl));
      expect(answer.status).toBe(403);
      expect(answer.headers.get('content-type')).toMatch(/json/);
    }
  });
});
