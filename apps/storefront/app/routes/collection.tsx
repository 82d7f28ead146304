import { useLoaderData, useLocation } from 'react-router';
import { loadListing } from '../catalog/listing.server';
import { listingKey } from '../catalog/listing-types';
import { ListingView } from '../catalog/listing-view';
import { pageError } from '../catalog/page-error.server';
import { loadSectionPage } from '../sections/page-sections.server';
import { TemplateSlot } from '../sections/template-slot';
import { seoMeta } from '../seo';
import type { ScrollHandle } from '../shell/scroll';
import type { Route } from './+types/collection';

/** Keeps the scroll on query changes; names the theme page this route shows. */
export const handle: ScrollHandle & { themePage: string } = {
  keepScrollOnQueryChange: true,
  themePage: 'collection-listing',
};

/** A collection's products, with the same listing query as /products/. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const slug = params.slug;
  const [collection, listing, templateSections] = await Promise.all([
    context.sdk.catalog.getCollectionDetailBySlug({ slug }).catch(pageError),
    loadListing(context, new URL(request.url), { collectionSlug: slug }),
    loadSectionPage(context, request, 'collection-listing'),
  ]);
  const name = collection.name ?? slug;
  return {
    templateSections,
    name,
    listing,
    seo: {
      title: name,
      description: collection.description || `Shop the ${name} collection.`,
      canonicalPath: `/collection/${encodeURIComponent(slug)}`,
      image: collection.banners?.landscape?.url,
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, matches);

export default function Collection() {
  const { name, listing, templateSections } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return (
    <>
      <TemplateSlot page="collection-listing" sections={templateSections} />
      <ListingView key={listingKey(search)} title={name} data={listing} />
    </>
  );
}
