import { execSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { DEMO_SHOPPER_PASSWORD, startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_DIR, createServer, type StorefrontServer } from './app';

interface Answer {
  status: number;
  location?: string;
  cookies: string[];
}

/**
 * Posts the sign-in form as a shopper's browser at `from` (an address of the loopback network) would: over a
 * real socket, so the storefront sees the shopper's address.
 */
function signIn(
  shop: string,
  fields: Record<string, string>,
  options: { from: string; query?: string; headers?: Record<string, string> },
) {
  const body = new URLSearchParams(fields).toString();
  const url = new URL(`/auth/login${options.query ?? ''}`, shop);
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        localAddress: options.from,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': String(Buffer.byteLength(body)),
          ...options.headers,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location,
            cookies: response.headers['set-cookie'] ?? [],
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function listen(storefront: StorefrontServer) {
  const server = serve({ fetch: storefront.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

beforeAll(() => {
  if (!fs.existsSync(path.join(BUILD_DIR, 'server', 'index.js'))) {
    execSync('npx react-router build', { cwd: path.dirname(BUILD_DIR), stdio: 'inherit' });
  }
});

/**
 * Shopper A at 127.0.0.2 fails 30 sign-ins of unknown accounts (the per-address allowance), naming other
 * addresses in X-Forwarded-For; A is then refused, and shopper B at 127.0.0.3 is not.
 */
async function perAddressLimitHolds(shop: string) {
  for (let batch = 0; batch < 3; batch++) {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        signIn(
          shop,
          { username: `nobody-${batch}-${i}@vitrine.test`, password: 'guess' },
          { from: '127.0.0.2', headers: { 'x-forwarded-for': `198.51.100.${batch * 10 + i}` } },
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(401));
  }
  const blocked = await signIn(
    shop,
    { username: 'ravi@vitrine.test', password: DEMO_SHOPPER_PASSWORD },
    { from: '127.0.0.2' },
  );
  expect(blocked.status).toBe(429);
  const other = await signIn(
    shop,
    { username: 'ravi@vitrine.test', password: DEMO_SHOPPER_PASSWORD },
    { from: '127.0.0.3' },
  );
  expect(other.status).toBe(302);
  expect(other.cookies.some((line) => line.startsWith('f.session='))).toBe(true);
}

describe('shoppers signing in through the storefront, with the platform in the same process', () => {
  let platform: TestPlatform;
  let storefront: StorefrontServer;
  let shop: { server: http.Server; url: string } | undefined;
  beforeAll(async () => {
    platform = await startTestPlatform({ products: 0 });
    const credentials = {
      applicationId: platform.applicationId,
      applicationToken: platform.applicationToken,
    };
    storefront = await createServer({ ...credentials, platform: platform.platform, mode: 'production' });
    shop = (await listen(storefront)) as typeof shop;
  }, 120_000);
  afterAll(async () => {
    await new Promise((resolve) => shop?.server.close(resolve));
    await storefront?.close();
    await platform?.close();
  });

  it('goes home, signed in, when redirectUrl holds an encoded CR/LF or hides another host', async () => {
    for (const target of ['/%0d%0aSet-Cookie:x=y', '/%09/other.example', '//other.example']) {
      const answer = await signIn(
        shop?.url ?? '',
        { username: 'asha@vitrine.test', password: DEMO_SHOPPER_PASSWORD },
        { from: '127.0.0.1', query: `?redirectUrl=${encodeURIComponent(target)}` },
      );
      expect(answer.status, target).toBe(302);
      expect(answer.location, target).toBe('/');
      expect(
        answer.cookies.some((line) => line.startsWith('f.session=')),
        target,
      ).toBe(true);
      expect(
        answer.cookies.some((line) => line.startsWith('x=')),
        target,
      ).toBe(false);
    }
  });

  it('refuses a raw CR/LF in redirectUrl at the edge, before anything is set', async () => {
    const answer = await signIn(
      shop?.url ?? '',
      { username: 'asha@vitrine.test', password: DEMO_SHOPPER_PASSWORD },
      { from: '127.0.0.1', query: `?redirectUrl=${encodeURIComponent('/\r\nSet-Cookie:x=y')}` },
    );
    expect(answer.status).toBe(400);
    expect(answer.cookies).toEqual([]);
  });

  it('limits failed sign-ins per shopper address', async () => {
    await perAddressLimitHolds(shop?.url ?? '');
  }, 60_000);

  it('believes X-Forwarded-Proto only from a proxy TRUST_PROXY names', async () => {
    // `browser`: the origin the shopper's browser puts on its form post (https behind a proxy that ends TLS).
    const overHttps = async (url: string, browser: string) => {
      const answer = await signIn(
        url,
        { username: 'ravi@vitrine.test', password: DEMO_SHOPPER_PASSWORD },
        { from: '127.0.0.1', headers: { 'x-forwarded-proto': 'https', origin: browser } },
      );
      const session = answer.cookies.find((line) => line.startsWith('f.session='));
      const page = await fetch(`${url}/products/`, { headers: { 'x-forwarded-proto': 'https' } });
      const html = await page.text();
      return {
        signedIn: session !== undefined,
        secureCookie: /;\s*Secure/i.test(session ?? ''),
        hsts: page.headers.has('strict-transport-security'),
        canonical: /<link rel="canonical" href="(\w+):/.exec(html)?.[1],
      };
    };
    // This storefront names no proxy: a client saying it came over https is not believed.
    const direct = shop?.url ?? '';
    expect(await overHttps(direct, direct)).toEqual({
      signedIn: true,
      secureCookie: false,
      hsts: false,
      canonical: 'http',
    });
    const behindProxy = await createServer({
      applicationId: platform.applicationId,
      applicationToken: platform.applicationToken,
      platform: platform.platform,
      mode: 'production',
      trustProxy: ['loopback'],
    });
    const proxied = await listen(behindProxy);
    try {
      // The browser addressed the proxy over https, which passed the request on over http.
      expect(await overHttps(proxied.url, proxied.url.replace('http:', 'https:'))).toEqual({
        signedIn: true,
        secureCookie: true,
        hsts: true,
        canonical: 'https',
      });
    } finally {
      await new Promise((resolve) => proxied.server.close(resolve));
      await behindProxy.close();
    }
  }, 60_000);
});

describe('shoppers signing in through a storefront running apart (TRUST_PROXY names it)', () => {
  let platform: TestPlatform;
  let storefront: StorefrontServer;
  let shop: { server: http.Server; url: string } | undefined;
  beforeAll(async () => {
    // The storefront reaches the platform from 127.0.0.1; shoppers come from elsewhere on the loopback network.
    platform = await startTestPlatform({ products: 0, config: { trustProxy: ['127.0.0.1'] } });
    const credentials = {
      applicationId: platform.applicationId,
      applicationToken: platform.applicationToken,
    };
    storefront = await createServer({ ...credentials, platformUrl: platform.baseUrl, mode: 'production' });
    shop = (await listen(storefront)) as typeof shop;
  }, 120_000);
  afterAll(async () => {
    await new Promise((resolve) => shop?.server.close(resolve));
    await storefront?.close();
    await platform?.close();
  });

  it('limits failed sign-ins per shopper address, not per storefront', async () => {
    await perAddressLimitHolds(shop?.url ?? '');
  }, 60_000);
});
