import type { Logger } from 'pino';
import type { Db } from '../../db/database';
import { type GatewayPayment, paymentsOfGatewayOrder } from './gateway-client';
import type { PaymentGatewaySettings } from './gateway-config';
import { unsettledLinkOrders } from './payment-links-sql';
import { type GatewayWord, type Settlement, settlePayment } from './settle-payment';

/** A payment no callback settled within this long is asked about. */
const QUIET_MS = 30_000;
/**
 * …for this long: a payment of an order given up stays unsettled for good, and without an end the oldest of
 * them would fill every batch, leaving newer payments unasked.
 */
const ASKED_FOR_MS = 24 * 60 * 60_000;
const BATCH = 50;

/** The gateway's word on a payment from its attempts: captured if any attempt was, else the newest one's failure. */
export function wordOf(attempts: GatewayPayment[]): GatewayWord | undefined {
  const captured = attempts.find((attempt) => attempt.status === 'captured');
  if (captured) {
    return {
      outcome: 'captured',
      gatewayPaymentId: captured.id,
      amount: captured.amount,
      currency: captured.currency,
    };
  }
  // The newest attempt decides: one still in flight (a UPI request awaiting its payer) outweighs older failures.
  const [newest] = attempts.toSorted((a, b) => (b.created_at ?? 0) - (a.created_at ?? 0));
  return newest?.status === 'failed'
    ? {
        outcome: 'failed',
        gatewayPaymentId: newest.id,
        reason: newest.error_description ?? 'The payment failed',
      }
    : undefined;
}

/**
 * Asks the gateway about payments no callback settled (a callback lost, or never sent) and settles them as its
 * callbacks would have. Safe beside callbacks and other processes: settling takes the payment's row lock.
 */
export async function reconcilePayments(
  db: Db,
  gateway: PaymentGatewaySettings,
  now = new Date(),
): Promise<Settlement[]> {
  const quiet = await db
    .selectFrom('payments')
    .select('gateway_order_id')
    .where('status', '=', 'created')
    .where('aggregator', '=', gateway.aggregator)
    .where('created_at', '<=', new Date(now.getTime() - QUIET_MS))
    .where('created_at', '>', new Date(now.getTime() - ASKED_FOR_MS))
    .orderBy('created_at')
    .limit(BATCH)
    .execute();
  const quietLinks = await unsettledLinkOrders(db, gateway.aggregator, {
    from: new Date(now.getTime() - ASKED_FOR_MS),
    to: new Date(now.getTime() - QUIET_MS),
    limit: BATCH,
  });
  const settled: Settlement[] = [];
  for (const { gateway_order_id: gatewayOrderId } of [...quiet, ...quietLinks]) {
    const word = wordOf(await paymentsOfGatewayOrder(gateway, gatewayOrderId));
    if (!word) continue;
    settled.push(
      await db.transaction().execute((trx) => settlePayment(trx, gateway.aggregator, gatewayOrderId, word)),
    );
  }
  return settled;
}

/** Runs the reconciliation every 30 seconds in this process; returns how to stop. */
export function reconcilePaymentsEvery30Seconds(db: Db, gateway: PaymentGatewaySettings, log: Logger) {
  const timer = setInterval(() => {
    reconcilePayments(db, gateway)
      .then((settled) => {
        if (settled.length > 0) log.info({ settled }, 'payments settled from the gateway’s status');
      })
      .catch((error) => log.warn({ err: error }, 'payments not reconciled this time'));
  }, QUIET_MS);
  timer.unref();
  return () => clearInterval(timer);
}
