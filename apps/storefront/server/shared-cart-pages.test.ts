import { createHash } from 'node:crypto';
import { editorClient, sessionCookie } from '@vitrine/platform/testing/editor-client';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type StorefrontServer } from './app';
import { isSharedPage } from './page-cache-key';
import { plainBrowser as browserWithoutScript } from './plain-browser';
import { signInShopper, startTestShop, type TestShop } from './test-shop';

const ORIGIN = 'http://shop.test';

let test: TestShop;
/** Three products, each with a size its store holds plenty of. */
let products: { uid: number; slug: string; name: string; size: string }[];

/** A browser without JavaScript (cookies kept, redirects not followed). */
const plainBrowser = (cookies: Record<string, string> = {}) =>
  browserWithoutScript(test.shop, ORIGIN, cookies);
type Browser = ReturnType<typeof plainBrowser>;

const location = (response: Response) => response.headers.get('location');
const addToCart = async (browser: Browser, product: (typeof products)[number], quantity = 1) => {
  for (let i = 0; i < quantity; i += 1) {
    const added = await browser.post(`/product/${product.slug}`, {
      intent: 'add-to-cart',
      item_id: String(product.uid),
      size: product.size,
    });
    expect(added.status).toBe(303);
  }
};
/** The link the bag shows after "Share cart". */
const shownLink = (html: string) =>
  /data-testid="share-url"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*data-testid="share-url"/.exec(html);
const linkIn = (html: string) => {
  const found = shownLink(html);
  return found?.[1] ?? found?.[2];
};
/** Shares the browser's cart from the bag, as a plain form post; answers the link's path. */
async function share(browser: Browser): Promise<string> {
  const answer = await browser.post('/cart/bag/', { intent: 'share' });
  expect(answer.status).toBe(200);
  const link = linkIn(await answer.text());
  expect(link).toMatch(/^http:\/\/shop\.test\/shared-cart\/[A-Za-z0-9_-]{24}$/);
  return new URL(link ?? '').pathname;
}
/** Names and quantities of the lines a shared cart's page shows. */
const sharedLines = (html: string) =>
  [...html.matchAll(/data-testid="shared-line-name"[^>]*>([^<]+)<[\s\S]*?data-quantity="(\d+)"/g)].map(
    (m) => [m[1], Number(m[2])],
  );
/** Names of the lines the bag shows. */
const bagNames = (html: string) =>
  [...html.matchAll(/data-testid="bag-line-name"[^>]*>([^<]+)</g)].map((m) => m[1]);
const cartCount = async (browser: Browser) => (await (await browser.get('/_shopper')).json()).cartCount;
const hashOf = (path: string) =>
  createHash('sha256')
    .update(path.split('/').pop() ?? '')
    .digest('hex');

beforeAll(async () => {
  test = await startTestShop({ products: 30 });
  const found = await test.platform.platform.services.db
    .selectFrom('products as p')
    .innerJoin('product_sizes as ps', 'ps.product_uid', 'p.uid')
    .innerJoin('inventory as i', 'i.size_id', 'ps.id')
    .select(['p.uid', 'p.slug', 'p.name', 'ps.size'])
    .where('p.is_active', '=', true)
    .where('i.quantity', '>=', 10)
    .orderBy('p.uid')
    .orderBy('ps.id')
    .execute();
  const seen = new Set<number>();
  products = found.filter((p) => !seen.has(p.uid) && seen.add(p.uid)).slice(0, 3);
  if (products.length < 3) throw new Error('the seed has fewer than three products in stock');
}, 120_000);
afterAll(() => test?.close());

