/** The sitemaps protocol's limit on URLs in one file; a shop's products are split into parts below it. */
export const SITEMAP_URL_LIMIT = 50_000;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A urlset of absolute addresses (`origin` + each path). */
export function urlSet(origin: string, paths: string[]): string {
  const urls = paths.map((path) => `<url><loc>${escapeXml(origin + path)}</loc></url>`).join('\n');
  return `${HEAD}<urlset xmlns="${NS}">\n${urls}\n</urlset>\n`;
}

/** A sitemap index naming each part. */
export function sitemapIndex(origin: string, paths: string[]): string {
  const parts = paths.map((path) => `<sitemap><loc>${escapeXml(origin + path)}</loc></sitemap>`).join('\n');
  return `${HEAD}<sitemapindex xmlns="${NS}">\n${parts}\n</sitemapindex>\n`;
}

/** Sitemaps and robots.txt change with the catalogue, slowly: a proxy may keep them an hour. */
export const SITEMAP_CACHE_CONTROL = 'public, max-age=3600';

export function xmlResponse(body: string, request: Request): Response {
  return new Response(request.method === 'HEAD' ? null : body, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': SITEMAP_CACHE_CONTROL },
  });
}
