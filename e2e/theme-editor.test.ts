import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { select } from './support/shop';
import { useBrowser } from './support/use-browser';

const shopUrl = inject('shopUrl');
/** The editor is served by the platform: the shop's own origin in one process (E2E_EDITOR_URL when apart). */
const editorUrl = (process.env.E2E_EDITOR_URL ?? shopUrl).replace(/\/+$/, '');
const editorToken = inject('editorToken');
const browser = useBrowser();

const EDITED_TITLE = 'Edited live in the theme editor';
const ADDED_HEADING = 'Added by the theme editor journey';
/** The storefront keeps theme data for up to 10 s. */
const LIVE_SHOP_DEADLINE_MS = 15_000;
/** Generous: the frame asks the server to render the edited sections. */
const PREVIEW = { timeout: 10_000 };
const STRANGER_HEADING = 'Posted by a stranger';

/**
 * A page on another origin, framed inside the editor, that posts editor messages into the preview (the
 * editor's first frame) and a made-up navigation to the editor itself.
 */
const strangerPage = () => {
  const toPreview = [
    {
      source: 'vitrine-editor',
      type: 'section-event',
      event: 'update',
      page: 'home',
      sections: [{ name: 'rich-text', props: { heading: { value: STRANGER_HEADING } } }],
    },
    { source: 'vitrine-editor', type: 'config', globals: { primary_color: '#ff0000' } },
    { source: 'vitrine-editor', type: 'font', family: 'Courier' },
  ];
  const toEditor = {
    source: 'vitrine-storefront',
    type: 'navigate',
    path: '/faq',
    pageType: 'faq',
    pageSlug: null,
  };
  return `<!doctype html><script>
for (const message of ${JSON.stringify(toPreview)}) parent.frames[0].postMessage(message, '*');
parent.postMessage(${JSON.stringify(toEditor)}, '*');
</script>`;
};

const editorSections = (page: Page) => page.locator('[data-testid="editor-section"]');

async function editorNames(page: Page): Promise<string[]> {
  return editorSections(page).evaluateAll((items) =>
    items.map((item) => item.getAttribute('data-section-name') ?? ''),
  );
}

async function previewFrame(page: Page): Promise<Frame> {
  const frame = await (
    await page.locator('iframe[title="Storefront preview"]').elementHandle()
  )?.contentFrame();
  if (!frame) throw new Error('The storefront preview frame has no document');
  return frame;
}

async function sectionNames(frame: Frame): Promise<string[]> {
  return frame
    .locator(select.section)
    .evaluateAll((roots) => roots.map((root) => root.getAttribute('data-section') ?? ''));
}

/** The shopper sees the first sections at once and the rest as they scroll: what is shown must lead the list. */
const leads = (shown: string[], all: string[]) =>
  shown.length >= 4 && shown.every((name, i) => all[i] === name);

/** The home page's sections as the database holds them. */
function storedNames(editor: Page): Promise<string[]> {
  return editor.evaluate(() =>
    fetch('/editor/api/pages/home')
      .then((r) => r.json())
      .then((page: { sections: { name: string }[] }) => page.sections.map((s) => s.name)),
  );
}

async function shopperSees(shopper: Page): Promise<string[]> {
  await shopper.reload();
  return sectionNames(shopper.mainFrame());
}

interface StoredPage {
  sections: unknown[];
}

