import { useLoaderData, useLocation } from 'react-router';
import { loadListing } from '../catalog/listing.server';
import { listingKey } from '../catalog/listing-types';
import { ListingView } from '../catalog/listing-view';
import { pageError } from '../catalog/page-error.server';
import { loadSectionPage } from '../sections/page-sections.server';
import { TemplateSlot } from '../sections/template-slot';
import { seoMeta } from '../seo';
import type { ScrollHandle } from '../shell/scroll';
import type { Route } from './+types/brand';

/** Keeps the scroll on query changes; names the theme page this route shows. */
export const handle: ScrollHandle & { themePage: string } = {
  keepScrollOnQueryChange: true,
  themePage: 'brand-listing',
};

/** A brand's products: the brand is locked into the brand filter. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const slug = params.slug;
  const [brand, listing, templateSections] = await Promise.all([
    context.sdk.catalog.getBrandDetailBySlug({ slug }).catch(pageError),
    loadListing(context, new URL(request.url), { locked: { brand: [slug] } }),
    loadSectionPage(context, request, 'brand-listing'),
  ]);
  const name = brand.name ?? slug;
  return {
    templateSections,
    name,
    listing,
    seo: {
      title: name,
      description: brand.description || `Shop ${name} products.`,
      canonicalPath: `/brand/${encodeURIComponent(slug)}`,
      image: brand.logo?.url,
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, matches);

export default function Brand() {
  const { name, listing, templateSections } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return (
    <>
      <TemplateSlot page="brand-listing" sections={templateSections} />
      <ListingView key={listingKey(search)} title={name} data={listing} />
    </>
  );
}
