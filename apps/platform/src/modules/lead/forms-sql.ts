import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

export type CustomFormRow = Selectable<Database['custom_forms']>;

export function findForm(db: Db, applicationId: string, slug: string): Promise<CustomFormRow | undefined> {
  return db
    .selectFrom('custom_forms')
    .selectAll()
    .where('application_id', '=', applicationId)
    .where('slug', '=', slug)
    .executeTakeFirst();
}

export function formTitles(db: Db, applicationId: string): Promise<Map<string, string>> {
  return db
    .selectFrom('custom_forms')
    .select(['slug', 'definition'])
    .where('application_id', '=', applicationId)
    .execute()
    .then((rows) => new Map(rows.map((row) => [row.slug, String(row.definition.title ?? row.slug)])));
}
