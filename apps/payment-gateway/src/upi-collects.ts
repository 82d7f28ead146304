import type { Ledger, Order, PaymentRecord } from './ledger';
import type { Merchant } from './merchants';
import { automaticAnswerOf } from './upi';
import type { WebhookSender } from './webhooks';

export interface UpiCollectOptions {
  /** How long the sandbox's own addresses take to approve or decline. */
  autoAnswerMs: number;
  /** How long a collect request waits for its owner before it fails. */
  expiryMs: number;
  log: (line: string) => void;
}

/**
 * UPI collect requests in flight: a payment waits in `created` until the payer approves or declines it in their
 * app, or it expires; then it is captured or failed and the merchant hears from the webhook, as for a card.
 */
export function upiCollects(ledger: Ledger, webhooks: WebhookSender, options: UpiCollectOptions) {
  const timers = new Set<NodeJS.Timeout>();
  const waiting = new Map<string, PaymentRecord>();

  function later(ms: number, work: () => void): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      work();
    }, ms);
    timers.add(timer);
  }

  function finish(record: PaymentRecord, answer: 'approve' | 'decline' | 'expire' | 'cancel'): boolean {
    if (!waiting.delete(record.payment.id) || record.payment.status !== 'created') return false;
    const order = ledger.findOrder(record.merchantKeyId, record.payment.order_id) as Order;
    if (answer === 'approve' && order.status !== 'paid') {
      ledger.capture(record);
    } else {
      ledger.fail(record, {
        description:
          answer === 'expire'
            ? 'Payment was not completed on time'
            : answer === 'approve'
              ? 'The order was already paid'
              : answer === 'cancel'
                ? 'Payment request was cancelled by the merchant'
                : 'Payment was declined by the customer in their UPI app',
        source: 'customer',
        step: 'payment_authorization',
        reason: answer === 'expire' ? 'payment_timed_out' : 'payment_cancelled',
      });
    }
    options.log(`UPI payment ${record.payment.id} ${record.payment.status} for ${order.id}`);
    webhooks.announce(record, order);
    return true;
  }

  /** Sends a collect request for the order's amount to the address; its payment id names it from then on. */
  function start(merchant: Merchant, order: Order, vpa: string): PaymentRecord {
    const record = ledger.startPayment(merchant.keyId, order, { vpa }, 'success');
    waiting.set(record.payment.id, record);
    options.log(`UPI collect ${record.payment.id} sent for ${order.id}`);
    const automatic = automaticAnswerOf(vpa);
    if (automatic) later(options.autoAnswerMs, () => finish(record, automatic));
    later(options.expiryMs, () => finish(record, 'expire'));
    return record;
  }

  /** The requests waiting for this address's owner, oldest first. */
  const pendingFor = (vpa: string) =>
    [...waiting.values()].filter((record) => record.payment.vpa?.toLowerCase() === vpa.toLowerCase());

  /** The payer's answer from their app; false when the request is not waiting (answered, expired, unknown). */
  function answer(vpa: string, paymentId: string, approve: boolean): boolean {
    const record = waiting.get(paymentId);
    if (!record || record.payment.vpa?.toLowerCase() !== vpa.toLowerCase()) return false;
    return finish(record, approve ? 'approve' : 'decline');
  }

  /** Withdraws a request still waiting for its payer (the shopper gave up, or asked for a new one). */
  function cancel(merchantKeyId: string, paymentId: string): boolean {
    const record = waiting.get(paymentId);
    return record?.merchantKeyId === merchantKeyId && finish(record, 'cancel');
  }

  function close(): void {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  }

  return { start, pendingFor, answer, cancel, close };
}

export type UpiCollects = ReturnType<typeof upiCollects>;
