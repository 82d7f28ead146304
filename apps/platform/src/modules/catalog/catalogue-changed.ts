import type { Db } from '../../db/database';
import { forgetKeptCatalogue } from './catalog-index';
import { forgetSoldOut } from './listing-stock';

/**
 * What a catalogue change (price, stock, product) makes stale in this process: the index's kept counts, matches
 * and products, and its reading of sold-out products (stock moves no change counter), so the next request reads
 * them again.
 */
export function catalogueChanged(db: Db): void {
  forgetKeptCatalogue(db)
    ?.then(forgetSoldOut)
    .catch(() => {});
}
