import { formatNumber, formatPrice } from './ui/format-price';

export { formatNumber, formatPrice };

export interface PriceBounds {
  min?: number;
  max?: number;
  currency_symbol?: string;
}

/** '₹999' for one price, '₹999 – ₹1,299' when a product's sizes are priced differently; '' when unknown. */
export function formatPriceRange(range: PriceBounds | undefined): string {
  if (!range) return '';
  const { min, max, currency_symbol: symbol = '₹' } = range;
  const low = min ?? max;
  const high = max ?? min;
  if (low === undefined || high === undefined) return '';
  if (low === high) return formatPrice(low, symbol);
  return `${formatPrice(low, symbol)} – ${formatPrice(high, symbol)}`;
}
