import type { PaymentProvider } from './provider';

/** Card, paid online at the shop's Razorpay-style gateway: 3-D Secure on the gateway's own pages. */
export const card: PaymentProvider = {
  mode: 'CARD',
  aggregator: 'Razorpay',
  displayName: 'Credit or debit card',
  priority: 3,
  collectsOnDelivery: false,
  needsGateway: true,
  fee: () => 0,
  refusal: () => undefined,
};
