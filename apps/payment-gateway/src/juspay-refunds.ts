import { REFUND_TOO_LARGE, type RefundBook, type RefundRecord } from './refund-book';

/** What a refund needs of a Juspay order: its ids, and what its latest transaction captured (paise). */
export interface RefundableJuspayOrder {
  id: string;
  merchantId: string;
  captured: number;
}

const RUPEES = /^\d{1,9}(\.\d{1,2})?$/;

const bookOf = (order: RefundableJuspayOrder) => `juspay:${order.merchantId}`;

/** A refund as Juspay's order status lists it: amounts in rupees; the sandbox settles it at once. */
const viewOf = (refund: RefundRecord) => ({
  id: refund.id,
  ref: refund.id.toUpperCase(),
  amount: refund.amount / 100,
  unique_request_id: refund.key,
  status: 'SUCCESS',
  created: new Date(refund.createdAt * 1000).toISOString(),
  initiated_by: 'API',
  refund_type: 'STANDARD',
  refund_source: 'sandbox',
  sent_to_gateway: true,
  error_message: null,
});

const refusal = (code: string, message: string) => ({
  ok: false as const,
  error: { status: 'invalid_request_error', error_code: code, error_message: message },
});

/**
 * Juspay-style refunds (`POST /orders/{order_id}/refunds`, form-encoded unique_request_id and amount in rupees):
 * a unique_request_id asked again answers the refund made the first time, and the order's status (`GET
 * /orders/{order_id}`) lists its refunds with `refunded` and `amount_refunded`.
 */
export function juspayRefunds(book: RefundBook) {
  function refund(order: RefundableJuspayOrder, form: URLSearchParams) {
    const key = (form.get('unique_request_id') ?? '').trim();
    if (!key || key.length > 255) return refusal('invalid_request', 'unique_request_id is required');
    const rupees = (form.get('amount') ?? '').trim();
    if (!RUPEES.test(rupees) || Number(rupees) <= 0) {
      return refusal('invalid_request', 'amount must be a positive number of rupees, at most two decimals');
    }
    if (order.captured === 0) return refusal('invalid_request', 'The order has not been charged');
    const answer = book.refund(bookOf(order), order.id, order.captured, {
      amount: Math.round(Number(rupees) * 100),
      key,
      prefix: 'rfnd',
    });
    if (answer.ok) return { ok: true as const };
    if (answer.reason === 'key_reused') {
      return refusal('invalid_request', 'unique_request_id names a refund of another order or amount');
    }
    return refusal(REFUND_TOO_LARGE.code, REFUND_TOO_LARGE.message);
  }

  /** The refund fields of the order's status. */
  function refundsOf(order: RefundableJuspayOrder) {
    const made = book.refundsOf(bookOf(order), order.id);
    if (made.length === 0) return {};
    const refunded = book.refundedOf(bookOf(order), order.id);
    return {
      refunded: refunded >= order.captured,
      amount_refunded: refunded / 100,
      refunds: made.map(viewOf),
    };
  }

  return { refund, refundsOf };
}
