import type { AnalyticsEventName } from '@vitrine/contract/analytics-events';
import { useBrowserSdk } from '@vitrine/kit';
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { themePageOf } from './theme-page';

type Tracker = ReturnType<typeof import('@vitrine/kit/analytics').startAnalytics>;
type Properties = Parameters<Tracker['track']>[1];

/** The page's one analytics queue, started by <Analytics> once the page is up (never inside the editor's frame). */
let tracker: Promise<Tracker> | undefined;

/**
 * Tells analytics of something the shopper did (added to cart, applied a coupon), through the same queue as the
 * page views. Nothing is told before analytics has started, nor inside the theme editor's preview.
 */
export function trackEvent(name: AnalyticsEventName, properties?: Properties): void {
  tracker?.then((analytics) => analytics.track(name, properties)).catch(() => {});
}

/**
 * Tells the analytics of each page shown. Its code loads as its own chunk once the page is up, so it costs the
 * first render nothing; visits made before it arrives are told when it does.
 */
export function Analytics({ signedIn }: { signedIn: boolean }) {
  const getSdk = useBrowserSdk();
  const location = useLocation();
  const themePage = themePageOf(useMatches().at(-1)).pageType;
  useEffect(() => {
    // Inside the theme editor's preview the merchant's clicks are not the shoppers'.
    if (window.parent !== window) return;
    tracker ??= import('@vitrine/kit/analytics').then(({ startAnalytics }) => startAnalytics(getSdk));
    const url = new URL(`${location.pathname}${location.search}`, window.location.origin);
    tracker.then((analytics) => analytics.visit({ url, themePage, signedIn })).catch(() => {});
  }, [getSdk, location.pathname, location.search, themePage, signedIn]);
  return null;
}
