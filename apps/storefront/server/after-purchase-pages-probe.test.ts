import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainBrowser } from './plain-browser';
import { signInShopper, startTestShop, type TestShop } from './test-shop';

const ORIGIN = 'http://shop.test';
let test: TestShop;
let asha: Record<string, string>;

beforeAll(async () => {
  test = await startTestShop({ products: 60 });
  const [name, value] = (await signInShopper(test.shop, ORIGIN, 'asha@vitrine.test')).split('=');
  asha = { [name]: value };
}, 120_000);
afterAll(() => test?.close());

const HOSTILE_PAGES = [
  '/profile/orders?page_no=999999999999&status=abc&selected_date_filter=%00',
  '/profile/orders?page_no=-1&status=99',
  '/profile/orders/shipment/%F0%9F%98%80',
  `/profile/orders/shipment/${'9'.repeat(60)}`,
  '/profile/orders/shipment/1/bags',
  '/profile/orders/shipment/update/10000000000000000/cancel',
  '/profile/orders/shipment/update/10000000000000000/steal',
  '/order-tracking/FY0000000000000000',
  '/order-tracking/%3Cimg%20src%3Dx%20onerror%3Dh9%3E/%22onload',
  `/order-tracking/${'A'.repeat(300)}`,
  '/refund/order/FY0000000000000000/shipment/10000000000000000',
  '/refund/order/%00/shipment/..%2F..',
  '/profile/refer-earn-credit?page_id=abc&page_size=100000',
  '/profile/refer-earn-credit?page_id=99999999999999999999999',
];

describe('the after-purchase pages, asked for with hostile addresses', () => {
  it.each([
    ['a signed-in shopper', true],
    ['a visitor', false],
  ])('answer %s with no 5xx, and nothing a shared cache may keep', async (_who, signedIn) => {
    const browser = plainBrowser(test.shop, ORIGIN, signedIn ? asha : {});
    for (const path of HOSTILE_PAGES) {
      const answer = await browser.get(path);
      expect(answer.status, path).toBeLessThan(500);
      expect(answer.headers.get('cache-control') ?? '', path).not.toMatch(/\bpublic\b|s-maxage/);
      const html = await answer.text();
      expect(html, path).not.toContain('<img src=x onerror=h9>');
    }
  });

  it('answer a posted form that is not a form, or a form with hostile fields, with no 5xx', async () => {
    const cookie = Object.entries(asha)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const forms: [string, BodyInit, string][] = [
      ['/profile/refer-earn', '{"referral_code":1}', 'application/json'],
      ['/profile/refer-earn', `referral_code=${'Z'.repeat(5000)}`, 'application/x-www-form-urlencoded'],
      [
        '/refund/order/FY0000000000000000/shipment/10000000000000000',
        'intent=upi&vpa=x',
        'application/x-www-form-urlencoded',
      ],
      [
        '/profile/orders/shipment/update/10000000000000000/cancel',
        'reason_id=abc',
        'application/x-www-form-urlencoded',
      ],
      ['/order-tracking', `order_id=${'A'.repeat(5000)}&contact=%00`, 'application/x-www-form-urlencoded'],
    ];
    for (const [path, body, type] of forms) {
      const answer = await test.shop.fetch(
        new Request(`${ORIGIN}${path}`, {
          method: 'POST',
          body,
          headers: { cookie, 'content-type': type, origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
        }),
      );
      expect(answer.status, path).toBeLessThan(500);
    }
  });
});
