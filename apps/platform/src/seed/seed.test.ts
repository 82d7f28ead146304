import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPngSize } from '../assets/png';
import { registerAssets } from '../assets/route';
import { readConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { defaultProductCount, seedAdditions, seedIfEmpty } from './index';
import { emptyShop } from './reset';

const TABLES = [
  'applications',
  'currencies',
  'stores',
  'departments',
  'categories',
  'brands',
  'products',
  'product_sizes',
  'inventory',
  'collections',
  'collection_items',
] as const;

async function freshShop(products: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-seed-'));
  const config = readConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' });
  const handle = await openDatabase(config);
  await migrateToLatest(handle.db);
  const lines: string[] = [];
  const seeded = await seedIfEmpty(handle.db, config, { products, onProgress: (line) => lines.push(line) });
  return { dataDir, config, handle, lines, seeded };
}

async function dump(handle: DatabaseHandle) {
  const out: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const { rows } = await sql.raw(`SELECT * FROM ${table} ORDER BY 1, 2`).execute(handle.db);
    out[table] = rows;
  }
  return out;
}

describe('demo seed', () => {
  let first: Awaited<ReturnType<typeof freshShop>>;
  let second: Awaited<ReturnType<typeof freshShop>>;

  beforeAll(async () => {
    first = await freshShop(200);
    second = await freshShop(200);
  });

  afterAll(async () => {
    for (const shop of [first, second]) {
      await shop?.handle.close();
      if (shop) fs.rmSync(shop.dataDir, { recursive: true, force: true });
    }
  });

  it('produces identical rows on every run', async () => {
    expect(first.seeded).toBe(true);
    const a = await dump(first.handle);
    const b = await dump(second.handle);
    for (const table of TABLES) expect(b[table], table).toEqual(a[table]);
    expect(a.products).toHaveLength(200);
  });

  it('reports progress and seeds only once', async () => {
    expect(first.lines).toContain('Seeding products 200/200');
    expect(await seedIfEmpty(first.handle.db, first.config, { products: 200 })).toBe(false);
    const { count } = await first.handle.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(200);
  });

  it('creates the application, currencies, stores, departments, brands and collections', async () => {
    const db = first.handle.db;
    const app = await db.selectFrom('applications').selectAll().executeTakeFirstOrThrow();
    expect(app).toMatchObject({
      id: first.config.applicationId,
      token: first.config.applicationToken,
      name: 'Vitrine Demo Shop',
    });
    expect(app).toMatchObject({ company_id: 1, domain: 'localhost:3000' });
    const currencies = await db.selectFrom('currencies').selectAll().execute();
    expect(currencies.map((c) => c.code)).toContain('INR');
    for (const c of currencies) expect(c.id).toMatch(/^[0-9a-f]{24}$/);
    const stores = await db.selectFrom('stores').selectAll().execute();
    expect(stores.length).toBeGreaterThanOrEqual(3);
    expect(new Set(stores.map((s) => s.store_type))).toEqual(new Set(['high_street', 'warehouse']));
    for (const s of stores) expect(s.address.pincode).toMatch(/^\d{6}$/);
    expect((await db.selectFrom('departments').selectAll().execute()).length).toBeGreaterThanOrEqual(4);
    const brands = await db.selectFrom('brands').selectAll().execute();
    expect(brands.length).toBeGreaterThanOrEqual(40);
    for (const b of brands) expect(b.description.length).toBeGreaterThan(40);
    const collections = await db.selectFrom('collections').selectAll().execute();
    expect(collections.length).toBeGreaterThanOrEqual(10);
    expect(collections.find((c) => c.slug === 'new-arrivals')).toMatchObject({
      type: 'query',
      query: { tags: ['new-arrival'] },
    });
    expect(collections.find((c) => c.slug === 'womens-sale')?.query).toEqual({
      department: ['women'],
      discount: ['30-100'],
    });
    const items = await db.selectFrom('collection_items').selectAll().execute();
    for (const c of collections.filter((c) => c.type === 'items')) {
      expect(
        items.some((i) => i.collection_uid === c.uid),
        c.slug,
      ).toBe(true);
    }
  });

  it('builds a consistent three-level category tree', async () => {
    const db = first.handle.db;
    const categories = await db.selectFrom('categories').selectAll().execute();
    const byUid = new Map(categories.map((c) => [c.uid, c]));
    for (const c of categories) {
      if (c.level === 1) expect(c.parent_uid).toBeNull();
      else expect(byUid.get(c.parent_uid ?? -1)?.level, c.slug).toBe(c.level - 1);
      expect(c.department_uids.length, c.slug).toBeGreaterThan(0);
      expect(c.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(categories.filter((c) => c.level === 3).map((c) => c.name)).toEqual(
      expect.arrayContaining(['T-Shirts', 'Sneakers']),
    );
    const products = await db
      .selectFrom('products')
      .select(['category_uid', 'category_uids', 'department_uid'])
      .execute();
    for (const p of products) {
      const [top, middle, leaf] = p.category_uids;
      expect(leaf).toBe(p.category_uid);
      expect(byUid.get(leaf)?.level).toBe(3);
      expect(byUid.get(leaf)?.parent_uid).toBe(middle);
      expect(byUid.get(middle)?.parent_uid).toBe(top);
      expect(byUid.get(leaf)?.department_uids).toContain(p.department_uid);
    }
  });

  it('gives every product sizes, prices, stock, images and a unique slug', async () => {
    const db = first.handle.db;
    const products = await db.selectFrom('products').selectAll().execute();
    const sizes = await db.selectFrom('product_sizes').selectAll().execute();
    const stock = await db
      .selectFrom('inventory')
      .select(['size_id', (eb) => eb.fn.sum<number>('quantity').as('quantity')])
      .groupBy('size_id')
      .execute();
    const stocked = new Map(stock.map((s) => [s.size_id, Number(s.quantity)]));
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    for (const p of products) {
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.medias.length).toBeGreaterThanOrEqual(2);
      expect(p.medias.length).toBeLessThanOrEqual(3);
      expect(p.medias[0]).toMatchObject({ type: 'image', width: 1440, height: 1800 });
      expect(p.rating).toBeGreaterThanOrEqual(3);
      expect(p.rating).toBeLessThanOrEqual(5);
      expect(p.attributes).toMatchObject({
        gender: expect.any(String),
        color: expect.any(String),
        material: expect.any(String),
      });
      const own = sizes.filter((s) => s.product_uid === p.uid);
      expect(own.length, p.slug).toBeGreaterThanOrEqual(1);
      for (const s of own) {
        expect(s.price_effective).toBeLessThanOrEqual(s.price_marked);
        expect(s.price_marked).toBeGreaterThanOrEqual(29900);
        expect(s.price_marked).toBeLessThanOrEqual(999900);
        expect(s.price_marked % 100).toBe(0);
      }
      expect(p.price_marked_min).toBe(Math.min(...own.map((s) => s.price_marked)));
      expect(p.price_marked_max).toBe(Math.max(...own.map((s) => s.price_marked)));
      expect(p.price_effective_min).toBe(Math.min(...own.map((s) => s.price_effective)));
      expect(p.price_effective_max).toBe(Math.max(...own.map((s) => s.price_effective)));
    }
    expect(products.some((p) => p.discount_percent >= 10)).toBe(true);
    expect(products.some((p) => p.discount_percent === 0)).toBe(true);
    const soldOutSizes = sizes.filter((s) => !stocked.has(s.id));
    expect(soldOutSizes.length).toBeGreaterThan(0);
    const soldOutProducts = products.filter((p) =>
      sizes.filter((s) => s.product_uid === p.uid).every((s) => !stocked.has(s.id)),
    );
    expect(soldOutProducts.length).toBeGreaterThan(0);
    expect(soldOutProducts.length).toBeLessThan(products.length / 5);
  });

  it('groups colour variants of the same model', async () => {
    const products = await first.handle.db
      .selectFrom('products')
      .selectAll()
      .where('variant_group', 'is not', null)
      .execute();
    const groups = new Map<string, typeof products>();
    for (const p of products)
      groups.set(p.variant_group ?? '', [...(groups.get(p.variant_group ?? '') ?? []), p]);
    expect(groups.size).toBeGreaterThan(20);
    for (const [group, members] of groups) {
      expect(members.length, String(group)).toBeGreaterThanOrEqual(2);
      expect(new Set(members.map((m) => m.name)).size).toBe(1);
      expect(new Set(members.map((m) => m.attributes.color)).size).toBe(members.length);
    }
  });

  it('refers only to images the asset route can serve', async () => {
    const db = first.handle.db;
    const products = await db.selectFrom('products').select('medias').execute();
    const urls = new Set(products.flatMap((p) => p.medias.map((m) => m.url)));
    for (const table of ['brands', 'categories', 'collections'] as const) {
      const rows = await db
        .selectFrom(table)
        .select(['logo', 'banner_portrait', 'banner_landscape'])
        .execute();
      for (const r of rows) for (const url of [r.logo, r.banner_portrait, r.banner_landscape]) urls.add(url);
    }
    for (const d of await db.selectFrom('departments').select('logo').execute()) urls.add(d.logo);
    const app = new Hono();
    registerAssets(app, first.dataDir);
    for (const url of urls) {
      expect(url).toMatch(/^\/assets\/[a-z0-9/-]+\.png$/);
      const response = await app.request(`${url}?w=1`);
      expect(response.status, url).toBe(200);
      expect(readPngSize(new Uint8Array(await response.arrayBuffer())), url).not.toBeNull();
    }
  });
  it('gives a menu seeded before entries kept their department its departments, keeping other edits', async () => {
    const db = second.handle.db;
    type Entry = {
      display: string;
      action: { page: { query?: Record<string, string[]> } };
      sub_navigation: Entry[];
    };
    const menu = async () => {
      const row = await db
        .selectFrom('content')
        .select('data')
        .where('kind', '=', 'navigation')
        .where('slug', '=', 'main-menu')
        .executeTakeFirstOrThrow();
      return row.data as { navigation: Entry[] };
    };
    const seeded = await menu();
    const old = structuredClone(seeded);
    for (const entry of old.navigation) for (const sub of entry.sub_navigation) delete sub.action.page.query;
    // A merchant's own choice stays: Women's first category was pointed at the kids.
    const women = old.navigation.find((entry) => entry.display === 'Women');
    if (!women) throw new Error('no Women entry');
    women.sub_navigation[0].action.page.query = { department: ['kids'] };
    await db
      .updateTable('content')
      .set({ data: JSON.stringify(old) })
      .where('kind', '=', 'navigation')
      .where('slug', '=', 'main-menu')
      .execute();

    await seedAdditions(db, second.config);
    const upgraded = await menu();
    const expected = structuredClone(seeded);
    const expectedWomen = expected.navigation.find((entry) => entry.display === 'Women');
    if (expectedWomen) expectedWomen.sub_navigation[0].action.page.query = { department: ['kids'] };
    expect(upgraded).toEqual(expected);
  });

  it('adds the team and card tokenisation pages to a shop seeded without them, keeping a merchant’s edit', async () => {
    const db = second.handle.db;
    const pages = () =>
      db
        .selectFrom('content')
        .select(['slug', 'data'])
        .where('kind', '=', 'page')
        .where('slug', 'in', ['team', 'card-tokenisation'])
        .orderBy('slug')
        .execute();
    expect((await pages()).map((page) => page.slug)).toEqual(['card-tokenisation', 'team']);
    await db
      .deleteFrom('content')
      .where('kind', '=', 'page')
      .where('slug', '=', 'card-tokenisation')
      .execute();
    await db
      .updateTable('content')
      .set({ data: JSON.stringify({ slug: 'team', title: 'The people' }) })
      .where('kind', '=', 'page')
      .where('slug', '=', 'team')
      .execute();

    await seedAdditions(db, second.config);
    const [tokenisation, team] = await pages();
    expect((tokenisation.data as { title: string }).title).toBe('Card tokenisation');
    expect((team.data as { title: string }).title).toBe('The people');
  });

  it('seeds the same shop again after the tables are emptied', async () => {
    const before = await dump(first.handle);
    await emptyShop(first.handle.db);
    const { rows } = await sql.raw('SELECT count(*)::int AS n FROM products').execute(first.handle.db);
    expect(rows[0]).toEqual({ n: 0 });
    expect(await seedIfEmpty(first.handle.db, first.config, { products: 200 })).toBe(true);
    expect(await dump(first.handle)).toEqual(before);
  });
});

describe('an empty catalogue', () => {
  it('seeds the application but no catalogue rows when products is 0', async () => {
    const shop = await freshShop(0);
    try {
      expect(shop.seeded).toBe(true);
      const db = shop.handle.db;
      expect(await db.selectFrom('applications').select('id').execute()).toHaveLength(1);
      for (const table of [
        'stores',
        'departments',
        'categories',
        'brands',
        'products',
        'collections',
      ] as const) {
        const { rows } = await sql.raw(`SELECT count(*)::int AS n FROM ${table}`).execute(db);
        expect(rows[0], table).toEqual({ n: 0 });
      }
    } finally {
      await shop.handle.close();
      fs.rmSync(shop.dataDir, { recursive: true, force: true });
    }
  });

  it('reads the default product count from VITRINE_SEED_PRODUCTS', () => {
    expect(defaultProductCount({})).toBe(5000);
    expect(defaultProductCount({ VITRINE_SEED_PRODUCTS: '100000' })).toBe(100000);
    expect(defaultProductCount({ VITRINE_SEED_PRODUCTS: 'lots' })).toBe(5000);
  });
});
