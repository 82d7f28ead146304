import type { Brand, Category, Department } from './taxonomy';

export const CURRENCY = { currency_code: 'INR', currency_symbol: '₹' } as const;

/** Paise to rupees. */
export const rupees = (paise: number): number => Math.round(paise) / 100;

export function image(url: string, alt = '') {
  return { url, type: 'image', alt };
}

export function banners(portrait: string, landscape: string, alt: string) {
  return { portrait: image(portrait, alt), landscape: image(landscape, alt) };
}

export const productAction = (slug: string) => ({
  type: 'product',
  page: { type: 'product', params: { slug: [slug] } },
});

/** A listing page filtered by one key, as the platform links brands and categories. */
export const listingAction = (key: string, value: string) => ({
  type: 'page',
  page: { type: 'products', query: { [key]: [value] } },
});

export const collectionAction = (slug: string) => ({
  type: 'page',
  page: { type: 'collection', params: { slug: [slug] } },
});

export const searchAction = (q: string) => ({
  type: 'page',
  page: { type: 'products', query: { q: [q] } },
});

export function brandRef(brand: Brand) {
  return {
    uid: brand.uid,
    name: brand.name,
    logo: image(brand.logo, brand.name),
    action: listingAction('brand', brand.slug),
  };
}

export function categoryRef(category: Category) {
  return {
    uid: category.uid,
    name: category.name,
    logo: image(category.logo, category.name),
    action: listingAction('category', category.slug),
  };
}

export function departmentRef(department: Department) {
  return {
    uid: department.uid,
    name: department.name,
    slug: department.slug,
    logo: image(department.logo, department.name),
  };
}

export function priceRange(minPaise: number, maxPaise: number) {
  return { min: rupees(minPaise), max: rupees(maxPaise), ...CURRENCY };
}

export const discountText = (percent: number): string | undefined =>
  percent > 0 ? `${percent}% OFF` : undefined;

/** The page block of number-paged lists. */
export function numberPage(pageNo: number, pageSize: number, total: number) {
  return {
    type: 'number' as const,
    current: pageNo,
    size: pageSize,
    item_total: total,
    has_next: pageNo * pageSize < total,
    has_previous: pageNo > 1,
  };
}

/** Drops undefined and null entries, so the response never sends null where a model wants a value. */
export function compact<T extends Record<string, unknown>>(value: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) if (v !== undefined && v !== null) out[key] = v;
  return out as T;
}
