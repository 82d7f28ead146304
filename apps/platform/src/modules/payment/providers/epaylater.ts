import { signedFormFlow } from '../signed-form-payments';
import type { PaymentProvider } from './provider';

/**
 * Epaylater-style pay later by a signed hidden form. Its own mode code, as Rupifi's (RUPIFIPG): PL is Simpl's and
 * Potlee's, with their eligibility checks.
 */
export const epaylater: PaymentProvider = {
  mode: 'EPAYLATERPG',
  aggregator: 'Epaylater',
  displayName: 'Pay later with ePayLater',
  priority: 7,
  collectsOnDelivery: false,
  needsGateway: true,
  fee: () => 0,
  refusal: () => undefined,
  online: signedFormFlow({ aggregator: 'Epaylater', name: 'ePayLater', settingsOf: (g) => g.epaylater }),
};
