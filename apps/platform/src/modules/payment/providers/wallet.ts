import type { PaymentProvider } from './provider';

/** The wallets the shop's gateway takes (Razorpay's wallet codes); each is an option of the WL mode. */
const WALLETS = [
  { code: 'phonepe', name: 'PhonePe' },
  { code: 'paytm', name: 'Paytm' },
  { code: 'amazonpay', name: 'Amazon Pay' },
] as const;

/** Where the gateway serves its Standard Checkout script, as checkout.razorpay.com/v1/checkout.js does. */
const checkoutScriptUrl = (gatewayUrl: string) => `${gatewayUrl}/v1/checkout.js`;

/**
 * Wallets at the shop's Razorpay-style gateway, paid in its Standard Checkout popup: the storefront loads the
 * gateway's script and opens it with the public key id and the gateway's order. The popup's answer is only a cue;
 * the gateway's signed webhook or a status check places the order, as for a card. Without JavaScript the
 * shopper pays on the same wallet page at redirect_url.
 */
export const wallet: PaymentProvider = {
  mode: 'WL',
  aggregator: 'Razorpay',
  displayName: 'Wallet',
  priority: 5,
  collectsOnDelivery: false,
  needsGateway: true,
  fee: () => 0,
  refusal: () => undefined,
  choices: WALLETS.map(({ code, name }) => ({
    code,
    name,
    fields: { wallet_code: code, wallet_name: name },
  })),
  paymentPage: (gateway, payment) =>
    `${gateway.url}/v1/checkout/${encodeURIComponent(payment.gatewayOrderId)}/wallet`,
  checkoutData: (gateway, payment) => ({
    payment_flow: 'popup',
    script_url: checkoutScriptUrl(gateway.url),
    // The public key id alone: the secret never leaves the server.
    key_id: gateway.keyId,
    amount: payment.amount,
    currency: 'INR',
  }),
};
