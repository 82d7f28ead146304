import { useLoaderData } from 'react-router';
import { NamedListing } from '../catalog/named-listing';
import { loadNamedListing } from '../catalog/named-listing.server';
import { seoMeta } from '../seo';
import type { ScrollHandle } from '../shell/scroll';
import type { Route } from './+types/brand';

/** Keeps the scroll on query changes; names the theme page this route shows. */
export const handle: ScrollHandle & { themePage: string } = {
  keepScrollOnQueryChange: true,
  themePage: 'brand-listing',
};

/** A brand's products: the brand is locked into the brand filter. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const slug = params.slug;
  return loadNamedListing(context, request, {
    slug,
    themePage: handle.themePage,
    detail: context.sdk.catalog.getBrandDetailBySlug({ slug }),
    listing: { locked: { brand: [slug] } },
    path: '/brand/',
    description: (name) => `Shop ${name} products.`,
    image: (brand) => brand.logo?.url,
  });
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, matches);

export default function Brand() {
  return <NamedListing themePage={handle.themePage} data={useLoaderData<typeof loader>()} follow="brands" />;
}
