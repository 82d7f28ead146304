import { createHmac, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Scenario } from './scenarios';

/** The header carrying the signature: base64 HMAC-SHA256 of the raw body with the merchant's webhook secret. */
export const JUSPAY_SIGNATURE_HEADER = 'x-juspay-signature';

export const juspaySignature = (body: string, secret: string) =>
  createHmac('sha256', secret).update(body).digest('base64');

interface Options {
  retryDelaysMs: number[];
  lateWebhookMs: number;
  log: (line: string) => void;
}

const DELIVERY_TIMEOUT_MS = 10_000;

/**
 * Juspay-style webhooks: one signed event per finished order (`ORDER_SUCCEEDED` or `ORDER_FAILED`, the order's
 * status in `content.order`), identified by its `id`, retried on a non-2xx answer, and played as the card's
 * scenario says (twice, late, or never).
 */
export function juspayWebhooks(options: Options) {
  const stopping = new AbortController();
  const running = new Set<Promise<void>>();

  async function tryOnce(url: string, body: string, secret: string): Promise<string | undefined> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [JUSPAY_SIGNATURE_HEADER]: juspaySignature(body, secret),
        },
        body,
        signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(DELIVERY_TIMEOUT_MS)]),
      });
      await response.arrayBuffer();
      return response.ok ? undefined : `HTTP ${response.status}`;
    } catch (error) {
      if (stopping.signal.aborted) throw error;
      return error instanceof Error ? error.message : String(error);
    }
  }

  async function deliver(id: string, url: string, body: string, secret: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const problem = await tryOnce(url, body, secret);
      if (!problem) return options.log(`juspay webhook ${id} delivered on try ${attempt}`);
      const delay = options.retryDelaysMs[attempt - 1];
      if (delay === undefined) return options.log(`juspay webhook ${id} given up: ${problem}`);
      await sleep(delay, undefined, { signal: stopping.signal });
    }
  }

  /** Sends the order's outcome to `url` (nowhere when unset) as its scenario says. */
  function announce(
    target: { url: string | undefined; secret: string },
    order: Record<string, unknown> & { status: string },
    scenario: Scenario,
  ): void {
    const { url, secret } = target;
    const id = `evt_V2_${randomBytes(12).toString('hex')}`;
    if (!url || scenario === 'no-webhook') {
      options.log(`juspay webhook ${id} not sent`);
      return;
    }
    const body = JSON.stringify({
      id,
      date_created: new Date().toISOString(),
      event_name: order.status === 'CHARGED' ? 'ORDER_SUCCEEDED' : 'ORDER_FAILED',
      content: { order },
    });
    const task = (async () => {
      if (scenario === 'late-webhook')
        await sleep(options.lateWebhookMs, undefined, { signal: stopping.signal });
      await deliver(id, url, body, secret);
      if (scenario === 'duplicate-webhook') await deliver(id, url, body, secret);
    })().catch((error: unknown) => {
      if (!stopping.signal.aborted) options.log(`juspay webhooks: ${String(error)}`);
    });
    running.add(task);
    task.finally(() => running.delete(task));
  }

  async function close(): Promise<void> {
    stopping.abort();
    await Promise.allSettled([...running]);
  }

  return { announce, close };
}
