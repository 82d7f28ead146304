import { signedFormFlow } from '../signed-form-payments';
import type { PaymentProvider } from './provider';

/** JioPay-style payment page by a signed hidden form; its own mode code, as the other providers' pages have. */
export const jiopay: PaymentProvider = {
  mode: 'JIOPAYPG',
  aggregator: 'Jiopay',
  displayName: 'Pay with JioPay',
  priority: 8,
  collectsOnDelivery: false,
  needsGateway: true,
  fee: () => 0,
  refusal: () => undefined,
  online: signedFormFlow({ aggregator: 'Jiopay', name: 'JioPay', settingsOf: (gateway) => gateway.jiopay }),
};
