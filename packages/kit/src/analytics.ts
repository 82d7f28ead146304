import type { AnalyticsEventName } from '@vitrine/contract/analytics-events';
import type { ApplicationClient } from '@vitrine/sdk';
import { analyticsPageType, listingChanges } from './analytics-pages';
import { type AnalyticsEvent, analyticsQueue, type PropertyValue } from './analytics-queue';

interface Visit {
  url: URL;
  themePage: string;
  signedIn: boolean;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * The storefront's analytics (loaded as its own chunk after the page): every visit is a screen view; a change
 * of search, sort or filters on the same listing, and signing in, up or out, are events of their own; what the
 * shopper does (add to cart, apply a coupon) is told through `track`. Events go to the platform
 * (saveClickEvent) and, when the shop runs Google Tag Manager, to its data layer.
 */
export function startAnalytics(getSdk: () => Promise<ApplicationClient>) {
  const send = async (events: AnalyticsEvent[]) => {
    if (Array.isArray(window.dataLayer))
      for (const event of events) window.dataLayer.push({ event: event.event_name, ...event });
    const sdk = await getSdk();
    return sdk.webhook.saveClickEvent({ body: { click_events: events } });
  };
  const queue = analyticsQueue(send);
  let last: Visit | undefined;
  let registering = false;
  return {
    /** One visit: the page shown, and whether a shopper is signed in as it shows. */
    visit(visit: Visit) {
      const pageType = analyticsPageType(visit.themePage);
      const before = last;
      last = visit;
      if (visit.url.pathname.startsWith('/auth/register')) registering = true;
      // A page kept for every visitor learns who is signed in after it loads: only a change that follows an
      // account page is a sign-in, and only one that follows a navigation a sign-out.
      if (before && !before.signedIn && visit.signedIn && before.url.pathname.startsWith('/auth/')) {
        queue.track(registering ? 'sign_up' : 'login', pageType);
        registering = false;
      }
      if (before?.signedIn && !visit.signedIn && before.url.href !== visit.url.href)
        queue.track('logout', pageType);
      if (before && before.url.pathname === visit.url.pathname && before.url.search !== visit.url.search) {
        for (const name of listingChanges(before.url.searchParams, visit.url.searchParams)) {
          queue.track(name, pageType, name === 'search' ? { query: visit.url.searchParams.get('q') } : {});
        }
        return;
      }
      if (before?.url.href !== visit.url.href)
        queue.track('screen_view', pageType, { path: visit.url.pathname });
    },
    /** Something the shopper did on the page shown last. */
    track(name: AnalyticsEventName, properties: Record<string, PropertyValue> = {}) {
      queue.track(name, analyticsPageType(last?.themePage ?? ''), properties);
    },
  };
}
