import type { PaymentGatewaySettings } from './gateway-config';
import type { GatewayWord } from './gateway-word';

/** Where the shopper pays, and what the gateway calls the payment. */
export interface OnlinePaymentStart {
  aggregator: string;
  gatewayOrderId: string;
  /** The gateway's card page for this payment; it sends the shopper back to the callback URL. */
  redirectUrl: string;
  /** More for the checkout answer's data: a hidden form's api_link and signed fields, say. */
  answer?: Record<string, unknown>;
}

/** An order to be paid online, as checkout hands it to a provider. */
export interface OnlinePaymentOrder {
  orderId: string;
  /** In paise. */
  amount: number;
  callbackUrl: string | undefined;
  /** The billing address: the name, e-mail and phone a provider's page shows the payer. */
  payer?: Record<string, unknown>;
}

/**
 * How a provider with an account of its own (not the shop's card gateway) takes a payment: the payment_flows
 * entry checkout offers, how a payment starts, and the provider's server-to-server word on it, which is the
 * only thing that settles it.
 */
export interface OnlineFlow {
  /** Whether the shop has set up its account with this provider. */
  configured(gateway: PaymentGatewaySettings): boolean;
  /** payment_flows[aggregator] of getPaymentModeRoutes. */
  route(gateway: PaymentGatewaySettings): {
    api_link: string;
    payment_flow: string;
    data?: Record<string, unknown>;
  };
  start(gateway: PaymentGatewaySettings, order: OnlinePaymentOrder): Promise<OnlinePaymentStart>;
  /** What the provider says of a payment now: undefined while it is undecided (or cannot be asked). */
  status(gateway: PaymentGatewaySettings, gatewayOrderId: string): Promise<GatewayWord | undefined>;
  /** Where a shopper signs up with the provider first (redirectToAggregator), when it has such a page. */
  signupUrl?(gateway: PaymentGatewaySettings): string;
}
