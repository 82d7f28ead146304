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
  return { status: response.status, html: await response.text() };
}

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  );
const sectionsOf = (html: string) => [...html.matchAll(/data-section="([^"]+)"/g)].map((m) => m[1]);

beforeAll(async () => {
  testShop = await startTestShop({ products: 4, config: { redisUrl: undefined } });
  ({ platform, shop } = testShop);
  const { db } = platform.platform.services;
  // The merchant places a banner on the contact-us template, and keeps a broken FAQ markup template.
  const pages = await db.selectFrom('theme_pages').selectAll().where('value', '=', 'contact-us').execute();
  for (const row of pages) {
    const data = (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<string, unknown>;
    data.sections = [{ name: 'rich-text', props: { heading: { value: 'We answer within a day' } } }];
    await db
      .updateTable('theme_pages')
      .set({ data: JSON.stringify(data) })
      .where('theme_id', '=', row.theme_id)
      .where('value', '=', 'contact-us')
      .execute();
  }
  await db
    .insertInto('content')
    .values({
      id: 'broken-faq-schema',
      application_id: platform.applicationId,
      kind: 'seo_schema',
      slug: 'faq',
      position: 0,
      tags: [],
      published: true,
      data: JSON.stringify({
        id: 'broken-faq-schema',
        application: platform.applicationId,
        page_type: 'faq',
        title: 'FAQ',
        schema: '{"@type": "FAQPage", "name": {{faq.title}',
        active: true,
      }),
    })
    .execute();
});

afterAll(() => testShop?.close());

describe('content pages show their theme page’s sections', () => {
  it('draws each template’s sections once, after the page’s own list', async () => {
    const faq = await page('/faq/');
    expect(sectionsOf(faq.html)).toEqual(['rich-text']);
    expect(faq.html).toContain('Still need help?');
    expect(faq.html.indexOf('Returns and refunds')).toBeLessThan(faq.html.indexOf('Still need help?'));
    const category = await page('/faq/payments');
    expect(sectionsOf(category.html)).toEqual(['rich-text']);
    const blog = await page('/blog/');
    // The journal's posts are the route's own list: the template adds the newsletter, not the posts again.
    expect(sectionsOf(blog.html)).toEqual(['newsletter']);
    const post = await page('/blog/linen-care-guide');
    expect(sectionsOf(post.html)).toEqual(['product-carousel', 'newsletter']);
    expect(post.html).toContain('Shop the story');
    const about = await page('/about-us');
    expect(sectionsOf(about.html)).toEqual(['newsletter']);
    // The page's own text says who the shop is; the template no longer repeats it.
    expect(about.html.match(/>About Vitrine</g)).toHaveLength(1);
  });

  it('shows the sections a merchant placed on a template, and none where the template has none', async () => {
    const contact = await page('/contact-us');
    expect(contact.status).toBe(200);
    expect(contact.html).toContain('data-testid="contact-form"');
    expect(contact.html).toContain('We answer within a day');
    const stores = await page('/locate-us');
    expect(sectionsOf(stores.html)).toEqual([]);
    const team = await page('/team/');
    expect(team.status).toBe(200);
    expect(sectionsOf(team.html)).toEqual([]);
  });
});

describe('structured data from the merchant’s SEO markup schemas', () => {
  it('fills the shop’s blog template with the post, in place of the built-in article', async () => {
    const post = await page('/blog/linen-care-guide');
    const article = jsonLdOf(post.html).find((json) => json['@type'] === 'Article');
    expect(article).toMatchObject({ headline: 'How to care for linen so it lasts' });
    expect(typeof article?.author).toBe('string');
    expect(article?.author).not.toBe('');
    // The seeded template has no publication date: the built-in article's fields are not mixed in.
    expect(article).not.toHaveProperty('datePublished');
    expect(jsonLdOf(post.html).map((json) => json['@type'])).toContain('BreadcrumbList');
  });

  it('fills the home and product templates', async () => {
    const home = await page('/');
    expect(jsonLdOf(home.html)).toContainEqual(
      expect.objectContaining({ '@type': 'Organization', url: `${ORIGIN}/` }),
    );
    const slug = /href="\/product\/([^"?]+)"/.exec((await page('/products/')).html)?.[1];
    expect(slug).toBeTruthy();
    const product = jsonLdOf((await page(`/product/${slug}`)).html).find(
      (json) => json['@type'] === 'Product',
    );
    expect(product?.name).toBeTruthy();
    expect(product?.name).not.toContain('{{');
    // The demo template keeps the price in its offer, filled from the product.
    expect((product?.offers as { price?: string } | undefined)?.price).toMatch(/^\d+(\.\d+)?$/);
    expect(product?.url).toBe(`${ORIGIN}/product/${slug}`);
  });

  it('keeps the built-in data when the shop’s template is broken', async () => {
    const category = await page('/faq/payments');
    expect(category.status).toBe(200);
    expect(jsonLdOf(category.html).map((json) => json['@type'])).toContain('FAQPage');
  });
});
