import { storedJson } from '@vitrine/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

type Doc = Record<string, unknown>;
const parse = (data: unknown) => storedJson<Doc>(data);

export interface EditedTheme {
  id: string;
  name: string;
  data: Doc;
}

export interface PageSummary {
  value: string;
  text: string;
  path: string;
}

export async function applicationName(db: Db, applicationId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('applications')
    .select('name')
    .where('id', '=', applicationId)
    .executeTakeFirst();
  return row?.name;
}

/** The theme the editor changes: the application's applied theme. */
export async function appliedThemeRow(db: Db, applicationId: string): Promise<EditedTheme | undefined> {
  const row = await db
    .selectFrom('themes')
    .select(['id', 'name', 'data'])
    .where('application_id', '=', applicationId)
    .where('is_applied', '=', true)
    .executeTakeFirst();
  return row && { id: row.id, name: row.name, data: parse(row.data) };
}

const summary = (value: string, data: Doc): PageSummary => ({
  value,
  text: typeof data.text === 'string' ? data.text : value,
  path: typeof data.path === 'string' ? data.path : '',
});

export async function pageSummaries(db: Db, themeId: string): Promise<PageSummary[]> {
  const rows = await db
    .selectFrom('theme_pages')
    .select(['value', sql<Doc>`jsonb_build_object('text', data->'text', 'path', data->'path')`.as('data')])
    .where('theme_id', '=', themeId)
    .orderBy('value')
    .execute();
  return rows.map((row) => summary(row.value, parse(row.data)));
}

export async function pageWithSections(db: Db, themeId: string, value: string) {
  const row = await db
    .selectFrom('theme_pages')
    .select('data')
    .where('theme_id', '=', themeId)
    .where('value', '=', value)
    .executeTakeFirst();
  if (!row) return undefined;
  const data = parse(row.data);
  return { ...summary(value, data), sections: Array.isArray(data.sections) ? data.sections : [] };
}

/** Replaces a page's sections and marks the theme changed, in one transaction. False when there is no such page. */
export async function savePageSections(
  db: Db,
  themeId: string,
  value: string,
  sections: unknown[],
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const page = await trx
      .updateTable('theme_pages')
      .set({
        data: sql`jsonb_set(data, '{sections}', ${JSON.stringify(sections)}::jsonb)`,
        updated_at: now,
      })
      .where('theme_id', '=', themeId)
      .where('value', '=', value)
      .executeTakeFirst();
    if (page.numUpdatedRows === 0n) return false;
    await trx.updateTable('themes').set({ updated_at: now }).where('id', '=', themeId).execute();
    return true;
  });
}

/** Changes the theme's stored body under a row lock, so two saves never interleave. */
export async function updateThemeData(
  db: Db,
  themeId: string,
  change: (data: Doc) => void,
  now: Date,
): Promise<Doc | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('themes')
      .select('data')
      .where('id', '=', themeId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return undefined;
    const data = parse(row.data);
    change(data);
    await trx
      .updateTable('themes')
      .set({ data: JSON.stringify(data), updated_at: now })
      .where('id', '=', themeId)
      .execute();
    return data;
  });
}
