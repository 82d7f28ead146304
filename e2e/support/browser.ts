import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

const CHROMIUM_PATH = '/usr/bin/chromium';
/** No network of Chromium's own (closed here), nothing that would disturb a page or a measure. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

declare global {
  interface Window {
    __layoutShift?: number;
    __layoutShiftSources?: string[];
  }
}

/**
 * Sums layout shifts not caused by the shopper's own input (the page's cumulative layout shift) and notes which
 * elements moved, so a failure can name them.
 */
function recordLayoutShifts() {
  window.__layoutShift = 0;
  window.__layoutShiftSources = [];
  type Shift = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources?: { node?: Node | null }[];
  };
  const describe = (node: Node | null | undefined): string => {
    if (!(node instanceof Element)) return node?.nodeName ?? 'unknown';
    const section = node.closest('[data-section]')?.getAttribute('data-section');
    const classes =
      node.className && typeof node.className === 'string' ? `.${node.className.split(/\s+/).join('.')}` : '';
    return `${node.tagName.toLowerCase()}${classes}${section ? ` in section ${section}` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Shift[]) {
      if (entry.hadRecentInput) continue;
      window.__layoutShift = (window.__layoutShift ?? 0) + entry.value;
      for (const source of entry.sources ?? []) {
        window.__layoutShiftSources?.push(`${entry.value.toFixed(4)} ${describe(source.node)}`);
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

export interface Browser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** `ignoreHTTPSErrors`: accept a test's self-signed certificate (the TLS proxy journey). */
export async function openBrowser(options: { ignoreHTTPSErrors?: boolean } = {}): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}: sudo apt-get update && sudo apt-get install -y chromium`,
    );
  }
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 900 },
    ignoreHTTPSErrors: options.ignoreHTTPSErrors,
  });
  context.setDefaultTimeout(20_000);
  await context.addInitScript(recordLayoutShifts);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

export interface LayoutShift {
  /** Cumulative layout shift: 0 when nothing moved. */
  value: number;
  /** The elements that moved, with the shift each time. */
  sources: string[];
}

/** Cumulative layout shift of the current document once the network has gone quiet. */
export async function layoutShiftAfterLoad(page: Page): Promise<LayoutShift> {
  await page.waitForLoadState('networkidle');
  // Two animation frames let the observer deliver the shifts of the last paint.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
  return page.evaluate(() => ({
    value: window.__layoutShift ?? 0,
    sources: window.__layoutShiftSources ?? [],
  }));
}
