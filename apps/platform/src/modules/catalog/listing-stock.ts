import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { addBit, type Bits, emptyBits } from './bitset';
import type { CatalogIndex } from './catalog-index';

/**
 * How stale a listing's stock flags (`sellable`) may be. Stock moves without the catalogue's change counter, so
 * the sold-out products are read again this often, the listings meanwhile answering from the last reading.
 */
const STOCK_TTL_MS = 30_000;

interface Reading {
  soldOut: Promise<Bits>;
  readAt: number;
  rereading?: Promise<Bits>;
}

const readings = new WeakMap<CatalogIndex, Reading>();

/** Positions of the products with no size in stock in any store. */
async function readSoldOut(db: Db, index: CatalogIndex): Promise<Bits> {
  const { rows } = await sql<{ uid: number }>`SELECT p.uid FROM products p WHERE p.is_active AND NOT EXISTS (
      SELECT 1 FROM product_sizes ps JOIN inventory i ON i.size_id = ps.id
      WHERE ps.product_uid = p.uid AND i.quantity > 0)`.execute(db);
  const bits = emptyBits(index.size);
  for (const { uid } of rows) {
    const i = index.positions.get(uid);
    if (i !== undefined) addBit(bits, i);
  }
  return bits;
}

/**
 * The sold-out products of the index, read when first asked and again in the background once the reading is
 * older than {@link STOCK_TTL_MS}, so that no listing waits for it after the first.
 */
export function soldOutProducts(db: Db, index: CatalogIndex): Promise<Bits> {
  const reading = readings.get(index);
  const now = Date.now();
  if (!reading) {
    const soldOut = readSoldOut(db, index);
    const fresh: Reading = { soldOut, readAt: now };
    readings.set(index, fresh);
    soldOut.catch(() => {
      if (readings.get(index) === fresh) readings.delete(index);
    });
    return soldOut;
  }
  if (now - reading.readAt >= STOCK_TTL_MS && !reading.rereading) {
    const rereading = readSoldOut(db, index);
    reading.rereading = rereading;
    rereading
      .then((bits) => {
        reading.soldOut = Promise.resolve(bits);
        reading.readAt = Date.now();
      })
      .catch(() => {
        // The last reading stands; the next listing tries again.
      })
      .finally(() => {
        reading.rereading = undefined;
      });
  }
  return reading.soldOut;
}

/** After a stock change: the next listing reads the sold-out products again, and waits for that reading. */
export function forgetSoldOut(index: CatalogIndex): void {
  readings.delete(index);
}
