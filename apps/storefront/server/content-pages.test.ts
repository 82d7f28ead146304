import type { TestPlatform } from '@vitrine/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorefrontServer } from './app';
import { startTestShop, type TestShop } from './test-shop';

const ORIGIN = 'http://shop.test';

let testShop: TestShop;
let platform: TestPlatform;
let shop: StorefrontServer;

async function page(pathname: string) {
  const response = await shop.fetch(new Request(`${ORIGIN}${pathname}`));
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The structured data blocks of a page, parsed. */
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  );

beforeAll(async () => {
  // Over one page of the platform's largest list (100), so a product part is read in several pages.
  testShop = await startTestShop({ products: 150, config: { redisUrl: undefined } });
  ({ platform, shop } = testShop);
});

afterAll(() => testShop?.close());

describe('the blog', () => {
  it('lists posts with their tags, and the post opens with article and breadcrumb data', async () => {
    const list = await page('/blog/');
    expect(list.status).toBe(200);
    expect(list.html).toContain('Build a capsule wardrobe in ten pieces');
    expect(list.html).toContain('href="/blog/?tags=care"');
    // The list has no SEO of its own: its description comes from the shop's SEO settings.
    expect(list.html).toMatch(/<meta name="description" content="Shop clothing, footwear, accessories/);
    const post = await page('/blog/linen-care-guide');
    expect(post.status).toBe(200);
    expect(post.html).toContain('How to care for linen so it lasts');
    expect(post.html).toContain('<title>How to care for linen so it lasts | Vitrine journal</title>');
    const types = jsonLdOf(post.html).map((json) => json['@type']);
    expect(types).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
  });

  it('filters by tag and by search, and pages through the list', async () => {
    const care = await page('/blog/?tags=care');
    expect(care.html).toContain('How to care for linen so it lasts');
    expect(care.html).not.toContain('Build a capsule wardrobe in ten pieces');
    const search = await page('/blog/?search=running');
    expect(search.html).toContain('Finding the right fit in running shoes');
    expect(search.html).not.toContain('How to care for linen so it lasts');
    const first = await page('/blog/?page_size=2');
    expect(first.html).toContain('data-testid="next-page"');
    const second = await page('/blog/?page_size=2&page_no=2');
    expect(second.status).toBe(200);
    expect(second.html).toContain('rel="prev"');
  });

  it('answers a clear 4xx or the 404 page to bad input, never a 5xx', async () => {
    expect((await page('/blog/no-such-post')).status).toBe(404);
    expect((await page('/blog/?page_no=abc')).status).toBe(400);
    expect((await page('/blog/?page_size=99999999')).status).toBe(400);
    expect((await page('/blog/?page_no=999')).status).toBe(404);
    expect((await page('/faq/no-such-category')).status).toBe(404);
    expect((await page('/locate-us?latitude=abc')).status).toBe(400);
  });
});

describe('FAQ, information and policy pages', () => {
  it('shows every FAQ category with its questions, and a category on its own page', async () => {
    const faq = await page('/faq/');
    expect(faq.status).toBe(200);
    expect(faq.html).toContain('Returns and refunds');
    expect(faq.html).toContain('href="/faq/payments"');
    const category = await page('/faq/payments');
    expect(category.status).toBe(200);
    expect(category.html).toContain('Which payment methods do you accept?');
    expect(jsonLdOf(category.html).map((json) => json['@type'])).toContain('FAQPage');
  });

  it('serves about us, the team and card tokenisation from the shop’s content pages', async () => {
    for (const [pathname, text] of [
      ['/about-us', 'About Vitrine'],
      ['/team/', 'Meera Iyer'],
      ['/help/card-tokenisation', 'does not store your card number'],
    ]) {
      const answer = await page(pathname);
      expect(answer.status, pathname).toBe(200);
      expect(answer.html, pathname).toContain(text);
    }
  });

  it('policy pages carry their breadcrumb trail as structured data', async () => {
    const policy = await page('/shipping-policy/');
    expect(policy.status).toBe(200);
    const trail = jsonLdOf(policy.html).find((json) => json['@type'] === 'BreadcrumbList');
    expect(trail?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Shipping Policy', item: `${ORIGIN}/shipping-policy/` },
    ]);
  });

  it('keeps content pages for visitors like catalogue pages', async () => {
    await page('/faq/');
    const again = await page('/faq/');
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(again.headers.get('cache-control')).toContain('public');
  });
});

