import type { CartRules } from '../../cart/cart-rules';
import type { PaymentGatewaySettings } from '../gateway-config';
import type { OnlineFlow } from '../online-flow';

/** What a provider needs to know to say whether it can take a payment. */
export interface PaymentContext {
  /** What the order comes to before any fee of the mode itself, in paise. */
  total: number;
  rules: CartRules;
}

/**
 * One way to pay, as the platform's API names it (mode code and aggregator). Providers that collect at the door
 * place the order at once; online providers (card, UPI, net banking, wallets, pay later) plug in here too, and
 * are offered only once a handler for them exists.
 */
export interface PaymentProvider {
  mode: string;
  aggregator: string;
  displayName: string;
  /** Lower comes first at checkout. */
  priority: number;
  /** The shopper pays when the order is delivered: nothing is charged online. */
  collectsOnDelivery: boolean;
  /** Offered only in a shop with its online payment gateway set up. */
  needsGateway?: boolean;
  /** A fee the mode adds to the order, in paise. */
  fee(context: PaymentContext): number;
  /** Why this mode cannot pay for the order, or undefined when it can. */
  refusal(context: PaymentContext): string | undefined;
  /** The provider's own page the shopper pays on (key and return address added by the caller); the card page if none. */
  paymentPage?(gateway: PaymentGatewaySettings, payment: { gatewayOrderId: string }): string;
  /** The mode's options where the shopper picks one (a wallet): their code, name and the spec's own fields. */
  choices?: readonly { code: string; name: string; fields: Record<string, string> }[];
  /** More for the checkout answer's data (a popup's script and key id); the redirect page stays the fallback. */
  checkoutData?(
    gateway: PaymentGatewaySettings,
    payment: { gatewayOrderId: string; amount: number },
  ): Record<string, unknown>;
  /** A provider with an account of its own (a hidden form, a redirect): offered once that account is set up. */
  online?: OnlineFlow;
}
