import { useLoaderData, useLocation } from 'react-router';
import { loadListing } from '../catalog/listing.server';
import { listingKey } from '../catalog/listing-types';
import { ListingView } from '../catalog/listing-view';
import { pageError } from '../catalog/page-error.server';
import { loadSectionPage } from '../sections/page-sections.server';
import { TemplateSlot } from '../sections/template-slot';
import { seoMeta } from '../seo';
import type { ScrollHandle } from '../shell/scroll';
import type { Route } from './+types/category';

/** Keeps the scroll on query changes; names the theme page this route shows. */
export const handle: ScrollHandle & { themePage: string } = {
  keepScrollOnQueryChange: true,
  themePage: 'category-listing',
};

/** A category's products: the category is locked into the category filter. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const slug = params.slug;
  const [category, listing, templateSections] = await Promise.all([
    context.sdk.catalog.getCategoryDetailBySlug({ slug }).catch(pageError),
    loadListing(context, new URL(request.url), { locked: { category: [slug] } }),
    loadSectionPage(context, request, 'category-listing'),
  ]);
  const name = category.name ?? slug;
  return {
    templateSections,
    name,
    listing,
    seo: {
      title: name,
      description: category.description || `Shop ${name} products.`,
      canonicalPath: `/category/${encodeURIComponent(slug)}`,
      image: category.logo?.url,
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, matches);

export default function Category() {
  const { name, listing, templateSections } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return (
    <>
      <TemplateSlot page="category-listing" sections={templateSections} />
      <ListingView key={listingKey(search)} title={name} data={listing} />
    </>
  );
}
