import type { PaymentGatewaySettings } from './gateway-config';
import { paymentOptions } from './payment-options';
import type { PaymentContext } from './providers/provider';
import { providerFor } from './providers/registry';

/**
 * The modes a payment link can be paid with: the online ones checkout offers for its amount. Nothing is
 * delivered for a link, so nothing can be paid on delivery.
 */
export function onlinePaymentOptions(context: PaymentContext, gateway: PaymentGatewaySettings | undefined) {
  const all = paymentOptions(context, gateway);
  // A link is paid at the shop's gateway: where a mode has several aggregators (CARD at Juspay too), it names that.
  const online = all.payment_options.payment_option
    .filter((mode) => providerFor(mode.name, gateway)?.collectsOnDelivery === false)
    .map((mode) =>
      gateway && mode.list?.some((option) => option.aggregator_name === gateway.aggregator)
        ? { ...mode, aggregator_name: gateway.aggregator }
        : mode,
    );
  const aggregators = new Set(online.map((mode) => mode.aggregator_name?.toLowerCase()));
  return {
    ...all,
    payment_options: {
      ...all.payment_options,
      payment_option: online,
      payment_flows: Object.fromEntries(
        Object.entries(all.payment_options.payment_flows).filter(([name]) => aggregators.has(name)),
      ),
    },
  };
}
