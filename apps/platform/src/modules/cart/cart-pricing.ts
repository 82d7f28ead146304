import type { CartRules } from './cart-rules';

// A cart's prices, worked out from today's prices and the merchant's rules, in paise. Pure: the same lines and
// rules always give the same totals, on the cart page and again at checkout.

export interface BulkTier {
  min_quantity: number;
  discount_percent: number;
}

export interface LineToPrice {
  quantity: number;
  /** Unit prices in paise. */
  marked: number;
  effective: number;
  bulkTiers: BulkTier[];
  /** Whether the line can be bought as it is (in stock at its store, product on sale). */
  buyable: boolean;
}

export interface PricedLine {
  /** What one unit costs at this quantity (the best bulk tier reached applies). */
  unit: number;
  /** The tier's percent off, 0 when none applies. */
  bulkPercent: number;
  markedTotal: number;
  total: number;
}

/** A coupon's discount for a cart worth `value`, as the coupon module worked it out; 0 when it gives none. */
export type CouponDiscount = (value: number) => number;

export interface CartTotals {
  mrpTotal: number;
  subtotal: number;
  /** Marked prices less what the shopper pays for the items (sale and bulk prices). */
  discount: number;
  coupon: number;
  delivery: number;
  /** The chosen payment mode's fee (cash on delivery's). */
  cod: number;
  total: number;
  youSaved: number;
}

/** The unit price from `quantity` items: the effective price less the highest tier reached. */
export function bulkUnitPrice(effective: number, percent: number): number {
  return Math.round((effective * (100 - percent)) / 100);
}

export function priceLine(line: LineToPrice): PricedLine {
  const reached = line.bulkTiers.filter((tier) => line.quantity >= tier.min_quantity);
  const bulkPercent = Math.max(0, ...reached.map((tier) => tier.discount_percent));
  const unit = bulkUnitPrice(line.effective, bulkPercent);
  return { unit, bulkPercent, markedTotal: line.marked * line.quantity, total: unit * line.quantity };
}

/**
 * The cart's totals. Lines that cannot be bought count for nothing. Delivery is free from the rules' threshold
 * (judged on what the shopper pays for the goods, after the coupon); a payment mode's fee (cash on delivery's) is
 * added only once that mode is chosen.
 */
export function cartTotals(
  lines: LineToPrice[],
  rules: CartRules,
  options: { couponDiscount?: CouponDiscount; paymentFee?: number } = {},
): CartTotals {
  let mrpTotal = 0;
  let subtotal = 0;
  for (const line of lines) {
    if (!line.buyable) continue;
    const priced = priceLine(line);
    mrpTotal += priced.markedTotal;
    subtotal += priced.total;
  }
  const coupon = Math.min(subtotal, Math.max(0, options.couponDiscount?.(subtotal) ?? 0));
  const goods = subtotal - coupon;
  const delivery = subtotal === 0 || goods >= rules.delivery.freeFrom ? 0 : rules.delivery.charge;
  const cod = subtotal > 0 ? (options.paymentFee ?? 0) : 0;
  const discount = mrpTotal - subtotal;
  return {
    mrpTotal,
    subtotal,
    discount,
    coupon,
    delivery,
    cod,
    total: goods + delivery + cod,
    youSaved: discount + coupon,
  };
}
