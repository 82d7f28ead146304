import { ajiodhanFlow } from '../redirect-payments';
import type { PaymentProvider } from './provider';

/**
 * Ajio Dhan-style B2B credit by redirect: the platform creates the payment server to server and the shopper
 * confirms it on Ajio Dhan's page. Its own mode code, as Rupifi's (RUPIFIPG): PL is Simpl's and Potlee's.
 */
export const ajiodhan: PaymentProvider = {
  mode: 'AJIODHANPG',
  aggregator: 'Ajiodhan',
  displayName: 'Pay with Ajio Dhan credit',
  priority: 7,
  collectsOnDelivery: false,
  needsGateway: true,
  fee: () => 0,
  refusal: () => undefined,
  online: ajiodhanFlow,
};
