import { useLoaderData } from 'react-router';
import { pageError } from '../catalog/page-error.server';
import { PageLinks } from '../catalog/page-links';
import { TileGrid } from '../catalog/tiles';
import { seoMeta } from '../seo';
import { EmptyState } from '../shell/empty-state';
import type { Route } from './+types/collections';

/** The theme page this route shows (the editor frame protocol and tag injection name pages so). */
export const handle = { themePage: 'collections' };

const PAGE_SIZE = 12;

export async function loader({ request, context }: Route.LoaderArgs) {
  const pageNo = Math.max(1, Number(new URL(request.url).searchParams.get('page_no')) || 1);
  const collections = await context.sdk.catalog
    .getCollections({ pageNo, pageSize: PAGE_SIZE })
    .catch(pageError);
  return {
    page: collections.page,
    tiles: (collections.items ?? []).flatMap((c: NonNullable<typeof collections.items>[number]) =>
      c.slug
        ? [
            {
              key: c.slug,
              name: c.name ?? c.slug,
              href: `/collection/${c.slug}`,
              image: c.banners?.portrait ?? c.logo,
            },
          ]
        : [],
    ),
    seo: { title: 'Collections', description: 'Curated collections.', canonicalPath: '/collections/' },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, matches);

export default function Collections() {
  const { tiles, page } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="page-title">Collections</h1>
      {tiles.length === 0 ? (
        <EmptyState title="No collections found" button={{ text: 'Go to home', to: '/' }} />
      ) : (
        <TileGrid tiles={tiles} testId="collection" />
      )}
      <PageLinks page={page} />
    </>
  );
}
