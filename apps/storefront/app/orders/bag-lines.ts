import type { OrderBag } from '@vitrine/contract';

/** One line of a shipment as the shopper sees it: every bag of one item code and size, quantities summed. */
export interface BagLine {
  key: string;
  item: OrderBag['item'];
  quantity: number;
  /** What the line costs (its bags' prices summed), in rupees. */
  priceEffective: number;
  priceMarked: number;
  amountPaid: number;
  currencySymbol: string;
  bagIds: number[];
}

/** Rupees added in whole paise, so that sums carry no floating-point dust. */
const sum = (a: number, b: number) => (Math.round(a * 100) + Math.round(b * 100)) / 100;

/**
 * Bags with the same item code and size shown as one line with summed quantity (spec §3 Order), in the order
 * their first bag comes.
 */
export function bagLines(bags: readonly OrderBag[]): BagLine[] {
  const lines = new Map<string, BagLine>();
  for (const bag of bags) {
    const key = JSON.stringify([bag.item.code, bag.item.size]);
    const line = lines.get(key);
    if (line) {
      line.quantity += bag.quantity;
      line.priceEffective = sum(line.priceEffective, bag.prices.price_effective);
      line.priceMarked = sum(line.priceMarked, bag.prices.price_marked);
      line.amountPaid = sum(line.amountPaid, bag.prices.amount_paid);
      line.bagIds.push(bag.id);
      continue;
    }
    lines.set(key, {
      key,
      item: bag.item,
      quantity: bag.quantity,
      priceEffective: bag.prices.price_effective,
      priceMarked: bag.prices.price_marked,
      amountPaid: bag.prices.amount_paid,
      currencySymbol: bag.prices.currency_symbol || bag.currency_symbol,
      bagIds: [bag.id],
    });
  }
  return [...lines.values()];
}
