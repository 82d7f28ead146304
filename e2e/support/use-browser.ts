import { afterAll, beforeAll } from 'vitest';
import { type Browser, openBrowser } from './browser';

/** One browser for a test file: opened before its tests, closed after. Call at the top of the file. */
export function useBrowser(options?: Parameters<typeof openBrowser>[0]): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await openBrowser(options);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is not open (useBrowser runs in beforeAll)');
    return browser;
  };
}
