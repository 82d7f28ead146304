import { describe, expect, it } from 'vitest';
import { sections } from './index';
import { fakeSdk, renderSection as render, url } from './testing';

describe('section loads', () => {
  it('category-grid asks for the department and shows each category once', async () => {
    const { sdk, catalog } = fakeSdk();
    const data = await sections['category-grid'].load?.({
      sdk,
      props: { department: 'men', item_count: 8 },
      url,
    });
    expect(catalog.getCategories).toHaveBeenCalledWith({ department: 'men' });
    expect(data).toEqual({
      items: [
        { name: 'Shirts', slug: 'shirts', image: '/assets/c/shirts.png' },
        { name: 'Shoes', slug: 'shoes', image: undefined },
      ],
    });
    const html = render('category-grid', { data });
    expect(html).toContain('href="/category/shirts"');
    expect(html).toContain('Shop by category');
  });

  it('category-grid without a department asks for all departments', async () => {
    const { sdk, catalog } = fakeSdk();
    await sections['category-grid'].load?.({ sdk, props: { department: '' }, url });
    expect(catalog.getCategories).toHaveBeenCalledWith({ department: undefined });
  });

  it('product-carousel reads its collection with the item count as page size', async () => {
    const { sdk, catalog } = fakeSdk();
    const data = await sections['product-carousel'].load?.({
      sdk,
      props: { collection: 'summer', item_count: 6 },
      url,
    });
    expect(catalog.getCollectionItemsBySlug).toHaveBeenCalledWith({ slug: 'summer', pageSize: 6 });
    const html = render('product-carousel', { props: { title: 'Summer picks', collection: 'summer' }, data });
    expect(html).toContain('class="carousel"');
    expect(html.match(/data-testid="product-card"/g)).toHaveLength(2);
    expect(html).toContain('href="/collection/summer"');
  });

  it('product-carousel without a collection shows products', async () => {
    const { sdk, catalog } = fakeSdk();
    await sections['product-carousel'].load?.({ sdk, props: { collection: '', item_count: 12 }, url });
    expect(catalog.getProducts).toHaveBeenCalledWith({ pageSize: 12 });
  });

  it('product-grid passes the filters and sort to the products listing', async () => {
    const { sdk, catalog } = fakeSdk();
    const props = {
      collection: '',
      query: 'brand:loom||weave:::gender:men',
      sort_on: 'price_asc',
      item_count: 4,
    };
    const data = await sections['product-grid'].load?.({ sdk, props, url });
    expect(catalog.getProducts).toHaveBeenCalledWith({
      f: 'brand:loom||weave:::gender:men',
      sortOn: 'price_asc',
      pageSize: 4,
    });
    const html = render('product-grid', { props, data });
    expect(html).toContain(
      'href="/products/?brand=loom&amp;brand=weave&amp;gender=men&amp;sort_on=price_asc"',
    );
    expect(html).toContain('₹799');
  });

  it('product-grid reads a collection and drops a sort it does not know', async () => {
    const { sdk, catalog } = fakeSdk();
    const props = { collection: 'summer', query: '', sort_on: 'cheapest', item_count: 8 };
    await sections['product-grid'].load?.({ sdk, props, url });
    expect(catalog.getCollectionItemsBySlug).toHaveBeenCalledWith({
      slug: 'summer',
      f: undefined,
      sortOn: undefined,
      pageSize: 8,
    });
  });

  it('product lists send only what a card shows to the browser', async () => {
    const { sdk } = fakeSdk();
    const data = (await sections['product-grid'].load?.({ sdk, props: { item_count: 8 }, url })) as {
      items: Record<string, unknown>[];
    };
    expect(data.items[0]).not.toHaveProperty('sizes');
    expect(data.items[0].attributes).toEqual({ subtitle: 'Cotton' });
  });

  it('brand-grid and collection-grid ask for the item count and skip entries without a slug', async () => {
    const { sdk, catalog } = fakeSdk();
    const brands = await sections['brand-grid'].load?.({ sdk, props: { item_count: 6 }, url });
    expect(catalog.getBrands).toHaveBeenCalledWith({ pageSize: 6 });
    expect(brands).toEqual({ items: [{ name: 'Loom', slug: 'loom', image: '/assets/b/loom.png' }] });
    expect(render('brand-grid', { data: brands })).toContain('href="/brand/loom"');

    const collections = await sections['collection-grid'].load?.({ sdk, props: { item_count: 3 }, url });
    expect(catalog.getCollections).toHaveBeenCalledWith({ pageSize: 3 });
    expect(render('collection-grid', { data: collections })).toContain('href="/collection/summer"');
  });

  it('blog-posts asks for the item count and formats the date on the server', async () => {
    const { sdk, content } = fakeSdk();
    const data = await sections['blog-posts'].load?.({ sdk, props: { item_count: 3 }, url });
    expect(content.getBlogs).toHaveBeenCalledWith({ pageSize: 3 });
    const html = render('blog-posts', { data });
    expect(html).toContain('href="/blog/care-guide"');
    expect(html).toContain('5 Mar 2026');
  });

  it('faq shows questions as disclosures with plain-text answers', async () => {
    const { sdk, content } = fakeSdk();
    const data = await sections.faq.load?.({ sdk, props: {}, url });
    expect(content.getFaqs).toHaveBeenCalledWith();
    const html = render('faq', { data });
    expect(html).toContain('<summary>How long is delivery?</summary>');
    expect(html).toContain('<p>3 to 5 days.</p>');
  });

  it('featured-product loads the chosen product and never renders its markup', async () => {
    const { sdk, catalog } = fakeSdk();
    const data = await sections['featured-product'].load?.({ sdk, props: { product: 'linen-shirt' }, url });
    expect(catalog.getProductDetailBySlug).toHaveBeenCalledWith({ slug: 'linen-shirt' });
    const html = render('featured-product', { data });
    expect(html).toContain('href="/product/linen-shirt"');
    expect(html).toContain('Soft &amp; light.');
    expect(html).not.toContain('<script');
  });

  it('featured-product without a chosen product makes no call', async () => {
    const { sdk, catalog } = fakeSdk();
    expect(await sections['featured-product'].load?.({ sdk, props: { product: '' }, url })).toBeUndefined();
    expect(catalog.getProductDetailBySlug).not.toHaveBeenCalled();
  });
});
