import type { Db } from '../../db/database';

export interface ArticleToAssign {
  item_id: number;
  size: string;
  quantity?: number;
}

export interface AssignedArticle {
  item_id: number;
  size: string;
  quantity: number;
  /** Absent when no store outside the ignored ones holds enough of it. */
  store_id?: number;
}

/** Each article from the nearest store that holds enough of it, skipping the stores the caller ruled out. */
export async function assignStores(
  db: Db,
  articles: ArticleToAssign[],
  ignored: number[],
  distanceTo: (storeUid: number) => number,
): Promise<AssignedArticle[]> {
  const holdings = await db
    .selectFrom('inventory as i')
    .innerJoin('product_sizes as ps', 'ps.id', 'i.size_id')
    .select(['ps.product_uid', 'ps.size', 'i.store_uid', 'i.quantity'])
    .where('ps.product_uid', 'in', [...new Set(articles.map((article) => article.item_id))])
    .where('i.quantity', '>', 0)
    .execute();
  const ruledOut = new Set(ignored);
  return articles.map(({ item_id, size, quantity = 1 }) => {
    const nearest = holdings
      .filter(
        (row) =>
          row.product_uid === item_id &&
          row.size === size &&
          row.quantity >= quantity &&
          !ruledOut.has(row.store_uid),
      )
      .sort((a, b) => distanceTo(a.store_uid) - distanceTo(b.store_uid))[0];
    return { item_id, size, quantity, ...(nearest ? { store_id: nearest.store_uid } : {}) };
  });
}

/** The stores holding stock of anything: those that can send an order. */
export async function storesHoldingStock(db: Db): Promise<Set<number>> {
  const rows = await db
    .selectFrom('inventory')
    .select('store_uid')
    .distinct()
    .where('quantity', '>', 0)
    .execute();
  return new Set(rows.map((row) => row.store_uid));
}
