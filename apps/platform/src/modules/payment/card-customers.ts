import type { Db } from '../../db/database';
import { type CardShopper, storeCardCustomer, storedCardCustomer } from './card-customers-sql';
import { createGatewayCustomer, gatewayKnowsCustomer } from './gateway-cards';
import type { PaymentGatewaySettings } from './gateway-config';

export type { CardShopper } from './card-customers-sql';

/** The shopper's customer id at the gateway, if they ever needed one; asking never makes one. */
export const knownCardCustomer = (db: Db, gateway: PaymentGatewaySettings, shopper: CardShopper) =>
  storedCardCustomer(db, shopper, gateway.aggregator);

/**
 * The shopper's customer at the gateway, made on first need, for a card checkout to offer saved cards and
 * saving. Runs before the order's transaction: its gateway round trips hold no lock. A stored id the gateway has
 * forgotten (a restarted sandbox, another key) is replaced. Undefined when the gateway cannot be asked: paying
 * still works, only without saved cards.
 */
export async function cardCustomerFor(
  db: Db,
  gateway: PaymentGatewaySettings,
  shopper: CardShopper,
): Promise<string | undefined> {
  try {
    const stored = await knownCardCustomer(db, gateway, shopper);
    if (stored && (await gatewayKnowsCustomer(gateway, stored))) return stored;
    const created = await createGatewayCustomer(gateway, {
      application_id: shopper.applicationId,
      user_id: shopper.userId,
    });
    return await storeCardCustomer(db, shopper, gateway.aggregator, created, stored);
  } catch {
    return undefined;
  }
}
