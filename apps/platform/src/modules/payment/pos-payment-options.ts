import type { PaymentGatewaySettings } from './gateway-config';
import { paymentOptions } from './payment-options';
import type { PaymentContext } from './providers/provider';

/**
 * What a store counter takes: cash in hand, a card, or UPI. Net banking, wallets and pay later need the
 * shopper's own screen and a redirect, which a counter's till does not have.
 */
const COUNTER_MODES = ['COD', 'CARD', 'UPI'];

/** The order types of the point-of-sale channel: an order taken at the counter may still be delivered home. */
const DELIVERED_HOME = 'homedelivery';

/**
 * The payment modes of the point-of-sale ordering channel (PaymentModeRouteResponse, as getPaymentModeRoutes
 * answers): the counter's modes among those checkout offers, with the same rules, fees and limits, so the till
 * never offers what placing the order would refuse. Cash is 'Cash' at the counter and stays 'Cash on Delivery'
 * for an order delivered home.
 */
export function posPaymentOptions(
  context: PaymentContext,
  gateway: PaymentGatewaySettings | undefined,
  orderType: string | undefined,
) {
  const all = paymentOptions(context, gateway);
  const home = orderType?.replace(/[\s_-]/g, '').toLowerCase() === DELIVERED_HOME;
  const modes = all.payment_options.payment_option
    .filter((mode) => COUNTER_MODES.includes(mode.name))
    .map((mode) =>
      mode.name !== 'COD' || home
        ? mode
        : {
            ...mode,
            display_name: 'Cash',
            list: mode.list?.map((option) => ({ ...option, display_name: 'Cash' })),
          },
    );
  const aggregators = new Set(modes.map((mode) => mode.aggregator_name?.toLowerCase()));
  return {
    ...all,
    payment_options: {
      ...all.payment_options,
      payment_option: modes,
      payment_flows: Object.fromEntries(
        Object.entries(all.payment_options.payment_flows).filter(([name]) => aggregators.has(name)),
      ),
    },
  };
}
