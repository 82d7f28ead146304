import { loadShopSeo } from '../content/seo-settings.server';
import { SITEMAP_CACHE_CONTROL } from '../content/sitemap-xml';
import type { Route } from './+types/robots';

/** Pages that are a shopper's own or the shop's machinery: no crawler has business there. */
const PRIVATE_PATHS = ['/profile/', '/auth/', '/cart/', '/wishlist/', '/setting/', '/editor/', '/api/', '/_'];

/**
 * robots.txt: the merchant's rules from the SEO settings, the shop's private paths always disallowed, and the
 * sitemap index's absolute address (the protocol asks for one) in place of any the merchant wrote.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shopSeo = await loadShopSeo(context);
  const origin = new URL(request.url).origin;
  const merchant = (shopSeo.robotsTxt ?? 'User-agent: *\nAllow: /')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !/^sitemap\s*:/i.test(line));
  if (!merchant.some((line) => /^user-agent\s*:/i.test(line))) merchant.unshift('User-agent: *');
  const disallowed = new Set(merchant.flatMap((line) => /^disallow\s*:\s*(\S+)/i.exec(line)?.[1] ?? []));
  const lines = [
    ...merchant,
    ...PRIVATE_PATHS.filter((path) => !disallowed.has(path)).map((path) => `Disallow: ${path}`),
  ];
  if (shopSeo.sitemapEnabled) lines.push('', `Sitemap: ${origin}/sitemap.xml`);
  const body = `${lines.join('\n')}\n`;
  return new Response(request.method === 'HEAD' ? null : body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': SITEMAP_CACHE_CONTROL },
  });
}
