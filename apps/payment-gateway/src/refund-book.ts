import { randomBytes } from 'node:crypto';

/** Spec §8's words for a refund over what the payment has left: every protocol's refusal says this. */
export const REFUND_TOO_LARGE = {
  code: 'refund_amount_greater_than_transaction_amount',
  message: 'Oops! refund amount is greater than transaction amount.',
} as const;

export interface RefundRecord {
  id: string;
  /** The merchant's book and the payment within it (a Razorpay payment id, a Juspay order, a Stripe intent). */
  book: string;
  payment: string;
  amount: number;
  /** The caller's idempotency key (receipt, unique_request_id, Idempotency-Key); the same key answers this refund. */
  key: string;
  /** Whether the caller gave the key (a refund asked without one can never be asked again). */
  keyed: boolean;
  notes: Record<string, string>;
  createdAt: number;
}

export type RefundAnswer =
  | { ok: true; refund: RefundRecord; replayed: boolean }
  | { ok: false; reason: 'too_large' | 'key_reused' };

/**
 * Every refund the sandbox has made, in memory like its ledger. A refund never takes a payment past what was
 * captured, and a key asked again answers the refund it made the first time (the same payment and amount only).
 */
export function createRefundBook() {
  const refunds: RefundRecord[] = [];

  const refundsOf = (book: string, payment: string) =>
    refunds.filter((refund) => refund.book === book && refund.payment === payment);

  const refundedOf = (book: string, payment: string) =>
    refundsOf(book, payment).reduce((sum, refund) => sum + refund.amount, 0);

  /** Refunds `amount` (all that is left when undefined) of a payment that captured `captured`. */
  function refund(
    book: string,
    payment: string,
    captured: number,
    ask: { amount?: number; key?: string; notes?: Record<string, string>; prefix: string },
  ): RefundAnswer {
    const key = ask.key ?? randomBytes(16).toString('hex');
    const earlier = refunds.find((refund) => refund.book === book && refund.key === key);
    if (earlier) {
      const same = earlier.payment === payment && (ask.amount === undefined || ask.amount === earlier.amount);
      return same ? { ok: true, refund: earlier, replayed: true } : { ok: false, reason: 'key_reused' };
    }
    const left = captured - refundedOf(book, payment);
    const amount = ask.amount ?? left;
    if (amount <= 0 || amount > left) return { ok: false, reason: 'too_large' };
    const made: RefundRecord = {
      id: `${ask.prefix}_${randomBytes(7).toString('hex')}`,
      book,
      payment,
      amount,
      key,
      keyed: ask.key !== undefined,
      notes: ask.notes ?? {},
      createdAt: Math.floor(Date.now() / 1000),
    };
    refunds.push(made);
    return { ok: true, refund: made, replayed: false };
  }

  const refundsOfAccount = (book: string) => refunds.filter((refund) => refund.book === book);

  return { refund, refundsOf, refundedOf, refundsOfAccount };
}

export type RefundBook = ReturnType<typeof createRefundBook>;
