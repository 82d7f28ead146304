import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from './scenarios';
import { hmacSha256Hex } from './signature';
import { MERCHANT, OTHER_MERCHANT, type Sandbox, startSandbox } from './testing/sandbox';
import { apiClient, payThroughCheckout } from './testing/sandbox-client';
import { waitUntil } from './testing/wait-until';
import type { Delivery } from './testing/webhook-receiver';

const LATE_WEBHOOK_MS = 1500;

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ lateWebhookMs: LATE_WEBHOOK_MS });
});
afterAll(() => sandbox.close());

const eventNames = (deliveries: Delivery[]) => deliveries.map((delivery) => delivery.body.event);

async function paidOrder(card: string) {
  const order = await sandbox.api.createOrder();
  const trip = await sandbox.pay(order.id, { number: card });
  return { order, trip };
}

describe('webhooks', () => {
  it('sends payment.captured then order.paid, signed over the exact raw body', async () => {
    const { order, trip } = await paidOrder(SANDBOX_CARDS.success);
    const deliveries = await waitUntil(() => {
      const received = sandbox.receiver.forOrder(order.id);
      return received.length >= 2 && received;
    }, 'both events');
    expect(eventNames(deliveries)).toEqual(['payment.captured', 'order.paid']);
    for (const delivery of deliveries) {
      expect(delivery.headers['content-type']).toBe('application/json');
      expect(delivery.signature).toBe(hmacSha256Hex(delivery.rawBody, MERCHANT.webhookSecret));
      expect(delivery.signature).not.toBe(
        hmacSha256Hex(JSON.stringify(delivery.body, null, 1), MERCHANT.webhookSecret),
      );
    }
    expect(new Set(deliveries.map((delivery) => delivery.eventId)).size).toBe(2);

    const [captured, paid] = deliveries.map((delivery) => delivery.body);
    expect(captured).toEqual({
      entity: 'event',
      account_id: 'acc_vitrine_sandbox',
      event: 'payment.captured',
      contains: ['payment'],
      payload: { payment: { entity: expect.objectContaining({ id: trip.paymentId, status: 'captured' }) } },
      created_at: expect.any(Number),
    });
    expect(paid).toMatchObject({
      event: 'order.paid',
      contains: ['payment', 'order'],
      payload: {
        payment: { entity: { id: trip.paymentId, captured: true } },
        order: { entity: { id: order.id, status: 'paid', amount_paid: order.amount } },
      },
    });
  });

  it('sends payment.failed for a declined payment', async () => {
    const { order, trip } = await paidOrder(SANDBOX_CARDS.declined);
    const [failed] = await waitUntil(() => {
      const received = sandbox.receiver.forOrder(order.id);
      return received.length >= 1 && received;
    }, 'payment.failed');
    expect(failed.body).toMatchObject({
      event: 'payment.failed',
      contains: ['payment'],
      payload: {
        payment: { entity: { id: trip.paymentId, status: 'failed', error_code: 'BAD_REQUEST_ERROR' } },
      },
    });
    expect(failed.signature).toBe(hmacSha256Hex(failed.rawBody, MERCHANT.webhookSecret));
  });

  it('retries a delivery the receiver answered with 500, with the same event id and body', async () => {
    const order = await sandbox.api.createOrder();
    const tries = new Map<string, number>();
    sandbox.receiver.respondWith((delivery) => {
      if (delivery.body.payload.payment.entity.order_id !== order.id) return 200;
      tries.set(delivery.eventId, (tries.get(delivery.eventId) ?? 0) + 1);
      return (tries.get(delivery.eventId) ?? 0) <= 2 ? 500 : 200;
    });
    try {
      await sandbox.pay(order.id, { number: SANDBOX_CARDS.success });
      const deliveries = await waitUntil(() => {
        const received = sandbox.receiver.forOrder(order.id);
        return received.length >= 6 && received;
      }, 'three tries of each event');
      expect(eventNames(deliveries)).toEqual([
        'payment.captured',
        'payment.captured',
        'payment.captured',
        'order.paid',
        'order.paid',
        'order.paid',
      ]);
      const firstEvent = deliveries.slice(0, 3);
      expect(new Set(firstEvent.map((delivery) => delivery.eventId)).size).toBe(1);
      expect(new Set(firstEvent.map((delivery) => delivery.rawBody.toString())).size).toBe(1);
      expect(firstEvent[2].receivedAt - firstEvent[0].receivedAt).toBeGreaterThanOrEqual(50 + 100 - 10);
      expect(sandbox.logs.some((line) => /try 1 failed \(HTTP 500\); retrying in 50 ms/.test(line))).toBe(
        true,
      );
    } finally {
      sandbox.receiver.respondWith(() => 200);
    }
  });

  it('retries on a network error and gives up after five tries', async () => {
    // Port 1 refuses connections on a test machine, so every try fails at the network.
    sandbox.gateway.setWebhookUrl(OTHER_MERCHANT.keyId, 'http://127.0.0.1:1/webhooks');
    const order = await apiClient(sandbox.gateway.url, OTHER_MERCHANT).createOrder();
    const trip = await payThroughCheckout(sandbox.gateway.url, OTHER_MERCHANT.keyId, order.id, {
      number: SANDBOX_CARDS.success,
    });
    expect(trip.returned?.fields.razorpay_payment_id).toBe(trip.paymentId);
    const givenUp = await waitUntil(
      () => sandbox.logs.find((line) => /\(payment\.captured\) given up after 5 tries/.test(line)),
      'the gateway to give up',
    );
    expect(givenUp).toMatch(/^webhook evt_\w{14} /);
    const eventId = givenUp.split(' ')[1];
    expect(
      sandbox.logs.filter((line) => line.startsWith(`webhook ${eventId} `) && / try \d failed/.test(line)),
    ).toHaveLength(4);
  });

  it('sends every event twice, with the same event id, for the duplicate-webhook card', async () => {
    const { order } = await paidOrder(SANDBOX_CARDS.duplicateWebhook);
    const deliveries = await waitUntil(() => {
      const received = sandbox.receiver.forOrder(order.id);
      return received.length >= 4 && received;
    }, 'each event twice');
    expect(eventNames(deliveries)).toEqual([
      'payment.captured',
      'order.paid',
      'payment.captured',
      'order.paid',
    ]);
    expect(deliveries[2].eventId).toBe(deliveries[0].eventId);
    expect(deliveries[3].eventId).toBe(deliveries[1].eventId);
    expect(deliveries[2].rawBody.equals(deliveries[0].rawBody)).toBe(true);
  });

  it('holds the late-webhook card back and leaves the shopper on a "Still working…" page', async () => {
    const { order, trip } = await paidOrder(SANDBOX_CARDS.lateWebhook);
    expect(trip.finalPage?.html).toContain('Still working…');
    expect(trip.returned).toBeUndefined();
    const payment = await sandbox.api.get(`/v1/payments/${trip.paymentId}`);
    expect(payment.body).toMatchObject({ status: 'captured', captured: true });

    const deliveries = await waitUntil(() => {
      const received = sandbox.receiver.forOrder(order.id);
      return received.length >= 2 && received;
    }, 'the late events');
    expect(eventNames(deliveries)).toEqual(['payment.captured', 'order.paid']);
    // A timer may fire a millisecond or so early by the wall clock, hence the small allowance.
    expect(deliveries[0].receivedAt - (trip.startedAuthenticating ?? 0)).toBeGreaterThanOrEqual(
      LATE_WEBHOOK_MS - 20,
    );
  });

  it('never sends a webhook for the no-webhook card; polling the order finds the payment', async () => {
    const { order, trip } = await paidOrder(SANDBOX_CARDS.noWebhook);
    expect(trip.returned?.fields.razorpay_payment_id).toBe(trip.paymentId);
    const payments = await sandbox.api.get(`/v1/orders/${order.id}/payments`);
    expect(payments.body.items).toMatchObject([{ id: trip.paymentId, status: 'captured' }]);

    // A later payment's webhooks arriving shows the gateway was not merely slow with this one's.
    const later = await paidOrder(SANDBOX_CARDS.success);
    await waitUntil(() => sandbox.receiver.forOrder(later.order.id).length >= 2, "a later payment's events");
    expect(sandbox.receiver.forOrder(order.id)).toEqual([]);
    expect(sandbox.logs).toContain(`webhooks for ${trip.paymentId} withheld (no-webhook scenario)`);
  });

  it("redelivers a payment's events with their original ids on the sandbox control", async () => {
    const { order, trip } = await paidOrder(SANDBOX_CARDS.success);
    const first = await waitUntil(() => {
      const received = sandbox.receiver.forOrder(order.id);
      return received.length >= 2 && [...received];
    }, 'the first deliveries');

    const resend = await sandbox.api.post(`/sandbox/webhooks/${trip.paymentId}/resend`);
    expect(resend).toEqual({
      status: 200,
      body: { payment_id: trip.paymentId, event_ids: first.map((delivery) => delivery.eventId) },
    });
    const all = await waitUntil(() => {
      const received = sandbox.receiver.forOrder(order.id);
      return received.length >= 4 && received;
    }, 'the redeliveries');
    expect(all.slice(2).map((delivery) => delivery.eventId)).toEqual(
      first.map((delivery) => delivery.eventId),
    );
    expect(all[2].rawBody.equals(first[0].rawBody)).toBe(true);
    expect(all[2].signature).toBe(first[0].signature);

    const unauthenticated = await fetch(`${sandbox.gateway.url}/sandbox/webhooks/${trip.paymentId}/resend`, {
      method: 'POST',
    });
    expect(unauthenticated.status).toBe(401);
  });

  it('refuses to redeliver for a payment that has not completed, or that does not exist', async () => {
    const order = await sandbox.api.createOrder();
    const carded = await sandbox.submitCard(order.id, { number: SANDBOX_CARDS.success });
    const early = await sandbox.api.post(`/sandbox/webhooks/${carded.paymentId}/resend`);
    expect(early.status).toBe(400);
    expect(early.body.error.description).toMatch(/no webhook events yet/);
    const unknown = await sandbox.api.post('/sandbox/webhooks/pay_00000000000000/resend');
    expect(unknown.status).toBe(404);
  });
});
