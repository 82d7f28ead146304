import { api } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOGS } from '../../seed/content-blogs';
import { FAQ_CATEGORIES } from '../../seed/content-legal';
import { headerMenu } from '../../seed/content-navigation';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { contractGet, officialClients, signedGet } from './test-clients';

let platform: TestPlatform;
let sdk: ReturnType<typeof officialClients>;

beforeAll(async () => {
  platform = await startTestPlatform({ products: 0 });
  sdk = officialClients(platform);
});
afterAll(() => platform?.close());

interface NavItem {
  display: string;
  active: boolean;
  sort_order: number;
  action: { type: string; page: { type: string } };
  sub_navigation: NavItem[];
}

describe('navigation', () => {
  it('serves a header menu (landscape top) and a footer menu (bottom) of active page links', async () => {
    const { items, page } = await sdk.v1.content.getNavigations({});
    expect(page).toMatchObject({ type: 'number', current: 1, has_next: false });
    const header = items.find((n: { orientation: { landscape: string[] } }) =>
      n.orientation.landscape.includes('top'),
    );
    const footer = items.find((n: { orientation: { landscape: string[] } }) =>
      n.orientation.landscape.includes('bottom'),
    );
    const displays = (header.navigation as NavItem[]).map((item) => item.display);
    expect(displays).toEqual(expect.arrayContaining(['Brands', 'Collections']));
    expect(footer.navigation.length).toBe(3);
    const all = [...header.navigation, ...footer.navigation] as NavItem[];
    for (const item of all.flatMap((i) => [i, ...i.sub_navigation])) {
      expect(item).toMatchObject({ active: true, action: { type: 'page' } });
      expect(item.sort_order).toBeGreaterThan(0);
    }
    expect(await sdk.v3.content.getNavigations({})).toEqual({ items, page });
  });
});

describe('pages, blogs and FAQs', () => {
  it('lists pages and serves one by slug, 404 for an unknown slug', async () => {
    const pages = await sdk.v1.content.getPages({});
    expect(pages.items.map((p: { slug: string }) => p.slug)).toContain('about-us');
    const about = await sdk.v3.content.getPage({ slug: 'about-us' });
    expect(about.title).toBe('About us');
    expect(about.content[0]).toMatchObject({
      type: 'html',
      value: expect.stringContaining('<h2>About Vitrine</h2>'),
    });
    expect(about.seo.title).toContain('About us');
    await expect(sdk.v1.content.getPage({ slug: 'no-such-page' })).rejects.toMatchObject({ code: 404 });
  });

  it('lists blogs 12 per page with tag filters, searches and pages them', async () => {
    const all = await sdk.v1.content.getBlogs({});
    expect(all.items).toHaveLength(BLOGS.length);
    expect(all.page).toMatchObject({
      type: 'number',
      current: 1,
      size: 12,
      item_total: BLOGS.length,
      has_next: false,
    });
    expect(all.filters.tags).toEqual(expect.arrayContaining(['guides', 'style']));
    const guides = await sdk.v3.content.getBlogs({ tags: 'guides' });
    expect(guides.items.length).toBe(BLOGS.filter((b) => b.tags.includes('guides')).length);
    const linen = await sdk.v1.content.getBlogs({ search: 'LINEN' });
    expect(linen.items.map((b: { slug: string }) => b.slug)).toEqual(['linen-care-guide']);
    const second = await sdk.v1.content.getBlogs({ pageNo: 2, pageSize: 4 });
    expect(second.items).toHaveLength(BLOGS.length - 4);
    expect(second.page).toMatchObject({ current: 2, has_previous: true, has_next: false });
  });

  it('serves a blog with its text, author and feature image, and 404 for an unknown slug', async () => {
    const blog = await sdk.v1.content.getBlog({ slug: 'linen-care-guide' });
    expect(blog.title).toBe('How to care for linen so it lasts');
    expect(blog.content[0].value).toContain('<p>Linen gets softer');
    expect(blog.author.name).toBe('Arjun Rao');
    expect((await fetch(`${platform.baseUrl}${blog.feature_image.secure_url}`)).status).toBe(200);
    await expect(sdk.v3.content.getBlog({ slug: 'missing' })).rejects.toMatchObject({ code: 404 });
  });

  it('serves FAQs, FAQ categories and the FAQs of a category', async () => {
    const { faqs } = await sdk.v1.content.getFaqs();
    expect(faqs.length).toBe(FAQ_CATEGORIES.flatMap((c) => c.faqs).length);
    const { categories } = await sdk.v1.content.getFaqCategories();
    expect(categories.map((c: { slug: string }) => c.slug)).toEqual(FAQ_CATEGORIES.map((c) => c.slug));
    const { category } = await sdk.v1.content.getFaqCategoryBySlug({ slug: 'payments' });
    expect(category.title).toBe('Payments');
    expect(category.children[0].question).toBe('Which payment methods do you accept?');
    const byCategory = await sdk.v3.content.getFaqsByCategorySlug({ slug: 'returns-and-refunds' });
    expect(byCategory.faqs).toHaveLength(3);
    const faq = await sdk.v1.content.getFaqBySlug({ slug: 'is-delivery-free' });
    expect(faq.answer).toContain('₹999');
    await expect(sdk.v1.content.getFaqBySlug({ slug: 'nope' })).rejects.toMatchObject({ code: 404 });
    await expect(sdk.v1.content.getFaqCategoryBySlug({ slug: 'nope' })).rejects.toMatchObject({ code: 404 });
    await expect(sdk.v3.content.getFaqsByCategorySlug({ slug: 'nope' })).rejects.toMatchObject({ code: 404 });
  });
});

