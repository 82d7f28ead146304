import { useLoaderData, useLocation } from 'react-router';
import { loadListing } from '../catalog/listing.server';
import { listingKey } from '../catalog/listing-types';
import { ListingView } from '../catalog/listing-view';
import { loadSectionPage } from '../sections/page-sections.server';
import { TemplateSlot } from '../sections/template-slot';
import { seoMeta } from '../seo';
import type { ScrollHandle } from '../shell/scroll';
import type { Route } from './+types/products';

/** Keeps the scroll on query changes; names the theme page this route shows. */
export const handle: ScrollHandle & { themePage: string } = {
  keepScrollOnQueryChange: true,
  themePage: 'product-listing',
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const [listing, templateSections] = await Promise.all([
    loadListing(context, url),
    loadSectionPage(context, request, 'product-listing'),
  ]);
  const q = listing.q;
  return {
    templateSections,
    listing,
    seo: {
      title: q ? `Search results for "${q}"` : 'All products',
      description: q ? `Products matching "${q}"` : 'Browse every product in the shop.',
      canonicalPath: q ? `/products/?q=${encodeURIComponent(q)}` : '/products/',
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, matches);

export default function Products() {
  const { listing, templateSections } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const title = listing.q ? `Results for "${listing.q}"` : 'All products';
  return (
    <>
      <TemplateSlot page="product-listing" sections={templateSections} />
      <ListingView key={listingKey(search)} title={title} data={listing} />
    </>
  );
}
