import { formatPaise } from '../../cart/coupons';
import type { PaymentContext, PaymentProvider } from './provider';

/** Refusal of a pay-at-the-door mode: off in this shop, or the order outside the merchant's limits. */
export function doorLimitsRefusal({ total, rules }: PaymentContext, what: string): string | undefined {
  const { cod } = rules;
  if (!cod.enabled) return `${what} is not available in this shop`;
  if (total > cod.maxOrderValue)
    return `${what} is available on orders up to ${formatPaise(cod.maxOrderValue)}`;
  if (total < cod.minOrderValue) {
    return `${what} is available on orders of ${formatPaise(cod.minOrderValue)} and above`;
  }
  return undefined;
}

/** Cash on delivery: the courier collects the total, with the merchant's fee; the spec's aggregator is Fynd. */
export const cashOnDelivery: PaymentProvider = {
  mode: 'COD',
  aggregator: 'Fynd',
  displayName: 'Cash on Delivery',
  priority: 1,
  collectsOnDelivery: true,
  fee: ({ rules }) => rules.cod.charge,
  refusal: (context) => doorLimitsRefusal(context, 'Cash on delivery'),
};
