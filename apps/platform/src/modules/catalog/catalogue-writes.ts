import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { ChangeFeed } from '../../http/change-feed';
import { badRequest, notFound } from '../../http/errors';
import { noteAnnouncedVersion } from './catalogue-watch';

/** What a catalogue write needs: the database, and the feed that tells every process serving the shop. */
export interface CatalogueWriter {
  db: Db;
  changes: ChangeFeed;
}

/** Prices in integer paise: what is charged, and the price before discount (at least the charged one). */
export interface SizePrice {
  effective: number;
  marked: number;
}

const isPaise = (value: number) => Number.isSafeInteger(value) && value > 0;

/**
 * Sets the price of a product's size (or of all its sizes when `size` is omitted). The product's price ranges
 * and discount follow in the same transaction; every process is told once it is committed, so the next page
 * shows the new price.
 */
export async function changePrice(
  writer: CatalogueWriter,
  productUid: number,
  price: SizePrice,
  size?: string,
): Promise<void> {
  if (!isPaise(price.effective) || !isPaise(price.marked) || price.effective > price.marked) {
    throw badRequest('A price is whole paise above 0, and the marked price is at least the effective one');
  }
  const version = await writer.db.transaction().execute(async (trx) => {
    let sizes = trx
      .updateTable('product_sizes')
      .set({ price_effective: price.effective, price_marked: price.marked })
      .where('product_uid', '=', productUid);
    if (size !== undefined) sizes = sizes.where('size', '=', size);
    const { numUpdatedRows } = await sizes.executeTakeFirst();
    if (numUpdatedRows === 0n) throw notFound(`No size ${size ?? ''} of product ${productUid}`.trim());
    await sql`
      UPDATE products p SET
        price_effective_min = s.effective_min, price_effective_max = s.effective_max,
        price_marked_min = s.marked_min, price_marked_max = s.marked_max,
        discount_percent = round((s.marked_min - s.effective_min) * 100.0 / s.marked_min)
      FROM (
        SELECT min(price_effective) AS effective_min, max(price_effective) AS effective_max,
          min(price_marked) AS marked_min, max(price_marked) AS marked_max
        FROM product_sizes WHERE product_uid = ${productUid}
      ) s
      WHERE p.uid = ${productUid}`.execute(trx);
    // The counter as this write leaves it (its trigger moved it), announced below: the watcher need not.
    const { rows } = await sql<{ version: string }>`SELECT version::text FROM catalog_changes`.execute(trx);
    return rows[0]?.version;
  });
  if (version !== undefined) noteAnnouncedVersion(writer.db, version);
  await writer.changes.publish('catalogue');
}

/**
 * Sets how many of a product's size a store holds (checkout's stock decrement comes through here too); every
 * process is told once it is committed.
 */
export async function setStock(
  writer: CatalogueWriter,
  stock: { productUid: number; size: string; storeUid: number; quantity: number },
): Promise<void> {
  if (!Number.isSafeInteger(stock.quantity) || stock.quantity < 0) {
    throw badRequest('A stock quantity is a whole number, 0 or more');
  }
  await writer.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('product_sizes')
      .select('id')
      .where('product_uid', '=', stock.productUid)
      .where('size', '=', stock.size)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound(`No size ${stock.size} of product ${stock.productUid}`);
    const store = await trx
      .selectFrom('stores')
      .select('uid')
      .where('uid', '=', stock.storeUid)
      .executeTakeFirst();
    if (!store) throw notFound(`No store ${stock.storeUid}`);
    await trx
      .insertInto('inventory')
      .values({
        size_id: row.id,
        store_uid: stock.storeUid,
        quantity: stock.quantity,
        updated_at: new Date(),
      })
      .onConflict((conflict) =>
        conflict
          .columns(['size_id', 'store_uid'])
          .doUpdateSet({ quantity: stock.quantity, updated_at: new Date() }),
      )
      .execute();
  });
  await writer.changes.publish('catalogue');
}