describe('legal, support, SEO and the rest', () => {
  it('serves readable legal text for terms, privacy, shipping and returns', async () => {
    const legal = await sdk.v1.content.getLegalInformation();
    expect(legal.tnc).toContain('Terms and conditions');
    expect(legal.policy).toContain('Privacy policy');
    expect(legal.shipping).toContain('₹999');
    expect(legal.returns).toContain('15 days');
  });

  it('serves support contacts, SEO settings and SEO markup schemas by page type', async () => {
    const support = await sdk.v1.content.getSupportInformation();
    expect(support.contact.email.email[0].value).toBe('care@vitrine.example');
    const { seo } = await sdk.v1.content.getSEOConfiguration();
    expect(seo.details.title).toContain('Vitrine');
    expect(seo.sitemap_enabled).toBe(true);
    expect(seo.robots_txt).toContain('User-agent: *');
    const product = await sdk.v1.content.getSEOMarkupSchemas({ pageType: 'product', active: true });
    expect(product.items).toHaveLength(1);
    expect(JSON.parse(product.items[0].schema).aggregateRating.bestRating).toBe(5);
    expect((await sdk.v3.content.getSEOMarkupSchemas({ active: false })).items).toEqual([]);
  });

  it('serves the landing page (home, no redirect), announcements, slideshows, tags and data loaders', async () => {
    const landing = await sdk.v1.content.getLandingPage();
    expect(landing.action.page.type).toBe('home');
    const { announcements } = await sdk.v1.content.getAnnouncements();
    expect(announcements.$all[0].announcement).toContain('Free delivery');
    const slideshows = await sdk.v1.content.getSlideshows({});
    expect(slideshows.items.map((s: { slug: string }) => s.slug)).toEqual(['home-hero']);
    const slideshow = await sdk.v1.content.getSlideshow({ slug: 'home-hero' });
    expect((await fetch(`${platform.baseUrl}${slideshow.media[0].url}?w=480`)).status).toBe(200);
    await expect(sdk.v1.content.getSlideshow({ slug: 'nope' })).rejects.toMatchObject({ code: 404 });
    const { tags } = await sdk.v1.content.getTags();
    expect(tags.map((t: { position: string; type: string }) => `${t.position} ${t.type}`)).toEqual([
      'head css',
      'body-bottom js',
    ]);
    expect(tags[1].pages).toEqual([{ page_slug: 'home' }]);
    expect((await sdk.v1.content.getDataLoaders()).items).toEqual([]);
  });

  it('rejects bad paging and unknown query parameters with 400 and a message', async () => {
    for (const path of [
      '/service/application/content/v1.0/blogs?page_size=-1',
      '/service/application/content/v1.0/blogs/?page_size=100000',
      '/service/application/content/v1.0/blogs?page_no=abc',
      `/service/application/content/v1.0/blogs?search=${'x'.repeat(10_000)}`,
      '/service/application/content/v1.0/navigations?page_size=0',
      '/service/application/content/v2.0/pages?sort=title',
      '/service/application/content/v1.0/seo/schema?active=maybe',
    ]) {
      const response = await signedGet(platform, path);
      expect(response.status, path.slice(0, 80)).toBe(400);
      expect(response.body.message).toEqual(expect.any(String));
    }
  });

  it('marks content reads as cacheable for a minute, with an ETag', async () => {
    const signed = await signedGet(platform, '/service/application/content/v1.0/legal');
    expect(signed.status).toBe(200);
    expect(signed.headers.get('cache-control')).toContain('max-age=60');
    expect(signed.headers.get('etag')).toBeTruthy();
  });
});

