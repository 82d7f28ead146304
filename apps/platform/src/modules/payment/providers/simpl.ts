import type { PaymentProvider } from './provider';

/**
 * Simpl-style pay later: checkout offers it once the shopper's phone is approved (verifyCustomerForPayment).
 * After the order is created the shopper authorizes on Simpl's page, which hands the shop a transaction token,
 * and the shop charges it (verifyAndChargePayment).
 */
export const simpl: PaymentProvider = {
  mode: 'PL',
  aggregator: 'Simpl',
  displayName: 'Pay later with Simpl',
  priority: 5,
  collectsOnDelivery: false,
  needsGateway: true,
  fee: () => 0,
  refusal: () => undefined,
  paymentPage: (gateway, payment) =>
    `${gateway.url}/paylater/simpl/authorize/${encodeURIComponent(payment.gatewayOrderId)}`,
};