describe('locate us', () => {
  it('lists the shop’s stores and finds them by city, without a map when the shop has no map key', async () => {
    const all = await page('/locate-us');
    expect(all.status).toBe(200);
    expect(all.html).toContain('data-testid="store-list"');
    expect(all.html).not.toContain('data-testid="store-map"');
    const city = /<p>([^<,]+), [^<]+<\/p>/.exec(all.html.split('data-testid="store-list"')[1] ?? '')?.[1];
    expect(city).toBeTruthy();
    const found = await page(`/locate-us?q=${encodeURIComponent(city as string)}`);
    expect(found.html).toContain(city);
    const none = await page('/locate-us?q=zzzz-no-such-store');
    expect(none.html).toContain('data-testid="stores-empty"');
  });
});

describe('robots.txt and the sitemap', () => {
  it('robots.txt disallows private paths and names the sitemap index', async () => {
    const robots = await page('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toContain('text/plain');
    expect(robots.headers.get('cache-control')).toContain('max-age');
    for (const path of ['/profile/', '/auth/', '/_']) expect(robots.html).toContain(`Disallow: ${path}\n`);
    expect(robots.html).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('the index names the pages part and numbered product parts, which list absolute addresses', async () => {
    const index = await page('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.headers.get('cache-control')).toContain('max-age');
    const parts = [...index.html.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(parts).toEqual([`${ORIGIN}/sitemaps/pages.xml`, `${ORIGIN}/sitemaps/products-1.xml`]);
    const pages = await page('/sitemaps/pages.xml');
    for (const path of [
      '/blog/linen-care-guide',
      '/faq/payments',
      '/about-us',
      '/team/',
      '/terms-and-conditions/',
    ])
      expect(pages.html).toContain(`<loc>${ORIGIN}${path}</loc>`);
    expect(pages.html).toMatch(/<loc>http:\/\/shop\.test\/brand\/[^<]+<\/loc>/);
    expect(pages.html).toMatch(/<loc>http:\/\/shop\.test\/category\/[^<]+<\/loc>/);
    expect(pages.html).toMatch(/<loc>http:\/\/shop\.test\/collection\/[^<]+<\/loc>/);
    const products = await page('/sitemaps/products-1.xml');
    const productSlugs = await platform.platform.services.db
      .selectFrom('products')
      .select('slug')
      .where('is_active', '=', true)
      .execute();
    const listed = [...products.html.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(productSlugs.length).toBeGreaterThan(100);
    expect(new Set(listed).size).toBe(productSlugs.length);
    expect(listed).toHaveLength(productSlugs.length);
    expect(listed).toContain(`${ORIGIN}/product/${productSlugs[0].slug}`);
    expect((await page('/sitemaps/products-2.xml')).status).toBe(404);
    expect((await page('/sitemaps/other.xml')).status).toBe(404);
  });
});

// No other test here opens /, so neither the page cache nor the shared landing page memo holds it yet.
describe('the landing page', () => {
  it('sends a visit to / where the shop’s landing page for the web points, but not the theme editor', async () => {
    await platform.platform.services.db
      .updateTable('content')
      .set({
        data: JSON.stringify({
          application: platform.applicationId,
          slug: 'default',
          action: { type: 'page', page: { type: 'blog' } },
          platform: ['web'],
          archived: false,
        }),
      })
      .where('kind', '=', 'landing_page')
      .execute();
    const visit = await shop.fetch(new Request(`${ORIGIN}/`, { redirect: 'manual' }));
    expect(visit.status).toBe(302);
    expect(visit.headers.get('location')).toBe('/blog/');
    const editing = await shop.fetch(new Request(`${ORIGIN}/?isEdit=true`, { redirect: 'manual' }));
    expect(editing.status).toBe(200);
  });
});
