import { formatPrice } from './format-price';

export interface PriceRange {
  min?: number;
  max?: number;
  currency_code?: string;
  currency_symbol?: string;
}

/** The price block of a listing item or product detail: what the shopper pays and the marked price. */
export interface ListingPrice {
  effective?: PriceRange;
  marked?: PriceRange;
}

export interface PriceProps {
  price?: ListingPrice;
  /** The platform's ready-made discount text, e.g. "20% OFF". */
  discount?: string;
  className?: string;
}

function formatRange(range: PriceRange): string {
  const symbol = range.currency_symbol ?? '₹';
  const min = range.min ?? range.max;
  if (min === undefined) return '';
  const max = range.max ?? min;
  if (max > min) return `${formatPrice(min, symbol)} - ${formatPrice(max, symbol)}`;
  return formatPrice(min, symbol);
}

export function Price({ price, discount, className }: PriceProps) {
  const effective = price?.effective;
  if (!effective || (effective.min === undefined && effective.max === undefined)) return null;
  const marked = price?.marked;
  const showMarked = marked?.min !== undefined && effective.min !== undefined && marked.min > effective.min;
  return (
    <span className={className ? `price ${className}` : 'price'}>
      <span className="price__effective">{formatRange(effective)}</span>
      {showMarked && marked ? (
        <s className="price__marked">
          <span className="visually-hidden">Original price </span>
          {formatRange(marked)}
        </s>
      ) : null}
      {showMarked && discount ? <span className="price__discount">{discount}</span> : null}
    </span>
  );
}
