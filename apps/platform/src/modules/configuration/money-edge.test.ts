import { ApplicationClient as ClientV3, ApplicationConfig as ConfigV3 } from '@gofynd/fdk-client-javascript';
import { ApplicationClient as ClientV1, ApplicationConfig as ConfigV1 } from 'fdk-v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedGet } from '../catalog/test-clients';
import { type CatalogTestPlatform, startCatalogTestPlatform } from '../catalog/test-platform';

let platform: CatalogTestPlatform;

/** The official clients as a shopper who chose `currencyCode` (sent as x-currency-code on every call). */
function clientsIn(currencyCode: string) {
  const conf = {
    applicationID: platform.applicationId,
    applicationToken: platform.applicationToken,
    domain: platform.baseUrl,
    logLevel: 'ERROR' as const,
    currencyCode,
  };
  return {
    v1: new ClientV1(new ConfigV1(conf, { strictResponseCheck: true })),
    v3: new ClientV3(new ConfigV3(conf, { strictResponseCheck: true }), {}),
  };
}

beforeAll(async () => {
  platform = await startCatalogTestPlatform();
});
afterAll(() => platform?.close());

type Listed = {
  slug: string;
  price: { effective: { min: number; currency_code: string; currency_symbol: string } };
};

describe('prices in the currency the shopper chose (x-currency-code, stored rates)', () => {
  it('converts listing prices for another active currency and keeps INR for the default', async () => {
    const inr = clientsIn('INR');
    const usd = clientsIn('USD');
    // INR first, so a kept INR answer exists when the dollar one is asked for.
    const inrList = await inr.v1.catalog.getProducts({ q: 'Classic Cotton Tee' });
    const usdList = await usd.v1.catalog.getProducts({ q: 'Classic Cotton Tee' });
    const tee = (list: { items?: unknown[] }) =>
      (list.items as Listed[]).find((item) => item.slug === 'acme-classic-tee');
    expect(tee(inrList)?.price.effective).toMatchObject({
      min: 999,
      currency_code: 'INR',
      currency_symbol: '₹',
    });
    // ₹999 at 0.012: 1,198.8 cents, rounded to $11.99.
    expect(tee(usdList)?.price.effective).toMatchObject({
      min: 11.99,
      currency_code: 'USD',
      currency_symbol: '$',
    });
    const again = await inr.v3.catalog.getProducts({ q: 'Classic Cotton Tee' });
    expect(tee(again)?.price.effective.min).toBe(999);
  });

  it('tells every cache in between that a priced answer varies with the currency asked for', async () => {
    const inr = await signedGetWith('INR');
    const usd = await signedGetWith('USD');
    for (const answer of [inr, usd]) {
      expect(answer.status).toBe(200);
      expect(answer.headers?.get('cache-control')).toMatch(/public/);
      expect(answer.headers?.get('vary')).toMatch(/x-currency-code/i);
    }
    expect(usd.headers?.get('etag')).not.toBe(inr.headers?.get('etag'));
  });

  it('converts the product page and the size price through both SDKs', async () => {
    const eur = clientsIn('EUR');
    const detail = await eur.v1.catalog.getProductDetailBySlug({ slug: 'acme-classic-tee' });
    expect(detail.price?.effective).toMatchObject({ min: 10.99, currency_code: 'EUR' });
    const price = await eur.v3.catalog.getProductPriceBySlug({ slug: 'acme-classic-tee', size: 'M' });
    // ₹999 at 0.011 = €10.989 → €10.99; ₹1,299 → €14.289 → €14.29.
    expect(price.price).toMatchObject({
      effective: 10.99,
      marked: 14.29,
      currency_code: 'EUR',
      currency_symbol: '€',
    });
    const inrPrice = await clientsIn('INR').v3.catalog.getProductPriceBySlug({
      slug: 'acme-classic-tee',
      size: 'M',
    });
    expect(inrPrice.price).toMatchObject({ effective: 999, marked: 1299, currency_code: 'INR' });
  });

  it('refuses an unknown or malformed currency with a 400', async () => {
    await expect(clientsIn('XYZ').v1.catalog.getProducts({})).rejects.toMatchObject({ code: 400 });
    const malformed = await signedGetWith('rupees');
    expect(malformed.status).toBe(400);
    expect(String(malformed.body.message)).toMatch(/currency code/);
  });
});

async function signedGetWith(currency: string) {
  const original = globalThis.fetch;
  let answered: Response | undefined;
  globalThis.fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('x-currency-code', currency);
    answered = await original(input, { ...init, headers });
    return answered;
  };
  try {
    const answer = await signedGet(platform, '/service/application/catalog/v1.0/products/');
    return { ...answer, headers: answered?.headers };
  } finally {
    globalThis.fetch = original;
  }
}
