/** What the gateway says of a refund or payout it was asked for, by the refund's id. */
export type RefundOutcome =
  | { state: 'refunded'; gatewayRefundId: string }
  | { state: 'failed'; reason: string }
  /** Taken, not yet paid (a bank's refund in flight): asked about again on the next run. */
  | { state: 'waiting'; gatewayRefundId: string };

/** One way of paying a refund back: asking for it (idempotent by the refund's id) and looking it up by that id. */
export interface RefundChannel {
  issue(): Promise<RefundOutcome>;
  find(): Promise<RefundOutcome | undefined>;
}

/** Spec §8's text for a refund over what the payment has left. */
export const REFUND_TOO_LARGE = 'Oops! refund amount is greater than transaction amount.';
