import { describe, expect, inject, it } from 'vitest';
import { cardSlugs } from './support/shop';
import { useBrowser } from './support/use-browser';

const shopUrl = inject('shopUrl');
const browser = useBrowser();

/** Width and height from a PNG's header chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('share', () => {
  it('makes a short link to a product, opens it on the product, and offers its QR code as SVG and PNG', async () => {
    const { page } = browser();
    await page.goto(`${shopUrl}/products/`);
    const [slug] = await cardSlugs(page);
    expect(slug).toBeTruthy();

    await page.goto(`${shopUrl}/share?url=${encodeURIComponent(`/product/${slug}`)}&title=A+product`);
    await page.getByRole('button', { name: 'Create short link' }).click();
    const link = page.getByTestId('short-link').getByRole('link').first();
    await link.waitFor();
    const shortUrl = (await link.getAttribute('href')) ?? '';
    expect(shortUrl).toMatch(new RegExp(`^${shopUrl}/s/[A-Za-z0-9_-]{10}$`));

    const qr = page.getByRole('img', { name: 'QR code of the short link' });
    await expect.poll(() => qr.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

    await page.goto(shortUrl);
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/product/${slug}`);

    const svg = await page.request.get(`${shortUrl}/qr.svg`);
    expect(svg.status()).toBe(200);
    expect(svg.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    expect(await svg.text()).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"[\s\S]*<path/);

    const png = await page.request.get(`${shortUrl}/qr.png`);
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    const { width, height } = pngSize(await png.body());
    expect(width).toBe(height);
    expect(width).toBeGreaterThanOrEqual(200);
  });

  it('an unknown short link is the not-found page', async () => {
    const { page } = browser();
    const response = await page.goto(`${shopUrl}/s/no-such-link`);
    expect(response?.status()).toBe(404);
  });

  it('a link to another website shows where it leads, and goes there only when followed', async () => {
    const { page } = browser();
    const target = 'https://elsewhere.example/offer';
    const response = await page.goto(`${shopUrl}/external?url=${encodeURIComponent(target)}`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/external');
    await page.getByRole('heading', { name: 'You are leaving the shop' }).waitFor();
    const onward = page.getByRole('link', { name: 'Continue to elsewhere.example' });
    expect(await onward.getAttribute('href')).toBe(target);
  });
});

describe('newsletter', () => {
  it('subscribes a visitor’s e-mail address with a plain form post and thanks them on the same page', async () => {
    const { page } = browser();
    // The demo's about-us page ends with the newsletter section.
    await page.goto(`${shopUrl}/sections/about-us`);
    const section = page.locator('[data-section="newsletter"]').first();
    await section.getByLabel('E-mail address').fill(`reader-${Date.now()}@example.com`);
    await section.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL((url) => url.searchParams.get('newsletter') === 'subscribed');
    expect(new URL(page.url()).pathname).toBe('/sections/about-us');
    await page.locator('[data-section="newsletter"]').first().getByText('Thanks for subscribing').waitFor();
  });
});
