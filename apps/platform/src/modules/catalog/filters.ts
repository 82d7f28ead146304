import { badRequest } from '../../http/errors';

/**
 * Listing filters arrive in `f` as the storefront serialises them (spec §9): `key:value` pairs joined by
 * ':::', several values of one key joined by '||', keys starting '__' ignored. Ranges are written
 * `[min TO max]`; the price range may carry the currency, as the platform's query_format does:
 * `f=brand:acme||zenith:::min_price_effective:[500,INR TO 2000,INR]:::discount:[10 TO 20]:::rating:4`
 * (discount ranges may also be written `10-20`).
 */
export const FILTER_KEYS = [
  'department',
  'category',
  'brand',
  'gender',
  'color',
  'sizes',
  'min_price_effective',
  'discount',
  'rating',
  'tags',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export interface Range {
  min: number;
  max: number;
}

export interface ListingFilters {
  /** Selected values by key, as given (slugs, attribute values, sizes, tags). */
  values: Partial<Record<FilterKey, string[]>>;
  /** Price range in rupees. */
  price?: Range;
  /** Discount percentage ranges; a product matches any of them. */
  discounts?: Range[];
  /** Lowest rating asked for ("4★ & above"). */
  minRating?: number;
}

const MAX_VALUES = 50;
const number = String.raw`(\d{1,9}(?:\.\d{1,2})?)`;
const PRICE = new RegExp(
  String.raw`^\[\s*${number}(?:\s*,\s*[A-Za-z]{3})?\s+TO\s+${number}(?:\s*,\s*[A-Za-z]{3})?\s*\]$`,
  'i',
);
/** `[10 TO 20]`, or the shorter `10-20` that stored collection rules use. */
const RANGE = new RegExp(
  String.raw`^(?:\[\s*${number}\s+TO\s+${number}\s*\]|${number}\s*-\s*${number})$`,
  'i',
);

const isFilterKey = (key: string): key is FilterKey => (FILTER_KEYS as readonly string[]).includes(key);

function parseRange(pattern: RegExp, value: string, key: string, example: string): Range {
  const match = pattern.exec(value);
  if (!match) throw badRequest(`Filter ${key} must look like ${example}, got "${value}"`);
  const [min, max] = match.slice(1).filter((v) => v !== undefined);
  const range = { min: Number(min), max: Number(max) };
  if (range.min > range.max) throw badRequest(`Filter ${key} has its minimum above its maximum`);
  return range;
}

export function parseFilters(f: string | undefined): ListingFilters {
  const filters: ListingFilters = { values: {} };
  if (!f?.trim()) return filters;
  for (const part of f.split(':::')) {
    if (!part.trim()) continue;
    const colon = part.indexOf(':');
    if (colon <= 0) throw badRequest(`Filter "${part}" must look like key:value`);
    const key = part.slice(0, colon).trim();
    if (key.startsWith('__')) continue;
    if (!isFilterKey(key))
      throw badRequest(`Unknown filter key: ${key}. Known keys: ${FILTER_KEYS.join(', ')}`);
    const values = part
      .slice(colon + 1)
      .split('||')
      .map((v) => v.trim())
      .filter(Boolean);
    if (values.length === 0) throw badRequest(`Filter ${key} has no value`);
    const all = [...new Set([...(filters.values[key] ?? []), ...values])];
    if (all.length > MAX_VALUES) throw badRequest(`Filter ${key} takes at most ${MAX_VALUES} values`);
    filters.values[key] = all;
  }
  const price = filters.values.min_price_effective;
  if (price) {
    if (price.length > 1) throw badRequest('Filter min_price_effective takes one range');
    filters.price = parseRange(PRICE, price[0], 'min_price_effective', '[500,INR TO 2000,INR]');
  }
  const discounts = filters.values.discount;
  if (discounts) {
    filters.discounts = discounts.map((v) => parseRange(RANGE, v, 'discount', '[10 TO 20]'));
    if (filters.discounts.some((r) => r.max > 100))
      throw badRequest('Filter discount ranges lie within 0 to 100');
  }
  const ratings = filters.values.rating;
  if (ratings) {
    const stars = ratings.map(Number);
    if (stars.some((s) => !Number.isInteger(s) || s < 1 || s > 5)) {
      throw badRequest('Filter rating takes whole stars from 1 to 5');
    }
    filters.minRating = Math.min(...stars);
  }
  return filters;
}

/** The filters as a stable text, to key cached facet counts. */
export function filtersKey(filters: ListingFilters): string {
  return FILTER_KEYS.filter((k) => filters.values[k])
    .map((k) => `${k}:${[...(filters.values[k] ?? [])].sort().join('||')}`)
    .join(':::');
}

export const FILTER_DISPLAY: Record<FilterKey, string> = {
  department: 'Department',
  category: 'Category',
  brand: 'Brand',
  gender: 'Gender',
  color: 'Color',
  sizes: 'Size',
  min_price_effective: 'Price',
  discount: 'Discount',
  rating: 'Rating',
  tags: 'Tags',
};

/** Discount buckets shown as facet values: tenths up to 50%, then one "50% and above". */
export const DISCOUNT_BUCKETS: Range[] = [
  { min: 0, max: 10 },
  { min: 10, max: 20 },
  { min: 20, max: 30 },
  { min: 30, max: 40 },
  { min: 40, max: 50 },
  { min: 50, max: 100 },
];

export const rangeValue = (r: Range) => `[${r.min} TO ${r.max}]`;
