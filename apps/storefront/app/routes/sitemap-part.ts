import { data } from 'react-router';
import { loadShopSeo } from '../content/seo-settings.server';
import { catalogueAndContentPaths, productPaths } from '../content/sitemap.server';
import { urlSet, xmlResponse } from '../content/sitemap-xml';
import type { Route } from './+types/sitemap-part';

/** The most product parts a shop may have: page_no stops at 10,000 pages of 100. */
const MAX_PARTS = 100;

/** One part of the sitemap: `pages.xml`, or `products-{n}.xml` (n from 1). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const shopSeo = await loadShopSeo(context);
  if (!shopSeo.sitemapEnabled) throw data('Not found', { status: 404 });
  const origin = new URL(request.url).origin;
  if (params.file === 'pages.xml') {
    return xmlResponse(urlSet(origin, await catalogueAndContentPaths(context)), request);
  }
  const part = /^products-([1-9]\d{0,2})\.xml$/.exec(params.file)?.[1];
  if (!part || Number(part) > MAX_PARTS) throw data('Not found', { status: 404 });
  return xmlResponse(urlSet(origin, await productPaths(context, Number(part))), request);
}
