import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorClient, sessionCookie } from '../editor/test-client';
import { type PaymentShop, startPaymentShop } from '../payment/payment-test-shop';
import { ashaOrder } from './fulfilment-test-order';
import { courierFor } from './places';

let shop: PaymentShop;
let baseUrl: string;
let merchant: ReturnType<typeof editorClient>;
let order: Awaited<ReturnType<typeof ashaOrder>>;
let shipmentId: string;

/** A POST as the editor's page sends it: JSON from its own origin. */
function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${baseUrl}/editor/api/fulfilment/${path}`, {
    method: 'POST',
    headers: { ...merchant.headers, 'content-type': 'application/json', origin: baseUrl, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
const answer = async (response: Response) => ({ status: response.status, body: await response.json() });

beforeAll(async () => {
  shop = await startPaymentShop();
  baseUrl = shop.platform.baseUrl;
  merchant = editorClient(
    baseUrl,
    await sessionCookie(baseUrl, shop.platform.platform.services.config.editorToken),
  );
  order = await ashaOrder(shop);
  shipmentId = order.shipments[0].id;
});
afterAll(() => shop?.close());

describe('the fulfilment endpoints', () => {
  it('answer no one without the merchant’s sign-in, and take no shopper’s session', async () => {
    const listed = await fetch(`${baseUrl}/editor/api/fulfilment/shipments`);
    expect(listed.status).toBe(401);
    expect((await listed.json()).message).toBe('Sign in to the theme editor first');
    const moved = await fetch(`${baseUrl}/editor/api/fulfilment/shipments/${shipmentId}/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(moved.status).toBe(401);
    const forged = await fetch(`${baseUrl}/editor/api/fulfilment/orders/${order.orderId}/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'vitrine_editor=not-a-session' },
      body: '{}',
    });
    expect(forged.status).toBe(401);
    const row = await shop.platform.platform.services.db
      .selectFrom('shipments')
      .select('status')
      .where('id', '=', shipmentId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('placed');
  });

  it('list the shipments waiting for the merchant, with their next steps', async () => {
    const { status, body } = await merchant.get('api/fulfilment/shipments?awaiting=true');
    expect(status).toBe(200);
    expect(body.shipments).toContainEqual(
      expect.objectContaining({
        shipment_id: shipmentId,
        order_id: order.orderId,
        status: 'placed',
        shopper: 'Asha Rao',
        to_city: 'Mumbai',
        next: ['confirmed'],
      }),
    );
    expect((await merchant.get('api/fulfilment/shipments?limit=0')).status).toBe(400);
    expect((await merchant.get('api/fulfilment/shipments?sort=new')).body.message).toBe(
      'Unknown query parameter: sort',
    );
  });

  it('move a shipment one step, or to a status step by step, and a whole order', async () => {
    const one = await answer(await post(`shipments/${shipmentId}/advance`, {}));
    expect(one).toMatchObject({ status: 200, body: { steps: [{ from: 'placed', to: 'confirmed' }] } });
    expect(one.body.shipment).toMatchObject({ status: 'confirmed', next: ['packed'] });
    const shipped = await answer(await post(`shipments/${shipmentId}/advance`, { to: 'shipped' }));
    expect(shipped.body.steps.map((step: { to: string }) => step.to)).toEqual(['packed', 'shipped']);
    expect(shipped.body.shipment).toMatchObject({
      awb_no: courierFor(shipmentId).awbNo,
      dp_name: courierFor(shipmentId).dpName,
    });
    const delivered = await answer(await post(`orders/${order.orderId}/advance`, { to: 'delivered' }));
    expect(delivered.status).toBe(200);
    expect(delivered.body.shipments[0]).toMatchObject({ status: 'delivered', next: [] });
  });

  it('refuse bad input with a 4xx and a clear message, and forbidden moves with the lifecycle’s 409', async () => {
    expect(await answer(await post(`shipments/${shipmentId}/advance`, { to: 'lost' }))).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^to must be one of placed, confirmed/) },
    });
    expect((await answer(await post(`shipments/${shipmentId}/advance`, '{"to":'))).status).toBe(400);
    expect((await answer(await post(`shipments/${shipmentId}/qc`, { result: 'maybe' }))).body.message).toBe(
      "result must be 'pass' or 'fail'",
    );
    expect(await answer(await post(`shipments/${shipmentId}/advance`, { to: 'packed' }))).toEqual({
      status: 409,
      body: { message: 'A shipment that is delivered cannot be moved to packed' },
    });
    expect(await answer(await post(`shipments/${shipmentId}/qc`, { result: 'pass' }))).toEqual({
      status: 409,
      body: { message: 'A shipment that is delivered cannot be moved to return_qc_passed' },
    });
    expect((await answer(await post('shipments/99999999999999999/advance', {}))).status).toBe(404);
    expect((await answer(await post('orders/FY0000000000000000/advance', {}))).status).toBe(404);
    expect((await answer(await post('shipments/a%20b/advance', {}))).status).toBe(400);
  });

  it('take changes only as JSON from the editor’s own pages', async () => {
    const foreign = await post(`shipments/${shipmentId}/advance`, {}, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const form = await post(`shipments/${shipmentId}/advance`, 'to=packed', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(403);
  });
});
