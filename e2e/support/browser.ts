import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
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
  }
}

/** Sums layout shifts not caused by the shopper's own input: the page's cumulative layout shift. */
function recordLayoutShifts() {
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!entry.hadRecentInput) window.__layoutShift = (window.__layoutShift ?? 0) + entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

export interface Browser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

export async function openBrowser(): Promise<Browser> {
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

/** Cumulative layout shift of the current document once the network has gone quiet. */
export async function layoutShiftAfterLoad(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle');
  // Two animation frames let the observer deliver the shifts of the last paint.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
  return page.evaluate(() => window.__layoutShift ?? 0);
}