describe('the header menu seed', () => {
  it('lists each department with its first-level categories, then Brands and Collections', async () => {
    const db = platform.platform.services.db;
    await db
      .insertInto('departments')
      .values([
        { uid: 1, slug: 'men', name: 'Men', logo: '/assets/d/men.png', priority_order: 1 },
        { uid: 2, slug: 'women', name: 'Women', logo: '/assets/d/women.png', priority_order: 2 },
      ])
      .execute();
    const category = (uid: number, slug: string, name: string, departments: number[]) => ({
      uid,
      slug,
      name,
      level: 1,
      parent_uid: null,
      department_uids: departments,
      logo: '',
      banner_portrait: '',
      banner_landscape: '',
      priority: 0,
    });
    await db
      .insertInto('categories')
      .values([
        category(11, 'men-topwear', 'Topwear', [1]),
        category(12, 'clothing', 'Clothing', [1, 2]),
        category(21, 'women-ethnic', 'Ethnic wear', [2]),
      ])
      .execute();
    const menu = await headerMenu(db);
    expect(menu.map((item) => item.display)).toEqual(['Men', 'Women', 'Brands', 'Collections']);
    expect(menu[0].action.page).toEqual({ type: 'products', query: { department: ['men'] } });
    // A category both departments share opens narrowed to the department it is listed under.
    expect(menu[0].sub_navigation.map((item) => item.action.page)).toEqual([
      { type: 'category', params: { slug: ['men-topwear'] }, query: { department: ['men'] } },
      { type: 'category', params: { slug: ['clothing'] }, query: { department: ['men'] } },
    ]);
    expect(menu[1].sub_navigation.map((item) => item.action.page)).toEqual([
      { type: 'category', params: { slug: ['clothing'] }, query: { department: ['women'] } },
      { type: 'category', params: { slug: ['women-ethnic'] }, query: { department: ['women'] } },
    ]);
    expect(menu.map((item) => item.sort_order)).toEqual([1, 2, 3, 4]);
  });
});

describe('our contract', () => {
  it('accepts every content response', async () => {
    const c = api.content;
    for (const endpoint of [
      c.getAnnouncements,
      c.getBlogs,
      c.getBlogsV1,
      c.getDataLoaders,
      c.getFaqs,
      c.getFaqCategories,
      c.getLandingPage,
      c.getLegalInformation,
      c.getNavigations,
      c.getNavigationsV1,
      c.getPages,
      c.getPagesV1,
      c.getSEOConfiguration,
      c.getSEOMarkupSchemas,
      c.getSupportInformation,
      c.getTags,
      c.getSlideshows,
    ]) {
      await contractGet(platform, endpoint);
    }
    await contractGet(platform, c.getBlog, { slug: 'capsule-wardrobe-basics' });
    await contractGet(platform, c.getFaqBySlug, { slug: 'is-delivery-free' });
    await contractGet(platform, c.getFaqCategoryBySlug, { slug: 'account' });
    await contractGet(platform, c.getFaqsByCategorySlug, { slug: 'account' });
    await contractGet(platform, c.getPage, { slug: 'size-guide' });
    await contractGet(platform, c.getSlideshow, { slug: 'home-hero' });
  });
});
