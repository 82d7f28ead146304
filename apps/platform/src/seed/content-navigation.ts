import type { Db } from '../db/database';

type PageType = string;

export interface MenuEntry {
  display: string;
  type: 'page';
  action: {
    type: 'page';
    page: { type: PageType; params?: Record<string, string[]>; query?: Record<string, string[]> };
  };
  image: string;
  tags: string[];
  acl: string[];
  active: boolean;
  sort_order: number;
  sub_navigation: MenuEntry[];
}

function link(
  display: string,
  sortOrder: number,
  page: MenuEntry['action']['page'],
  sub: MenuEntry[] = [],
  image = '',
): MenuEntry {
  return {
    display,
    type: 'page',
    action: { type: 'page', page },
    image,
    tags: [],
    acl: ['all'],
    active: true,
    sort_order: sortOrder,
    sub_navigation: sub,
  };
}

/**
 * The header menu: each department with its first-level categories (each narrowed to that department), then
 * Brands and Collections.
 * Reads the catalogue tables; with no catalogue yet it falls back to the shop-wide listing links.
 */
export async function headerMenu(db: Db): Promise<MenuEntry[]> {
  const departments = await db
    .selectFrom('departments')
    .select(['uid', 'slug', 'name', 'logo'])
    .orderBy('priority_order')
    .orderBy('uid')
    .execute();
  const categories = await db
    .selectFrom('categories')
    .select(['uid', 'slug', 'name', 'logo', 'department_uids'])
    .where('level', '=', 1)
    .orderBy('priority', 'desc')
    .orderBy('uid')
    .execute();
  const entries: MenuEntry[] = departments.map((department, index) =>
    link(
      department.name,
      index + 1,
      { type: 'products', query: { department: [department.slug] } },
      categories
        .filter((category) => category.department_uids.includes(department.uid))
        .slice(0, 10)
        .map((category, position) =>
          link(
            category.name,
            position + 1,
            // The department rides along, so Men → Clothing lists men's clothing, not everyone's.
            { type: 'category', params: { slug: [category.slug] }, query: { department: [department.slug] } },
            [],
            category.logo,
          ),
        ),
      department.logo,
    ),
  );
  if (entries.length === 0) entries.push(link('Shop all', 1, { type: 'products' }));
  const next = entries.length + 1;
  entries.push(link('Brands', next, { type: 'brands' }));
  entries.push(link('Collections', next + 1, { type: 'collections' }));
  return entries;
}

/** The footer menu: shop, help and company columns. */
export function footerMenu(): MenuEntry[] {
  return [
    link('Shop', 1, { type: 'products' }, [
      link('All products', 1, { type: 'products' }),
      link('Categories', 2, { type: 'categories' }),
      link('Brands', 3, { type: 'brands' }),
      link('Collections', 4, { type: 'collections' }),
    ]),
    link('Help', 2, { type: 'faq' }, [
      link('FAQ', 1, { type: 'faq' }),
      link('Contact us', 2, { type: 'contact-us' }),
      link('Shipping policy', 3, { type: 'shipping-policy' }),
      link('Return policy', 4, { type: 'return-policy' }),
    ]),
    link('Company', 3, { type: 'about-us' }, [
      link('About us', 1, { type: 'about-us' }),
      link('Blog', 2, { type: 'blog' }),
      link('Terms and conditions', 3, { type: 'tnc' }),
      link('Privacy policy', 4, { type: 'policy' }),
    ]),
  ];
}

/** A department's entry in a stored menu: its action opens the products of one department. */
function departmentOf(entry: MenuEntry): string | undefined {
  const { page } = entry.action ?? {};
  return page?.type === 'products' ? page.query?.department?.[0] : undefined;
}

/**
 * Shops seeded before menu entries kept their department: each category entry under a department's entry that
 * names no department gets that one. Changes nothing else, so a menu edited since keeps its edits.
 */
export async function keepMenuDepartments(db: Db, applicationId: string): Promise<void> {
  const row = await db
    .selectFrom('content')
    .select(['id', 'data'])
    .where('application_id', '=', applicationId)
    .where('kind', '=', 'navigation')
    .where('slug', '=', 'main-menu')
    .executeTakeFirst();
  const menu = row?.data as { navigation?: MenuEntry[] } | undefined;
  let changed = false;
  for (const entry of menu?.navigation ?? []) {
    const department = departmentOf(entry);
    if (!department) continue;
    for (const { action } of entry.sub_navigation ?? []) {
      if (action?.page?.type !== 'category' || action.page.query?.department) continue;
      action.page.query = { ...action.page.query, department: [department] };
      changed = true;
    }
  }
  if (row && changed)
    await db
      .updateTable('content')
      .set({ data: JSON.stringify(menu) })
      .where('id', '=', row.id)
      .execute();
}
