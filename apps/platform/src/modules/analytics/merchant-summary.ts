import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Services } from '../../http/context';
import { parseOrThrow } from '../../http/route';
import { requireSession } from '../editor/guards';
import type { EditorSessions } from '../editor/session';
import { dailyEventCounts } from './click-events-sql';

const SummaryQuery = z.strictObject({
  days: z.coerce
    .number({ error: 'days must be a whole number from 1 to 90' })
    .int('days must be a whole number from 1 to 90')
    .min(1, 'days must be a whole number from 1 to 90')
    .max(90, 'days must be a whole number from 1 to 90')
    .optional(),
});

/** GET /editor/api/analytics?days=30: the shop's events per name per day, for the signed-in merchant only. */
export function merchantAnalytics(services: Services, sessions: EditorSessions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireSession(sessions));
  app.get('/', async (c) => {
    const { days = 30 } = parseOrThrow(SummaryQuery, c.req.query(), 'query');
    const counts = await dailyEventCounts(services.db, services.config.applicationId, days);
    return c.json({ days, counts }, 200, { 'cache-control': 'private, no-store' });
  });
  return app;
}
