import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';

/** An article: one size of a product as one store holds it (`{size id}-{store uid}` is its id). */
export interface Article {
  sizeId: number;
  storeUid: number;
}

export const articleIdOf = (article: Article) => `${article.sizeId}-${article.storeUid}`;

const ARTICLE_ID = /^(\d{1,9})-(\d{1,9})$/;

/** Reads an article id; anything else is a 400 naming what was wrong. */
export function parseArticleId(id: string): Article {
  const match = ARTICLE_ID.exec(id);
  if (!match) throw badRequest(`article_id ${JSON.stringify(id)} is not an article of this shop`);
  return { sizeId: Number(match[1]), storeUid: Number(match[2]) };
}

export interface ItemToFind {
  article_id?: string;
  item_id?: number;
  item_size?: string;
  store_id?: number;
}

/**
 * The article an item to add names: its article id, or its product and size, from the given store or else the
 * store holding the most of it. A product that is not on sale, a size it does not have or a store that does not
 * sell it are 4xx answers.
 */
export async function findArticle(db: Db, item: ItemToFind): Promise<Article> {
  if (item.article_id) {
    const article = parseArticleId(item.article_id);
    const known = await sql<{ active: boolean; sold: boolean }>`
      SELECT p.is_active AS active,
        EXISTS (SELECT 1 FROM inventory i WHERE i.size_id = ps.id AND i.store_uid = ${article.storeUid}) AS sold
      FROM product_sizes ps JOIN products p ON p.uid = ps.product_uid
      WHERE ps.id = ${article.sizeId}`.execute(db);
    const row = known.rows[0];
    if (!row?.active || !row.sold) throw notFound(`Article ${item.article_id} not found`);
    return article;
  }
  if (item.item_id === undefined || !item.item_size) {
    throw badRequest('Each item needs an article_id, or an item_id with its item_size');
  }
  // One round trip: the product, its size, and the stores holding that size, most first.
  const { rows } = await sql<{
    active: boolean;
    size_id: number | null;
    holdings: { store: number; quantity: number }[];
  }>`
    SELECT p.is_active AS active, ps.id AS size_id,
      coalesce((SELECT json_agg(json_build_object('store', i.store_uid, 'quantity', i.quantity)
        ORDER BY i.quantity DESC, i.store_uid) FROM inventory i WHERE i.size_id = ps.id), '[]') AS holdings
    FROM products p LEFT JOIN product_sizes ps ON ps.product_uid = p.uid AND ps.size = ${item.item_size}
    WHERE p.uid = ${item.item_id}`.execute(db);
  const found = rows[0];
  if (!found?.active) throw notFound(`Product ${item.item_id} not found`);
  if (found.size_id === null)
    throw badRequest(`Size ${item.item_size} is not a size of product ${item.item_id}`);
  const size = { id: found.size_id };
  const holdings = found.holdings.map((h) => ({ store_uid: h.store, quantity: h.quantity }));
  if (item.store_id !== undefined) {
    if (!holdings.some((h) => h.store_uid === item.store_id)) {
      throw notFound(`Store ${item.store_id} does not sell this size`);
    }
    return { sizeId: size.id, storeUid: item.store_id };
  }
  const store = holdings[0]?.store_uid;
  if (store === undefined) throw notFound(`Size ${item.item_size} of product ${item.item_id} is not sold`);
  return { sizeId: size.id, storeUid: store };
}
