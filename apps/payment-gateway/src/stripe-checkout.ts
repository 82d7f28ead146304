import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkCard } from './card';
import { readForm, sendHtml } from './http';
import { messagePage } from './pages';
import { SANDBOX_OTP, scenarioOf } from './scenarios';
import { stripeApi } from './stripe-api';
import { sessionAuthPage, sessionCardPage } from './stripe-pages';
import { type SessionRecord, stripeSessions } from './stripe-sessions';
import { type StripeMerchant, stripeWebhooks } from './stripe-webhooks';

const PAGE = /^\/stripe\/pay\/([\w-]+)(?:\/(authenticate|cancel))?$/;

export interface StripeCheckoutOptions {
  origin: () => string;
  retryDelaysMs: number[];
  lateWebhookMs: number;
  log: (line: string) => void;
}

/** Where the shopper goes after paying: Stripe puts the session's id where the URL says {CHECKOUT_SESSION_ID}. */
const withSessionId = (url: string, sessionId: string) => url.replaceAll('{CHECKOUT_SESSION_ID}', sessionId);

/**
 * The Stripe-style provider: the merchant's server creates a Checkout Session and sends the shopper to its `url`;
 * the hosted page takes a test card and its 3-D Secure password, then redirects to the session's success_url.
 * `checkout.session.completed` is posted to the merchant, signed as Stripe signs (`Stripe-Signature`).
 */
export function stripeCheckout(list: StripeMerchant[], options: StripeCheckoutOptions) {
  const merchants = new Map(list.map((merchant) => [merchant.secretKey, { ...merchant }]));
  const sessions = stripeSessions((id) => `${options.origin()}/stripe/pay/${id}`);
  const webhooks = stripeWebhooks({ merchants, ...options });
  const handleApi = stripeApi(merchants, sessions, webhooks);

  function submitCard(record: SessionRecord, form: URLSearchParams): [number, string] {
    const card = {
      number: form.get('card[number]') ?? '',
      expiry: form.get('card[expiry]') ?? '',
      cvv: form.get('card[cvv]') ?? '',
      name: form.get('card[name]') ?? '',
    };
    const checked = checkCard(card);
    if (!checked.ok) return [400, sessionCardPage(record.session, checked.message, card.name)];
    const scenario = scenarioOf(checked.digits);
    if (scenario === 'declined') {
      const message = 'Your card was declined.';
      sessions.refuse(record, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message,
      });
      options.log(`stripe intent ${record.intent.id}: card declined`);
      return [402, sessionCardPage(record.session, message, card.name)];
    }
    record.card = checked.summary;
    record.scenario = scenario;
    record.intent.status = 'requires_action';
    return [200, sessionAuthPage(record.session)];
  }

  function authenticate(
    record: SessionRecord,
    form: URLSearchParams,
    res: ServerResponse,
  ): [number, string] | undefined {
    if (record.intent.status !== 'requires_action') return [400, sessionCardPage(record.session)];
    if ((form.get('otp') ?? '').trim() !== SANDBOX_OTP) {
      const message =
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
      sessions.refuse(record, { type: 'card_error', code: 'payment_intent_authentication_failure', message });
      return [402, sessionCardPage(record.session, message)];
    }
    sessions.complete(record);
    options.log(`stripe session ${record.session.id} paid (${record.scenario})`);
    webhooks.announce(record.account, 'checkout.session.completed', record.session, record.scenario);
    res
      .writeHead(303, {
        location: withSessionId(record.session.success_url, record.session.id),
        'cache-control': 'no-store',
      })
      .end();
    return undefined;
  }

  async function handlePage(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const match = PAGE.exec(url.pathname);
    if (!match || (req.method !== 'GET' && req.method !== 'POST') || (req.method === 'GET' && match[2]))
      return false;
    const record = sessions.session(match[1]);
    if (!record) {
      sendHtml(res, 404, messagePage('Payment page not found', 'This checkout session does not exist.'));
      return true;
    }
    if (record.session.status !== 'open') {
      const state = record.session.status === 'complete' ? 'has been paid' : 'has expired';
      sendHtml(
        res,
        410,
        messagePage('Checkout closed', `This checkout session ${state}; nothing more is due here.`),
      );
      return true;
    }
    if (req.method === 'GET') {
      sendHtml(res, 200, sessionCardPage(record.session));
      return true;
    }
    const form = await readForm(req);
    if (match[2] === 'cancel') {
      sessions.expire(record);
      webhooks.announce(record.account, 'checkout.session.expired', record.session);
      const back = record.session.cancel_url ?? record.session.success_url;
      res
        .writeHead(303, { location: withSessionId(back, record.session.id), 'cache-control': 'no-store' })
        .end();
      return true;
    }
    const answer = match[2] === 'authenticate' ? authenticate(record, form, res) : submitCard(record, form);
    if (answer) sendHtml(res, answer[0], answer[1]);
    return true;
  }

  return {
    handle: async (req: IncomingMessage, res: ServerResponse, url: URL) =>
      (await handleApi(req, res, url)) || (await handlePage(req, res, url)),
    /** Points an account's webhooks somewhere else (or nowhere), e.g. once the shop has started. */
    setWebhookUrl(secretKey: string, webhookUrl: string | undefined) {
      const merchant = merchants.get(secretKey);
      if (!merchant) throw new Error('No Stripe-style account has that secret key');
      merchant.webhookUrl = webhookUrl;
    },
    close: webhooks.close,
  };
}
