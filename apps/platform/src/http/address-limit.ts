import type { Context } from 'hono';
import type { AppEnv, Services } from './context';
import { HttpError } from './errors';
import type { LimitRule } from './rate-limit';
import { clientAddress } from './request';

/**
 * Counts one more of `rule` from the caller's address (the shopper's, through the storefront), or refuses with
 * 429. Reserved atomically, so parallel requests cannot all slip under the limit.
 */
export function limitByAddress(services: Pick<Services, 'limits' | 'config'>, rule: LimitRule) {
  return async (c: Context<AppEnv>): Promise<void> => {
    // Calls without a socket (handed to app.fetch with no bindings) share one allowance.
    const address = clientAddress(c, services.config.trustProxy) ?? 'unknown';
    const { allowed, waitMs } = await services.limits.reserve(rule, `${c.get('application').id}:${address}`);
    if (!allowed) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new HttpError(429, `Too many requests from your address; try again in ${seconds} seconds`, {
        retry_after: seconds,
      });
    }
  };
}
