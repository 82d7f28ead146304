import type { AnalyticsEventName } from '@vitrine/contract/analytics-events';

// What the cart tells analytics (spec §4 Events): the event's name and its properties, worked out from what the
// shopper did and what the shop answered. The shell's queue sends them (shell/analytics.tsx).

type Properties = Record<string, string | number | boolean | null>;

interface Item {
  uid: number | undefined;
  name: string;
  brand?: string;
  size?: string;
  /** One unit's price, what the shopper pays. */
  price?: number;
}

const itemProperties = (item: Item, quantity: number): Properties => ({
  item_id: item.uid ?? null,
  item_name: item.name,
  item_brand: item.brand ?? null,
  item_size: item.size ?? null,
  quantity,
  price: item.price ?? null,
});

/** A product added from its page: one of it. */
export function addedToCart(item: Item): Properties {
  return itemProperties(item, 1);
}

/**
 * A line's quantity changed: an increment is an add, anything else a removal (spec §4 "Cart quantity change"),
 * of as many as changed; none when nothing did.
 */
export function quantityChange(
  item: Item,
  from: number,
  to: number,
): { name: AnalyticsEventName; properties: Properties } | undefined {
  if (to === from) return undefined;
  const name = to > from ? 'add_to_cart' : 'remove_from_cart';
  return { name, properties: itemProperties(item, Math.abs(to - from)) };
}

/** A coupon applied, refused (with the shop's reason) or removed. */
export function couponEvent(
  outcome: 'applied' | 'denied' | 'removed',
  code: string,
  message = '',
): { name: AnalyticsEventName; properties: Properties } {
  const name = `coupon_${outcome}` as const;
  return { name, properties: outcome === 'denied' ? { coupon_code: code, message } : { coupon_code: code } };
}
