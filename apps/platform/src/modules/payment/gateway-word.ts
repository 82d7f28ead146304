// The gateway's word on a payment, and how settling it landed: shared by orders and payment links.

/** What the gateway said of a payment, server to server: the only word that makes an order paid. */
export type GatewayWord =
  | { outcome: 'captured'; gatewayPaymentId: string; amount: number; currency: string }
  | { outcome: 'failed'; gatewayPaymentId: string; reason: string };

/**
 * How the word landed: `paid` placed the order; `refund_due` means money came for an order already given up
 * (its stock and cart went back to the shopper) or for a payment link cancelled or expired, so it is to be
 * returned; the others changed nothing.
 */
export type Settlement =
  | 'paid'
  | 'refund_due'
  | 'already_settled'
  | 'attempt_failed'
  | 'mismatch'
  | 'unknown';
