import type { OrderBreakupValue } from '@vitrine/contract';
import { CURRENCY, rupees } from '../catalog/views';
import type { BagRow, OrderRow } from './orders-sql';

/** An order's totals as checkout kept them (CartTotals, in paise); a key missing is 0. */
const part = (totals: Record<string, number>, key: string) => Number(totals[key] ?? 0) || 0;

/** What a bag cost, in paise, for its whole quantity. */
export function bagPaise(bag: BagRow) {
  const marked = bag.price_marked * bag.quantity;
  const effective = bag.price_effective * bag.quantity;
  return { marked, effective, coupon: bag.coupon_share, paid: bag.amount_paid };
}

/** A bag's Prices in rupees (for its whole quantity); `amount_paid_roundoff` is whole rupees, as tracking shows. */
export function bagPrices(bag: BagRow) {
  const p = bagPaise(bag);
  return {
    price_marked: rupees(p.marked),
    price_effective: rupees(p.effective),
    discount: rupees(p.marked - p.effective),
    coupon_value: rupees(p.coupon),
    coupon_effective_discount: rupees(p.coupon),
    amount_paid: rupees(p.paid),
    amount_paid_roundoff: Math.round(p.paid / 100),
    value_of_good: rupees(p.paid),
    ...CURRENCY,
  };
}

/** The charges an order carries beyond its goods (delivery, cash on delivery), in paise. */
export const orderCharges = (order: OrderRow) => ({
  delivery: part(order.totals, 'delivery'),
  cod: part(order.totals, 'cod'),
});

const row = (name: string, display: string, paise: number): OrderBreakupValue => ({
  name,
  display,
  value: rupees(paise),
  ...CURRENCY,
});

/** Breakup rows in the cart's words, from sums in paise; a discount or a charge that is 0 is left out. */
function breakupRows(sums: {
  mrp: number;
  subtotal: number;
  coupon: number;
  delivery: number;
  cod: number;
  total: number;
}): OrderBreakupValue[] {
  const rows = [row('mrp_total', 'MRP Total', sums.mrp)];
  if (sums.mrp > sums.subtotal) rows.push(row('discount', 'Discount', sums.subtotal - sums.mrp));
  rows.push(row('subtotal', 'Subtotal', sums.subtotal));
  if (sums.coupon > 0) rows.push(row('coupon', 'Coupon', -sums.coupon));
  rows.push(row('delivery_charge', 'Delivery Charges', sums.delivery));
  if (sums.cod > 0) rows.push(row('cod_charge', 'COD Charges', sums.cod));
  rows.push(row('total', 'Total', sums.total));
  return rows;
}

/** The order's breakup as placed: what the shopper was charged, whatever happened to its shipments since. */
export function orderBreakup(order: OrderRow): OrderBreakupValue[] {
  const t = order.totals;
  return breakupRows({
    mrp: part(t, 'mrpTotal'),
    subtotal: part(t, 'subtotal'),
    coupon: part(t, 'coupon'),
    delivery: part(t, 'delivery'),
    cod: part(t, 'cod'),
    total: part(t, 'total'),
  });
}

/** Sums of bags in paise, plus the charges the shipment carries (see carriesCharges). */
export function shipmentSums(bags: readonly BagRow[], charges: { delivery: number; cod: number }) {
  let mrp = 0;
  let subtotal = 0;
  let coupon = 0;
  let paid = 0;
  for (const bag of bags) {
    const p = bagPaise(bag);
    mrp += p.marked;
    subtotal += p.effective;
    coupon += p.coupon;
    paid += p.paid;
  }
  return { mrp, subtotal, coupon, paid, ...charges, total: paid + charges.delivery + charges.cod };
}

export function shipmentBreakup(sums: ReturnType<typeof shipmentSums>): OrderBreakupValue[] {
  return breakupRows(sums);
}

/** A shipment's Prices in rupees: its bags summed, with the charges it carries. */
export function shipmentPrices(sums: ReturnType<typeof shipmentSums>) {
  return {
    price_marked: rupees(sums.mrp),
    price_effective: rupees(sums.subtotal),
    discount: rupees(sums.mrp - sums.subtotal),
    coupon_value: rupees(sums.coupon),
    coupon_effective_discount: rupees(sums.coupon),
    amount_paid: rupees(sums.total),
    amount_paid_roundoff: Math.round(sums.total / 100),
    value_of_good: rupees(sums.paid),
    delivery_charge: rupees(sums.delivery),
    cod_charges: rupees(sums.cod),
    ...CURRENCY,
  };
}
