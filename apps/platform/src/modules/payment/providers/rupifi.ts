import { rupifiFlow } from '../redirect-payments';
import type { PaymentProvider } from './provider';

/**
 * Rupifi-style pay later by redirect: the platform creates the payment server to server and the shopper draws
 * it down on Rupifi's page. Its own mode code (as the platform names an aggregator's hosted page, 'PG' added):
 * checkout chooses by mode, and PL is Simpl's and Potlee's.
 */
export const rupifi: PaymentProvider = {
  mode: 'RUPIFIPG',
  aggregator: 'Rupifi',
  displayName: 'Pay later with Rupifi',
  priority: 7,
  collectsOnDelivery: false,
  needsGateway: true,
  fee: () => 0,
  refusal: () => undefined,
  online: rupifiFlow,
};
