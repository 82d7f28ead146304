import type { CardSummary } from './card';
import { newId, unixSeconds } from './ids';
import type { Scenario } from './scenarios';

export interface Order {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: 'INR';
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  /** The customer whose saved cards the checkout page offers, and who may save the card paid with. */
  customer_id?: string;
  created_at: number;
}

interface Payment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: 'INR';
  status: 'created' | 'authorized' | 'captured' | 'failed';
  order_id: string;
  method: 'card' | 'upi' | 'wallet' | 'paylater';
  captured: boolean;
  card: CardSummary | null;
  /** The UPI address a collect request went to; null for cards. */
  vpa: string | null;
  /** The wallet paid from (e.g. 'paytm'); null for other methods. */
  wallet: string | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  created_at: number;
}

export interface PaymentFailure {
  description: string;
  source: 'customer' | 'bank';
  step: 'payment_authentication' | 'payment_authorization';
  reason: string;
}

/** A payment with what only the gateway knows about it. */
export interface PaymentRecord {
  merchantKeyId: string;
  payment: Payment;
  scenario: Scenario;
}

export type NewOrder = Pick<Order, 'amount' | 'currency' | 'receipt' | 'notes' | 'customer_id'>;

/** Every merchant's orders and payments; an id is only found within the merchant that made it. */
export function createLedger() {
  const books = new Map<string, { orders: Map<string, Order>; payments: Map<string, PaymentRecord> }>();

  function bookOf(keyId: string) {
    let book = books.get(keyId);
    if (!book) {
      book = { orders: new Map(), payments: new Map() };
      books.set(keyId, book);
    }
    return book;
  }

  function createOrder(keyId: string, fields: NewOrder): Order {
    const order: Order = {
      id: newId('order'),
      entity: 'order',
      amount: fields.amount,
      amount_paid: 0,
      amount_due: fields.amount,
      currency: fields.currency,
      receipt: fields.receipt,
      status: 'created',
      attempts: 0,
      notes: fields.notes,
      ...(fields.customer_id ? { customer_id: fields.customer_id } : {}),
      created_at: unixSeconds(),
    };
    bookOf(keyId).orders.set(order.id, order);
    return order;
  }

  const findOrder = (keyId: string, orderId: string) => bookOf(keyId).orders.get(orderId);

  const findPayment = (keyId: string, paymentId: string) => bookOf(keyId).payments.get(paymentId);

  /** The order's payments, newest first. */
  const paymentsOf = (keyId: string, orderId: string) =>
    [...bookOf(keyId).payments.values()]
      .map((record) => record.payment)
      .filter((payment) => payment.order_id === orderId)
      .reverse();

  function startPayment(
    keyId: string,
    order: Order,
    means: { card: CardSummary } | { vpa: string } | { wallet: string } | { paylater: 'simpl' | 'potlee' },
    scenario: Scenario,
  ): PaymentRecord {
    const payment: Payment = {
      id: newId('pay'),
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status: 'created',
      order_id: order.id,
      method: 'card' in means ? 'card' : 'vpa' in means ? 'upi' : 'wallet' in means ? 'wallet' : 'paylater',
      captured: false,
      card: 'card' in means ? means.card : null,
      vpa: 'vpa' in means ? means.vpa : null,
      wallet: 'wallet' in means ? means.wallet : null,
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      created_at: unixSeconds(),
    };
    order.status = 'attempted';
    order.attempts += 1;
    const record = { merchantKeyId: keyId, payment, scenario };
    bookOf(keyId).payments.set(payment.id, record);
    return record;
  }

  /** Authorizes and auto-captures the payment, which pays its order in full. */
  function capture(record: PaymentRecord): Order {
    const order = findOrder(record.merchantKeyId, record.payment.order_id) as Order;
    Object.assign(record.payment, { status: 'captured', captured: true });
    order.amount_paid = order.amount;
    order.amount_due = 0;
    order.status = 'paid';
    return order;
  }

  function fail(record: PaymentRecord, failure: PaymentFailure): void {
    Object.assign(record.payment, {
      status: 'failed',
      error_code: 'BAD_REQUEST_ERROR',
      error_description: failure.description,
      error_source: failure.source,
      error_step: failure.step,
      error_reason: failure.reason,
    });
  }

  return { createOrder, findOrder, findPayment, paymentsOf, startPayment, capture, fail };
}

export type Ledger = ReturnType<typeof createLedger>;
