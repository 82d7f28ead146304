import { type ClickEventInput, MAX_EVENTS_PER_BATCH } from '@vitrine/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export async function saveClickEvents(db: Db, applicationId: string, events: readonly ClickEventInput[]) {
  if (events.length === 0 || events.length > MAX_EVENTS_PER_BATCH) throw new Error('Batch out of bounds');
  await db
    .insertInto('click_events')
    .values(
      events.map((event) => ({
        application_id: applicationId,
        event_name: event.event_name,
        page_type: event.page_type,
        channel: event.channel,
        properties: JSON.stringify({
          ...event.properties,
          ...(event.event_time ? { event_time: event.event_time } : {}),
        }),
      })),
    )
    .execute();
}

export interface DailyCount {
  day: string;
  event_name: string;
  count: number;
}

/** Events per name per day (UTC), newest day first, over the last `days` days. */
export async function dailyEventCounts(db: Db, applicationId: string, days: number): Promise<DailyCount[]> {
  const since = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  const rows = await db
    .selectFrom('click_events')
    .select([
      sql<string>`to_char(received_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`.as('day'),
      'event_name',
      sql<string>`count(*)`.as('count'),
    ])
    .where('application_id', '=', applicationId)
    .where('received_at', '>=', since)
    .groupBy(['day', 'event_name'])
    .orderBy('day', 'desc')
    .orderBy('event_name')
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}
