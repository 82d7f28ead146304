import { storedJson } from '@vitrine/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export type Doc = Record<string, unknown>;

const parse = (data: unknown) => storedJson<Doc>(data);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export interface DocQuery {
  /** Documents carrying any of these tags. */
  tags?: string[];
  /** Words in the title or summary. */
  search?: string;
  limit?: number;
  offset?: number;
}

/** Published content documents of one kind, in position order, with the total before paging. */
export async function listDocs(db: Db, applicationId: string, kind: string, options: DocQuery = {}) {
  let query = db
    .selectFrom('content')
    .where('application_id', '=', applicationId)
    .where('kind', '=', kind)
    .where('published', '=', true);
  if (options.tags?.length)
    query = query.where('tags', '&&', sql<string[]>`${sql.val(options.tags)}::text[]`);
  const search = options.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`data->>'title'`, 'ilike', pattern),
        eb(sql<string>`data->>'summary'`, 'ilike', pattern),
      ]),
    );
  }
  const unpaged = options.limit === undefined;
  const [rows, total] = await Promise.all([
    query
      .select(['data'])
      .orderBy('position')
      .orderBy('slug')
      .$if(!unpaged, (q) => q.limit(options.limit ?? 0).offset(options.offset ?? 0))
      .execute(),
    unpaged
      ? Promise.resolve(undefined)
      : query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const items = rows.map((row) => parse(row.data));
  return { items, total: total === undefined ? items.length : Number(total.total) };
}

export async function findDoc(
  db: Db,
  applicationId: string,
  kind: string,
  slug: string,
): Promise<Doc | undefined> {
  const row = await db
    .selectFrom('content')
    .select('data')
    .where('application_id', '=', applicationId)
    .where('kind', '=', kind)
    .where('slug', '=', slug)
    .where('published', '=', true)
    .executeTakeFirst();
  return row && parse(row.data);
}

/** Every tag used by published documents of a kind, alphabetically (the blog filter list). */
export async function docTags(db: Db, applicationId: string, kind: string): Promise<string[]> {
  const rows = await db
    .selectFrom('content')
    .select(sql<string>`unnest(tags)`.as('tag'))
    .where('application_id', '=', applicationId)
    .where('kind', '=', kind)
    .where('published', '=', true)
    .execute();
  return [...new Set(rows.map((row) => row.tag))].sort();
}

export function numberPage(pageNo: number, pageSize: number, total: number) {
  return {
    type: 'number' as const,
    current: pageNo,
    size: pageSize,
    item_total: total,
    has_next: pageNo * pageSize < total,
    has_previous: pageNo > 1,
  };
}
