import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { changePrice, setStock } from '@vitrine/platform/catalogue-writes';
import { startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import { editorClient, sessionCookie } from '@vitrine/platform/testing/editor-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_DIR, createServer, type StorefrontServer } from './app';
import { signInShopper } from './test-shop';

const ORIGIN = 'http://shop.test';
const PRODUCT_DETAIL = /\/catalog\/v1\.0\/products\/([^/]+)\/$/;

let platform: TestPlatform;
let shop: StorefrontServer;
/** Product-detail API calls the shop made, by product slug: one per render of that product's page. */
const detailCalls = new Map<string, number>();
let products: { uid: number; slug: string }[];

function get(pathname: string, headers: Record<string, string> = {}) {
  return shop.fetch(new Request(`${ORIGIN}${pathname}`, { headers }));
}

async function page(pathname: string, headers: Record<string, string> = {}) {
  const response = await get(pathname, headers);
  return { response, html: await response.text() };
}

/** Signs in through the shop's own form, as a browser would, and returns the session cookie it got. */
const signIn = (email: string) => signInShopper(shop, ORIGIN, email);

/**
 * Waits until the page is kept (answered as a hit). The platform's watcher announces a change up to a second after
 * the catalogue writes already did, and may empty the cache once more meanwhile.
 */
async function kept(pathname: string): Promise<string> {
  let html = '';
  await expect
    .poll(async () => {
      const answer = await page(pathname);
      html = answer.html;
      return answer.response.headers.get('x-cache');
    })
    .toBe('HIT');
  return html;
}

/** The price a product page shows, as the shopper reads it. */
const shownPrice = (html: string) =>
  /data-testid="product-price".*?class="price__effective"[^>]*>(.*?)<\/span>/s.exec(html)?.[1] ?? '';

beforeAll(async () => {
  if (!fs.existsSync(path.join(BUILD_DIR, 'server', 'index.js'))) {
    execSync('npx react-router build', { cwd: path.dirname(BUILD_DIR), stdio: 'inherit' });
  }
  // Its own change feed: other suites' changes on a shared Redis must not empty this shop's pages mid-test.
  platform = await startTestPlatform({ products: 40, config: { redisUrl: undefined } });
  const { app, services } = platform.platform;
  const counted = {
    fetch: (request: Request, env?: unknown) => {
      const slug = PRODUCT_DETAIL.exec(new URL(request.url).pathname)?.[1];
      if (slug && request.method === 'GET') detailCalls.set(slug, (detailCalls.get(slug) ?? 0) + 1);
      return app.fetch(request, env);
    },
  };
  shop = await createServer({
    applicationId: platform.applicationId,
    applicationToken: platform.applicationToken,
    platform: { app: counted, services },
    mode: 'production',
  });
  products = await services.db
    .selectFrom('products')
    .select(['uid', 'slug'])
    .where('is_active', '=', true)
    .orderBy('uid')
    .limit(12)
    .execute();
});

afterAll(async () => {
  await shop?.close();
  await platform?.close();
});

describe('the page cache in the shop', () => {
  it('misses, then hits, with headers a CDN may follow; pages and their data requests alike', async () => {
    const pathname = `/product/${products[0].slug}`;
    const first = await page(pathname);
    expect(first.response.headers.get('x-cache')).toBe('MISS');
    expect(first.response.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=10, stale-while-revalidate=60',
    );
    const again = await page(pathname);
    expect(again.response.headers.get('x-cache')).toBe('HIT');
    expect(again.html).toBe(first.html);
    expect(again.response.headers.get('content-type')).toContain('text/html');
    expect(again.response.headers.get('x-content-type-options')).toBe('nosniff');

    const data = `${pathname}.data?_routes=root%2Croutes%2Fproduct`;
    expect((await get(data)).headers.get('x-cache')).toBe('MISS');
    expect((await get(data)).headers.get('x-cache')).toBe('HIT');
  });

  it("never shows one shopper's name or e-mail to another, whichever comes first", async () => {
    const asha = await signIn('asha@vitrine.test');
    const pages = ['/', '/products/', `/product/${products[1].slug}`, '/sections/summer-sale', '/brands/'];
    for (const pathname of pages) {
      const signedIn = await page(pathname, { cookie: asha });
      expect(signedIn.response.headers.get('x-cache'), pathname).toBe('BYPASS');
      expect(signedIn.response.headers.get('cache-control'), pathname).toBe('private, no-store');
      expect(signedIn.html, pathname).toContain('Account of Asha');
    }
    for (const pathname of pages) {
      for (const visit of [1, 2]) {
        const visitor = await page(pathname);
        expect(visitor.response.headers.get('x-cache'), `${pathname} ${visit}`).not.toBe('BYPASS');
        expect(visitor.html, pathname).not.toMatch(/Account of|"Asha"|Rao|asha@vitrine\.test/);
        expect(visitor.html, pathname).toContain('data-testid="sign-in-link"');
      }
    }
    // The visitor's kept pages do not reach Asha either: hers are still her own.
    const again = await page(pages[2], { cookie: asha });
    expect(again.html).toContain('Account of Asha');
  });

  it('tells the browser who is signed in after load, and never lets that answer be kept', async () => {
    const asha = await signIn('asha@vitrine.test');
    const mine = await get('/_shopper', { cookie: asha });
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(await mine.json()).toEqual({ shopper: { firstName: 'Asha', lastName: 'Rao' }, cartCount: 0 });
    const nobody = await get('/_shopper');
    expect(nobody.headers.get('cache-control')).toBe('private, no-store');
    expect(await nobody.json()).toEqual({ shopper: null, cartCount: 0 });
  });

  it('shows a price changed through the catalogue writes on the very next request', async () => {
    const { uid, slug } = products[2];
    const pathname = `/product/${slug}`;
    await kept(pathname);
    await changePrice(platform.platform.services, uid, { effective: 123_456, marked: 200_000 });
    const after = await page(pathname);
    expect(after.response.headers.get('x-cache')).toBe('MISS');
    expect(shownPrice(after.html)).toContain('1,234.56');
  });

  it('shows a price set by SQL from outside within the watcher interval', async () => {
    const { uid, slug } = products[3];
    const pathname = `/product/${slug}`;
    await kept(pathname);
    // What a merchant's own script might run: plain updates, no word to the platform.
    await platform.platform.services.db.transaction().execute(async (db) => {
      await db
        .updateTable('product_sizes')
        .set({ price_effective: 98_765, price_marked: 99_000 })
        .where('product_uid', '=', uid)
        .execute();
      await db
        .updateTable('products')
        .set({
          price_effective_min: 98_765,
          price_effective_max: 98_765,
          price_marked_min: 99_000,
          price_marked_max: 99_000,
        })
        .where('uid', '=', uid)
        .execute();
    });
    await expect
      .poll(async () => shownPrice((await page(pathname)).html), { timeout: 10_000 })
      .toContain('987.65');
  });

  it('shows a product sold out on the next request once its stock is gone', async () => {
    const { uid, slug } = products[4];
    const pathname = `/product/${slug}`;
    expect(await kept(pathname)).not.toContain('data-testid="out-of-stock"');
    const held = await platform.platform.services.db
      .selectFrom('inventory')
      .innerJoin('product_sizes', 'product_sizes.id', 'inventory.size_id')
      .select(['product_sizes.size', 'inventory.store_uid'])
      .where('product_sizes.product_uid', '=', uid)
      .execute();
    expect(held.length).toBeGreaterThan(0);
    for (const { size, store_uid } of held) {
      await setStock(platform.platform.services, { productUid: uid, size, storeUid: store_uid, quantity: 0 });
    }
    const after = await page(pathname);
    expect(after.response.headers.get('x-cache')).toBe('MISS');
    expect(after.html).toContain('data-testid="out-of-stock"');
  });

  it('shows a theme save on the next request', async () => {
    const sectionNames = async () =>
      [...(await page('/')).html.matchAll(/data-section="([^"]+)"/g)].map((m) => m[1]);
    await kept('/');
    const before = await sectionNames();
    const editor = editorClient(
      platform.baseUrl,
      await sessionCookie(platform.baseUrl, platform.platform.services.config.editorToken),
    );
    const stored = (await editor.get('api/pages/home')).body.sections as { name: string }[];
    expect((await editor.put('api/pages/home', { sections: [...stored].reverse() })).status).toBe(200);
    expect((await get('/')).headers.get('x-cache')).toBe('MISS');
    const after = await sectionNames();
    expect(after).not.toEqual(before);
    expect(after[0]).toBe(stored.at(-1)?.name);
  });

  it('renders a page once for many visitors who miss it at the same time', async () => {
    const alone = products[5].slug;
    await (await get(`/product/${alone}`)).text();
    const perRender = detailCalls.get(alone) ?? 0;
    expect(perRender).toBeGreaterThan(0);

    const crowded = products[6].slug;
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(`/product/${crowded}`)));
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(new Set(bodies).size).toBe(1);
    expect(detailCalls.get(crowded)).toBe(perRender);
  });

  it('keeps campaign params out of the page, but still sets their cookie, privately', async () => {
    const pathname = `/product/${products[7].slug}`;
    await kept(pathname);
    const campaign = await page(`${pathname}?f.utm_campaign=diwali`);
    expect(campaign.response.headers.get('x-cache')).toBe('HIT');
    expect(campaign.html).not.toContain('diwali');
    expect(campaign.response.headers.get('set-cookie')).toContain('utm_campaign=diwali');
    expect(campaign.response.headers.get('cache-control')).toBe('private, no-store');
  });
});

