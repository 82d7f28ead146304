import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { ShortLinkTable } from '../../db/schema';

export type ShortLinkRow = Selectable<ShortLinkTable>;

/** Stores a short link; undefined when its hash is already taken in this application. */
export async function insertShortLink(
  db: Db,
  link: Insertable<ShortLinkTable>,
): Promise<ShortLinkRow | undefined> {
  return db
    .insertInto('short_links')
    .values(link)
    .onConflict((oc) => oc.columns(['application_id', 'hash']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function findShortLink(db: Db, applicationId: string, hash: string) {
  return db
    .selectFrom('short_links')
    .selectAll()
    .where('application_id', '=', applicationId)
    .where('hash', '=', hash)
    .executeTakeFirst();
}

/** Counts one opening of the link, in one statement so parallel openings all count. */
export async function countOpening(db: Db, id: string): Promise<ShortLinkRow | undefined> {
  return db
    .updateTable('short_links')
    .set((eb) => ({ opened_count: eb('opened_count', '+', 1) }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
