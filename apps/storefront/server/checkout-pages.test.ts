import { editorClient, sessionCookie } from '@vitrine/platform/testing/editor-client';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainBrowser as browserWithoutScript } from './plain-browser';
import { signInShopper, startTestShop, type TestShop } from './test-shop';

const ORIGIN = 'http://shop.test';

let test: TestShop;
/** A product with a size its store holds plenty of, priced between ₹600 and ₹1,500 (paise). */
let product: { uid: number; slug: string; name: string; size: string; sizeId: number; storeUid: number };

/** A browser without JavaScript (cookies kept, redirects not followed). */
const plainBrowser = (cookies: Record<string, string> = {}) =>
  browserWithoutScript(test.shop, ORIGIN, cookies);
type Browser = ReturnType<typeof plainBrowser>;

const location = (response: Response) => response.headers.get('location') ?? '';
const query = (address: string) => new URL(address, ORIGIN).searchParams;
const mumbai = {
  intent: 'add-address',
  name: 'Asha Rao',
  phone: '9876543210',
  address: '12, Sea View Apartments',
  area: 'Marine Drive',
  pincode: '400001',
  city: 'Mumbai',
  state: 'Maharashtra',
  address_type: 'Home',
  country_iso_code: 'IN',
};

/** A new session of a demo shopper, their cart emptied first. */
async function signedIn(email = 'asha@vitrine.test'): Promise<Browser> {
  const session = await signInShopper(test.shop, ORIGIN, email);
  const browser = plainBrowser({ 'f.session': session.slice('f.session='.length) });
  await emptyCart(browser);
  return browser;
}

/** Fills the shopper's cart with the product and follows the bag's Checkout to the delivery step. */
async function toDelivery(browser: Browser, quantity = 1): Promise<string> {
  for (let n = 0; n < quantity; n++) {
    const added = await browser.post(`/product/${product.slug}`, {
      intent: 'add-to-cart',
      item_id: String(product.uid),
      size: product.size,
    });
    expect(added.status).toBe(303);
  }
  const back = await browser.get('/cart/bag/?checkout=true');
  expect(back.status).toBe(302);
  expect(location(back)).toMatch(/^\/cart\/delivery\?id=[\w-]+$/);
  return location(back);
}

/** Delivers to a new Mumbai address and chooses cash on delivery: answers the review step's address. */
async function toReview(browser: Browser): Promise<string> {
  const delivery = await toDelivery(browser);
  const delivered = await browser.post(delivery, mumbai);
  expect(delivered.status).toBe(303);
  const paid = await browser.post(location(delivered), { intent: 'select-payment', payment_mode: 'COD' });
  expect(paid.status).toBe(303);
  return location(paid);
}

/** Empties the shopper's cart (and drops its coupon) through the bag's own forms: each test starts from nothing. */
async function emptyCart(browser: Browser): Promise<void> {
  await browser.post('/cart/bag/', { intent: 'remove-coupon' });
  for (;;) {
    const html = await (await browser.get('/cart/bag/')).text();
    const identifier = /name="identifier" value="([^"]+)"/.exec(html)?.[1];
    if (!identifier) return;
    await browser.post('/cart/bag/', { intent: 'remove', identifier });
  }
}

