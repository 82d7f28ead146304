import { randomBytes } from 'node:crypto';
import type { CardSummary } from './card';
import { unixSeconds } from './ids';
import type { Scenario } from './scenarios';
import type { StripeSessionRequest } from './stripe-request';

type IntentStatus = 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';

export interface PaymentError {
  type: 'card_error';
  code: 'card_declined' | 'payment_intent_authentication_failure';
  decline_code?: 'generic_decline';
  message: string;
}

/** A Stripe-style PaymentIntent: what the card payment of a session stands at. */
interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  client_secret: string;
  status: IntentStatus;
  metadata: Record<string, string>;
  last_payment_error: PaymentError | null;
  payment_method_types: ['card'];
  latest_charge: string | null;
  created: number;
  livemode: false;
}

/** A Stripe-style Checkout Session, as the API answers it (payment_intent is the intent's id unless expanded). */
export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
}

/** A session with its intent, the account it belongs to, and what the card paying it chose. */
export interface SessionRecord {
  account: string;
  session: CheckoutSession;
  intent: PaymentIntent;
  card?: CardSummary;
  scenario?: Scenario;
}

const EXPIRES_AFTER_S = 24 * 60 * 60;
const token = (bytes: number) => randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x');
const newStripeId = (prefix: 'cs_test' | 'pi' | 'ch' | 'evt') => `${prefix}_${token(18)}`;

export { newStripeId };

/** The sandbox's Stripe-style sessions and intents, per account (a secret key). */
export function stripeSessions(pageUrl: (sessionId: string) => string) {
  const sessions = new Map<string, SessionRecord>();
  const intents = new Map<string, SessionRecord>();

  function create(account: string, asked: StripeSessionRequest): SessionRecord {
    const created = unixSeconds();
    const intentId = newStripeId('pi');
    const intent: PaymentIntent = {
      id: intentId,
      object: 'payment_intent',
      amount: asked.amount,
      amount_received: 0,
      currency: asked.currency,
      client_secret: `${intentId}_secret_${token(18)}`,
      status: 'requires_payment_method',
      metadata: asked.intentMetadata,
      last_payment_error: null,
      payment_method_types: ['card'],
      latest_charge: null,
      created,
      livemode: false,
    };
    const id = newStripeId('cs_test');
    const session: CheckoutSession = {
      id,
      object: 'checkout.session',
      amount_total: asked.amount,
      currency: asked.currency,
      client_reference_id: asked.clientReferenceId ?? null,
      customer_email: asked.customerEmail ?? null,
      metadata: asked.metadata,
      mode: 'payment',
      payment_intent: intentId,
      payment_status: 'unpaid',
      status: 'open',
      success_url: asked.successUrl,
      cancel_url: asked.cancelUrl ?? null,
      url: pageUrl(id),
      created,
      expires_at: created + EXPIRES_AFTER_S,
      livemode: false,
    };
    const record: SessionRecord = { account, session, intent };
    sessions.set(id, record);
    intents.set(intentId, record);
    return record;
  }

  /** Paid: the intent succeeded and the session is complete (its page is gone). */
  function complete(record: SessionRecord): void {
    record.intent.status = 'succeeded';
    record.intent.amount_received = record.intent.amount;
    record.intent.latest_charge = newStripeId('ch');
    record.intent.last_payment_error = null;
    record.session.status = 'complete';
    record.session.payment_status = 'paid';
    record.session.url = null;
  }

  /** The card was refused: the session stays open for another card, as Stripe's does. */
  function refuse(record: SessionRecord, error: PaymentError): void {
    record.intent.status = 'requires_payment_method';
    record.intent.last_payment_error = error;
  }

  function expire(record: SessionRecord): void {
    record.session.status = 'expired';
    record.session.url = null;
    record.intent.status = 'canceled';
  }

  return {
    create,
    complete,
    refuse,
    expire,
    session: (id: string) => sessions.get(id),
    intent: (id: string) => intents.get(id),
  };
}

export type StripeSessions = ReturnType<typeof stripeSessions>;
