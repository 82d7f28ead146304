import type { AnalyticsEventName } from '@vitrine/contract/analytics-events';
import { ORDER_STATUS_PATH, stateOf } from './flow';
import type { CheckoutCart } from './shipments';

// What checkout tells analytics (spec §4 Events): begin_checkout on entering it, and checkout_progress as each
// step is done — the address chosen (1), the payment chosen (2: the spec's add-payment-info), the order placed
// (3). The contract's event names have no add_payment_info of their own; GA's checkout_progress carries the
// step and the option chosen in it, as here.

type Properties = Record<string, string | number | boolean | null>;

export interface CheckoutEvent {
  name: AnalyticsEventName;
  properties: Properties;
}

export function beginCheckout(cart: Pick<CheckoutCart, 'id' | 'count' | 'total' | 'buyNow'>): CheckoutEvent {
  return {
    name: 'begin_checkout',
    properties: { cart_id: cart.id, item_count: cart.count, value: cart.total, buy_now: cart.buyNow },
  };
}

const progress = (step: number, option: string, extra: Properties): CheckoutEvent => ({
  name: 'checkout_progress',
  properties: { checkout_step: step, checkout_option: option, ...extra },
});

/**
 * The step a checkout form completed, read off where its answer sent the shopper (`to`) from the page it was
 * sent on (`from`); undefined when it went nowhere new (a refusal keeps the shopper where they were).
 */
export function stepDone(intent: string, from: URL, to: URL): CheckoutEvent | undefined {
  if (from.pathname === to.pathname && from.search === to.search) return undefined;
  const before = stateOf(from);
  const after = stateOf(to);
  const cart = { cart_id: after.cartId ?? before.cartId ?? null };
  switch (intent) {
    case 'select-address':
    case 'add-address':
      return after.addressId ? progress(1, 'address', cart) : undefined;
    case 'select-payment': {
      const chosen = after.payment;
      return chosen
        ? progress(2, chosen.mode, {
            ...cart,
            payment_mode: chosen.mode,
            payment_identifier: chosen.identifier ?? null,
            aggregator_name: chosen.aggregator ?? null,
          })
        : undefined;
    }
    case 'place-order': {
      const placed = to.pathname === ORDER_STATUS_PATH && to.searchParams.get('success') === 'true';
      return placed
        ? progress(3, before.payment?.mode ?? '', { ...cart, order_id: to.searchParams.get('order_id') })
        : undefined;
    }
    default:
      return undefined;
  }
}
