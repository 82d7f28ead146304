import { ccavenueFlow } from '../ccavenue-payments';
import type { PaymentProvider } from './provider';

/**
 * Net banking on CCAvenue's page: the shopper's browser posts the shop's encrypted request to it. Beside
 * Payumoney, NB lists both and checkout takes the one its aggregator names.
 */
export const netBankingByCcavenue: PaymentProvider = {
  mode: 'NB',
  aggregator: 'Ccavenue',
  displayName: 'Net Banking',
  priority: 6,
  collectsOnDelivery: false,
  needsGateway: true,
  fee: () => 0,
  refusal: () => undefined,
  online: ccavenueFlow,
};
