import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError } from './api-error';
import { readForm, sendJson } from './http';
import { sameSecret } from './signature';
import { StripeError, stripeMissing, stripeUnauthenticated } from './stripe-error';
import { STRIPE_REFUNDS, stripeRefunds } from './stripe-refunds';
import { readSessionRequest } from './stripe-request';
import type { SessionRecord, StripeSessions } from './stripe-sessions';
import type { StripeMerchant, StripeWebhooks } from './stripe-webhooks';

const SESSIONS = /^\/v1\/checkout\/sessions(?:\/([\w-]+)(\/expire)?)?$/;
const INTENT = /^\/v1\/payment_intents\/([\w-]+)$/;
const EVENTS = /^\/v1\/events$/;
const RESEND = /^\/sandbox\/stripe\/events\/([\w-]+)\/resend$/;

/** The secret key a request carries: `Bearer sk_…`, or Basic with the key as the user name, as Stripe takes it. */
function secretKeyOf(req: IncomingMessage): string {
  const [scheme = '', value = ''] = (req.headers.authorization ?? '').split(' ');
  if (scheme.toLowerCase() === 'bearer') return value;
  if (scheme.toLowerCase() === 'basic') return Buffer.from(value, 'base64').toString('utf8').split(':')[0];
  return '';
}

/**
 * The Stripe-style server-to-server API: Checkout Sessions (create, retrieve, list by payment_intent, expire),
 * PaymentIntents (retrieve), events (list), and the sandbox's event redelivery. Secret-key auth.
 */
export function stripeApi(
  merchants: Map<string, StripeMerchant>,
  sessions: StripeSessions,
  webhooks: StripeWebhooks,
) {
  function accountOf(req: IncomingMessage): string {
    const given = secretKeyOf(req);
    for (const key of merchants.keys()) if (sameSecret(given, key)) return key;
    throw stripeUnauthenticated();
  }

  const refunds = stripeRefunds(sessions);

  const ownSession = (account: string, id: string) => {
    const record = sessions.session(id);
    if (!record || record.account !== account) throw stripeMissing('checkout.session', id);
    return record;
  };

  /** The session, its payment_intent expanded when asked (`expand[]=payment_intent`). */
  const view = (record: SessionRecord, expand: string[]) =>
    expand.includes('payment_intent') ? { ...record.session, payment_intent: record.intent } : record.session;

  async function answer(req: IncomingMessage, url: URL): Promise<unknown> {
    const account = accountOf(req);
    const sessionPath = SESSIONS.exec(url.pathname);
    if (sessionPath) {
      const [, id, expire] = sessionPath;
      if (req.method === 'POST' && !id) {
        const form = await readForm(req);
        return view(sessions.create(account, readSessionRequest(form)), form.getAll('expand[]'));
      }
      if (req.method === 'GET' && id && !expire) {
        return view(ownSession(account, id), url.searchParams.getAll('expand[]'));
      }
      if (req.method === 'GET' && !id) {
        const intentId = url.searchParams.get('payment_intent') ?? '';
        const found = sessions.intent(intentId);
        const data = found && found.account === account ? [found.session] : [];
        return { object: 'list', data, has_more: false, url: '/v1/checkout/sessions' };
      }
      if (req.method === 'POST' && id && expire) {
        const record = ownSession(account, id);
        if (record.session.status !== 'open') {
          throw new StripeError(400, 'invalid_request_error', `Only an open session can be expired`);
        }
        sessions.expire(record);
        webhooks.announce(account, 'checkout.session.expired', record.session);
        return record.session;
      }
    }
    const intentPath = INTENT.exec(url.pathname);
    if (intentPath && req.method === 'GET') {
      const record = sessions.intent(intentPath[1]);
      if (!record || record.account !== account) throw stripeMissing('payment_intent', intentPath[1]);
      return record.intent;
    }
    if (EVENTS.test(url.pathname) && req.method === 'GET') {
      const type = url.searchParams.get('type');
      const data = webhooks
        .eventsOf(account)
        .filter((event) => !type || (event as { type: string }).type === type);
      return { object: 'list', data, has_more: false, url: '/v1/events' };
    }
    const refundPath = STRIPE_REFUNDS.exec(url.pathname);
    if (refundPath) return refunds.answer(account, req, url, refundPath[1]);
    const resend = RESEND.exec(url.pathname);
    if (resend && req.method === 'POST') {
      if (!webhooks.redeliver(account, resend[1])) throw stripeMissing('event', resend[1]);
      return { id: resend[1], redelivered: true };
    }
    throw new StripeError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${req.method}: ${url.pathname})`,
    );
  }

  /** Answers the request when it is one of the API's paths; false otherwise. */
  return async function handleStripeApi(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (![SESSIONS, INTENT, EVENTS, RESEND, STRIPE_REFUNDS].some((path) => path.test(url.pathname)))
      return false;
    try {
      sendJson(res, 200, await answer(req, url));
    } catch (error) {
      // A body too large to read is the shared reader's error: answered in Stripe's shape all the same.
      if (error instanceof ApiError) {
        sendJson(res, error.status, { error: { type: 'invalid_request_error', message: error.message } });
        return true;
      }
      if (!(error instanceof StripeError)) throw error;
      sendJson(res, error.status, error.body);
    }
    return true;
  };
}
