import { useLoaderData } from 'react-router';
import { NamedListing } from '../catalog/named-listing';
import { loadNamedListing } from '../catalog/named-listing.server';
import { seoMeta } from '../seo';
import type { ScrollHandle } from '../shell/scroll';
import type { Route } from './+types/collection';

/** Keeps the scroll on query changes; names the theme page this route shows. */
export const handle: ScrollHandle & { themePage: string } = {
  keepScrollOnQueryChange: true,
  themePage: 'collection-listing',
};

/** A collection's products, with the same listing query as /products/. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const slug = params.slug;
  return loadNamedListing(context, request, {
    slug,
    themePage: handle.themePage,
    detail: context.sdk.catalog.getCollectionDetailBySlug({ slug }),
    listing: { collectionSlug: slug },
    path: '/collection/',
    description: (name) => `Shop the ${name} collection.`,
    image: (collection) => collection.banners?.landscape?.url,
  });
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, matches);

export default function Collection() {
  return (
    <NamedListing themePage={handle.themePage} data={useLoaderData<typeof loader>()} follow="collections" />
  );
}
