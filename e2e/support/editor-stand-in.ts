import type { Frame, Page } from 'playwright-core';

/**
 * A stand-in for the theme editor: a page that frames the shop, records what the frame posts to it, and posts
 * messages into the frame (`window.send`). Served by the test at the shop's origin or at another one.
 */
export const editorStandIn = (frameSrc: string, width = 1200) => `<!doctype html><html><body style="margin:0">
<iframe id="preview" src="${frameSrc}" style="width:${width}px;height:900px;border:0"></iframe>
<script>
  window.received = [];
  addEventListener('message', (event) => window.received.push({ origin: event.origin, data: event.data }));
  window.send = (message, origin) => document.getElementById('preview').contentWindow.postMessage(message, origin);
</script></body></html>`;

export async function previewFrame(page: Page): Promise<Frame> {
  const handle = await page.waitForSelector('#preview');
  const frame = await handle.contentFrame();
  if (!frame) throw new Error('The preview frame has no document');
  return frame;
}

export async function sendToFrame(page: Page, message: unknown, targetOrigin: string): Promise<void> {
  await page.evaluate(
    ([data, origin]) => (window as unknown as { send: (m: unknown, o: string) => void }).send(data, origin),
    [message, targetOrigin] as const,
  );
}

export const sectionEvent = (event: string, sections: unknown[], index?: number) => ({
  source: 'vitrine-editor',
  type: 'section-event',
  event,
  page: 'home',
  sections,
  index,
});

/**
 * The `data-section` names a document shows, in order, once it has arrived whole: streamed sections wait in a
 * hidden container until React moves them into place.
 */
export async function sectionNames(frame: Frame): Promise<(string | null)[]> {
  await frame.waitForLoadState('load');
  await frame.waitForFunction(() => !document.querySelector('[hidden] [data-section]'));
  return frame
    .locator('[data-section]')
    .evaluateAll((roots) => roots.map((root) => root.getAttribute('data-section')));
}
