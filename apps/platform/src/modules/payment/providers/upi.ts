import type { PaymentProvider } from './provider';

/**
 * UPI collect at the shop's gateway: after the order is created the shopper gives their UPI address on the shop's
 * /cart/upi page, the platform sends the collect request server to server, and the shopper approves it in their
 * UPI app while the page polls the payment's status.
 */
export const upi: PaymentProvider = {
  mode: 'UPI',
  aggregator: 'UPI_Razorpay',
  displayName: 'UPI',
  priority: 4,
  collectsOnDelivery: false,
  needsGateway: true,
  fee: () => 0,
  refusal: () => undefined,
};
