import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { computeSignature, signingDate } from '@vitrine/contract';
import { startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import { editorClient, sessionCookie } from '@vitrine/platform/testing/editor-client';
import { ApplicationClient, ApplicationConfig } from '@vitrine/sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BUILD_DIR, createServer, type StorefrontServer } from './app';

let platform: TestPlatform;
let inProcess: StorefrontServer;
let split: StorefrontServer;
let productSlug: string;

const ORIGIN = 'http://shop.test';

function get(server: StorefrontServer, pathname: string, headers: Record<string, string> = {}) {
  return server.fetch(new Request(`${ORIGIN}${pathname}`, { headers }));
}

beforeAll(async () => {
  if (!fs.existsSync(path.join(BUILD_DIR, 'server', 'index.js'))) {
    execSync('npx react-router build', { cwd: path.dirname(BUILD_DIR), stdio: 'inherit' });
  }
  platform = await startTestPlatform({ products: 60 });
  const credentials = { applicationId: platform.applicationId, applicationToken: platform.applicationToken };
  inProcess = await createServer({ ...credentials, platform: platform.platform, mode: 'production' });
  split = await createServer({ ...credentials, platformUrl: platform.baseUrl, mode: 'production' });
  const listing = await get(inProcess, '/api/service/application/catalog/v1.0/products/?page_size=1', {
    authorization: `Bearer ${Buffer.from(`${platform.applicationId}:${platform.applicationToken}`).toString('base64')}`,
  });
  // Unsigned: the platform refuses it, which proves the API is mounted (a signed call follows through the pages).
  expect([401, 403]).toContain(listing.status);
  const page = await (await get(inProcess, '/products/')).text();
  productSlug = /href="\/product\/([^"?/]+)"/.exec(page)?.[1] ?? '';
  expect(productSlug).not.toBe('');
});

afterAll(async () => {
  await inProcess?.close();
  await split?.close();
  await platform?.close();
});

