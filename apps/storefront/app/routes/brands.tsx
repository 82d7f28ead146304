import { useLoaderData } from 'react-router';
import { loadDepartments } from '../catalog/departments.server';
import { pageError } from '../catalog/page-error.server';
import { PageLinks } from '../catalog/page-links';
import { DepartmentTabs, TileGrid } from '../catalog/tiles';
import { seoMeta } from '../seo';
import { EmptyState } from '../shell/empty-state';
import type { Route } from './+types/brands';

/** The theme page this route shows (the editor frame protocol and tag injection name pages so). */
export const handle = { themePage: 'brands' };

const PAGE_SIZE = 12;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const department = params.department;
  const pageNo = Math.max(1, Number(new URL(request.url).searchParams.get('page_no')) || 1);
  const [brands, departments] = await Promise.all([
    context.sdk.catalog.getBrands({ department, pageNo, pageSize: PAGE_SIZE }).catch(pageError),
    loadDepartments(context),
  ]);
  const departmentName = departments.find((d) => d.slug === department)?.name;
  return {
    department,
    departments,
    page: brands.page,
    tiles: (brands.items ?? []).flatMap((b: NonNullable<typeof brands.items>[number]) =>
      b.slug ? [{ key: b.slug, name: b.name ?? b.slug, href: `/brand/${b.slug}`, image: b.logo }] : [],
    ),
    seo: {
      title: departmentName ? `${departmentName} brands` : 'Brands',
      description: 'Every brand in the shop.',
      canonicalPath: department ? `/brands/${encodeURIComponent(department)}` : '/brands/',
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, matches);

export default function Brands() {
  const { department, departments, tiles, page, seo } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="page-title">{seo.title}</h1>
      <DepartmentTabs base="/brands/" departments={departments} current={department} />
      {tiles.length === 0 ? (
        <EmptyState title="No brands found" button={{ text: 'Go to home', to: '/' }} />
      ) : (
        <TileGrid tiles={tiles} testId="brand" />
      )}
      <PageLinks page={page} />
    </>
  );
}
