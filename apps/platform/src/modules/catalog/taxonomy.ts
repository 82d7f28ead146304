import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { keptPerDatabase } from '../../db/per-database';
import type { BrandTable, CategoryTable, DepartmentTable, StoreTable } from '../../db/schema';

export type Department = Selectable<DepartmentTable>;
export type Brand = Selectable<BrandTable>;
export type Category = Selectable<CategoryTable>;
export type Store = Selectable<StoreTable>;

/** The small, rarely changing tables every listing needs, held in memory so no listing joins them. */
export interface Taxonomy {
  departments: Department[];
  departmentByUid: Map<number, Department>;
  departmentBySlug: Map<string, Department>;
  brands: Brand[];
  brandByUid: Map<number, Brand>;
  brandBySlug: Map<string, Brand>;
  categories: Category[];
  categoryByUid: Map<number, Category>;
  categoryBySlug: Map<string, Category>;
  stores: Store[];
  storeByUid: Map<number, Store>;
}

async function load(db: Db): Promise<Taxonomy> {
  const [departments, brands, categories, stores] = await Promise.all([
    db.selectFrom('departments').selectAll().orderBy('priority_order').orderBy('name').execute(),
    db.selectFrom('brands').selectAll().orderBy('priority', 'desc').orderBy('name').execute(),
    db.selectFrom('categories').selectAll().orderBy('priority', 'desc').orderBy('name').execute(),
    db.selectFrom('stores').selectAll().orderBy('uid').execute(),
  ]);
  return {
    departments,
    departmentByUid: new Map(departments.map((d) => [d.uid, d])),
    departmentBySlug: new Map(departments.map((d) => [d.slug, d])),
    brands,
    brandByUid: new Map(brands.map((b) => [b.uid, b])),
    brandBySlug: new Map(brands.map((b) => [b.slug, b])),
    categories,
    categoryByUid: new Map(categories.map((c) => [c.uid, c])),
    categoryBySlug: new Map(categories.map((c) => [c.slug, c])),
    stores,
    storeByUid: new Map(stores.map((s) => [s.uid, s])),
  };
}

const kept = keptPerDatabase(60_000, load);

/** Departments, brands, categories and stores, reloaded at most once a minute. */
export function taxonomyOf(db: Db): Promise<Taxonomy> {
  return kept.get(db);
}

/** Forgets the loaded taxonomy (after the catalogue changes, e.g. in tests). */
export function forgetTaxonomy(db: Db): void {
  kept.forget(db);
}
