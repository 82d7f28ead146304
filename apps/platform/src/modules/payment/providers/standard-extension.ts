import { signedFormFlow } from '../signed-form-payments';
import type { PaymentProvider } from './provider';

/** The standard payment extension: a payment page of the shop's own choosing, taking a signed hidden form. */
export const standardExtension: PaymentProvider = {
  mode: 'STANDARDEXTENSIONPG',
  aggregator: 'StandardExtension',
  displayName: 'Pay online',
  priority: 8,
  collectsOnDelivery: false,
  needsGateway: true,
  fee: () => 0,
  refusal: () => undefined,
  online: signedFormFlow({
    aggregator: 'StandardExtension',
    name: 'the payment extension',
    settingsOf: (gateway) => gateway.standardExtension,
  }),
};