/** The opening tag of the element with this test id. */
const tagOf = (html: string, testId: string) =>
  new RegExp(`<[a-z]+[^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0] ?? '';
/** The delivery step's address options, each as its HTML. */
const addressOptions = (html: string) =>
  [...html.matchAll(/<label[^>]*data-testid="address-option".*?<\/label>/gs)].map((match) => match[0]);

const attemptOf = (html: string) => /name="attempt" value="([^"]+)"/.exec(html)?.[1] ?? '';

beforeAll(async () => {
  test = await startTestShop({ products: 30 });
  const found = await test.platform.platform.services.db
    .selectFrom('products as p')
    .innerJoin('product_sizes as ps', 'ps.product_uid', 'p.uid')
    .innerJoin('inventory as i', 'i.size_id', 'ps.id')
    .select(['p.uid', 'p.slug', 'p.name', 'ps.size', 'ps.id as sizeId', 'i.store_uid as storeUid'])
    .where('p.is_active', '=', true)
    .where('i.quantity', '>=', 20)
    .where('ps.price_effective', '>=', 60_000)
    .where('ps.price_effective', '<=', 150_000)
    .orderBy('p.uid')
    .orderBy('ps.id')
    .executeTakeFirst();
  if (!found) throw new Error('the seed has no product between ₹600 and ₹1,500 in stock');
  product = found;
}, 120_000);
afterAll(() => test?.close());

describe('checkout without JavaScript', () => {
  it('sends a visitor to sign in first, and back to the very step', async () => {
    const answer = await plainBrowser().get('/cart/delivery?id=c0ffee&buy_now=true');
    expect(answer.status).toBe(302);
    expect(location(answer)).toBe(
      '/auth/login?redirectUrl=%2Fcart%2Fdelivery%3Fid%3Dc0ffee%26buy_now%3Dtrue',
    );
  });

  it('adds an address, delivers there, pays on delivery and places the order once', async () => {
    const asha = await signedIn();
    const delivery = await toDelivery(asha, 2);
    const page = await asha.get(delivery);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(await page.text()).toContain('Add a new address');

    const delivered = await asha.post(delivery, mumbai);
    expect(delivered.status).toBe(303);
    const paymentInfo = location(delivered);
    expect(paymentInfo).toMatch(
      /^\/cart\/payment-info\?id=[\w-]+&address_id=[\w-]+&billing_address_id=[\w-]+$/,
    );
    const addressId = query(paymentInfo).get('address_id') ?? '';

    const payment = await asha.get(paymentInfo);
    expect(payment.headers.get('cache-control')).toBe('private, no-store');
    const paymentHtml = await payment.text();
    expect(paymentHtml).toContain('Cash on Delivery');
    expect(paymentHtml).toContain('Pay at delivery by card or UPI');
    expect(paymentHtml).toContain('₹49 fee');
    expect(paymentHtml).toMatch(/data-testid="delivery-promise"[^>]*>.*Arrives by /);

    const nothing = await asha.post(paymentInfo, { intent: 'select-payment' });
    expect(nothing.status).toBe(400);
    expect(await nothing.text()).toContain('Payment options are required');

    const paid = await asha.post(paymentInfo, { intent: 'select-payment', payment_mode: 'COD' });
    expect(paid.status).toBe(303);
    const review = location(paid);
    expect(new URL(review, ORIGIN).pathname).toBe('/cart/order-review');
    expect(Object.fromEntries(query(review))).toMatchObject({
      address_id: addressId,
      billing_address_id: addressId,
      payment_mode: 'COD',
      payment_identifier: 'COD',
      aggregator_name: 'Fynd',
    });

    const reviewPage = await asha.get(review);
    expect(reviewPage.headers.get('cache-control')).toBe('private, no-store');
    const reviewHtml = await reviewPage.text();
    expect(reviewHtml).toContain(product.name);
    expect(reviewHtml).toContain('Marine Drive');
    expect(reviewHtml).toMatch(/data-testid="review-payment-mode"[^>]*>Cash on Delivery</);
    expect(reviewHtml).toMatch(/data-testid="breakup-cod_charge"/);
    const total = /data-testid="breakup-total".*?<strong>(₹[\d,.]+)<\/strong>/s.exec(reviewHtml)?.[1];
    expect(total).toBeTruthy();

    // The same form sent twice (a double click, a resend) places one order.
    const attempt = attemptOf(reviewHtml);
    expect(attempt).toMatch(/^[\w-]{36}$/);
    const placed = await asha.post(review, { intent: 'place-order', attempt });
    expect(placed.status).toBe(303);
    const status = new URL(location(placed), ORIGIN);
    expect(status.pathname).toBe('/cart/order-status/');
    const orderId = status.searchParams.get('order_id') ?? '';
    expect(orderId).toMatch(/^FY[0-9A-F]{16}$/);
    expect(Object.fromEntries(status.searchParams)).toMatchObject({
      success: 'true',
      cart_id: query(review).get('cart_id'),
      delivery_address_id: addressId,
      billing_address_id: addressId,
    });
    const again = await asha.post(review, { intent: 'place-order', attempt });
    expect(query(location(again)).get('order_id')).toBe(orderId);

    const result = await asha.get(`${status.pathname}${status.search}`);
    expect(result.headers.get('cache-control')).toBe('private, no-store');
    const resultHtml = await result.text();
    expect(resultHtml).toContain('Order placed');
    expect(resultHtml).toMatch(new RegExp(`data-testid="order-id"[^>]*>${orderId}<`));
    expect(resultHtml).toContain(product.name);
    expect(resultHtml).toContain(`data-testid="order-total">${total}<`);
    expect(await (await asha.get('/_shopper')).json()).toMatchObject({ cartCount: 0 });

    // Another session on the same browser (signed out and in again) sees the order id alone.
    const later = await signedIn();
    later.jar.set('vitrine.order', asha.jar.get('vitrine.order') ?? '');
    const theirs = await (await later.get(`${status.pathname}${status.search}`)).text();
    expect(theirs).toContain(orderId);
    expect(theirs).not.toContain(product.name);
  });

  it('says no address was chosen, and why the shop cannot deliver to an address', async () => {
    const asha = await signedIn();
    const delivery = await toDelivery(asha);
    const none = await asha.post(delivery, { intent: 'select-address' });
    expect(none.status).toBe(400);
    expect(await none.text()).toMatch(/data-testid="checkout-error"[^>]*>No address selected</);

    const far = await asha.post(`${delivery}&add=1`, { ...mumbai, pincode: '799999', city: 'Nowhere' });
    expect(far.status).toBe(400);
    const html = await far.text();
    expect(html).toMatch(/data-testid="checkout-error"[^>]*>Pincode not serviceable</);
    // The address was saved and is shown chosen, to deliver elsewhere or change it.
    const nowhere = addressOptions(html).filter((option) => option.includes('Nowhere'));
    expect(nowhere).toHaveLength(1);
    expect(nowhere[0]).toContain('checked=""');
  });

  it('holds a coupon for online payments back from cash on delivery, with the way to the cart', async () => {
    const asha = await signedIn();
    const delivery = await toDelivery(asha);
    expect((await asha.post('/cart/bag/', { intent: 'apply-coupon', coupon_code: 'PREPAID5' })).status).toBe(
      303,
    );
    const paymentInfo = location(await asha.post(delivery, mumbai));
    const refused = await asha.post(paymentInfo, { intent: 'select-payment', payment_mode: 'COD' });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('This coupon holds only when paying by CARD or UPI or NB or WL');
    expect(tagOf(html, 'mend-in-bag')).toContain('href="/cart/bag/"');
  });

  it('shows a mode this cart cannot use greyed, with the platform’s reason, and refuses it', async () => {
    const asha = await signedIn();
    const delivery = await toDelivery(asha);
    const paymentInfo = location(await asha.post(delivery, mumbai));
    const { db } = test.platform.platform.services;
    await sql`UPDATE applications SET settings = jsonb_set(settings, '{cart_rules}', '{"cod":{"max_order_value":50000}}')`.execute(
      db,
    );
    try {
      const html = await (await asha.get(paymentInfo)).text();
      const cod = /<label[^>]*data-mode="COD".*?<\/label>/s.exec(html)?.[0] ?? '';
      expect(cod).toContain('payment-option--disabled');
      expect(cod).toMatch(/<input[^>]*disabled=""/);
      expect(cod).toContain('Cash on delivery is available on orders up to ₹500');
      const refused = await asha.post(paymentInfo, { intent: 'select-payment', payment_mode: 'COD' });
      expect(refused.status).toBe(409);
      expect(await refused.text()).toMatch(
        /data-testid="checkout-error"[^>]*>Cash on delivery is available on orders up to ₹500</,
      );
    } finally {
      await sql`UPDATE applications SET settings = settings - 'cart_rules'`.execute(db);
    }
  });

  it('keeps the shopper on review with the platform’s reason when the item ran out', async () => {
    const asha = await signedIn();
    const review = await toReview(asha);
    const { db } = test.platform.platform.services;
    const stock = (
      await db
        .selectFrom('inventory')
        .select('quantity')
        .where('size_id', '=', product.sizeId)
        .where('store_uid', '=', product.storeUid)
        .executeTakeFirstOrThrow()
    ).quantity;
    const setStock = (quantity: number) =>
      db
        .updateTable('inventory')
        .set({ quantity })
        .where('size_id', '=', product.sizeId)
        .where('store_uid', '=', product.storeUid)
        .execute();
    await setStock(0);
    try {
      const attempt = attemptOf(await (await asha.get(review)).text());
      const refused = await asha.post(review, { intent: 'place-order', attempt });
      expect(refused.status).toBe(409);
      const html = await refused.text();
      expect(html).toMatch(/data-testid="checkout-error"[^>]*>[^<]*out of stock</);
      expect(html).toContain('data-testid="mend-in-bag"');
      expect(html).toContain('data-testid="place-order"');
    } finally {
      await setStock(Number(stock));
    }
  });

  it('sends a step opened too early back to the one it needs', async () => {
    const asha = await signedIn();
    const early = await asha.get('/cart/order-review?cart_id=c0ffee&address_id=a1');
    expect(early.status).toBe(302);
    expect(location(early)).toBe('/cart/payment-info?id=c0ffee&address_id=a1&billing_address_id=a1');
    const noAddress = await asha.get('/cart/payment-info?id=c0ffee');
    expect(location(noAddress)).toBe('/cart/delivery?id=c0ffee');
    // A cart that is not hers (or no longer open): back to the bag.
    expect(location(await asha.get('/cart/delivery?id=c0ffee'))).toBe('/cart/bag/');
  });

  it('checks out on the single page, the same steps one under the other', async () => {
    const asha = await signedIn();
    const cartId = query(await toDelivery(asha)).get('id');
    const start = `/cart/checkout?id=${cartId}`;
    const opened = await asha.get(start);
    expect(opened.headers.get('cache-control')).toBe('private, no-store');
    const first = await opened.text();
    expect(first).toContain('data-testid="single-step-delivery"');
    const delivered = await asha.post(start, mumbai);
    expect(location(delivered)).toMatch(/^\/cart\/checkout\?id=[\w-]+&address_id=[\w-]+&billing_address_id=/);
    const second = await (await asha.get(location(delivered))).text();
    expect(second).toContain('data-testid="payment-choice"');
    const paid = await asha.post(location(delivered), { intent: 'select-payment', payment_mode: 'COD' });
    expect(location(paid)).toMatch(/^\/cart\/checkout\?.*payment_mode=COD/);
    const third = await (await asha.get(location(paid))).text();
    expect(third).toMatch(/data-testid="review-payment-mode"[^>]*>Cash on Delivery</);
    const placed = await asha.post(location(paid), { intent: 'place-order', attempt: attemptOf(third) });
    expect(location(placed)).toMatch(/^\/cart\/order-status\/\?success=true&order_id=FY/);
  });

  it('takes a buy-now cart through delivery with only the item bought', async () => {
    const asha = await signedIn();
    await toDelivery(asha, 2);
    const bought = await asha.post(`/product/${product.slug}`, {
      intent: 'buy-now',
      item_id: String(product.uid),
      size: product.size,
    });
    expect(location(bought)).toMatch(/^\/cart\/delivery\?id=[\w-]+&buy_now=true$/);
    const html = await (await asha.get(location(bought))).text();
    expect(html).toMatch(/class="checkout__count"[^>]*>1 item</);
  });

  it('shows a failed order with the way back to the cart', async () => {
    const html = await (
      await (await signedIn()).get('/cart/order-status/?success=false&cart_id=c0ffee')
    ).text();
    expect(html).toContain('Your order was not placed');
    expect(tagOf(html, 'back-to-cart')).toContain('href="/cart/bag/"');
  });

  it('turns the payment gateway’s post back into the order-status page, reading nothing it sent', async () => {
    const path = '/cart/order-status/?success=true&cart_id=c0ffee&order_id=FY0000000000000001';
    const response = await test.shop.app.fetch(
      new Request(`${ORIGIN}${path}`, {
        method: 'POST',
        headers: { origin: 'http://gateway.test', 'content-type': 'application/x-www-form-urlencoded' },
        body: 'razorpay_payment_id=pay_forged&razorpay_order_id=order_x&razorpay_signature=00',
      }),
    );
    expect(response.status).toBe(303);
    expect(location(response)).toBe(path);
    // Elsewhere a post from another site is still refused.
    const elsewhere = await test.shop.app.fetch(
      new Request(`${ORIGIN}/cart/delivery?id=x`, {
        method: 'POST',
        headers: { origin: 'http://gateway.test' },
      }),
    );
    expect(elsewhere.status).toBe(403);
  });

  it('sends every checkout page home while the theme turns the cart off', async () => {
    const { baseUrl } = test.platform;
    const editor = editorClient(
      baseUrl,
      await sessionCookie(baseUrl, test.platform.platform.services.config.editorToken),
    );
    expect((await editor.put('api/globals', { disable_cart: true })).status).toBe(200);
    try {
      const asha = await signedIn();
      for (const path of [
        '/cart/delivery?id=x',
        '/cart/payment-info?id=x&address_id=a',
        '/cart/order-review?cart_id=x&address_id=a&payment_mode=COD',
        '/cart/checkout',
        '/cart/order-status/?success=true&order_id=FY1',
      ]) {
        expect(location(await asha.get(path)), path).toBe('/');
      }
    } finally {
      expect((await editor.put('api/globals', { disable_cart: false })).status).toBe(200);
    }
  });
});
