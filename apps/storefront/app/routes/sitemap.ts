import { data } from 'react-router';
import { loadShopSeo } from '../content/seo-settings.server';
import { productParts } from '../content/sitemap.server';
import { sitemapIndex, xmlResponse } from '../content/sitemap-xml';
import type { Route } from './+types/sitemap';

/**
 * The sitemap index: one part for the catalogue's and content's own pages, then numbered parts of products, so
 * a catalogue of any size stays under the protocol's 50,000 URLs per file.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [shopSeo, parts] = await Promise.all([loadShopSeo(context), productParts(context)]);
  if (!shopSeo.sitemapEnabled) throw data('Not found', { status: 404 });
  const paths = [
    '/sitemaps/pages.xml',
    ...Array.from({ length: parts }, (_, i) => `/sitemaps/products-${i + 1}.xml`),
  ];
  return xmlResponse(sitemapIndex(new URL(request.url).origin, paths), request);
}
