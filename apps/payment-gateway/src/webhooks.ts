import { deliveries } from './deliveries';
import { newId, unixSeconds } from './ids';
import type { Order, PaymentRecord } from './ledger';
import type { MerchantRegistry } from './merchants';
import { hmacSha256Hex } from './signature';

export interface WebhookOptions {
  merchants: MerchantRegistry;
  /** The waits between tries; one more try than there are delays. */
  retryDelaysMs: number[];
  /** How long the late-webhook scenario holds its events back. */
  lateWebhookMs: number;
  log: (line: string) => void;
}

/** One event as first sent: its id and exact body bytes stay the same on every redelivery. */
interface StoredEvent {
  id: string;
  name: string;
  merchantKeyId: string;
  body: string;
}

function eventBody(name: string, payload: Record<string, { entity: unknown }>): string {
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_vitrine_sandbox',
    event: name,
    contains: Object.keys(payload),
    payload,
    created_at: unixSeconds(),
  });
}

/** The gateway → merchant half: signed event POSTs, retried with backoff, never awaited by the browser. */
export function webhookSender(options: WebhookOptions) {
  const eventsByPayment = new Map<string, StoredEvent[]>();
  const posts = deliveries({ name: 'webhooks', ...options });
  const { inBackground } = posts;

  function deliver(event: StoredEvent): Promise<void> {
    return posts.deliver(`webhook ${event.id} (${event.name})`, event.body, () => {
      const merchant = options.merchants.find(event.merchantKeyId);
      if (!merchant?.webhookUrl) return undefined;
      const headers = {
        'Content-Type': 'application/json',
        'X-Razorpay-Signature': hmacSha256Hex(event.body, merchant.webhookSecret),
        'X-Razorpay-Event-Id': event.id,
      };
      return { url: merchant.webhookUrl, headers };
    });
  }

  async function deliverInOrder(events: StoredEvent[]): Promise<void> {
    for (const event of events) await deliver(event);
  }

  function eventsFor(record: PaymentRecord, order: Order): StoredEvent[] {
    const { payment, merchantKeyId } = record;
    const stored = (name: string, body: string) => ({ id: newId('evt'), name, merchantKeyId, body });
    if (payment.status === 'failed') {
      return [stored('payment.failed', eventBody('payment.failed', { payment: { entity: payment } }))];
    }
    return [
      stored('payment.captured', eventBody('payment.captured', { payment: { entity: payment } })),
      stored(
        'order.paid',
        eventBody('order.paid', { payment: { entity: payment }, order: { entity: order } }),
      ),
    ];
  }

  /** Tells the merchant how the payment ended, as its scenario says. */
  function announce(record: PaymentRecord, order: Order): void {
    const events = eventsFor(record, order);
    eventsByPayment.set(record.payment.id, events);
    switch (record.scenario) {
      case 'no-webhook':
        options.log(`webhooks for ${record.payment.id} withheld (no-webhook scenario)`);
        return;
      case 'late-webhook':
        inBackground(async () => {
          await posts.wait(options.lateWebhookMs);
          await deliverInOrder(events);
        });
        return;
      case 'duplicate-webhook':
        inBackground(async () => {
          await deliverInOrder(events);
          await deliverInOrder(events);
        });
        return;
      default:
        inBackground(() => deliverInOrder(events));
    }
  }

  /** Sends the payment's events again with their original ids and bodies; undefined when it has none yet. */
  function redeliver(paymentId: string): string[] | undefined {
    const events = eventsByPayment.get(paymentId);
    if (!events) return undefined;
    inBackground(() => deliverInOrder(events));
    return events.map((event) => event.id);
  }

  return { announce, redeliver, close: posts.close };
}

export type WebhookSender = ReturnType<typeof webhookSender>;
