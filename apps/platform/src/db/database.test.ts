import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-db-'));

describe('database', () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('migrates an empty embedded database and supports full-text and trigram search', async () => {
    const handle = await openDatabase({ dataDir });
    try {
      expect(await migrateToLatest(handle.db)).toContain('001_catalog');
      expect(await migrateToLatest(handle.db)).toEqual([]);
      const { rows } = await sql<{
        matches: boolean;
        similarity: number;
      }>`SELECT to_tsvector('english', 'Red Cotton Shirts') @@ plainto_tsquery('english', 'shirt') AS matches,
             similarity('sneakers', 'sneekers') AS similarity`.execute(handle.db);
      expect(rows[0].matches).toBe(true);
      expect(rows[0].similarity).toBeGreaterThan(0.3);

      // Introspection reads this schema's tables and their columns; Kysely's bookkeeping only when asked for.
      const tables = await handle.db.introspection.getTables();
      const products = tables.find((table) => table.name === 'products');
      expect(products?.schema).toBe('public');
      expect(products?.columns.find((column) => column.name === 'slug')).toMatchObject({
        dataType: 'text',
        isNullable: false,
        isAutoIncrementing: false,
      });
      const sizes = tables.find((table) => table.name === 'product_sizes');
      expect(sizes?.columns.find((column) => column.name === 'id')?.isAutoIncrementing).toBe(true);
      expect(tables.some((table) => table.name === 'kysely_migration')).toBe(false);
      const withInternal = await handle.db.introspection.getTables({ withInternalKyselyTables: true });
      expect(withInternal.some((table) => table.name === 'kysely_migration')).toBe(true);
    } finally {
      await handle.close();
    }
    // A fresh PGlite with pg_trgm takes seconds alone and a minute on a loaded 2-core CI machine.
  }, 180_000);
});
