import { useLoaderData } from 'react-router';
import { NamedListing } from '../catalog/named-listing';
import { loadNamedListing } from '../catalog/named-listing.server';
import { seoMeta } from '../seo';
import type { ScrollHandle } from '../shell/scroll';
import type { Route } from './+types/category';

/** Keeps the scroll on query changes; names the theme page this route shows. */
export const handle: ScrollHandle & { themePage: string } = {
  keepScrollOnQueryChange: true,
  themePage: 'category-listing',
};

/** A category's products: the category is locked into the category filter. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const slug = params.slug;
  return loadNamedListing(context, request, {
    slug,
    themePage: handle.themePage,
    detail: context.sdk.catalog.getCategoryDetailBySlug({ slug }),
    listing: { locked: { category: [slug] } },
    path: '/category/',
    description: (name) => `Shop ${name} products.`,
    image: (category) => category.logo?.url,
  });
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, matches);

export default function Category() {
  return <NamedListing themePage={handle.themePage} data={useLoaderData<typeof loader>()} />;
}
