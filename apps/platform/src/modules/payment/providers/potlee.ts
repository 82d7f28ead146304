import type { PaymentProvider } from './provider';

/**
 * Potlee-style pay later: checkout offers it once the shopper, the order's addresses and its items are approved
 * (verifyCustomerForPayment); after the order is created the shopper confirms on Potlee's drawdown link, and
 * the gateway's webhook places the order, as for a card.
 */
export const potlee: PaymentProvider = {
  mode: 'PL',
  aggregator: 'Potlee',
  displayName: 'Pay later with Potlee',
  priority: 6,
  collectsOnDelivery: false,
  needsGateway: true,
  fee: () => 0,
  refusal: () => undefined,
  paymentPage: (gateway, payment) =>
    `${gateway.url}/paylater/potlee/drawdown/${encodeURIComponent(payment.gatewayOrderId)}`,
};
