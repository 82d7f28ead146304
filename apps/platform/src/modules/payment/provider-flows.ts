import type { PaymentGatewaySettings } from './gateway-config';
import type { GatewayWord } from './gateway-word';
import type { OnlineFlow } from './online-flow';
import type { PaymentProvider } from './providers/provider';
import { paymentProviders } from './providers/registry';

/** The flow of the provider an aggregator names, when it takes payments with an account of its own. */
export function onlineFlowOf(
  gateway: PaymentGatewaySettings | undefined,
  aggregator: string,
): OnlineFlow | undefined {
  const wanted = aggregator.toLowerCase();
  return paymentProviders(gateway).find((provider) => provider.aggregator.toLowerCase() === wanted)?.online;
}

/** payment_flows[aggregator]'s api_link and payment_flow, for an aggregator with a flow of its own. */
export function flowRouteOf(
  providers: readonly PaymentProvider[],
  gateway: PaymentGatewaySettings | undefined,
  aggregator: string,
) {
  const online = providers.find((provider) => provider.aggregator.toLowerCase() === aggregator)?.online;
  return online && gateway ? online.route(gateway) : {};
}

/**
 * What the provider of a payment says of it now, when the aggregator has a flow of its own; undefined while it
 * is undecided or the provider could not be asked (the reconciler asks again).
 */
export async function providerWordOf(
  gateway: PaymentGatewaySettings | undefined,
  aggregator: string,
  gatewayOrderId: string,
): Promise<GatewayWord | undefined> {
  const flow = onlineFlowOf(gateway, aggregator);
  if (!gateway || !flow) return undefined;
  return flow.status(gateway, gatewayOrderId).catch(() => undefined);
}