describe('storefront server', () => {
  it('renders the home page from the theme with the shell', async () => {
    const response = await get(inProcess, '/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('data-extension-slot="header-top"');
    expect(html).toContain('data-testid="search-input"');
    expect(html).toContain('data-testid="section"');
    expect(html).toContain('<link rel="canonical" href="http://shop.test/"/>');
    expect(html).not.toContain('Update Home page in Themes');
  });

  it('shows shoppers the first 4 sections and crawlers all of them', async () => {
    const count = (html: string) => html.split('data-testid="section"').length - 1;
    const shopper = count(await (await get(inProcess, '/')).text());
    const crawler = count(await (await get(inProcess, '/', { 'user-agent': 'Googlebot/2.1' })).text());
    expect(shopper).toBeGreaterThan(0);
    expect(shopper).toBeLessThanOrEqual(4);
    expect(crawler).toBeGreaterThan(shopper);
  });

  it('renders a product page with sizes, a pincode check and product structured data', async () => {
    const response = await get(inProcess, `/product/${productSlug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-testid="product-name"');
    expect(html).toContain('data-testid="size-button"');
    expect(html).toContain('data-testid="pincode-input"');
    expect(html).toContain('"@type":"Product"');
    expect(html).toContain('"bestRating":5');
    expect(html).toContain(`<link rel="canonical" href="http://shop.test/product/${productSlug}"/>`);
    expect(html).toContain('data-testid="add-to-cart"');
  });

  it('answers a listing with filters, sort and product cards', async () => {
    const response = await get(inProcess, '/products/?sort_on=price_asc');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-testid="sort-select"');
    expect(html).toContain('data-testid="filter-option"');
    expect(html).toContain('data-testid="product-card"');
  });

  it('answers a POST to a page without a form with 405, and logs no stack for that mistake', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (const pathname of ['/', '/products/']) {
        const response = await inProcess.fetch(new Request(`${ORIGIN}${pathname}`, { method: 'POST' }));
        expect(response.status, pathname).toBe(405);
        await response.text();
      }
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });

  it('gives unknown pages and unknown products a real 404 with the not-found page', async () => {
    const missing = await get(inProcess, '/no/such/page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<title>Page not found</title>');
    expect((await get(inProcess, '/product/no-such-product-slug')).status).toBe(404);
  });

  it('shows a rejected listing query as a 400 page with the server message', async () => {
    const response = await get(inProcess, '/products/?colour_of_mood=blue');
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Unknown filter key');
  });

  it('keeps campaign params in cookies for 30 days', async () => {
    const response = await get(inProcess, '/?f.utm_campaign=diwali');
    expect(response.headers.get('set-cookie')).toContain('utm_campaign=diwali; Max-Age=2592000');
  });

  it('serves built client files from /public/ with a long cache', async () => {
    const html = await (await get(inProcess, '/')).text();
    expect(html).toMatch(/<link rel="modulepreload" href="\/public\/assets\/[^"]+\.js"/);
    // Read from the folder rather than the page: another build may have replaced the hashed names meanwhile.
    const script = fs
      .readdirSync(path.join(BUILD_DIR, 'client', 'assets'))
      .find((name) => name.endsWith('.js'));
    const response = await get(inProcess, `/public/assets/${script}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it("answers the browser's signed API calls under /api, in one process and apart", async () => {
    for (const server of [inProcess, split]) {
      const browserClient = new ApplicationClient(
        new ApplicationConfig({
          applicationID: platform.applicationId,
          applicationToken: platform.applicationToken,
          domain: `${ORIGIN}/api`,
          fetch: (request) => server.fetch(request),
        }),
      );
      const listing = await browserClient.catalog.getProducts({ pageSize: 2 });
      expect(listing.items?.length).toBe(2);
    }
  });

  it('works the same against a platform running apart (PLATFORM_URL)', async () => {
    const response = await get(split, `/product/${productSlug}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('data-testid="product-name"');
  });
});

describe('the page edge', () => {
  it('sends security headers on pages, allowing the theme editor to frame the shop', async () => {
    const page = await get(inProcess, '/');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // In one process the editor is served from the shop's own origin.
    expect(page.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
    expect(page.headers.get('strict-transport-security')).toBeNull();
    const apart = await get(split, '/');
    expect(apart.headers.get('content-security-policy')).toBe(
      `frame-ancestors 'self' ${new URL(platform.baseUrl).origin}`,
    );
  });

  it('asks browsers to keep to https only when the shopper came over https', async () => {
    const proxied = await get(inProcess, '/', { 'x-forwarded-proto': 'https' });
    expect(proxied.headers.get('strict-transport-security')).toBe('max-age=15552000');
    const direct = await inProcess.fetch(new Request('https://shop.test/'));
    expect(direct.headers.get('strict-transport-security')).toBe('max-age=15552000');
  });

  it('answers a control character in the address or a form field with a plain 400 page', async () => {
    for (const pathname of ['/products/?q=red%00shirt', '/product/a%01b', '/products/?q=a%0Ab']) {
      const response = await get(inProcess, pathname);
      expect(response.status, pathname).toBe(400);
      expect(response.headers.get('content-type')).toContain('text/html');
      const html = await response.text();
      expect(html).toContain('Bad request');
      expect(html).not.toMatch(/\bat .*\.(?:ts|js):\d+/);
    }
    const form = await inProcess.fetch(
      new Request(`${ORIGIN}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
        body: 'username=asha%00%40vitrine.test&password=x',
      }),
    );
    expect(form.status).toBe(400);
    expect(await form.text()).toContain('A form field holds a control character.');
  });

  it('refuses a form sent from another site with 403, logging nothing, and takes the shop’s own', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const contact = (origin?: string) =>
      inProcess.fetch(
        new Request(`${ORIGIN}/contact-us`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            ...(origin === undefined ? {} : { origin }),
          },
          body: 'name=Asha&email=asha%40vitrine.test&phone=9876543210&comment=Hello',
        }),
      );
    try {
      for (const origin of ['https://other.example', 'http://shop.test:8080', 'null', 'not an origin']) {
        const refused = await contact(origin);
        expect(refused.status, origin).toBe(403);
        expect(await refused.text()).toContain('A form sent from another site is not accepted here.');
      }
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
    for (const origin of [ORIGIN, undefined]) {
      const taken = await contact(origin);
      expect(taken.status, String(origin)).toBeLessThan(400);
      await taken.text();
    }
  });

  it('refuses bodies over the limit with 413, a chunked one cut off at the limit', async () => {
    const post = (pathname: string, body: BodyInit, type = 'application/json') =>
      inProcess.fetch(
        new Request(`${ORIGIN}${pathname}`, {
          method: 'POST',
          headers: { 'content-type': type, origin: ORIGIN },
          body,
          // @ts-expect-error Node's fetch needs duplex for a streamed body; the DOM types do not know it.
          duplex: 'half',
        }),
      );
    const form = await post(
      '/auth/login',
      `username=${'a'.repeat(100 * 1024)}`,
      'application/x-www-form-urlencoded',
    );
    expect(form.status).toBe(413);
    expect(await form.json()).toEqual({ message: 'Request body is larger than the limit of 64 kB' });

    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    const endless = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled += chunk.byteLength;
          controller.enqueue(chunk);
        },
      },
      { highWaterMark: 0 },
    );
    const preview = await post('/_editor/sections', endless);
    expect(preview.status).toBe(413);
    expect(await preview.json()).toEqual({ message: 'Request body is larger than the limit of 1 MB' });
    expect(pulled).toBeLessThan(2 * 1024 * 1024);
  });

  it('refuses JSON nested thousands deep with 400', async () => {
    const response = await inProcess.fetch(
      new Request(`${ORIGIN}/_editor/sections`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        body: `{"path":"/","sections":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Request body is nested too deeply' });
  });

  it('answers unknown API paths with a JSON 404, in one process and apart', async () => {
    for (const server of [inProcess, split]) {
      for (const prefix of ['/service/application', '/api/service/application']) {
        const pathname = `${prefix}/catalog/v1.0/no-such-thing/`;
        const headers: Record<string, string> = {
          host: 'shop.test',
          'x-fp-date': signingDate(),
          authorization: `Bearer ${Buffer.from(`${platform.applicationId}:${platform.applicationToken}`).toString('base64')}`,
        };
        headers['x-fp-signature'] = await computeSignature({ method: 'GET', path: pathname, headers });
        const response = await get(server, pathname, headers);
        expect(response.status).toBe(404);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        expect((await response.json()).message).toMatch(/^No API route for GET/);
      }
    }
  });
});

// CI's PostgreSQL pass sets REDIS_URL; the platform under test then announces its theme saves there.
describe.runIf(process.env.REDIS_URL)('a storefront running apart, with REDIS_URL', () => {
  it('shows a theme save at once, not after its shared values expire', async () => {
    const apart = await createServer({
      applicationId: platform.applicationId,
      applicationToken: platform.applicationToken,
      platformUrl: platform.baseUrl,
      redisUrl: process.env.REDIS_URL,
      mode: 'production',
    });
    try {
      const sectionNames = async () =>
        [...(await (await get(apart, '/?isEdit=true')).text()).matchAll(/data-section="([^"]+)"/g)].map(
          (match) => match[1],
        );
      const before = await sectionNames(); // the home page is now kept in the storefront's shared values
      const editor = editorClient(
        platform.baseUrl,
        await sessionCookie(platform.baseUrl, platform.platform.services.config.editorToken),
      );
      const stored = (await editor.get('api/pages/home')).body.sections as { name: string }[];
      expect((await editor.put('api/pages/home', { sections: [...stored].reverse() })).status).toBe(200);
      // Well inside the 10 s the shared values would otherwise be kept.
      await expect.poll(sectionNames, { timeout: 3_000 }).toEqual([...before].reverse());
    } finally {
      await apart.close();
    }
  });
});
