import { JUSPAY, juspayFlow } from '../juspay-payments';
import type { PaymentProvider } from './provider';

/**
 * Card at a Juspay-style provider: the shop's card form posts the card from the browser straight to Juspay's
 * /txns, then 3-D Secure on the bank's page. Listed before the Razorpay-style card, so a shop whose Juspay
 * account is set up takes cards there unless the checkout names Razorpay (spec §3: "Aggregator is Juspay when
 * missing"); without that account, CARD is Razorpay's alone.
 */
export const juspayCard: PaymentProvider = {
  mode: 'CARD',
  aggregator: JUSPAY,
  displayName: 'Credit or debit card (Juspay)',
  priority: 3,
  collectsOnDelivery: false,
  needsGateway: true,
  fee: () => 0,
  refusal: () => undefined,
  online: juspayFlow,
};