describe('sharing a cart from the bag, without JavaScript', () => {
  it('shows the link to the cart on this shop, selectable, with no Copy button that could not work', async () => {
    const visitor = plainBrowser();
    await addToCart(visitor, products[0]);
    const bag = await (await visitor.get('/cart/bag/')).text();
    expect(bag).toContain('data-testid="share-cart"');
    expect(bag).not.toContain('data-testid="share-url"');
    const answer = await visitor.post('/cart/bag/', { intent: 'share' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const html = await answer.text();
    expect(linkIn(html)).toMatch(/^http:\/\/shop\.test\/shared-cart\/[A-Za-z0-9_-]{24}$/);
    expect(html).toContain('Link to this cart');
    expect(html).toContain('readOnly=""');
    expect(html).not.toContain('data-testid="copy-share-url"');
    // The bag is still all there, with the link.
    expect(bagNames(html)).toEqual([products[0].name]);
  });

  it('says the spec’s words when the platform answers a share without a token', async () => {
    // A platform (the commerce platform itself, say) whose share answer lacks the token.
    const { app, services } = test.platform.platform;
    const tokenless = {
      fetch: async (request: Request, env?: unknown) => {
        const answer = await app.fetch(request, env);
        if (request.method !== 'POST' || !new URL(request.url).pathname.endsWith('/share-cart'))
          return answer;
        const { token: _, ...rest } = await answer.json();
        return Response.json(rest, { status: answer.status });
      },
    };
    let shop: StorefrontServer | undefined;
    try {
      shop = await createServer({
        applicationId: test.platform.applicationId,
        applicationToken: test.platform.applicationToken,
        platform: { app: tokenless, services },
        mode: 'production',
      });
      const visitor = plainBrowser();
      await addToCart(visitor, products[0]);
      const answer = await shop.fetch(
        new Request(`${ORIGIN}/cart/bag/`, {
          method: 'POST',
          headers: {
            cookie: [...visitor.jar].map(([name, value]) => `${name}=${value}`).join('; '),
            origin: ORIGIN,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: 'intent=share',
        }),
      );
      expect(answer.status).toBe(502);
      const html = await answer.text();
      expect(html).toMatch(/data-testid="share-error"[^>]*>Token could not be generated</);
      expect(html).not.toContain('data-testid="share-url"');
    } finally {
      await shop?.close();
    }
  });

  it('refuses to share a cart that holds nothing, changing nothing', async () => {
    const answer = await plainBrowser().post('/cart/bag/', { intent: 'share' });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('Your cart is empty');
  });
});

describe('the shared cart’s page', () => {
  it('shows a visitor’s shared lines to anyone, with no sharer’s name, never kept', async () => {
    const sharer = plainBrowser();
    await addToCart(sharer, products[0], 2);
    await addToCart(sharer, products[1]);
    const path = await share(sharer);
    expect(
      isSharedPage({ method: 'GET', url: new URL(path, ORIGIN), secFetchDest: null, cookie: null }),
    ).toBe(false);

    const page = await plainBrowser().get(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('x-cache')).toBe('BYPASS');
    const html = await page.text();
    expect(sharedLines(html)).toEqual([
      [products[0].name, 2],
      [products[1].name, 1],
    ]);
    expect(html).not.toContain('Shared by');
    expect(html).toMatch(/Link valid until \d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect(html).toMatch(/data-testid="shared-total"[\s\S]*?₹[\d,.]+/);
    // Pictures keep their place while they load.
    const pictures = [...html.matchAll(/data-testid="shared-line"[\s\S]*?<img([^>]*)>/g)].map((m) => m[1]);
    expect(pictures).toHaveLength(2);
    for (const picture of pictures) expect(picture).toMatch(/width="96" height="\d+"/);
    expect(html).toContain('data-testid="shared-cart-merge"');
    expect(html).toContain('data-testid="shared-cart-replace"');
  });

  it('names a signed-in sharer by first name', async () => {
    const session = await signInShopper(test.shop, ORIGIN, 'asha@vitrine.test');
    const asha = plainBrowser({ 'f.session': session.slice('f.session='.length) });
    await addToCart(asha, products[2]);
    const path = await share(asha);
    const html = await (await plainBrowser().get(path)).text();
    expect(html).toMatch(/data-testid="shared-by"[^>]*>Shared by Asha</);
    expect(sharedLines(html).map(([name]) => name)).toContain(products[2].name);
  });

  it('adds the shared lines to a new visitor’s cart, gives them its cookie, and says so once on the bag', async () => {
    const sharer = plainBrowser();
    await addToCart(sharer, products[0], 2);
    await addToCart(sharer, products[1]);
    const path = await share(sharer);

    const visitor = plainBrowser();
    const taken = await visitor.post(path, { intent: 'merge' });
    expect(taken.status).toBe(303);
    expect(location(taken)).toBe('/cart/bag/');
    expect(taken.headers.getSetCookie().find((c) => c.startsWith('f.cart='))).toMatch(/HttpOnly/i);
    expect(visitor.jar.has('f.cart')).toBe(true);

    const bag = await visitor.get('/cart/bag/');
    expect(bag.headers.get('cache-control')).toBe('private, no-store');
    const html = await bag.text();
    expect(html).toMatch(/data-testid="bag-notice"[^>]*>Shared items added to your cart</);
    expect(bagNames(html)).toEqual([products[0].name, products[1].name]);
    expect(await cartCount(visitor)).toBe(3);
    expect(await (await visitor.get('/cart/bag/')).text()).not.toContain('data-testid="bag-notice"');

    // Again: the same lines add up.
    await visitor.post(path, { intent: 'merge' });
    expect(await cartCount(visitor)).toBe(6);
  });

  it('replaces what a cart holds with the shared lines', async () => {
    const sharer = plainBrowser();
    await addToCart(sharer, products[0]);
    await addToCart(sharer, products[1]);
    const path = await share(sharer);

    const visitor = plainBrowser();
    await addToCart(visitor, products[2], 3);
    expect(location(await visitor.post(path, { intent: 'replace' }))).toBe('/cart/bag/');
    const html = await (await visitor.get('/cart/bag/')).text();
    expect(html).toMatch(/data-testid="bag-notice"[^>]*>Your cart now holds the shared items</);
    expect(bagNames(html)).toEqual([products[0].name, products[1].name]);
    expect(await cartCount(visitor)).toBe(2);
  });

  it('says which lines were left out when stock ran out', async () => {
    const sharer = plainBrowser();
    await addToCart(sharer, products[0]);
    await addToCart(sharer, products[1]);
    const path = await share(sharer);
    const { db } = test.platform.platform.services;
    const { rows } = await sql<{ size_id: number; quantity: number }>`
      SELECT i.size_id, i.quantity FROM inventory i JOIN product_sizes ps ON ps.id = i.size_id
      WHERE ps.product_uid = ${products[1].uid} AND ps.size = ${products[1].size}`.execute(db);
    await sql`UPDATE inventory SET quantity = 0 WHERE size_id = ${rows[0].size_id}`.execute(db);
    try {
      const visitor = plainBrowser();
      await visitor.post(path, { intent: 'merge' });
      const html = await (await visitor.get('/cart/bag/')).text();
      expect(html).toContain(`${products[1].name} (${products[1].size}) is out of stock`);
      expect(bagNames(html)).toEqual([products[0].name]);
    } finally {
      for (const row of rows) {
        await sql`UPDATE inventory SET quantity = ${row.quantity} WHERE size_id = ${row.size_id}`.execute(db);
      }
    }
  });

  it('refuses an action it does not know, changing nothing', async () => {
    const sharer = plainBrowser();
    await addToCart(sharer, products[0]);
    const path = await share(sharer);
    const visitor = plainBrowser();
    const refused = await visitor.post(path, { intent: 'steal' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Choose Add to my cart or Replace my cart');
    expect(visitor.jar.has('f.cart')).toBe(false);
  });

  it('is the shop’s not-found page for an unknown or malformed link', async () => {
    for (const path of [
      `/shared-cart/${'A'.repeat(24)}`,
      '/shared-cart/abc',
      `/shared-cart/${'A'.repeat(23)}.`,
    ]) {
      const page = await plainBrowser().get(path);
      expect(page.status, path).toBe(404);
      expect(await page.text(), path).toContain('Page not found');
      expect((await plainBrowser().post(path, { intent: 'merge' })).status, path).toBe(404);
    }
  });

  it('says an expired link has expired, with the way back to the shop', async () => {
    const sharer = plainBrowser();
    await addToCart(sharer, products[0]);
    const path = await share(sharer);
    await sql`UPDATE shared_carts SET expires_at = now() - interval '1 day'
      WHERE token_hash = ${hashOf(path)}`.execute(test.platform.platform.services.db);
    const page = await plainBrowser().get(path);
    expect(page.status).toBe(410);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    expect(html).toContain('This shared cart link has expired');
    expect(html).toContain('href="/products/"');
    expect(html).not.toContain('data-testid="shared-cart-merge"');
    const visitor = plainBrowser();
    const taken = await visitor.post(path, { intent: 'merge' });
    expect(taken.status).toBe(303);
    expect(location(taken)).toBe(path);
    expect(visitor.jar.has('f.cart')).toBe(false);
  });

  it('sends everyone home while the theme turns the cart off (disable_cart)', async () => {
    const sharer = plainBrowser();
    await addToCart(sharer, products[0]);
    const path = await share(sharer);
    const { baseUrl } = test.platform;
    const editor = editorClient(
      baseUrl,
      await sessionCookie(baseUrl, test.platform.platform.services.config.editorToken),
    );
    expect((await editor.put('api/globals', { disable_cart: true })).status).toBe(200);
    try {
      expect(location(await plainBrowser().get(path))).toBe('/');
      expect(location(await plainBrowser().post(path, { intent: 'merge' }))).toBe('/');
      expect(location(await sharer.post('/cart/bag/', { intent: 'share' }))).toBe('/');
    } finally {
      expect((await editor.put('api/globals', { disable_cart: false })).status).toBe(200);
    }
  });
});
