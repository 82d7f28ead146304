import { sql } from 'kysely';
import type { Db } from '../db/database';

const TABLES = [
  'theme_pages',
  'themes',
  'content',
  'collection_items',
  'collections',
  'inventory',
  'product_sizes',
  'products',
  'categories',
  'brands',
  'departments',
  'stores',
  'currencies',
  'applications',
];

/** Empties every shop table (the schema and its migrations stay) so the seed can run again. */
export async function emptyShop(db: Db): Promise<void> {
  await sql.raw(`TRUNCATE ${TABLES.join(', ')} RESTART IDENTITY CASCADE`).execute(db);
}
