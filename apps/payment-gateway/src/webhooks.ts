import { setTimeout as sleep } from 'node:timers/promises';
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

const DELIVERY_TIMEOUT_MS = 10_000;

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
  const stopping = new AbortController();
  const running = new Set<Promise<void>>();

  function inBackground(work: () => Promise<void>): void {
    const task = work().catch((error: unknown) => {
      if (!stopping.signal.aborted) options.log(`webhooks: ${String(error)}`);
    });
    running.add(task);
    task.finally(() => running.delete(task));
  }

  async function tryOnce(event: StoredEvent, url: string): Promise<string | undefined> {
    const { webhookSecret } = options.merchants.find(event.merchantKeyId) ?? { webhookSecret: '' };
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Razorpay-Signature': hmacSha256Hex(event.body, webhookSecret),
          'X-Razorpay-Event-Id': event.id,
        },
        body: event.body,
        signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(DELIVERY_TIMEOUT_MS)]),
      });
      await response.arrayBuffer();
      return response.ok ? undefined : `HTTP ${response.status}`;
    } catch (error) {
      if (stopping.signal.aborted) throw error;
      return error instanceof Error ? error.message : String(error);
    }
  }

  async function deliver(event: StoredEvent): Promise<void> {
    const tries = options.retryDelaysMs.length + 1;
    for (let attempt = 1; attempt <= tries; attempt++) {
      const url = options.merchants.find(event.merchantKeyId)?.webhookUrl;
      if (!url) {
        options.log(`webhook ${event.id} (${event.name}) dropped: ${event.merchantKeyId} has no webhook URL`);
        return;
      }
      const problem = await tryOnce(event, url);
      if (!problem) {
        options.log(`webhook ${event.id} (${event.name}) delivered to ${url} on try ${attempt}`);
        return;
      }
      const delay = options.retryDelaysMs[attempt - 1];
      if (delay === undefined) {
        options.log(`webhook ${event.id} (${event.name}) given up after ${tries} tries: ${problem}`);
        return;
      }
      options.log(
        `webhook ${event.id} (${event.name}) try ${attempt} failed (${problem}); retrying in ${delay} ms`,
      );
      await sleep(delay, undefined, { signal: stopping.signal });
    }
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
          await sleep(options.lateWebhookMs, undefined, { signal: stopping.signal });
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

  async function close(): Promise<void> {
    stopping.abort();
    await Promise.allSettled([...running]);
  }

  return { announce, redeliver, close };
}

export type WebhookSender = ReturnType<typeof webhookSender>;
