import { randomBytes } from 'node:crypto';
import type { Ledger, Order } from './ledger';
import { type CreditBook, creditBook, type PayLaterErrorCode } from './pay-later';
import { PayLaterError } from './pay-later-error';
import type { WebhookSender } from './webhooks';

type Provider = 'simpl' | 'potlee';

/** What the shopper authorized on the provider's page: this much, from this phone, for this order. */
interface Authorization {
  keyId: string;
  phone: string;
  orderId: string;
  amount: number;
}

interface Charge {
  token: string;
  amount: number;
  paymentId: string;
}

const refuse = (code: PayLaterErrorCode, message: string): never => {
  throw new PayLaterError(code, message);
};

/**
 * Pay-later payments of the gateway's orders: eligibility by phone, transaction tokens the shopper's
 * authorization issues, and charges. A charge captures the order and the merchant hears of it by the same
 * signed webhooks as a card payment.
 */
export function payLaterCharges(ledger: Ledger, webhooks: WebhookSender) {
  const credit: CreditBook = creditBook();
  const tokens = new Map<string, Authorization>();
  const charges = new Map<string, Charge>();

  /** Whether the phone can pay `amount` later: approved, or the reason it cannot. */
  function eligibility(phone: string, amount: number) {
    const refusal = credit.refusal(phone, amount);
    return refusal
      ? { approved: false as const, error_code: refusal }
      : { approved: true as const, available_credit_in_paise: credit.available(phone) };
  }

  function payable(keyId: string, orderId: string): Order {
    const order = ledger.findOrder(keyId, orderId);
    if (!order) return refuse('bad_request', 'No such order');
    return order;
  }

  /** The shopper authorized the order's payment on the provider's page: a token for the merchant to charge. */
  function authorize(keyId: string, orderId: string, phone: string): string {
    const order = payable(keyId, orderId);
    const refusal = credit.refusal(phone, order.amount_due);
    if (refusal) refuse(refusal, 'The shopper cannot pay this order later');
    const token = `txn_tok_${randomBytes(16).toString('hex')}`;
    tokens.set(token, { keyId, phone, orderId, amount: order.amount_due });
    return token;
  }

  function capture(keyId: string, order: Order, provider: Provider, phone: string): string {
    const record = ledger.startPayment(keyId, order, { paylater: provider }, 'success');
    ledger.capture(record);
    credit.spend(phone, record.payment.amount);
    webhooks.announce(record, order);
    return record.payment.id;
  }

  /** Simpl's charge: idempotent by order, so a retried charge returns the first one and pays nothing twice. */
  function charge(keyId: string, request: { token: string; orderId: string; amount: number }) {
    if (request.amount === 0) refuse('transaction_amount_zero_error', 'The transaction amount cannot be 0');
    const earlier = charges.get(`${keyId}:${request.orderId}`);
    if (earlier) {
      if (earlier.token !== request.token || earlier.amount !== request.amount) {
        refuse('order_id_already_exists', 'A transaction with this order id already exists');
      }
      return { id: earlier.paymentId, amount_in_paise: earlier.amount, order_id: request.orderId };
    }
    const authorization = tokens.get(request.token);
    if (!authorization || authorization.keyId !== keyId || authorization.orderId !== request.orderId) {
      return refuse('invalid_transaction_token', 'The transaction token is not valid for this order');
    }
    const order = payable(keyId, request.orderId);
    if (order.status === 'paid') refuse('order_id_already_exists', 'The order has already been paid');
    if (request.amount !== authorization.amount || request.amount !== order.amount_due) {
      refuse('bad_request', 'The amount must be the amount authorized for the order');
    }
    const refusal = credit.refusal(authorization.phone, request.amount);
    if (refusal) refuse(refusal, 'The shopper cannot pay this order later');
    tokens.delete(request.token);
    const paymentId = capture(keyId, order, 'simpl', authorization.phone);
    charges.set(`${keyId}:${request.orderId}`, { token: request.token, amount: request.amount, paymentId });
    return { id: paymentId, amount_in_paise: request.amount, order_id: request.orderId };
  }

  /** Potlee's drawdown: the shopper confirms on the provider's page and the order is paid at once. */
  function drawdown(keyId: string, orderId: string, phone: string): string {
    const order = payable(keyId, orderId);
    if (order.status === 'paid') refuse('order_id_already_exists', 'The order has already been paid');
    const refusal = credit.refusal(phone, order.amount_due);
    if (refusal) refuse(refusal, 'The shopper cannot pay this order later');
    return capture(keyId, order, 'potlee', phone);
  }

  return { eligibility, authorize, charge, drawdown, findOrder: ledger.findOrder, credit };
}

export type PayLaterCharges = ReturnType<typeof payLaterCharges>;
