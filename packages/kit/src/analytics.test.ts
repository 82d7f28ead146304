import type { ApplicationClient } from '@vitrine/sdk';
import { describe, expect, it, vi } from 'vitest';
import { startAnalytics } from './analytics';
import { analyticsPageType, listingChanges } from './analytics-pages';
import {
  ANALYTICS_MAX_POLLS,
  ANALYTICS_POLL_MS,
  type AnalyticsEvent,
  analyticsQueue,
  roundedPrices,
} from './analytics-queue';

/** Timers the test moves by hand: each pending callback with when it is due. */
function manualTimers() {
  let now = 0;
  const pending: { at: number; run: () => void }[] = [];
  return {
    setTimeout: (run: () => void, ms: number) => pending.push({ at: now + ms, run }),
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        pending.sort((a, b) => a.at - b.at);
        const next = pending[0];
        if (!next || next.at > until) break;
        pending.shift();
        now = next.at;
        next.run();
      }
      now = until;
    },
    get pending() {
      return pending.length;
    },
  };
}

describe('analytics queue', () => {
  it('sends queued events on the next 300 ms poll, channel web, prices rounded', () => {
    const timers = manualTimers();
    const sent: AnalyticsEvent[][] = [];
    const queue = analyticsQueue(async (events) => sent.push(events), timers);
    queue.track('search', 'search', { query: 'tee', price: 499.6, count: 2.5 });
    queue.track('sort', 'product_listing');
    timers.advance(ANALYTICS_POLL_MS - 1);
    expect(sent).toHaveLength(0);
    timers.advance(1);
    expect(sent).toHaveLength(1);
    expect(sent[0].map((event) => [event.event_name, event.page_type, event.channel])).toEqual([
      ['search', 'search', 'web'],
      ['sort', 'product_listing', 'web'],
    ]);
    expect(sent[0][0].properties).toEqual({ query: 'tee', price: 500, count: 2.5 });
  });

  it('stops polling after 5 polls that find nothing, and starts again with the next event', () => {
    const timers = manualTimers();
    const sent: AnalyticsEvent[][] = [];
    const queue = analyticsQueue(async (events) => sent.push(events), timers);
    queue.track('screen_view', 'home');
    timers.advance(ANALYTICS_POLL_MS * (1 + ANALYTICS_MAX_POLLS));
    expect(timers.pending).toBe(0);
    queue.track('screen_view', 'brands');
    expect(timers.pending).toBe(1);
    timers.advance(ANALYTICS_POLL_MS);
    expect(sent.map((batch) => batch[0].page_type)).toEqual(['home', 'brands']);
  });

  it('rounds money-like properties only', () => {
    expect(roundedPrices({ price_effective: 10.5, total: 99.4, quantity: 1.5, name: 'x' })).toEqual({
      price_effective: 11,
      total: 99,
      quantity: 1.5,
      name: 'x',
    });
  });
});

describe('analytics pages', () => {
  it('names theme pages with the spec’s page types', () => {
    expect(analyticsPageType('product-description')).toBe('product_detail');
    expect(analyticsPageType('product-listing')).toBe('product_listing');
    expect(analyticsPageType('privacy-policy')).toBe('policy');
    expect(analyticsPageType('login')).toBe('other');
  });

  it('tells a search, a sort and a filter apart on the same listing', () => {
    const q = (text: string) => new URLSearchParams(text);
    expect(listingChanges(q(''), q('q=tee'))).toEqual(['search']);
    expect(listingChanges(q('q=tee'), q('q=tee&sort_on=price_asc'))).toEqual(['sort']);
    expect(listingChanges(q('sort_on=price_asc'), q('sort_on=price_asc&brand=acme'))).toEqual(['filter']);
    expect(listingChanges(q('brand=acme'), q('brand=acme&page_no=2'))).toEqual([]);
  });
});

describe('analytics of what the shopper does', () => {
  it('sends a tracked event through the same queue, named with the page shown last', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', {});
    try {
      const sent: AnalyticsEvent[][] = [];
      const sdk = {
        webhook: {
          saveClickEvent: async ({ body }: { body: { click_events: AnalyticsEvent[] } }) =>
            sent.push(body.click_events),
        },
      } as unknown as ApplicationClient;
      const analytics = startAnalytics(async () => sdk);
      analytics.visit({
        url: new URL('https://shop.test/cart/bag/'),
        themePage: 'cart-landing',
        signedIn: false,
      });
      analytics.track('coupon_applied', { coupon_code: 'FLAT200', value: 199.6 });
      await vi.advanceTimersByTimeAsync(ANALYTICS_POLL_MS);
      expect(sent.flat().map((event) => [event.event_name, event.page_type])).toEqual([
        ['screen_view', 'cart'],
        ['coupon_applied', 'cart'],
      ]);
      expect(sent.flat()[1].properties).toEqual({ coupon_code: 'FLAT200', value: 200 });
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });
});
