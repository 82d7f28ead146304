import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  editorStandIn as editorPage,
  previewFrame,
  sectionEvent,
  sectionNames,
  sendToFrame,
} from './support/editor-stand-in';
import { select } from './support/shop';
import { useBrowser } from './support/use-browser';

const shopUrl = inject('shopUrl');
const browser = useBrowser();

const edited = [
  { name: 'rich-text', props: { heading: { value: 'Live from the editor' } } },
  { name: 'faq', props: {} },
];
async function navigations(page: Page): Promise<{ origin: string; data: Record<string, unknown> }[]> {
  return page.evaluate(() =>
    (window as unknown as { received: { origin: string; data: { type?: string } }[] }).received.filter(
      (message) => message.data?.type === 'navigate',
    ),
  ) as never;
}

describe('the storefront inside a theme editor frame', () => {
  it('tells the editor where it is and shows the editor’s unsaved sections live', async () => {
    const { page } = browser();
    await page.route(`${shopUrl}/editor-stand-in`, (route) =>
      route.fulfill({ contentType: 'text/html', body: editorPage('/?isEdit=true') }),
    );
    await page.goto(`${shopUrl}/editor-stand-in`);
    await page.waitForFunction(() =>
      (window as unknown as { received: { data: { type?: string } }[] }).received.some(
        (m) => m.data?.type === 'navigate',
      ),
    );
    expect((await navigations(page))[0]).toEqual({
      origin: shopUrl,
      data: {
        source: 'vitrine-storefront',
        type: 'navigate',
        path: '/?isEdit=true',
        pageType: 'home',
        pageSlug: null,
      },
    });
    const frame = await previewFrame(page);
    await frame.waitForLoadState('load');
    const stored = await sectionNames(frame);
    expect(stored.length).toBeGreaterThanOrEqual(8);

    await sendToFrame(page, sectionEvent('update', edited), shopUrl);
    await frame.waitForFunction(
      (names) =>
        [...document.querySelectorAll('[data-section]')].map((s) => s.getAttribute('data-section')).join() ===
        names,
      edited.map((s) => s.name).join(),
    );
    await frame.getByText('Live from the editor').waitFor();

    await sendToFrame(page, sectionEvent('select', edited, 1), shopUrl);
    await frame.locator('.is-editor-selected [data-section="faq"]').waitFor();

    // Nothing was saved: a shopper still gets the stored home page.
    const shopper = await page.context().newPage();
    await shopper.goto(`${shopUrl}/`);
    expect(await sectionNames(shopper.mainFrame())).toEqual(stored);
    await shopper.close();

    await frame.locator('header a[href="/brands/"]').first().click();
    await page.waitForFunction(() =>
      (window as unknown as { received: { data: { pageType?: string } }[] }).received.some(
        (m) => m.data?.pageType === 'brands',
      ),
    );
    expect((await navigations(page)).at(-1)?.data).toMatchObject({ path: '/brands/', pageType: 'brands' });
  });

  describe('from another origin', () => {
    let foreign: http.Server;
    let foreignUrl: string;
    beforeAll(async () => {
      foreign = http.createServer((_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end(editorPage(`${shopUrl}/?isEdit=true`));
      });
      await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
      foreignUrl = `http://127.0.0.1:${(foreign.address() as AddressInfo).port}`;
    });
    afterAll(() => {
      foreign.closeAllConnections();
      return new Promise<void>((resolve) => foreign.close(() => resolve()));
    });

    it('is refused by the browser: the shop may be framed only by itself and the theme editor', async () => {
      const { page } = browser();
      const shopAnswers: number[] = [];
      // Only the frame's page: the last test's page may still be finishing calls of its own (e.g. /_shopper).
      page.on('response', (response) => {
        const isPage = response.request().resourceType() === 'document';
        if (isPage && response.url().startsWith(`${shopUrl}/`)) shopAnswers.push(response.status());
      });
      await page.goto(foreignUrl);
      const frame = await previewFrame(page);
      await expect.poll(() => shopAnswers).toEqual([200]);
      await page.waitForLoadState('load');
      expect(await frame.locator(select.section).count()).toBe(0);
    });

    it('ignores section messages even where framing is allowed, and tells that page nothing', async () => {
      const { page } = browser();
      // Without frame-ancestors (a proxy dropping it, an older browser) the storefront's own origin check holds.
      await page.route(`${shopUrl}/**`, async (route) => {
        const response = await route.fetch();
        const headers = { ...response.headers() };
        delete headers['content-security-policy'];
        await route.fulfill({ response, headers });
      });
      const renders: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/_editor/sections')) renders.push(request.url());
      });
      await page.goto(foreignUrl);
      const frame = await previewFrame(page);
      await frame.locator(select.section).first().waitFor();
      await frame.waitForLoadState('load');
      // The frame's editor bridge loads lazily; once it says it is connected, it hears every message first.
      await frame.waitForFunction(() => document.documentElement.dataset.editorFrame === 'connected');
      const stored = await sectionNames(frame);

      await frame.evaluate(() => {
        (window as unknown as { heard: number }).heard = 0;
        addEventListener('message', () => {
          (window as unknown as { heard: number }).heard++;
        });
      });
      await sendToFrame(page, sectionEvent('update', edited), '*');
      await frame.waitForFunction(() => (window as unknown as { heard: number }).heard > 0);
      // A message it obeyed would ask the server for a render within its 120 ms debounce; give it ample time.
      await page.waitForTimeout(1_000);

      expect(await sectionNames(frame)).toEqual(stored);
      expect(renders).toEqual([]);
      expect(await navigations(page)).toEqual([]);
    });
  });
});
