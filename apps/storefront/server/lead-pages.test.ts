import { CONTACT_FIELDS_REQUIRED } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorefrontServer } from './app';
import { signInShopper, startTestShop, type TestShop } from './test-shop';

const ORIGIN = 'http://shop.test';
const HINDI = 'language=hi-IN';

let testShop: TestShop;
let shop: StorefrontServer;

async function page(pathname: string, cookie = '', form?: Record<string, string>) {
  const response = await shop.fetch(
    new Request(`${ORIGIN}${pathname}`, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie,
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN } : {}),
      },
      body: form ? new URLSearchParams(form) : undefined,
    }),
  );
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** Asha's session cookie, signed in through the login form. */
const ashaSession = () => signInShopper(shop, ORIGIN, 'asha@vitrine.test');

beforeAll(async () => {
  testShop = await startTestShop({ products: 0 });
  shop = testShop.shop;
}, 120_000);

afterAll(() => testShop?.close());

describe('the contact, form and product request pages in Hindi', () => {
  it('shows the contact form in the chosen language, and the spec’s required-fields message as written', async () => {
    const english = await page('/contact-us/');
    expect(english.status).toBe(200);
    expect(english.html).toContain('Questions about an order or a product? Write to us.');
    const hindi = await page('/contact-us/', HINDI);
    expect(hindi.status).toBe(200);
    expect(hindi.html).toContain('<title>हमसे संपर्क करें</title>');
    expect(hindi.html).toContain('किसी ऑर्डर या प्रोडक्ट के बारे में सवाल है? हमें लिखें।');
    expect(hindi.html).toContain('>भेजें<');
    expect(hindi.html).not.toContain('Write to us.');
    const refused = await page('/contact-us/', HINDI, { name: 'Asha', email: '', phone: '', comment: '' });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain(CONTACT_FIELDS_REQUIRED);
  });

  it('keeps the merchant’s form texts and shows the shop’s own around them in Hindi', async () => {
    const hindi = await page('/form/bulk-enquiry', HINDI);
    expect(hindi.status).toBe(200);
    expect(hindi.html).toContain('Bulk order enquiry');
    expect(hindi.html).toContain('चुनें…');
    const refused = await page('/form/bulk-enquiry', HINDI, { company: '' });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('कृपया ऊपर चिह्नित फ़ील्ड ठीक करें');
  });

  it('shows the product request page to a signed-in shopper in Hindi', async () => {
    const session = await ashaSession();
    const english = await page('/profile/product-request/', session);
    expect(english.status).toBe(200);
    expect(english.html).toContain('Request a product');
    const hindi = await page('/profile/product-request/', `${session}; ${HINDI}`);
    expect(hindi.status).toBe(200);
    expect(hindi.html).toContain('<title>प्रोडक्ट का अनुरोध करें</title>');
    expect(hindi.html).toContain('अधिकतम 4 इमेज (PNG, JPEG, GIF या WebP), हर एक 5 MB तक');
    expect(hindi.html).toContain('aria-label="मात्रा 1"');
    expect(hindi.html).not.toContain('Send request');
  });
});
