import { doorLimitsRefusal } from './cash-on-delivery';
import type { PaymentProvider } from './provider';

/** Pay later, at delivery: by card or UPI at the door (mode PP), within the same limits, without the cash fee. */
export const payOnDelivery: PaymentProvider = {
  mode: 'PP',
  aggregator: 'Fynd',
  displayName: 'Pay at delivery by card or UPI',
  priority: 2,
  collectsOnDelivery: true,
  fee: () => 0,
  refusal: (context) => doorLimitsRefusal(context, 'Paying at delivery'),
};
