import { sql } from 'kysely';
import type { PlatformConfig } from '../config';
import type { Db } from '../db/database';
import { seedBundles } from './bundles';
import { buildCatalogue } from './catalog';
import { CollectionPicker } from './collections';
import { seedContent, seedInfoPages } from './content';
import { keepMenuDepartments } from './content-navigation';
import { seedCoupons } from './coupons';
import { seedCreditNotes } from './credit-notes';
import { seedForms } from './forms';
import { insertAll } from './insert';
import { seedOrders } from './orders';
import { ProductGenerator } from './products';
import { seedPromotions } from './promotions';
import { seedShoppers } from './shoppers';
import { CURRENCIES, STORES } from './stores';
import { seedTheme } from './theme';

export interface SeedOptions {
  products?: number;
  onProgress?: (line: string) => void;
}

const BATCH = 1000;
const SEEDED_AT = '2024-06-01T00:00:00.000Z';

export function defaultProductCount(env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number(env.VITRINE_SEED_PRODUCTS);
  return Number.isInteger(configured) && configured >= 0 ? configured : 5000;
}

/**
 * Seeds the demo shop unless the configured application already exists. Returns whether it seeded.
 * `products: 0` leaves the catalogue empty (tests bring their own fixtures).
 *
 * Images are not drawn here: the asset route draws each pool image width on its first request and keeps
 * the file (see assets/route.ts), so seeding and first starts stay fast on any DATA_DIR. `npm run seed --
 * --images` draws the whole pool ahead of time.
 */
export async function seedIfEmpty(
  db: Db,
  config: PlatformConfig,
  options: SeedOptions = {},
): Promise<boolean> {
  const progress = options.onProgress ?? (() => {});
  const existing = await db
    .selectFrom('applications')
    .select('id')
    .where('id', '=', config.applicationId)
    .executeTakeFirst();
  if (existing) return false;
  const total = options.products ?? defaultProductCount();
  if (!Number.isInteger(total) || total < 0)
    throw new Error(`products must be a whole number ≥ 0, got ${total}`);

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('applications')
      .values({
        id: config.applicationId,
        token: config.applicationToken,
        name: 'Vitrine Demo Shop',
        description: 'A demo fashion and lifestyle shop',
        company_id: 1,
        domain: 'localhost:3000',
        settings: JSON.stringify({}),
        created_at: SEEDED_AT,
      })
      .execute();
    await trx
      .insertInto('currencies')
      .values(CURRENCIES)
      .onConflict((oc) => oc.doNothing())
      .execute();
    if (total > 0) await seedCatalogue(trx, total, progress);
    progress('Seeding content and theme');
    await seedContent(trx, config.applicationId);
    await seedTheme(trx, config.applicationId);
  });
  // Fresh bulk inserts leave the planner without statistics; without them listing plans degrade badly.
  await sql`ANALYZE`.execute(db);
  progress(`Seeded the demo shop (${total} products)`);
  return true;
}

async function seedCatalogue(db: Db, total: number, progress: (line: string) => void): Promise<void> {
  const catalogue = buildCatalogue();
  progress('Seeding stores, departments, categories and brands');
  await insertAll(db, 'stores', STORES);
  await insertAll(db, 'departments', catalogue.departments);
  await insertAll(db, 'categories', catalogue.categories);
  await insertAll(db, 'brands', catalogue.brands);

  const generator = new ProductGenerator(catalogue);
  const picker = new CollectionPicker();
  let done = 0;
  while (done < total) {
    const batch = generator.batch(BATCH, total - done, (facts) => picker.offer(facts));
    await insertAll(db, 'products', batch.products);
    await insertAll(db, 'product_sizes', batch.sizes);
    await insertAll(db, 'inventory', batch.inventory);
    done += batch.products.length;
    progress(`Seeding products ${done}/${total}`);
  }
  // Sizes carry explicit ids (inventory refers to them); move the sequence past them for later inserts.
  await sql`SELECT setval(pg_get_serial_sequence('product_sizes', 'id'), ${generator.lastSizeId})`.execute(
    db,
  );

  const { collections, items } = picker.rows();
  await insertAll(db, 'collections', collections);
  await insertAll(db, 'collection_items', items);
  progress(`Seeded ${collections.length} collections`);
  await seedBulkPrices(db);
}

/** Every fourth product sells cheaper by the quantity: 5% off from 3 items, 10% off from 6. */
async function seedBulkPrices(db: Db): Promise<void> {
  await sql`INSERT INTO bulk_price_tiers (product_uid, min_quantity, discount_percent)
    SELECT p.uid, tier.quantity, tier.percent FROM products p
    CROSS JOIN (VALUES (3, 5), (6, 10)) AS tier(quantity, percent)
    WHERE p.uid % 4 = 0`.execute(db);
}

/**
 * Demo data added after a shop's first seed (the demo shoppers, the starter theme): run on every start, it adds
 * whatever is missing, so shops seeded by an earlier version get it too.
 */
export async function seedAdditions(db: Db, config: PlatformConfig): Promise<void> {
  await seedShoppers(db, config);
  await seedOrders(db, config);
  await seedBundles(db);
  await seedCreditNotes(db, config);
  await seedCoupons(db, config);
  await seedPromotions(db, config);
  await keepMenuDepartments(db, config.applicationId);
  await seedInfoPages(db, config.applicationId);
  await seedForms(db, config.applicationId);
  await db.transaction().execute((trx) => seedTheme(trx, config.applicationId));
}
