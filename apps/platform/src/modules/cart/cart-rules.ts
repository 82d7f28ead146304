import type { ApplicationSettings } from '../configuration/settings';

/** The merchant's rules on delivery charges and cash on delivery, in paise. */
export interface CartRules {
  delivery: {
    /** A cart worth this much or more (after discounts and coupon) is delivered free. */
    freeFrom: number;
    /** The charge on smaller carts. */
    charge: number;
  };
  cod: {
    enabled: boolean;
    /** Orders above this total cannot be paid on delivery. */
    maxOrderValue: number;
    minOrderValue: number;
    /** The fee for paying on delivery. */
    charge: number;
  };
}

/** What a shop without its own `cart_rules` gets: the demo shop's promise (free delivery from ₹999). */
const DEFAULT_CART_RULES: CartRules = {
  delivery: { freeFrom: 99_900, charge: 7_900 },
  cod: { enabled: true, maxOrderValue: 1_000_000, minOrderValue: 0, charge: 4_900 },
};

const paise = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;

/** The rules kept in the application's settings (`cart_rules`, paise), each missing one from the defaults. */
export function cartRulesOf(settings: Pick<ApplicationSettings, 'cartRules'>): CartRules {
  const stored = settings.cartRules as {
    delivery?: { free_from?: unknown; charge?: unknown };
    cod?: { enabled?: unknown; max_order_value?: unknown; min_order_value?: unknown; charge?: unknown };
  };
  const d = DEFAULT_CART_RULES;
  return {
    delivery: {
      freeFrom: paise(stored.delivery?.free_from, d.delivery.freeFrom),
      charge: paise(stored.delivery?.charge, d.delivery.charge),
    },
    cod: {
      enabled: typeof stored.cod?.enabled === 'boolean' ? stored.cod.enabled : d.cod.enabled,
      maxOrderValue: paise(stored.cod?.max_order_value, d.cod.maxOrderValue),
      minOrderValue: paise(stored.cod?.min_order_value, d.cod.minOrderValue),
      charge: paise(stored.cod?.charge, d.cod.charge),
    },
  };
}
