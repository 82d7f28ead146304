import {
  ANALYTICS_CHANNEL,
  type AnalyticsEventName,
  type AnalyticsPageType,
  MAX_EVENTS_PER_BATCH,
} from '@vitrine/contract/analytics-events';

/** The queue's consumer looks for events every 300 ms, and stops after 5 looks that find none (spec). */
export const ANALYTICS_POLL_MS = 300;
export const ANALYTICS_MAX_POLLS = 5;

export type PropertyValue = string | number | boolean | null;
export interface AnalyticsEvent {
  event_name: AnalyticsEventName;
  page_type: AnalyticsPageType;
  channel: typeof ANALYTICS_CHANNEL;
  event_time: string;
  properties: Record<string, PropertyValue>;
}

const MONEY_KEY = /price|amount|value|total/;

/** Prices are tracked in whole units (spec): any money-like property is rounded. */
export function roundedPrices(properties: Record<string, PropertyValue>): Record<string, PropertyValue> {
  return Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [
      key,
      typeof value === 'number' && MONEY_KEY.test(key) ? Math.round(value) : value,
    ]),
  );
}

interface Timers {
  setTimeout: (run: () => void, ms: number) => unknown;
}

/**
 * Events wait in a queue; once one arrives the consumer polls every ANALYTICS_POLL_MS and sends what has
 * gathered (at most a batch), going quiet after ANALYTICS_MAX_POLLS polls that found nothing. A failed send is
 * dropped: analytics never retries into a shopper's bandwidth.
 */
export function analyticsQueue(
  send: (events: AnalyticsEvent[]) => Promise<unknown>,
  timers: Timers = globalThis,
) {
  const waiting: AnalyticsEvent[] = [];
  let polling = false;
  let emptyPolls = 0;
  const poll = () => {
    if (waiting.length > 0) {
      emptyPolls = 0;
      send(waiting.splice(0, MAX_EVENTS_PER_BATCH)).catch(() => {});
    } else {
      emptyPolls += 1;
    }
    polling = waiting.length > 0 || emptyPolls < ANALYTICS_MAX_POLLS;
    if (polling) timers.setTimeout(poll, ANALYTICS_POLL_MS);
  };
  return {
    track(
      name: AnalyticsEventName,
      pageType: AnalyticsPageType,
      properties: Record<string, PropertyValue> = {},
    ) {
      waiting.push({
        event_name: name,
        page_type: pageType,
        channel: ANALYTICS_CHANNEL,
        event_time: new Date().toISOString(),
        properties: roundedPrices(properties),
      });
      emptyPolls = 0;
      if (!polling) {
        polling = true;
        timers.setTimeout(poll, ANALYTICS_POLL_MS);
      }
    },
  };
}