describe('the theme editor', () => {
  let editor: Page;
  let shopper: Page;
  let stored: StoredPage;
  let original: string[];
  let stranger: http.Server;
  let strangerUrl: string;

  beforeAll(async () => {
    stranger = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(strangerPage());
    });
    await new Promise<void>((resolve) => stranger.listen(0, '127.0.0.1', resolve));
    strangerUrl = `http://127.0.0.1:${(stranger.address() as AddressInfo).port}`;

    editor = browser().page;
    shopper = await browser().context.newPage();
    await editor.goto(`${editorUrl}/editor/`);
    await editor.getByLabel('Editor token').fill(editorToken);
    await editor.getByRole('button', { name: 'Sign in' }).click();
    await editorSections(editor).first().waitFor();
    stored = await editor.evaluate(() => fetch('/editor/api/pages/home').then((r) => r.json()));
    original = await editorNames(editor);
    const frame = await previewFrame(editor);
    await vi.waitFor(async () => expect(await sectionNames(frame)).toEqual(original), { timeout: 20_000 });
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => {
      stranger.close(() => resolve());
      // The browser keeps its connections open; close() alone waits for them to time out.
      stranger.closeAllConnections();
    });
    if (!stored) return;
    // Later journeys expect the demo home page: put it back and wait until the shop serves it again.
    const status = await editor.evaluate(
      (sections) =>
        fetch('/editor/api/pages/home', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ sections }),
        }).then((r) => r.status),
      stored.sections,
    );
    expect(status).toBe(200);
    await vi.waitFor(async () => expect(leads(await shopperSees(shopper), original)).toBe(true), {
      timeout: LIVE_SHOP_DEADLINE_MS,
      interval: 1_000,
    });
    await shopper.close();
  });

  it('opens on the home page with nothing to save', async () => {
    expect(original.length).toBeGreaterThanOrEqual(8);
    await expect.poll(() => editor.getByRole('status').textContent()).toBe('All changes saved');
    expect(await editor.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
  });

  it('reorders by drag and drop, and the preview follows without a reload', async () => {
    const frame = await previewFrame(editor);
    await frame.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await editorSections(editor).nth(1).dragTo(editorSections(editor).nth(0));
    const expected = [original[1], original[0], ...original.slice(2)];
    expect(await editorNames(editor)).toEqual(expected);
    await expect.poll(() => sectionNames(frame), PREVIEW).toEqual(expected);
    expect(await frame.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    expect(await editor.getByRole('status').textContent()).toBe('Unsaved changes');
  });

  it('edits a section’s text and shows it in the preview', async () => {
    await editor.locator('[data-section-name="hero-banner"] .section-item__select').click();
    await editor.getByLabel('Title', { exact: true }).fill(EDITED_TITLE);
    const frame = await previewFrame(editor);
    await frame.locator('[data-section="hero-banner"]').getByText(EDITED_TITLE).waitFor();
  });

  it('picks a collection from the shop’s own, narrowing as the merchant types', async () => {
    await editor.locator('[data-section-name="product-carousel"] .section-item__select').click();
    const field = editor.getByLabel('Collection', { exact: true });
    const choices = editor.locator('datalist[data-testid="collection-choices"] option');
    await field.fill('summ');
    await vi.waitFor(async () =>
      expect(await choices.evaluateAll((o) => o.map((e) => e.getAttribute('value')))).toEqual([
        'summer-edit',
      ]),
    );
    await field.fill('summer-edit');
    const frame = await previewFrame(editor);
    await frame
      .locator('[data-section="product-carousel"] [data-testid="product-card"]')
      .first()
      .waitFor(PREVIEW);
  });

  it('adds a section and removes one, live', async () => {
    const frame = await previewFrame(editor);
    await editor.getByRole('button', { name: 'Add section' }).click();
    await editor
      .getByRole('list', { name: 'Sections to add' })
      .getByRole('button', { name: 'Rich text' })
      .click();
    const withAdded = await editorNames(editor);
    expect(withAdded.at(-1)).toBe('rich-text');
    expect(withAdded.length).toBe(original.length + 1);
    await editor.getByLabel('Heading', { exact: true }).fill(ADDED_HEADING);
    await expect.poll(() => sectionNames(frame), PREVIEW).toEqual(withAdded);
    await frame.locator('[data-section="rich-text"]').getByText(ADDED_HEADING).waitFor();

    const removed = 'brand-grid';
    expect(withAdded).toContain(removed);
    await editor.locator(`[data-section-name="${removed}"]`).getByRole('button', { name: 'Remove' }).click();
    const withoutRemoved = withAdded.filter((name) => name !== removed);
    expect(await editorNames(editor)).toEqual(withoutRemoved);
    await expect.poll(() => sectionNames(frame), PREVIEW).toEqual(withoutRemoved);
  });

  it('changes colours live without saving them', async () => {
    const frame = await previewFrame(editor);
    const primary = () =>
      frame.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
      );
    await editor.getByRole('tab', { name: 'Theme' }).click();
    await editor.getByLabel('Primary colour').fill('#123456');
    await expect.poll(primary, PREVIEW).toBe('#123456');
    // Put it back so only the page's sections are saved below.
    const saved = await editor.evaluate(() =>
      fetch('/editor/api/theme')
        .then((r) => r.json())
        .then((theme: { globals: { primary_color?: string } }) => theme.globals.primary_color ?? ''),
    );
    await editor.getByLabel('Primary colour').fill(saved.toLowerCase());
    await editor.getByRole('tab', { name: 'Section' }).click();
  });

  it('keeps unsaved changes out of the live shop', async () => {
    // The stored page, read past the storefront's theme cache, is untouched too.
    expect(await storedNames(editor)).toEqual(original);
    await shopper.goto(`${shopUrl}/`);
    const shown = await sectionNames(shopper.mainFrame());
    expect(leads(shown, original)).toBe(true);
    expect(await shopper.getByText(EDITED_TITLE).count()).toBe(0);
  });

  it('saves, and the live shop serves the new page', async () => {
    const edited = await editorNames(editor);
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => editor.getByRole('status').textContent()).toBe('All changes saved');
    expect(await editor.getByRole('alert').count()).toBe(0);

    expect(await storedNames(editor)).toEqual(edited);
    await expect
      .poll(async () => leads(await shopperSees(shopper), edited), {
        timeout: LIVE_SHOP_DEADLINE_MS,
        interval: 1_000,
      })
      .toBe(true);
    await shopper.getByText(EDITED_TITLE).first().waitFor();
  });

  it('ignores messages from another origin, in the preview and in the editor', async () => {
    // The preview has followed every edit above, so it is listening to the editor now.
    const frame = await previewFrame(editor);
    const shown = await sectionNames(frame);
    const listed = await editorNames(editor);
    const primary = () =>
      frame.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
      );
    const primaryBefore = await primary();
    const countMessages = () => {
      const w = window as unknown as { heard: number };
      w.heard = 0;
      addEventListener('message', () => w.heard++);
    };
    await frame.evaluate(countMessages);
    await editor.evaluate(countMessages);
    await frame.evaluate((names) => {
      const w = window as unknown as { changed: boolean };
      w.changed = false;
      // Any moment the frame shows another list of sections counts, even if it changed back later.
      new MutationObserver(() => {
        const now = [...document.querySelectorAll('[data-section]')].map((s) =>
          s.getAttribute('data-section'),
        );
        if (now.join() !== names) w.changed = true;
      }).observe(document.body, { childList: true, subtree: true });
    }, shown.join());
    const heard = (count: number) => (window as unknown as { heard: number }).heard >= count;

    await editor.evaluate((url) => {
      const framed = document.createElement('iframe');
      framed.src = url;
      framed.hidden = true;
      document.body.append(framed);
    }, strangerUrl);
    await frame.waitForFunction(heard, 3);
    await editor.waitForFunction(heard, 1);
    // An accepted message shows within a few hundred milliseconds; a quiet second shows none was.
    await editor.waitForTimeout(1_000);

    expect(await frame.evaluate(() => (window as unknown as { changed: boolean }).changed)).toBe(false);
    expect(await sectionNames(frame)).toEqual(shown);
    expect(await frame.getByText(STRANGER_HEADING).count()).toBe(0);
    expect(await primary()).toBe(primaryBefore);
    expect(await editor.getByLabel('Page', { exact: true }).inputValue()).toBe('home');
    expect(await editorNames(editor)).toEqual(listed);
  });
});
