import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { ApplicationClient, ApplicationConfig } from '@vitrine/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from './test-shop';

describe('/external?url=', () => {
  let testShop: TestShop;
  let server: http.Server;
  let shop = '';
  beforeAll(async () => {
    testShop = await startTestShop({ products: 0 });
    server = serve({ fetch: testShop.shop.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    shop = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await testShop?.close();
  });

  const open = (target: string) =>
    fetch(`${shop}/external?url=${encodeURIComponent(target)}`, { redirect: 'manual' });

  it('sends a link to the shop’s own host straight to the page inside the shop', async () => {
    const answer = await open(`${shop}/brands/?page=2`);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/brands/?page=2');
  });

  it('does not redirect to another host: it shows where the link leads and lets the shopper choose', async () => {
    const answer = await open('https://elsewhere.example/offer?a=1&b=<2>');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('location')).toBeNull();
    const html = await answer.text();
    expect(html).toContain('You are leaving the shop');
    expect(html).toContain('href="https://elsewhere.example/offer?a=1&amp;b=%3C2%3E"');
    expect(html).not.toMatch(/http-equiv="refresh"/i);
  });

  it('refuses a missing link or one that is not a web address', async () => {
    for (const target of ['javascript:alert(1)', '//evil.example/', 'data:text/html,hi']) {
      const answer = await open(target);
      expect(answer.status, target).toBe(400);
    }
    expect((await fetch(`${shop}/external`, { redirect: 'manual' })).status).toBe(400);
  });

  it('opens a short link to another host through the same page, and one into the shop directly', async () => {
    const { platform } = testShop;
    const sdk = new ApplicationClient(
      new ApplicationConfig({
        applicationID: platform.applicationId,
        applicationToken: platform.applicationToken,
        domain: platform.baseUrl,
      }),
    );
    const away = await sdk.share.createShortLink({
      body: { title: 'Away', url: 'https://elsewhere.example/x' },
    });
    const outside = await fetch(`${shop}/s/${away.url.hash}`, { redirect: 'manual' });
    expect(outside.status).toBe(302);
    expect(outside.headers.get('location')).toBe(
      `/external?url=${encodeURIComponent('https://elsewhere.example/x')}`,
    );

    const home = await sdk.share.createShortLink({ body: { title: 'Brands', url: `${shop}/brands/` } });
    const inside = await fetch(`${shop}/s/${home.url.hash}`, { redirect: 'manual' });
    expect(inside.status).toBe(302);
    expect(inside.headers.get('location')).toBe('/brands/');
  });
});
