import type { Logger } from 'pino';
import type { Db } from '../../db/database';
import type { PaymentGatewaySettings } from './gateway-config';
import { paymentProviders } from './providers/registry';
import { settleFromProvider } from './settle-from-provider';
import type { Settlement } from './settle-payment';

/** A payment the shopper has not come back from within this long is asked about… */
const QUIET_MS = 30_000;
/** …for this long: after that its order was given up long ago. */
const ASKED_FOR_MS = 24 * 60 * 60_000;
const BATCH = 50;

/**
 * Asks the providers with accounts of their own (hidden form, redirect) about payments still open: a shopper who
 * paid and closed the tab before coming back still gets their order placed. Safe beside the shopper's own
 * return: settling takes the payment's row lock.
 */
export async function reconcileProviderPayments(
  db: Db,
  gateway: PaymentGatewaySettings,
  now = new Date(),
): Promise<Settlement[]> {
  const aggregators = paymentProviders(gateway)
    .filter((provider) => provider.online)
    .map((provider) => provider.aggregator);
  if (aggregators.length === 0) return [];
  const open = await db
    .selectFrom('payments')
    .select(['aggregator', 'gateway_order_id'])
    .where('status', '=', 'created')
    .where('failure', 'is', null)
    .where('aggregator', 'in', aggregators)
    .where('created_at', '<=', new Date(now.getTime() - QUIET_MS))
    .where('created_at', '>', new Date(now.getTime() - ASKED_FOR_MS))
    .orderBy('created_at')
    .limit(BATCH)
    .execute();
  const settled: Settlement[] = [];
  for (const payment of open) {
    const settlement = await settleFromProvider(db, gateway, payment);
    if (settlement) settled.push(settlement);
  }
  return settled;
}

/** Runs the reconciliation every 30 seconds in this process; returns how to stop. */
export function reconcileProviderPaymentsEvery30Seconds(
  db: Db,
  gateway: PaymentGatewaySettings,
  log: Logger,
) {
  const timer = setInterval(() => {
    reconcileProviderPayments(db, gateway)
      .then((settled) => {
        if (settled.length > 0) log.info({ settled }, 'payments settled from their providers’ status');
      })
      .catch((error) => log.warn({ err: error }, 'provider payments not reconciled this time'));
  }, QUIET_MS);
  timer.unref();
  return () => clearInterval(timer);
}
