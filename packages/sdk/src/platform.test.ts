/**
 * The SDK against the real platform (fresh seeded database): its signature is accepted, responses pass the
 * strict contract check, and failures map to the documented errors — over HTTP, through the app's fetch, and
 * unsigned through the platform's inProcessFetch.
 */

import { inProcessFetch } from '@vitrine/platform/in-process';
import { startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApplicationClient } from './client';
import { ApplicationConfig } from './config';
import { FDKServerResponseError } from './errors';
import { paginate } from './paginate';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ products: 40 });
});
afterAll(() => platform?.close());

const transports = {
  http: () => ({ domain: platform.baseUrl }),
  'in-process app.fetch': () => ({
    domain: 'http://storefront.local:3000/api',
    fetch: platform.platform.app.fetch,
  }),
  'inProcessFetch, unsigned': () => ({
    domain: 'http://storefront.local:3000/api',
    fetch: inProcessFetch(platform.platform.app),
    inProcess: true,
  }),
};

describe.each(Object.entries(transports))('against the platform (%s)', (_, transport) => {
  const client = () =>
    new ApplicationClient(
      new ApplicationConfig(
        {
          applicationID: platform.applicationId,
          applicationToken: platform.applicationToken,
          cookie: 'utm_campaign=diwali',
          locationDetails: { pincode: '400001' },
          ...transport(),
        },
        { strictResponseCheck: true },
      ),
    );

  it('reads the application and a product listing that pass the strict response check', async () => {
    const c = client();
    await expect(c.configuration.getApplication()).resolves.toMatchObject({ name: expect.any(String) });
    await c.catalog.getProducts({ pageSize: 3, q: "men's shirt (red)!", sortOn: 'price_asc' });
    const listing = await c.catalog.getProducts({ pageSize: 3, pageNo: 2 });
    expect(listing.page).toMatchObject({ type: 'number', current: 2 });
    expect(listing.items).toHaveLength(3);
    const slug = listing.items?.[0].slug ?? '';
    await expect(c.catalog.getProductDetailBySlug({ slug })).resolves.toMatchObject({ slug });
  });

  it('follows cursor pages with paginate', async () => {
    const c = client();
    const slugs: string[] = [];
    for await (const page of paginate(({ pageId }) =>
      c.catalog.getProducts({ pageSize: 10, pageType: 'cursor', pageId: pageId ?? '*' }),
    )) {
      slugs.push(...(page.items ?? []).map((item) => item.slug));
      if (slugs.length >= 25) break;
    }
    expect(slugs.length).toBeGreaterThanOrEqual(25);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('walks every product with the named cursor paginator, and every brand with the number one', async () => {
    const c = client();
    const products = c.catalog.getProductsPaginator({ pageSize: 15, sortOn: 'latest' });
    expect(products.hasNext()).toBe(true);
    const slugs: string[] = [];
    for await (const page of products) slugs.push(...(page.items ?? []).map((item) => item.slug));
    expect(products.hasNext()).toBe(false);
    const total = (await c.catalog.getProducts({ pageSize: 1 })).page?.item_total;
    expect(slugs).toHaveLength(total ?? -1);
    expect(new Set(slugs).size).toBe(slugs.length);
    await expect(products.next()).rejects.toThrow('There is no next page');

    const brands = c.catalog.getBrandsPaginator({ pageSize: 7 });
    const pages: number[] = [];
    const names: string[] = [];
    while (brands.hasNext()) {
      const page = await brands.next();
      pages.push(page.page?.current ?? 0);
      names.push(...(page.items ?? []).map((brand) => brand.name ?? ''));
    }
    expect(pages).toEqual(pages.map((_, i) => i + 1));
    expect(pages.length).toBeGreaterThan(1);
    expect(new Set(names).size).toBe(names.length);
    brands.reset();
    expect((await brands.next()).page?.current).toBe(1);
  });

  it('maps an unknown slug to 404 and a bad query to 400 with the server message', async () => {
    const c = client();
    const notFound = await c.catalog
      .getProductDetailBySlug({ slug: 'no-such-product' })
      .catch((e: unknown) => e);
    expect(notFound).toBeInstanceOf(FDKServerResponseError);
    expect(notFound).toMatchObject({ code: 404, status: 'Not Found' });
    const bad = await c.catalog.getProducts({ pageSize: -1 }).catch((e: unknown) => e);
    expect(bad).toMatchObject({
      code: 400,
      status: 'Bad Request',
      message: expect.stringContaining('page_size'),
    });
  });
});