// CI's PostgreSQL pass sets REDIS_URL: storefronts running apart then hear the platform's changes there.
describe.runIf(process.env.REDIS_URL)('two storefront processes with REDIS_URL', () => {
  it('both drop their kept pages when a price changes', async () => {
    const shared = await startTestPlatform({ products: 20 });
    const apart = await Promise.all(
      [1, 2].map(() =>
        createServer({
          applicationId: shared.applicationId,
          applicationToken: shared.applicationToken,
          platformUrl: shared.baseUrl,
          redisUrl: process.env.REDIS_URL,
          mode: 'production',
        }),
      ),
    );
    try {
      const { uid, slug } = await shared.platform.services.db
        .selectFrom('products')
        .select(['uid', 'slug'])
        .where('is_active', '=', true)
        .orderBy('uid')
        .executeTakeFirstOrThrow();
      const priceAt = async (server: StorefrontServer) =>
        shownPrice(await (await server.fetch(new Request(`${ORIGIN}/product/${slug}`))).text());
      for (const server of apart) await priceAt(server);
      await changePrice(shared.platform.services, uid, { effective: 54_321, marked: 60_000 });
      for (const server of apart)
        await expect.poll(() => priceAt(server), { timeout: 5_000 }).toContain('543.21');
    } finally {
      for (const server of apart) await server.close();
      await shared.close();
    }
  });
});
