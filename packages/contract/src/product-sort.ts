import { productSortValues } from './catalog';

/** A product listing's sort order (`sort_on`). */
export type ProductSortValue = (typeof productSortValues)[number];

export function isProductSortValue(value: unknown): value is ProductSortValue {
  return (productSortValues as readonly unknown[]).includes(value);
}
