import type { Db } from '../../db/database';

/** One cursor page of the shopper's ledger, newest first: entries older than `before` (an entry id). */
export async function entriesPage(
  db: Db,
  shopper: { applicationId: string; userId: string },
  page: { before?: string; size: number },
) {
  let query = db
    .selectFrom('reward_entries')
    .selectAll()
    .where('application_id', '=', shopper.applicationId)
    .where('user_id', '=', shopper.userId);
  if (page.before) query = query.where('id', '<', page.before);
  const rows = await query
    .orderBy('id', 'desc')
    .limit(page.size + 1)
    .execute();
  return { entries: rows.slice(0, page.size), hasNext: rows.length > page.size };
}
