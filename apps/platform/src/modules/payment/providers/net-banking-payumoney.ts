import { payumoneyFlow } from '../payumoney-payments';
import type { PaymentProvider } from './provider';

/** Net banking on Payumoney's page: the shopper's browser posts the shop's signed hidden form to it. */
export const netBankingByPayumoney: PaymentProvider = {
  mode: 'NB',
  aggregator: 'Payumoney',
  displayName: 'Net Banking',
  priority: 6,
  collectsOnDelivery: false,
  needsGateway: true,
  fee: () => 0,
  refusal: () => undefined,
  online: payumoneyFlow,
};
