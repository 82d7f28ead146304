import { DEFAULT_APPLICATION_ID } from '@vitrine/contract';
import { blankThemeId, defaultThemeId } from '@vitrine/platform/testing/seed-theme';
import { describe, expect, inject, it } from 'vitest';
import {
  editorStandIn,
  previewFrame,
  sectionEvent,
  sectionNames,
  sendToFrame,
} from './support/editor-stand-in';
import { cardSlugs, select, waitForHydration } from './support/shop';
import { useBrowser } from './support/use-browser';

const shopUrl = inject('shopUrl');
const browser = useBrowser();

const countSections = (page: import('playwright-core').Page) => page.locator(select.section).count();

/** Headless Chromium names itself HeadlessChrome, which the shop treats as a crawler: these are a person's. */
const PERSON =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

describe('theme sections on a page', () => {
  it('shows the first 4 sections, then 3 more each time the shopper nears the end', async () => {
    const { page } = browser();
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.setExtraHTTPHeaders({ 'user-agent': PERSON });
    await page.goto(`${shopUrl}/`);
    await waitForHydration(page);
    expect(await countSections(page)).toBe(4);
    for (const expected of [7, 10]) {
      await page.locator('.section-list__more').scrollIntoViewIfNeeded();
      await page.waitForFunction(([selector, count]) => document.querySelectorAll(selector).length >= count, [
        select.section,
        expected,
      ] as const);
      expect(await countSections(page)).toBe(expected);
    }
    expect(await page.locator('.section-list__more').count()).toBe(0);
    await page.setExtraHTTPHeaders({});
  });

  it('gives a crawler every section in the server-rendered page', async () => {
    const html = await (
      await fetch(`${shopUrl}/`, {
        headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      })
    ).text();
    const shopper = await (await fetch(`${shopUrl}/`, { headers: { 'user-agent': PERSON } })).text();
    const names = (text: string) => new Set([...text.matchAll(/data-section="([^"]+)"/g)].map((m) => m[1]));
    expect(names(html).size).toBe(10);
    expect(names(shopper).size).toBe(4);
  });

  it('hides a section on the screens its rule excludes, from the first paint', async () => {
    const { page } = browser();
    await page.route(`${shopUrl}/screen-stand-in*`, (route) => {
      const width = Number(new URL(route.request().url()).searchParams.get('width'));
      return route.fulfill({ contentType: 'text/html', body: editorStandIn('/?isEdit=true', width) });
    });
    const sections = [
      { name: 'rich-text', props: { heading: { value: 'Everywhere' } } },
      {
        name: 'faq',
        props: { title: { value: 'Desktop only' } },
        predicate: { screen: { mobile: false, tablet: false, desktop: true } },
      },
      {
        name: 'newsletter',
        props: { title: { value: 'Phones only' } },
        predicate: { screen: { mobile: true, tablet: false, desktop: false } },
      },
    ];
    const visible = async (width: number) => {
      await page.goto(`${shopUrl}/screen-stand-in?width=${width}`);
      const frame = await previewFrame(page);
      await frame.waitForLoadState('load');
      await frame.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith('__react')));
      await page.waitForFunction(() =>
        (window as unknown as { received: { data: { type?: string } }[] }).received.some(
          (m) => m.data?.type === 'navigate',
        ),
      );
      await sendToFrame(page, sectionEvent('update', sections), shopUrl);
      await frame.waitForFunction(() => document.querySelectorAll('[data-section]').length === 3);
      expect(await sectionNames(frame)).toEqual(['rich-text', 'faq', 'newsletter']);
      const shown: string[] = [];
      for (const name of ['rich-text', 'faq', 'newsletter']) {
        if (await frame.locator(`[data-section="${name}"]`).isVisible()) shown.push(name);
      }
      return shown;
    };
    expect(await visible(375)).toEqual(['rich-text', 'newsletter']);
    expect(await visible(800)).toEqual(['rich-text']);
    expect(await visible(1200)).toEqual(['rich-text', 'faq']);
  });

  it('injects the shop’s tags: on every page, or only on the pages they name', async () => {
    const { page } = browser();
    await page.goto(`${shopUrl}/brands/`);
    await waitForHydration(page);
    expect(await page.locator('style[data-tag-id]').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.dataset.homeTag)).toBeUndefined();

    // The home page's script arrives with a navigation inside the app, and runs once.
    await page.locator('header a[href="/"]').first().click();
    await page.waitForURL(`${shopUrl}/`);
    await page.waitForFunction(() => document.documentElement.dataset.homeTag === 'ran');
    expect(
      await page.evaluate(() => (window as unknown as { vitrineHomeVisits: number }).vitrineHomeVisits),
    ).toBe(1);

    await page.goto(`${shopUrl}/`);
    expect(
      await page.evaluate(() => (window as unknown as { vitrineHomeVisits: number }).vitrineHomeVisits),
    ).toBe(1);
    const brandsHtml = await (await fetch(`${shopUrl}/brands/`)).text();
    expect(brandsHtml).not.toMatch(/<script[^>]*data-tag-id/);
    expect(brandsHtml).toContain('<style data-tag-id');
  });

  it('runs a custom HTML section’s scripts in order, then its JavaScript block', async () => {
    const { page } = browser();
    await page.route(`${shopUrl}/html-stand-in`, (route) =>
      route.fulfill({ contentType: 'text/html', body: editorStandIn('/?isEdit=true') }),
    );
    await page.goto(`${shopUrl}/html-stand-in`);
    const frame = await previewFrame(page);
    await frame.waitForLoadState('load');
    await page.waitForFunction(() =>
      (window as unknown as { received: { data: { type?: string } }[] }).received.some(
        (m) => m.data?.type === 'navigate',
      ),
    );
    const code =
      '<p id="merchant">Made by the merchant</p>' +
      '<script>window.steps = (window.steps || []).concat("first")</script>' +
      '<script>window.steps.push(document.getElementById("merchant") ? "second" : "no html yet")</script>';
    await sendToFrame(
      page,
      sectionEvent('update', [
        {
          name: 'custom-html',
          props: {
            code: { value: code },
            css: { value: '#merchant{color:rgb(1, 2, 3)}' },
            js: { value: 'window.steps.push("js block")' },
          },
        },
      ]),
      shopUrl,
    );
    await frame.waitForFunction(() => (window as unknown as { steps?: string[] }).steps?.length === 3);
    expect(await frame.evaluate(() => (window as unknown as { steps: string[] }).steps)).toEqual([
      'first',
      'second',
      'js block',
    ]);
    expect(await frame.locator('#merchant').evaluate((p) => getComputedStyle(p).color)).toBe('rgb(1, 2, 3)');
  });

  it('previews the starter theme, which has no header or footer yet, while browsing, until Close preview', async () => {
    const { page } = browser();
    const themeId = blankThemeId(DEFAULT_APPLICATION_ID);
    await page.goto(`${shopUrl}/?themeId=${themeId}`);
    await page.getByText('Add Header in Theme').waitFor();
    await page.getByText('Update Footer in Theme').waitFor();
    expect(await page.locator('header.header').count()).toBe(0);
    expect(await page.getByTestId('preview-bar').textContent()).toContain(`You're previewing: ${themeId}`);
    // The preview lasts on the next page the merchant opens.
    await page.goto(`${shopUrl}/brands/`);
    await page.getByText('Add Header in Theme').waitFor();
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Close preview' }).click();
    await page.locator('header.header').waitFor();
    expect(page.url()).toBe(`${shopUrl}/brands/`);
    expect(await page.getByTestId('preview-bar').count()).toBe(0);
    await page.goto(`${shopUrl}/`);
    expect(await page.getByText('Add Header in Theme').count()).toBe(0);
  });

  it('keeps a theme preview through in-app navigation', async () => {
    const { page } = browser();
    const themeId = defaultThemeId(DEFAULT_APPLICATION_ID);
    await page.goto(`${shopUrl}/?themeId=${themeId}`);
    await waitForHydration(page);
    await page.locator('header.header').getByRole('link', { name: 'Brands' }).first().click();
    await page.waitForURL(`${shopUrl}/brands/`);
    expect(await page.getByTestId('preview-bar').textContent()).toContain(themeId);
    await page.getByRole('button', { name: 'Close preview' }).click();
    await page.getByTestId('preview-bar').waitFor({ state: 'detached' });
  });

  it('shows a section page by its group; /sections alone goes home, an unknown group is not found', async () => {
    const { page } = browser();
    const response = await page.goto(`${shopUrl}/sections/summer-sale`);
    expect(response?.status()).toBe(200);
    expect(
      await page.locator(select.section).evaluateAll((s) => s.map((e) => e.getAttribute('data-section'))),
    ).toEqual(['hero-banner', 'product-grid', 'rich-text', 'rich-text']);
    await page.getByText('The summer sale').waitFor();
    // Its last section is for signed-in shoppers only (see accounts.test.ts): a visitor gets the one before.
    await page.getByText('Members get early access').waitFor();
    expect(await page.getByText('Your early access is on').count()).toBe(0);
    await page.goto(`${shopUrl}/sections`);
    expect(new URL(page.url()).pathname).toBe('/');
    expect((await page.goto(`${shopUrl}/sections/no-such-group`))?.status()).toBe(404);
  });

  it('shows the theme’s own pages under /c/, nested as deep as the path goes', async () => {
    const { page } = browser();
    await page.goto(`${shopUrl}/c/lookbook`);
    await waitForHydration(page);
    await page.getByText('Pick a season to see its looks.').waitFor();
    await page.getByTestId('lookbook').getByRole('link', { name: 'Summer' }).click();
    await page.waitForURL(`${shopUrl}/c/lookbook/summer`);
    await page.getByTestId('lookbook-season').getByText('The summer lookbook').waitFor();
    expect(await page.getByTestId('lookbook').count()).toBe(1);
    expect((await page.goto(`${shopUrl}/c/lookbook/summer`))?.status()).toBe(200);
    expect(await page.getByTestId('lookbook-season').textContent()).toContain('The summer lookbook');
    expect((await page.goto(`${shopUrl}/c/no-such-page`))?.status()).toBe(404);
  });

  it('lets the editor place sections on the product page template, live', async () => {
    const { page } = browser();
    await page.goto(`${shopUrl}/products/`);
    const [slug] = await cardSlugs(page);
    const product = `/product/${encodeURIComponent(slug)}?isEdit=true`;
    await page.route(`${shopUrl}/product-stand-in`, (route) =>
      route.fulfill({ contentType: 'text/html', body: editorStandIn(product) }),
    );
    await page.goto(`${shopUrl}/product-stand-in`);
    const frame = await previewFrame(page);
    await frame.waitForLoadState('load');
    await page.waitForFunction(() =>
      (window as unknown as { received: { data: { pageType?: string } }[] }).received.some(
        (m) => m.data?.pageType === 'product-description',
      ),
    );
    // The demo's product template has no sections of its own.
    expect(await frame.locator(select.section).count()).toBe(0);
    await sendToFrame(
      page,
      {
        ...sectionEvent('add', [{ name: 'rich-text', props: { heading: { value: 'Care guide' } } }], 0),
        page: 'product-description',
      },
      shopUrl,
    );
    await frame.locator('[data-template-page="product-description"] [data-section="rich-text"]').waitFor();
    await frame.getByText('Care guide').waitFor();
    expect(await frame.getByTestId('product-name').count()).toBe(1);
  });
});
