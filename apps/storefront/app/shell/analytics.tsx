import { useBrowserSdk } from '@vitrine/kit';
import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { themePageOf } from './theme-page';

type Tracker = ReturnType<typeof import('@vitrine/kit/analytics').startAnalytics>;

/**
 * Tells the analytics of each page shown. Its code loads as its own chunk once the page is up, so it costs the
 * first render nothing; visits made before it arrives are told when it does.
 */
export function Analytics({ signedIn }: { signedIn: boolean }) {
  const getSdk = useBrowserSdk();
  const location = useLocation();
  const themePage = themePageOf(useMatches().at(-1)).pageType;
  const tracker = useRef<Promise<Tracker>>(undefined);
  useEffect(() => {
    // Inside the theme editor's preview the merchant's clicks are not the shoppers'.
    if (window.parent !== window) return;
    tracker.current ??= import('@vitrine/kit/analytics').then(({ startAnalytics }) => startAnalytics(getSdk));
    const url = new URL(`${location.pathname}${location.search}`, window.location.origin);
    tracker.current.then((analytics) => analytics.visit({ url, themePage, signedIn })).catch(() => {});
  }, [getSdk, location.pathname, location.search, themePage, signedIn]);
  return null;
}
