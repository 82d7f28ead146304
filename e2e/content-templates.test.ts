import { describe, expect, inject, it } from 'vitest';
import { editorStandIn, previewFrame, sectionEvent, sendToFrame } from './support/editor-stand-in';
import { useBrowser } from './support/use-browser';

const shopUrl = inject('shopUrl');
const browser = useBrowser();

describe('content pages in the theme editor', () => {
  it('shows a section the editor adds to the FAQ template live, under the questions', async () => {
    const { page } = browser();
    await page.route(`${shopUrl}/faq-stand-in`, (route) =>
      route.fulfill({ contentType: 'text/html', body: editorStandIn('/faq/?isEdit=true') }),
    );
    await page.goto(`${shopUrl}/faq-stand-in`);
    const frame = await previewFrame(page);
    await frame.waitForLoadState('load');
    await page.waitForFunction(() =>
      (window as unknown as { received: { data: { pageType?: string } }[] }).received.some(
        (m) => m.data?.pageType === 'faq',
      ),
    );
    // The demo's FAQ template holds a help note, not the questions again.
    await frame.locator('[data-template-page="faq"] [data-section="rich-text"]').waitFor();
    await sendToFrame(
      page,
      {
        // The editor sends the template's whole list: the help note, then the section it added.
        ...sectionEvent(
          'add',
          [
            { name: 'rich-text', props: { heading: { value: 'Still need help?' } } },
            { name: 'newsletter', props: { title: { value: 'Tips in your inbox' } } },
          ],
          1,
        ),
        page: 'faq',
      },
      shopUrl,
    );
    await frame.locator('[data-template-page="faq"] [data-section="newsletter"]').waitFor();
    await frame.getByText('Tips in your inbox').waitFor();
    expect(await frame.getByTestId('faq-page').count()).toBe(1);
    expect(await frame.locator('[data-section="faq"]').count()).toBe(0);
  });
});
