import type { api, EndpointResponse } from '@vitrine/contract';
import type { PaymentGatewaySettings } from './gateway-config';

type AggregatorsConfig = EndpointResponse<typeof api.payment.getAggregatorsConfig>;
type AggregatorConfig = NonNullable<AggregatorsConfig['razorpay']>;

/** Every aggregator here is the shop's own account with the provider, not one the platform lends it. */
const CONFIG_TYPE = 'self';

/** A Razorpay-style key id says its mode: rzp_live_… takes real money, anything else is a test account. */
const isLive = (gateway: PaymentGatewaySettings) => gateway.keyId.startsWith('rzp_live_');

/** One aggregator's public part: what a browser may hold to open the provider's script or page. */
function publicPart(key: string, more: Omit<Partial<AggregatorConfig>, 'secret'> = {}): AggregatorConfig {
  // `secret` is required by the model and always sent empty: secrets, salts and webhook secrets stay here.
  return { key, secret: '', config_type: CONFIG_TYPE, sdk: false, ...more };
}

/**
 * AggregatorsConfigDetail: the public keys of the aggregators the shop has accounts with (key ids, merchant
 * ids, whether the browser uses the provider's script, sandbox or live), built from the public settings alone
 * so that no secret can end up in it. Read from the environment at start: `refresh` has nothing to refresh.
 */
export function aggregatorsConfig(gateway: PaymentGatewaySettings | undefined): AggregatorsConfig {
  if (!gateway) return { success: true, env: 'sandbox' };
  const { payumoney, rupifi, juspay, stripe } = gateway;
  return {
    success: true,
    env: isLive(gateway) ? 'live' : 'sandbox',
    razorpay: publicPart(gateway.keyId, { sdk: true, api: gateway.url }),
    ...(payumoney ? { payumoney: publicPart(payumoney.key, { merchant_key: payumoney.key }) } : {}),
    ...(rupifi ? { rupifi: publicPart(rupifi.merchantId, { merchant_id: rupifi.merchantId }) } : {}),
    ...(juspay
      ? { juspay: publicPart(juspay.merchantId, { merchant_id: juspay.merchantId, api: juspay.url }) }
      : {}),
    ...(stripe ? { stripe: publicPart(stripe.publishableKey, { sdk: true }) } : {}),
  };
}
