import type { Db } from '../../db/database';
import type { PaymentGatewaySettings } from './gateway-config';
import { providerWordOf } from './provider-flows';
import { type Settlement, settlePayment } from './settle-payment';

/**
 * Asks the provider of a payment (one with an account of its own) what became of it, and settles it by that
 * word: the provider's server-to-server answer, never the shopper's return, decides. Undefined when it has
 * not decided yet.
 */
export async function settleFromProvider(
  db: Db,
  gateway: PaymentGatewaySettings | undefined,
  payment: { aggregator: string; gateway_order_id: string },
): Promise<Settlement | undefined> {
  const { aggregator, gateway_order_id: gatewayOrderId } = payment;
  const word = await providerWordOf(gateway, aggregator, gatewayOrderId);
  if (!word) return undefined;
  return db.transaction().execute((trx) => settlePayment(trx, aggregator, gatewayOrderId, word));
}
