import type { IncomingMessage } from 'node:http';
import { readForm } from './http';
import { createRefundBook, REFUND_TOO_LARGE, type RefundRecord } from './refund-book';
import { StripeError, stripeInvalid, stripeMissing } from './stripe-error';
import type { StripeSessions } from './stripe-sessions';

export const STRIPE_REFUNDS = /^\/v1\/refunds(?:\/([\w-]+))?$/;

/** A refund as Stripe answers it: succeeded at once in the sandbox. */
const viewOf = (refund: RefundRecord, charge: string | null) => ({
  id: refund.id,
  object: 'refund',
  amount: refund.amount,
  charge,
  currency: 'inr',
  metadata: refund.notes,
  payment_intent: refund.payment,
  reason: null,
  status: 'succeeded',
  created: refund.createdAt,
});

/** The metadata[…] fields of a form. */
function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [name, value] of form) {
    const key = /^metadata\[([^\]]{1,40})\]$/.exec(name)?.[1];
    if (key) metadata[key] = value.slice(0, 500);
  }
  return metadata;
}

/**
 * Stripe-style refunds of succeeded PaymentIntents: `POST /v1/refunds` (payment_intent, amount; an Idempotency-Key
 * asked again answers the same refund, and with other parameters is refused), `GET /v1/refunds?payment_intent=`
 * and `GET /v1/refunds/{id}`.
 */
export function stripeRefunds(sessions: StripeSessions) {
  const book = createRefundBook();

  function intentOf(account: string, id: string) {
    const record = sessions.intent(id);
    if (!record || record.account !== account) throw stripeMissing('payment_intent', id, 'payment_intent');
    return record.intent;
  }

  async function create(account: string, req: IncomingMessage) {
    const form = await readForm(req);
    const intent = intentOf(account, form.get('payment_intent') ?? '');
    const rawAmount = form.get('amount');
    if (rawAmount !== null && !/^\d{1,12}$/.test(rawAmount)) {
      throw stripeInvalid('Invalid integer: amount', 'amount');
    }
    if (intent.status !== 'succeeded') {
      throw new StripeError(
        400,
        'invalid_request_error',
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        'payment_intent',
        'charge_not_refundable',
      );
    }
    const key = req.headers['idempotency-key'];
    const answer = book.refund(account, intent.id, intent.amount_received, {
      amount: rawAmount === null ? undefined : Number(rawAmount),
      key: typeof key === 'string' && key ? key : undefined,
      notes: metadataOf(form),
      prefix: 're',
    });
    if (answer.ok) return viewOf(answer.refund, intent.latest_charge);
    if (answer.reason === 'key_reused') {
      throw new StripeError(
        400,
        'invalid_request_error',
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        undefined,
        'idempotency_error',
      );
    }
    throw new StripeError(
      400,
      'invalid_request_error',
      REFUND_TOO_LARGE.message,
      'amount',
      REFUND_TOO_LARGE.code,
    );
  }

  /** Answers a refunds request of `account`; `id` is the path's refund id, if any. */
  async function answer(account: string, req: IncomingMessage, url: URL, id: string | undefined) {
    if (req.method === 'POST' && !id) return create(account, req);
    if (req.method === 'GET' && !id) {
      const intentId = url.searchParams.get('payment_intent');
      if (!intentId) throw stripeInvalid('payment_intent is required in the sandbox', 'payment_intent');
      const intent = intentOf(account, intentId);
      const data = book
        .refundsOf(account, intent.id)
        .map((refund) => viewOf(refund, intent.latest_charge))
        .reverse();
      return { object: 'list', data, has_more: false, url: '/v1/refunds' };
    }
    if (req.method === 'GET' && id) {
      for (const record of [...book.refundsOfAccount(account)]) {
        if (record.id === id)
          return viewOf(record, sessions.intent(record.payment)?.intent.latest_charge ?? null);
      }
      throw stripeMissing('refund', id);
    }
    throw new StripeError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${req.method}: ${url.pathname})`,
    );
  }

  return { answer };
}
