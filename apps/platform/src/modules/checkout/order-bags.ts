import { priceLine } from '../cart/cart-pricing';
import type { PricedCart } from '../cart/cart-view';
import { newShipmentId } from './order-ids';

/**
 * Splits the coupon's discount over the lines in proportion to what each costs, in whole paise that add up
 * exactly (the remainder goes to the dearest lines first), so a partial return refunds the right share.
 */
export function couponShares(lineTotals: number[], discount: number): number[] {
  const sum = lineTotals.reduce((a, b) => a + b, 0);
  if (sum === 0 || discount === 0) return lineTotals.map(() => 0);
  const exact = lineTotals.map((total) => (total * discount) / sum);
  const shares = exact.map(Math.floor);
  let left = discount - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, fraction: value - Math.floor(value), total: lineTotals[index] }))
    .sort((a, b) => b.fraction - a.fraction || b.total - a.total);
  for (const { index } of order) {
    if (left === 0) break;
    shares[index] += 1;
    left -= 1;
  }
  return shares;
}

/** The order's shipments (one per fulfilling store) and bags (one per line), ready to insert. */
export function bagsOf(priced: PricedCart, orderId: string) {
  const shipmentOfStore = new Map<number, string>();
  for (const line of priced.lines) {
    if (!shipmentOfStore.has(line.store_uid)) shipmentOfStore.set(line.store_uid, newShipmentId());
  }
  const pricedLines = priced.lines.map((line) =>
    priceLine({
      quantity: line.quantity,
      marked: line.price_marked,
      effective: line.price_effective,
      bulkTiers: line.bulk_tiers,
      buyable: true,
    }),
  );
  const shares = couponShares(
    pricedLines.map((p) => p.total),
    priced.totals.coupon,
  );
  const bags = priced.lines.map((line, index) => ({
    order_id: orderId,
    shipment_id: shipmentOfStore.get(line.store_uid) as string,
    size_id: line.size_id,
    store_uid: line.store_uid,
    product_uid: line.product_uid,
    quantity: line.quantity,
    price_marked: line.price_marked,
    price_effective: pricedLines[index].unit,
    coupon_share: shares[index],
    amount_paid: pricedLines[index].total - shares[index],
    item: JSON.stringify({
      name: line.name,
      slug: line.slug,
      item_code: line.item_code,
      brand: { uid: line.brand_uid, name: line.brand_name },
      size: line.size,
      size_display: line.size_display,
      image: line.medias[0]?.url ?? null,
    }),
  }));
  const shipments = [...shipmentOfStore].map(([store, id]) => ({ id, order_id: orderId, store_uid: store }));
  return { shipments, bags };
}
