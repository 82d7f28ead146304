import { type Bits, countBits, hasBit } from './bitset';
import type { CatalogIndex } from './catalog-index';
import { COUNTED, type Counted, countValues } from './facets-counting';
import {
  DISCOUNT_BUCKETS,
  FILTER_DISPLAY,
  FILTER_KEYS,
  type FilterKey,
  type ListingFilters,
  rangeValue,
} from './filters';
import type { Matching } from './matching';
import type { Taxonomy } from './taxonomy';
import { CURRENCY, rupees } from './views';

type FilterValue = {
  display: string;
  value: string;
  count: number;
  is_selected: boolean;
  logo?: string;
  min?: number;
  max?: number;
  selected_min?: number;
  selected_max?: number;
  currency_code?: string;
  currency_symbol?: string;
  query_format?: string;
  display_format?: string;
};

type ProductFilter = {
  key: { name: FilterKey; display: string; kind: 'multivalued' | 'range'; logo: string };
  values: FilterValue[];
};

export interface ListingSummary {
  total: number;
  filters: ProductFilter[];
}

const SIZE_ORDER = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', '3XL', '4XL', 'FREE SIZE', 'ONE SIZE'];

function sizeRank(size: string): [number, number, string] {
  const named = SIZE_ORDER.indexOf(size.toUpperCase());
  if (named >= 0) return [0, named, size];
  const n = Number.parseFloat(size);
  return Number.isFinite(n) ? [1, n, size] : [2, 0, size];
}

function compareSizes(a: string, b: string): number {
  const [x, y] = [sizeRank(a), sizeRank(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2].localeCompare(y[2]);
}

const byCount = (a: FilterValue, b: FilterValue) => b.count - a.count || a.display.localeCompare(b.display);

/** Facet values of a family: every value with products, plus selected ones that have none. */
function valuesOf(
  key: FilterKey,
  counts: Map<string, number>,
  filters: ListingFilters,
  taxonomy: Taxonomy,
): FilterValue[] {
  const selected = new Set(filters.values[key] ?? []);
  const out: FilterValue[] = [];
  const push = (value: string, display: string, count: number, logo?: string) => {
    out.push({ display, value, count, is_selected: selected.has(value), ...(logo ? { logo } : {}) });
  };
  const named = <T extends { uid: number; slug: string; name: string; logo: string }>(
    byUid: Map<number, T>,
    bySlug: Map<string, T>,
  ) => {
    for (const [uid, n] of counts) {
      const item = byUid.get(Number(uid));
      if (item) push(item.slug, item.name, n, item.logo);
    }
    for (const slug of selected) {
      const item = bySlug.get(slug);
      if (item && !out.some((v) => v.value === slug)) push(slug, item.name, 0, item.logo);
    }
    return out.sort(byCount);
  };
  switch (key) {
    case 'department':
      return named(taxonomy.departmentByUid, taxonomy.departmentBySlug);
    case 'brand':
      return named(taxonomy.brandByUid, taxonomy.brandBySlug);
    case 'category':
      return named(taxonomy.categoryByUid, taxonomy.categoryBySlug);
    case 'discount':
      return DISCOUNT_BUCKETS.flatMap((bucket, i) => {
        const count = counts.get(String(i)) ?? 0;
        const value = rangeValue(bucket);
        const display = bucket.max >= 100 ? `${bucket.min}% and above` : `${bucket.min}% - ${bucket.max}%`;
        const isSelected = selected.has(value);
        return count > 0 || isSelected
          ? [{ display, value, count, is_selected: isSelected, min: bucket.min, max: bucket.max }]
          : [];
      });
    case 'rating':
      return [4, 3, 2, 1].flatMap((stars) => {
        let count = 0;
        for (const [floor, n] of counts) if (Number(floor) >= stars) count += n;
        const value = String(stars);
        const isSelected = selected.has(value);
        return count > 0 || isSelected
          ? [{ display: `${stars}★ & above`, value, count, is_selected: isSelected }]
          : [];
      });
    default: {
      for (const [value, n] of counts) push(value, value, n);
      for (const value of selected) if (!counts.has(value)) push(value, value, 0);
      return key === 'sizes' ? out.sort((a, b) => compareSizes(a.value, b.value)) : out.sort(byCount);
    }
  }
}

function priceValue(
  low: number | null,
  high: number | null,
  filters: ListingFilters,
  total: number,
): FilterValue[] {
  if (low === null || high === null) return [];
  const min = Math.floor(rupees(low));
  const max = Math.ceil(rupees(high));
  const chosen = filters.price;
  return [
    {
      display: `₹${min} - ₹${max}`,
      value: '',
      count: total,
      is_selected: Boolean(chosen),
      min,
      max,
      selected_min: chosen?.min ?? min,
      selected_max: chosen?.max ?? max,
      ...CURRENCY,
      query_format: '[{},INR TO {},INR]',
      display_format: '{} - {}',
    },
  ];
}

const isCounted = (key: FilterKey): key is Counted => (COUNTED as readonly string[]).includes(key);

/** Products of the set per value of the family; only the 50 most common tags, as the platform lists them. */
function countsOf(index: CatalogIndex, family: Counted, set: Bits, size: number): Map<string, number> {
  const counts = countValues(index, family, set, size);
  if (family !== 'tags') return counts;
  const top = [...counts].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0)).slice(0, 50);
  return new Map(top);
}

/** Lowest and highest effective price (paise) in the set, read off the price order. */
function priceSpan(index: CatalogIndex, set: Bits): { low: number | null; high: number | null } {
  const order = index.orders.price;
  let low: number | null = null;
  let high: number | null = null;
  for (let r = 0; r < order.length; r++) {
    if (hasBit(set, order[r])) {
      low = index.price[order[r]];
      break;
    }
  }
  for (let r = order.length - 1; r >= 0; r--) {
    if (hasBit(set, order[r])) {
      high = index.price[order[r]];
      break;
    }
  }
  return { low, high };
}

/**
 * The matching count and the facets. Each family is counted over the products matching every condition
 * except the family's own filter (standard facets), so a shopper sees what choosing another value would give.
 */
export function summarise(
  index: CatalogIndex,
  matching: Matching,
  filters: ListingFilters,
  taxonomy: Taxonomy,
  withFacets: boolean,
): ListingSummary {
  const total = countBits(matching.set());
  if (!withFacets) return { total, filters: [] };
  const setFor = (key: FilterKey) => matching.set(matching.byKey.has(key) ? key : undefined);
  const sizeOf = (set: Bits) => (set === matching.set() ? total : countBits(set));
  const out: ProductFilter[] = [];
  for (const key of FILTER_KEYS) {
    let values: FilterValue[];
    const set = setFor(key);
    if (key === 'min_price_effective') {
      const { low, high } = priceSpan(index, set);
      values = priceValue(low, high, filters, sizeOf(set));
    } else {
      const counts = isCounted(key) ? countsOf(index, key, set, sizeOf(set)) : new Map<string, number>();
      values = valuesOf(key, counts, filters, taxonomy);
    }
    if (values.length === 0) continue;
    const kind = key === 'min_price_effective' ? 'range' : 'multivalued';
    out.push({ key: { name: key, display: FILTER_DISPLAY[key], kind, logo: '' }, values });
  }
  return { total, filters: out };
}
