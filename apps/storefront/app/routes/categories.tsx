import { useLoaderData } from 'react-router';
import { loadDepartments } from '../catalog/departments.server';
import { pageError } from '../catalog/page-error.server';
import { DepartmentTabs, type Tile, TileGrid } from '../catalog/tiles';
import { seoMeta } from '../seo';
import { EmptyState } from '../shell/empty-state';
import type { Route } from './+types/categories';

/** The theme page this route shows (the editor frame protocol and tag injection name pages so). */
export const handle = { themePage: 'categories' };

export async function loader({ params, context }: Route.LoaderArgs) {
  const department = params.department;
  const [categories, departments] = await Promise.all([
    context.sdk.catalog.getCategories({ department }).catch(pageError),
    loadDepartments(context),
  ]);
  type Group = NonNullable<typeof categories.data>[number];
  const groups = (categories.data ?? []).map((group: Group) => ({
    department: group.department,
    name: departments.find((d) => d.slug === group.department)?.name ?? group.department,
    tiles: (group.items ?? []).map(
      (c: NonNullable<Group['items']>[number]): Tile => ({
        key: c.slug,
        name: c.name,
        // Under a department's heading a category opens narrowed to it, as the header menu's entries do.
        href: group.department
          ? `/category/${c.slug}?department=${encodeURIComponent(group.department)}`
          : `/category/${c.slug}`,
        image: c.banners?.portrait ?? c.banners?.landscape,
      }),
    ),
  }));
  const departmentName = departments.find((d) => d.slug === department)?.name;
  return {
    department,
    departments,
    groups: groups.filter((g) => g.tiles.length > 0),
    seo: {
      title: departmentName ? `${departmentName} categories` : 'Categories',
      description: 'Shop by category.',
      canonicalPath: department ? `/categories/${encodeURIComponent(department)}` : '/categories/',
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, matches);

export default function Categories() {
  const { department, departments, groups, seo } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="page-title">{seo.title}</h1>
      <DepartmentTabs base="/categories/" departments={departments} current={department} />
      {groups.length === 0 ? (
        <EmptyState title="No categories found" button={{ text: 'Go to home', to: '/' }} />
      ) : (
        groups.map((group) => (
          <section key={group.department} className="pdp__section">
            {groups.length > 1 ? <h2>{group.name}</h2> : null}
            <TileGrid tiles={group.tiles} testId="category" />
          </section>
        ))
      )}
    </>
  );
}
