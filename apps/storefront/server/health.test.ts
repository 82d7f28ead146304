import { execSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_DIR, createServer, type StorefrontServer } from './app';

const ORIGIN = 'http://shop.test';
let platform: TestPlatform;
let inProcess: StorefrontServer;
/** A platform that answers every call 503, as it does while its database restarts. */
let unavailable: http.Server;
let apartFromUnavailable: StorefrontServer;
/** A PLATFORM_URL nothing listens on. */
let apartFromNothing: StorefrontServer;

const get = (server: StorefrontServer, pathname: string, headers: Record<string, string> = {}) =>
  server.fetch(new Request(`${ORIGIN}${pathname}`, { headers }));

beforeAll(async () => {
  if (!fs.existsSync(path.join(BUILD_DIR, 'server', 'index.js'))) {
    execSync('npx react-router build', { cwd: path.dirname(BUILD_DIR), stdio: 'inherit' });
  }
  platform = await startTestPlatform({ products: 20 });
  const credentials = { applicationId: platform.applicationId, applicationToken: platform.applicationToken };
  inProcess = await createServer({ ...credentials, platform: platform.platform, mode: 'production' });
  unavailable = http.createServer((_request, response) => {
    response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '5' });
    response.end(
      JSON.stringify({ message: 'The shop is briefly unavailable; please try again in a few seconds' }),
    );
  });
  await new Promise<void>((resolve) => unavailable.listen(0, '127.0.0.1', resolve));
  const { port } = unavailable.address() as AddressInfo;
  apartFromUnavailable = await createServer({
    ...credentials,
    platformUrl: `http://127.0.0.1:${port}`,
    mode: 'production',
  });
  apartFromNothing = await createServer({
    ...credentials,
    platformUrl: 'http://127.0.0.1:1',
    mode: 'production',
  });
});

afterAll(async () => {
  await inProcess?.close();
  await apartFromUnavailable?.close();
  await apartFromNothing?.close();
  await new Promise((resolve) => unavailable?.close(resolve));
  await platform?.close();
});

describe('shop health', () => {
  it('says it is alive and, with its platform ready, ready; neither answer is cached', async () => {
    const alive = await get(inProcess, '/healthz');
    expect(alive.status).toBe(200);
    expect(await alive.json()).toEqual({ status: 'alive' });
    const ready = await get(inProcess, '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toMatchObject({ status: 'ready', checks: { platform: { status: 'ready' } } });
  });

  it('is alive but not ready while its platform is unreachable or not ready', async () => {
    for (const shop of [apartFromNothing, apartFromUnavailable]) {
      expect((await get(shop, '/healthz')).status).toBe(200);
      const ready = await get(shop, '/readyz');
      expect(ready.status).toBe(503);
      expect(((await ready.json()) as { message: string }).message).toBe(
        'Not ready: the platform API is not ready',
      );
    }
  });
});

describe('shop pages while the platform is away', () => {
  it('answer 503 with Retry-After, not 502, and show no stack', async () => {
    for (const shop of [apartFromNothing, apartFromUnavailable]) {
      for (const page of ['/product/some-shirt', '/brands/', '/products/']) {
        const response = await get(shop, page);
        expect(response.status, page).toBe(503);
        expect(response.headers.get('retry-after'), page).toBe('5');
        expect(await response.text()).not.toMatch(/\bat .+:\d+:\d+|FDKServerResponseError/);
      }
    }
  });
});

describe('request ids', () => {
  it("tag every page with an x-request-id, keeping the caller's own when it looks like one", async () => {
    const page = await get(inProcess, '/products/');
    expect(page.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      (await get(inProcess, '/no/such/page', { 'x-request-id': 'lb-42' })).headers.get('x-request-id'),
    ).toBe('lb-42');
    const odd = (await get(inProcess, '/', { 'x-request-id': 'a b<c>' })).headers.get('x-request-id');
    expect(odd).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never put a stack in a page, whatever the query holds (production mode)', async () => {
    for (const page of ['/product/x%00y', '/page/%00', '/products/?q=%00', '/brands/?department=%00']) {
      const response = await get(inProcess, page);
      expect(response.status, page).toBeLessThan(600);
      expect(await response.text(), page).not.toMatch(/\bat .+\.(?:js|ts|mjs):\d+:\d+/);
    }
  });
});
