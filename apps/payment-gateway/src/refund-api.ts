import type { Route } from './api';
import { ApiError, invalidInput, notFound } from './api-error';
import { readJson } from './http';
import type { Ledger } from './ledger';
import { parseNotes } from './order-request';
import { REFUND_TOO_LARGE, type RefundBook, type RefundRecord } from './refund-book';

const MAX_RECEIPT_LENGTH = 40;
const ALLOWED_FIELDS = new Set(['amount', 'receipt', 'notes', 'speed']);

/** A refund as Razorpay's API answers it: processed at once in the sandbox. */
const viewOf = (refund: RefundRecord) => ({
  id: refund.id,
  entity: 'refund',
  amount: refund.amount,
  currency: 'INR',
  payment_id: refund.payment,
  notes: refund.notes,
  receipt: refund.keyed ? refund.key : null,
  acquirer_data: { arn: null },
  created_at: refund.createdAt,
  batch_id: null,
  status: 'processed',
  speed_processed: 'normal',
  speed_requested: 'normal',
});

function readRefundRequest(body: unknown) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalidInput('The request body must be a JSON object');
  }
  const fields = body as Record<string, unknown>;
  const unknown = Object.keys(fields).filter((key) => !ALLOWED_FIELDS.has(key));
  if (unknown.length > 0)
    throw invalidInput(`${unknown.join(', ')} is/are not required and should not be sent`);
  const { amount, receipt } = fields;
  if (amount !== undefined && (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 100)) {
    throw invalidInput('The amount must be an integer number of paise, at least 100.', 'amount');
  }
  if (
    receipt !== undefined &&
    (typeof receipt !== 'string' || !receipt || receipt.length > MAX_RECEIPT_LENGTH)
  ) {
    throw invalidInput(
      `The receipt must be a string of at most ${MAX_RECEIPT_LENGTH} characters.`,
      'receipt',
    );
  }
  return { amount, receipt, notes: parseNotes(fields.notes) } as {
    amount?: number;
    receipt?: string;
    notes: Record<string, string>;
  };
}

/**
 * Razorpay-style refunds of captured payments: `POST /v1/payments/{id}/refund` (the receipt is the refund's
 * idempotency key: the same receipt answers the same refund) and `GET /v1/payments/{id}/refunds`.
 */
export function refundRoutes(ledger: Ledger, book: RefundBook): Route[] {
  const capturedPayment = (keyId: string, id: string) => {
    const record = ledger.findPayment(keyId, id);
    if (!record) throw notFound();
    return record.payment;
  };
  return [
    {
      method: 'POST',
      path: /^\/v1\/payments\/([^/]+)\/refund$/,
      answer: async (merchant, id, req) => {
        const payment = capturedPayment(merchant.keyId, id);
        const ask = readRefundRequest(await readJson(req));
        if (payment.status !== 'captured') {
          throw invalidInput('The payment has not been captured, so it cannot be refunded', 'id');
        }
        const answer = book.refund(merchant.keyId, payment.id, payment.amount, {
          amount: ask.amount,
          key: ask.receipt,
          notes: ask.notes,
          prefix: 'rfnd',
        });
        if (answer.ok) return viewOf(answer.refund);
        if (answer.reason === 'key_reused') {
          throw invalidInput('The receipt names a refund of another payment or amount', 'receipt');
        }
        throw new ApiError(400, REFUND_TOO_LARGE.message, 'business', REFUND_TOO_LARGE.code, 'amount');
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/payments\/([^/]+)\/refunds$/,
      answer: (merchant, id) => {
        const items = book.refundsOf(merchant.keyId, capturedPayment(merchant.keyId, id).id).map(viewOf);
        return { entity: 'collection', count: items.length, items };
      },
    },
  ];
}
