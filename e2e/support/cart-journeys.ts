import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

// What the cart, checkout and shared-cart journeys share: the screens they run on and what they look for.

/** The smallest a control may be on a phone, in CSS pixels each way. */
const TAP_TARGET_PX = 44;

export const SCREENS = [
  { name: 'a 1280 × 800 desktop', width: 1280, height: 800 },
  { name: 'a 390 × 844 phone', width: 390, height: 844 },
  { name: 'a 360 × 740 phone', width: 360, height: 740 },
];

export const cartCount = (page: Page) => page.getByTestId('cart-count');

/** Waits until a locator's text is `text`. */
export const showsText = (locator: Locator, text: string) =>
  expect.poll(() => locator.textContent(), { timeout: 10_000 }).toBe(text);

/** The names of the analytics events the page sends to the shop, as they are sent. */
export function toldAnalytics(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/click-analytics/events') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { click_events?: { event_name: string }[] };
    for (const event of body.click_events ?? []) names.push(event.event_name);
  });
  return names;
}

/** Fingertip-sized, as on every phone screen of the shop: shown elements smaller than that, named. */
export function smallTapTargets(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements, min) => {
    return elements.flatMap((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || (box.width >= min - 0.5 && box.height >= min - 0.5)) return [];
      const name = element.getAttribute('aria-label') || element.textContent?.trim() || element.tagName;
      return [`${name}: ${Math.round(box.width)} × ${Math.round(box.height)}`];
    });
  }, TAP_TARGET_PX);
}
