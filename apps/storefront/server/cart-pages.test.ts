import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import { editorClient, sessionCookie } from '@vitrine/platform/testing/editor-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_DIR, createServer, type StorefrontServer } from './app';
import { plainBrowser as browserWithoutScript } from './plain-browser';
import { signInShopper } from './test-shop';

const ORIGIN = 'http://shop.test';

let platform: TestPlatform;
let shop: StorefrontServer;
/** A product on sale with one size its store holds plenty of, priced between ₹499 and ₹1,999 (paise). */
let product: { uid: number; slug: string; name: string; size: string; effective: number };
/** Platform calls the shop made, by path: /_shopper without cookies must make none. */
const platformCalls: string[] = [];

/** A browser without JavaScript (cookies kept, redirects not followed). */
const plainBrowser = (cookies: Record<string, string> = {}) => browserWithoutScript(shop, ORIGIN, cookies);
type Browser = ReturnType<typeof plainBrowser>;

const location = (response: Response) => response.headers.get('location');
const shopperAnswer = async (browser: Browser) => (await browser.get('/_shopper')).json();
const addToCart = (browser: Browser, size = product.size) =>
  browser.post(`/product/${product.slug}?size=${encodeURIComponent(size)}`, {
    intent: 'add-to-cart',
    item_id: String(product.uid),
    size,
  });
/** The quantity the bag shows on its (only) line. */
const shownQuantity = (html: string) => /data-testid="line-quantity"[^>]*>(\d+)</.exec(html)?.[1];

beforeAll(async () => {
  if (!fs.existsSync(path.join(BUILD_DIR, 'server', 'index.js'))) {
    execSync('npx react-router build', { cwd: path.dirname(BUILD_DIR), stdio: 'inherit' });
  }
  platform = await startTestPlatform({ products: 30 });
  const { app, services } = platform.platform;
  const counted = {
    fetch: (request: Request, env?: unknown) => {
      platformCalls.push(new URL(request.url).pathname);
      return app.fetch(request, env);
    },
  };
  shop = await createServer({
    applicationId: platform.applicationId,
    applicationToken: platform.applicationToken,
    platform: { app: counted, services },
    mode: 'production',
  });
  const found = await services.db
    .selectFrom('products as p')
    .innerJoin('product_sizes as ps', 'ps.product_uid', 'p.uid')
    .innerJoin('inventory as i', 'i.size_id', 'ps.id')
    .select(['p.uid', 'p.slug', 'p.name', 'ps.size', 'ps.price_effective'])
    .where('p.is_active', '=', true)
    .where('i.quantity', '>=', 10)
    .where('ps.price_effective', '>=', 60_000)
    .where('ps.price_effective', '<=', 150_000)
    .orderBy('p.uid')
    .orderBy('ps.id')
    .executeTakeFirst();
  if (!found) throw new Error('the seed has no product between ₹600 and ₹1,500 in stock');
  product = { ...found, effective: Number(found.price_effective) };
}, 120_000);
afterAll(async () => {
  await shop?.close();
  await platform?.close();
});

