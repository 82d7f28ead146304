import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { type Brand, type Category, type Taxonomy, taxonomyOf } from './taxonomy';
import { banners, image, listingAction, numberPage } from './views';

function departmentUid(taxonomy: Taxonomy, slug: string | undefined): number | undefined {
  if (slug === undefined) return undefined;
  const department = taxonomy.departmentBySlug.get(slug);
  if (!department) throw badRequest(`Unknown department: ${slug}`);
  return department.uid;
}

/** A brand as listings show it (BrandItem). */
export const brandItem = (b: Brand, taxonomy: Taxonomy) => ({
  uid: b.uid,
  name: b.name,
  slug: b.slug,
  description: b.description,
  logo: image(b.logo, b.name),
  banners: banners(b.banner_portrait, b.banner_landscape, b.name),
  departments: b.department_uids.flatMap((uid) => taxonomy.departmentByUid.get(uid)?.slug ?? []),
  action: listingAction('brand', b.slug),
});

/** Brands, optionally of one department, by priority (BrandListingResponse). */
export async function getBrands(
  db: Db,
  query: { department?: string; page_no?: number; page_size?: number },
) {
  const taxonomy = await taxonomyOf(db);
  const department = departmentUid(taxonomy, query.department);
  const all = taxonomy.brands.filter(
    (b) => department === undefined || b.department_uids.includes(department),
  );
  const pageNo = query.page_no ?? 1;
  const pageSize = query.page_size ?? 12;
  const items = all.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((b) => brandItem(b, taxonomy));
  return {
    items,
    page: numberPage(pageNo, pageSize, all.length),
  };
}

export async function getBrand(db: Db, slug: string) {
  const brand = (await taxonomyOf(db)).brandBySlug.get(slug);
  if (!brand) throw notFound('Brand not found');
  return {
    uid: brand.uid,
    name: brand.name,
    description: brand.description,
    logo: image(brand.logo, brand.name),
    banners: banners(brand.banner_portrait, brand.banner_landscape, brand.name),
    _custom_json: {},
  };
}

interface CategoryNode {
  uid: number;
  name: string;
  slug: string;
  banners: ReturnType<typeof banners>;
  action: ReturnType<typeof listingAction>;
  childs: CategoryNode[];
  _custom_json: Record<string, never>;
}

function categoryNode(
  category: Category,
  children: Map<number | null, Category[]>,
  department: number,
): CategoryNode {
  const childs = (children.get(category.uid) ?? [])
    .filter((c) => c.department_uids.includes(department))
    .map((c) => categoryNode(c, children, department));
  return {
    uid: category.uid,
    name: category.name,
    slug: category.slug,
    banners: banners(category.banner_portrait, category.banner_landscape, category.name),
    action: listingAction('category', category.slug),
    childs,
    _custom_json: {},
  };
}

/** The three-level category tree of each department (CategoryListingResponse). */
export async function getCategories(db: Db, departmentSlug: string | undefined) {
  const taxonomy = await taxonomyOf(db);
  const only = departmentUid(taxonomy, departmentSlug);
  const children = new Map<number | null, Category[]>();
  for (const c of taxonomy.categories) children.set(c.parent_uid, [...(children.get(c.parent_uid) ?? []), c]);
  const departments = taxonomy.departments.filter((d) => only === undefined || d.uid === only);
  return {
    data: departments.map((d) => ({
      department: d.slug,
      items: (children.get(null) ?? [])
        .filter((c) => c.department_uids.includes(d.uid))
        .map((c) => categoryNode(c, children, d.uid)),
    })),
    departments: departments.map((d) => ({ uid: d.uid, slug: d.slug })),
  };
}

export async function getCategory(db: Db, slug: string) {
  const category = (await taxonomyOf(db)).categoryBySlug.get(slug);
  if (!category) throw notFound('Category not found');
  return {
    uid: category.uid,
    name: category.name,
    logo: image(category.logo, category.name),
    banners: banners(category.banner_portrait, category.banner_landscape, category.name),
    _custom_json: {},
  };
}

export async function getDepartments(db: Db) {
  const taxonomy = await taxonomyOf(db);
  return {
    items: taxonomy.departments.map((d) => ({
      uid: d.uid,
      name: d.name,
      slug: d.slug,
      logo: image(d.logo, d.name),
      priority_order: d.priority_order,
    })),
  };
}
