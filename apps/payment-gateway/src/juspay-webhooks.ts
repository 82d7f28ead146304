import { createHmac, randomBytes } from 'node:crypto';
import { deliveries } from './deliveries';
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

/**
 * Juspay-style webhooks: one signed event per finished order (`ORDER_SUCCEEDED` or `ORDER_FAILED`, the order's
 * status in `content.order`), identified by its `id`, retried on a non-2xx answer, and played as the card's
 * scenario says (twice, late, or never).
 */
export function juspayWebhooks(options: Options) {
  const posts = deliveries({ name: 'juspay webhooks', ...options });

  function deliver(id: string, url: string, body: string, secret: string): Promise<void> {
    const headers = {
      'content-type': 'application/json',
      [JUSPAY_SIGNATURE_HEADER]: juspaySignature(body, secret),
    };
    return posts.deliver(`juspay webhook ${id}`, body, () => ({ url, headers }));
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
    posts.inBackground(async () => {
      if (scenario === 'late-webhook') await posts.wait(options.lateWebhookMs);
      await deliver(id, url, body, secret);
      if (scenario === 'duplicate-webhook') await deliver(id, url, body, secret);
    });
  }

  return { announce, close: posts.close };
}
