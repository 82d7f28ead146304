import { startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASHA, signIn, waitForHydration } from './support/shop';
import { type RunningShop, startShop } from './support/shop-server';
import { startTlsProxy, type TlsProxy } from './support/tls-proxy';
import { useBrowser } from './support/use-browser';

const browser = useBrowser({ ignoreHTTPSErrors: true });

// How the README says to run a shop in production: behind a proxy that ends TLS, named in TRUST_PROXY.
describe('a shop behind a TLS-terminating proxy', () => {
  let platform: TestPlatform;
  let shop: RunningShop;
  let proxy: TlsProxy;

  beforeAll(async () => {
    platform = await startTestPlatform({ products: 20 });
    shop = await startShop({ env: { PLATFORM_URL: platform.baseUrl, TRUST_PROXY: 'loopback' } });
    proxy = await startTlsProxy(shop.baseUrl);
  });
  afterAll(async () => {
    await proxy?.close();
    await shop?.stop();
    await platform?.close();
  });

  it('signs a shopper in over https with a Secure session cookie, and takes the contact form', async () => {
    const { page, context } = browser();
    await page.goto(`${proxy.url}/products/`);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${proxy.url}/products/`);

    await signIn(page, ASHA);
    await page.waitForURL(`${proxy.url}/products/`);
    expect(await page.getByTestId('account-link').getAttribute('aria-label')).toBe('Account of Asha');
    const session = (await context.cookies()).find((cookie) => cookie.name === 'f.session');
    expect(session?.secure).toBe(true);

    await page.goto(`${proxy.url}/contact-us/`);
    await waitForHydration(page);
    await page.getByLabel('Name').fill('Meera Iyer');
    await page.getByLabel('E-mail').fill('meera@example.com');
    await page.getByLabel('Phone').fill('9876543210');
    await page.getByLabel('Comment').fill('Do you ship to Goa?');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByTestId('contact-sent').waitFor();
  });
});
