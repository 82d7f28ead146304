import { deliveries } from './deliveries';
import { unixSeconds } from './ids';
import type { Scenario } from './scenarios';
import { hmacSha256Hex } from './signature';
import { type CheckoutSession, newStripeId } from './stripe-sessions';

/** A Stripe-style account: its secret key authenticates the merchant's server; webhooks are signed with its secret. */
export interface StripeMerchant {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where webhooks go; none are sent while it is unset. */
  webhookUrl?: string;
}

/** One event as first made: its id and body stay the same on every delivery (each is signed anew). */
export interface StripeEvent {
  id: string;
  type: string;
  account: string;
  created: number;
  body: string;
}

/** `Stripe-Signature`: the time and the hex HMAC-SHA256 of `time.payload` with the endpoint's secret. */
const stripeSignature = (body: string, secret: string, time = unixSeconds()) =>
  `t=${time},v1=${hmacSha256Hex(`${time}.${body}`, secret)}`;

/** The gateway → merchant half for Stripe-style accounts: signed events, retried, never awaited by the browser. */
export function stripeWebhooks(options: {
  merchants: Map<string, StripeMerchant>;
  retryDelaysMs: number[];
  lateWebhookMs: number;
  log: (line: string) => void;
}) {
  const events: StripeEvent[] = [];
  const posts = deliveries({ name: 'stripe webhooks', ...options });
  const { inBackground } = posts;

  function deliver(event: StripeEvent): Promise<void> {
    return posts.deliver(`stripe event ${event.id} (${event.type})`, event.body, () => {
      const merchant = options.merchants.get(event.account);
      if (!merchant?.webhookUrl) return undefined;
      const headers = {
        'Content-Type': 'application/json; charset=utf-8',
        'Stripe-Signature': stripeSignature(event.body, merchant.webhookSecret),
      };
      return { url: merchant.webhookUrl, headers };
    });
  }

  /** Tells the merchant of a session's end (`checkout.session.completed` or `.expired`), as its scenario says. */
  function announce(account: string, type: string, session: CheckoutSession, scenario?: Scenario): void {
    const created = unixSeconds();
    const id = newStripeId('evt');
    const body = JSON.stringify({
      id,
      object: 'event',
      api_version: '2024-06-20',
      created,
      data: { object: session },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    });
    const event: StripeEvent = { id, type, account, created, body };
    events.push(event);
    if (scenario === 'no-webhook') {
      options.log(`stripe event ${id} withheld (no-webhook scenario)`);
      return;
    }
    inBackground(async () => {
      if (scenario === 'late-webhook') await posts.wait(options.lateWebhookMs);
      await deliver(event);
      if (scenario === 'duplicate-webhook') await deliver(event);
    });
  }

  /** Sends an event again, same id and body; false when the account has no such event. */
  function redeliver(account: string, eventId: string): boolean {
    const event = events.find((candidate) => candidate.id === eventId && candidate.account === account);
    if (!event) return false;
    inBackground(() => deliver(event));
    return true;
  }

  /** The account's events, newest first, as `GET /v1/events` lists them. */
  const eventsOf = (account: string) =>
    events
      .filter((event) => event.account === account)
      .reverse()
      .map((event) => JSON.parse(event.body) as unknown);

  return { announce, redeliver, eventsOf, close: posts.close };
}

export type StripeWebhooks = ReturnType<typeof stripeWebhooks>;