describe('the cart without JavaScript', () => {
  it('answers /_shopper for a browser with no cookies without asking the platform', async () => {
    platformCalls.length = 0;
    const answer = await plainBrowser().get('/_shopper');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(await answer.json()).toEqual({ shopper: null, cartCount: 0 });
    expect(platformCalls).toEqual([]);
  });

  it('adds from the product page, sets the visitor’s cart cookie and goes on to the bag', async () => {
    const browser = plainBrowser();
    const added = await addToCart(browser);
    expect(added.status).toBe(303);
    expect(location(added)).toBe('/cart/bag/');
    const cookie = added.headers.getSetCookie().find((line) => line.startsWith('f.cart='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(await shopperAnswer(browser)).toEqual({ shopper: null, cartCount: 1 });

    const bag = await browser.get('/cart/bag/');
    expect(bag.status).toBe(200);
    expect(bag.headers.get('cache-control')).toBe('private, no-store');
    const html = await bag.text();
    expect(html).toContain(product.name);
    expect(html).toContain(`href="/product/${product.slug}"`);
    expect(shownQuantity(html)).toBe('1');
    expect(html).toContain('data-testid="breakup-total"');
    // Checkout needs a signed-in shopper: a visitor signs in first and comes back through the bag.
    expect(html).toContain('href="/auth/login?redirectUrl=%2Fcart%2Fbag%2F%3Fcheckout%3Dtrue"');
  });

  it('asks for a size when none is chosen, and adds nothing', async () => {
    const browser = plainBrowser();
    const refused = await browser.post(`/product/${product.slug}`, {
      intent: 'add-to-cart',
      item_id: String(product.uid),
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Select a size first');
    expect(browser.jar.has('f.cart')).toBe(false);
  });

  it('changes a quantity, refuses a coupon with the platform’s words, applies and removes one', async () => {
    const browser = plainBrowser();
    await addToCart(browser);
    const identifier = /name="identifier" value="([^"]+)"/.exec(
      await (await browser.get('/cart/bag/')).text(),
    )?.[1];
    expect(identifier).toBeTruthy();
    // One of it costs less than FLAT200's ₹1,999.
    const tooSmall = await browser.post('/cart/bag/', { intent: 'apply-coupon', coupon_code: 'FLAT200' });
    expect(tooSmall.status).toBe(400);
    expect(await tooSmall.text()).toMatch(
      /data-testid="coupon-error"[^>]*>Add items worth ₹[\d,.]+ more to use this coupon</,
    );
    const more = await browser.post('/cart/bag/', {
      intent: 'quantity',
      identifier: identifier ?? '',
      quantity: '2',
    });
    expect(more.status).toBe(303);
    expect(shownQuantity(await (await browser.get('/cart/bag/')).text())).toBe('2');
    expect(await shopperAnswer(browser)).toMatchObject({ cartCount: 2 });

    const applied = await browser.post('/cart/bag/', { intent: 'apply-coupon', coupon_code: 'welcome10' });
    expect(applied.status).toBe(303);
    const withCoupon = await (await browser.get('/cart/bag/')).text();
    expect(withCoupon).toMatch(/data-testid="applied-coupon"[^>]*>WELCOME10</);
    expect(withCoupon).toContain('data-testid="breakup-coupon"');

    expect((await browser.post('/cart/bag/', { intent: 'remove-coupon' })).status).toBe(303);
    const removed = await browser.post('/cart/bag/', { intent: 'remove', identifier: identifier ?? '' });
    expect(removed.status).toBe(303);
    const empty = await (await browser.get('/cart/bag/')).text();
    expect(empty).toContain('Your cart is empty');
    expect(empty).not.toContain('data-testid="coupon-box"');
    expect(await shopperAnswer(browser)).toMatchObject({ cartCount: 0 });
  });

  it('sends /cart and unknown cart paths to the bag', async () => {
    for (const path of ['/cart', '/cart/', '/cart/nothing-here', '/cart/deep/er']) {
      const answer = await plainBrowser().get(path);
      expect(answer.status, path).toBe(302);
      expect(location(answer), path).toBe('/cart/bag/');
    }
  });

  it('keeps the product page the same for every visitor, cart or none', async () => {
    const path = `/product/${product.slug}?size=${encodeURIComponent(product.size)}`;
    const withCart = plainBrowser();
    await addToCart(withCart);
    const nobody = await (await plainBrowser().get(path)).text();
    const visitor = await withCart.get(path);
    expect(visitor.headers.get('x-cache')).not.toBe('BYPASS');
    const form = (html: string) => /<form[^>]*data-testid="add-to-cart-form".*?<\/form>/s.exec(html)?.[0];
    expect(form(await visitor.text())).toBe(form(nobody));
    expect(form(nobody)).toContain(`name="size" value="${product.size}"`);
  });
});

describe('signing in with a cart', () => {
  it('merges the visitor’s lines into the shopper’s cart and drops the visitor’s cookie', async () => {
    const browser = plainBrowser();
    await addToCart(browser);
    const session = await signInShopper(shop, ORIGIN, 'ravi@vitrine.test');
    browser.jar.set('f.session', session.slice('f.session='.length));
    const before = (await shopperAnswer(plainBrowser({ 'f.session': browser.jar.get('f.session') ?? '' })))
      .cartCount as number;
    const answer = await browser.get('/_shopper');
    expect(
      answer.headers
        .getSetCookie()
        .some((line) => /^f\.cart=;/.test(line) || /^f\.cart=.*Max-Age=0/i.test(line)),
    ).toBe(true);
    expect(browser.jar.has('f.cart')).toBe(false);
    expect((await answer.json()).cartCount).toBe(before + 1);
  });

  it('takes a signed-in shopper coming back from sign-in on to delivery with their own cart', async () => {
    const session = await signInShopper(shop, ORIGIN, 'asha@vitrine.test');
    const asha = plainBrowser({ 'f.session': session.slice('f.session='.length) });
    await addToCart(asha);
    const back = await asha.get('/cart/bag/?checkout=true');
    expect(back.status).toBe(302);
    expect(location(back)).toMatch(/^\/cart\/delivery\?id=[\w-]+$/);
  });

  it('buys now: a visitor signs in first and comes back to it; a shopper goes straight to delivery', async () => {
    const fields = { intent: 'buy-now', item_id: String(product.uid), size: product.size };
    const visitor = await plainBrowser().post(`/product/${product.slug}`, fields);
    expect(visitor.status).toBe(303);
    const login = new URL(location(visitor) ?? '', ORIGIN);
    expect(login.pathname).toBe('/auth/login');
    const back = login.searchParams.get('redirectUrl') ?? '';
    expect(back).toBe(`/_buy-now?item_id=${product.uid}&size=${encodeURIComponent(product.size)}`);

    const session = await signInShopper(shop, ORIGIN, 'asha@vitrine.test');
    const asha = plainBrowser({ 'f.session': session.slice('f.session='.length) });
    const returned = await asha.get(back, { 'sec-fetch-site': 'same-origin' });
    expect(returned.status).toBe(303);
    expect(location(returned)).toMatch(/^\/cart\/delivery\?id=[\w-]+&buy_now=true$/);
    // From another site's link nothing is bought.
    const elsewhere = await asha.get(back, { 'sec-fetch-site': 'cross-site' });
    expect(location(elsewhere)).toBe('/');

    const straight = await asha.post(`/product/${product.slug}`, fields);
    expect(straight.status).toBe(303);
    expect(location(straight)).toMatch(/^\/cart\/delivery\?id=[\w-]+&buy_now=true$/);
  });
});

describe('a theme that turns the cart off (disable_cart)', () => {
  it('sends every cart path home and shows no cart icon and no cart buttons', async () => {
    const { baseUrl } = platform;
    const token = platform.platform.services.config.editorToken;
    const editor = editorClient(baseUrl, await sessionCookie(baseUrl, token));
    expect((await editor.put('api/globals', { disable_cart: true })).status).toBe(200);
    try {
      for (const path of ['/cart/bag/', '/cart', '/cart/available-coupons/', `/_buy-now?item_id=1&size=M`]) {
        const answer = await plainBrowser().get(path);
        expect(location(answer), path).toBe('/');
      }
      const page = await (await plainBrowser().get(`/product/${product.slug}`)).text();
      expect(page).not.toContain('data-testid="add-to-cart"');
      expect(page).not.toContain('href="/cart/bag/"');
      expect((await addToCart(plainBrowser())).headers.get('location')).toBe('/');
    } finally {
      expect((await editor.put('api/globals', { disable_cart: false })).status).toBe(200);
    }
  });
});
