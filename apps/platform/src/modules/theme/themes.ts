import { storedJson } from '@vitrine/contract';
import type { Db } from '../../db/database';

type Doc = Record<string, unknown>;
const parse = (data: unknown) => storedJson<Doc>(data);

/** The stored ThemesSchema body, with the live applied flag and last change time. */
function themeBody(row: { id: string; is_applied: boolean; data: unknown; updated_at: Date }): Doc {
  return {
    ...parse(row.data),
    _id: row.id,
    applied: row.is_applied,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export async function appliedTheme(db: Db, applicationId: string): Promise<Doc | undefined> {
  const row = await db
    .selectFrom('themes')
    .select(['id', 'is_applied', 'data', 'updated_at'])
    .where('application_id', '=', applicationId)
    .where('is_applied', '=', true)
    .executeTakeFirst();
  return row && themeBody(row);
}

/** A theme of this application by id (any other application's theme is not found). */
export async function findTheme(db: Db, applicationId: string, themeId: string): Promise<Doc | undefined> {
  const row = await db
    .selectFrom('themes')
    .select(['id', 'is_applied', 'data', 'updated_at'])
    .where('application_id', '=', applicationId)
    .where('id', '=', themeId)
    .executeTakeFirst();
  return row && themeBody(row);
}

export async function themePages(db: Db, themeId: string): Promise<Doc[]> {
  const rows = await db
    .selectFrom('theme_pages')
    .select(['value', 'data'])
    .where('theme_id', '=', themeId)
    .orderBy('value')
    .execute();
  return rows.map((row) => ({ ...parse(row.data), value: row.value, theme: themeId }));
}

export async function themePage(db: Db, themeId: string, value: string): Promise<Doc | undefined> {
  const row = await db
    .selectFrom('theme_pages')
    .select(['value', 'data'])
    .where('theme_id', '=', themeId)
    .where('value', '=', value)
    .executeTakeFirst();
  return row && { ...parse(row.data), value: row.value, theme: themeId };
}
