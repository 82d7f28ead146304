import zlib from 'node:zlib';
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

/** A PNG chunk: length, type, data and the CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A real 1×1 PNG weighing about `kilobytes` kB, as a phone's photo would (its text chunk carries the weight). */
function photoOf(kilobytes: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(kilobytes * 1024, 0x61)])),
    pngChunk('IDAT', zlib.deflateSync(Buffer.from([0, 0, 0, 0, 0]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

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

describe('posting photos and files without JavaScript', () => {
  it('takes a product request with a photo of a few hundred kB, as a phone takes them', async () => {
    const session = await ashaSession();
    const form = new FormData();
    form.set('description', 'A block-printed kurta in indigo');
    form.append('medias', new Blob([new Uint8Array(photoOf(300))], { type: 'image/png' }), 'kurta.png');
    const response = await shop.fetch(
      new Request(`${ORIGIN}/profile/product-request/`, {
        method: 'POST',
        headers: { cookie: session, origin: ORIGIN },
        body: form,
      }),
    );
    const html = await response.text();
    expect(response.status, html.slice(0, 300)).toBe(200);
    expect(html).toContain('data-testid="product-request-sent"');
  });

  it('lets a custom form’s post with a file of a few hundred kB reach the form’s own checks', async () => {
    const form = new FormData();
    form.append('brief', new Blob([new Uint8Array(photoOf(300))], { type: 'image/png' }), 'brief.png');
    const response = await shop.fetch(
      new Request(`${ORIGIN}/form/bulk-enquiry`, { method: 'POST', headers: { origin: ORIGIN }, body: form }),
    );
    // The form's required fields are missing: its own 400 with its messages, not the page edge's 413.
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('is required');
  });
});
