import { stripeFlow } from '../stripe-payments';
import type { PaymentProvider } from './provider';

/**
 * Card on Stripe Checkout: the session is created server to server and the shopper pays on Stripe's page. It
 * shares CARD with the shop's card gateway, listed after it, so a checkout naming no aggregator keeps that one.
 */
export const stripe: PaymentProvider = {
  mode: 'CARD',
  aggregator: 'Stripe',
  displayName: 'Card with Stripe',
  priority: 3,
  collectsOnDelivery: false,
  needsGateway: true,
  fee: () => 0,
  refusal: () => undefined,
  online: stripeFlow,
};
