import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import { type SellerInfo, stockStatusItem } from './product-offers';
import { taxonomyOf } from './taxonomy';

interface Changed {
  changed_at: string;
  size_id: number;
  store_uid: number;
  product_uid: number;
  size: string;
  quantity: number;
  price_marked: number;
  price_effective: number;
  seller_identifier: string;
}

type Cursor = [changedAt: string, sizeId: number, storeUid: number];

const cursorText = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

function readCursor(pageId: string): Cursor {
  try {
    const cursor = JSON.parse(Buffer.from(pageId, 'base64url').toString('utf8'));
    if (
      Array.isArray(cursor) &&
      cursor.length === 3 &&
      typeof cursor[0] === 'string' &&
      !Number.isNaN(Date.parse(cursor[0])) &&
      Number.isInteger(cursor[1]) &&
      Number.isInteger(cursor[2])
    ) {
      return cursor as Cursor;
    }
  } catch {}
  throw badRequest('page_id must be a page.next_id this call answered');
}

/**
 * Stock records (size × store) changed at or after `since`, oldest change first, `pageSize` at a time; the
 * cursor is the last record's change time and key, so records changing meanwhile are met again, never skipped.
 */
export async function stockChangedSince(
  db: Db,
  query: { timestamp?: string; page_size?: number; page_id?: string },
  seller: SellerInfo,
) {
  const pageSize = query.page_size ?? 50;
  const since = query.timestamp ? new Date(query.timestamp).toISOString() : undefined;
  const after = query.page_id ? readCursor(query.page_id) : undefined;
  const [{ rows }, taxonomy] = await Promise.all([
    sql<Changed>`SELECT to_char(i.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS changed_at,
        i.size_id, i.store_uid, i.quantity, ps.product_uid, ps.size, ps.price_marked, ps.price_effective,
        ps.seller_identifier
      FROM inventory i JOIN product_sizes ps ON ps.id = i.size_id JOIN products p ON p.uid = ps.product_uid
      WHERE p.is_active
        ${since ? sql`AND i.updated_at >= ${since}::timestamptz` : sql``}
        ${after ? sql`AND (i.updated_at, i.size_id, i.store_uid) > (${after[0]}::timestamptz, ${after[1]}, ${after[2]})` : sql``}
      ORDER BY i.updated_at, i.size_id, i.store_uid
      LIMIT ${pageSize + 1}`.execute(db),
    taxonomyOf(db),
  ]);
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  const hasNext = rows.length > pageSize && last !== undefined;
  return {
    items: page.map((r) => stockStatusItem(r, taxonomy.storeByUid.get(r.store_uid), seller)),
    page: {
      type: 'cursor' as const,
      size: pageSize,
      has_next: hasNext,
      ...(hasNext && last ? { next_id: cursorText([last.changed_at, last.size_id, last.store_uid]) } : {}),
    },
  };
}
