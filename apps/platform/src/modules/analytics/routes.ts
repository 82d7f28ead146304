import { api as contract } from '@vitrine/contract';
import type { Services } from '../../http/context';
import { HttpError } from '../../http/errors';
import type { LimitRule } from '../../http/rate-limit';
import { clientAddress } from '../../http/request';
import type { On } from '../../http/route';
import { saveClickEvents } from './click-events-sql';

/** One browser sends a batch every few seconds at most; far more from one address is a script filling the table. */
export const CLICK_EVENTS_PER_ADDRESS: LimitRule = { name: 'analytics:address', max: 60, windowMs: 60_000 };

/** The storefront's click events, stored for the merchant's summary; limited per client address. */
export function registerAnalytics(on: On, services: Services): void {
  const { db, config, limits } = services;
  on(contract.webhook.saveClickEvent, async ({ body }, c) => {
    const application = c.get('application');
    // Calls handed over in-process without an address share one allowance: the storefront's own server.
    const address = clientAddress(c, config.trustProxy) ?? 'in-process';
    const reservation = await limits.reserve(CLICK_EVENTS_PER_ADDRESS, `${application.id}:${address}`);
    if (!reservation.allowed) {
      const seconds = Math.ceil(reservation.waitMs / 1000);
      c.header('retry-after', String(seconds));
      throw new HttpError(429, `Too many analytics events. Try again in ${seconds} seconds.`);
    }
    await saveClickEvents(db, application.id, body.click_events);
    return { success: true, message: 'Events saved', saved: body.click_events.length };
  });
}
