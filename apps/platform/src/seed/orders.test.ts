import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedAdditions, seedIfEmpty } from './index';
import { seedOrders } from './orders';

const DAY = 86_400_000;
let dataDir: string;
let handle: DatabaseHandle;
let config: ReturnType<typeof readConfig>;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-seed-orders-'));
  config = readConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' });
  handle = await openDatabase(config);
  await migrateToLatest(handle.db);
  await seedIfEmpty(handle.db, config, { products: 200 });
  await seedAdditions(handle.db, config);
});
afterAll(async () => {
  await handle?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const ordersOf = async (email: string) => {
  const { rows } = await sql<{ id: string; placed_at: Date; payment_mode: string; statuses: string[] }>`
    SELECT o.id, o.placed_at, o.payment_mode, array_agg(s.status ORDER BY s.id) AS statuses
    FROM orders o JOIN users u ON u.id = o.user_id JOIN shipments s ON s.order_id = o.id
    WHERE u.username = ${email} GROUP BY o.id ORDER BY o.placed_at`.execute(handle.db);
  return rows;
};

describe('the demo shoppers’ past orders', () => {
  it('are spread over more than a year, in every state the screens show', async () => {
    const now = Date.now();
    for (const email of ['asha@vitrine.test', 'ravi@vitrine.test']) {
      const orders = await ordersOf(email);
      expect(orders.length, email).toBe(5);
      const ages = orders.map((order) => (now - new Date(order.placed_at).getTime()) / DAY);
      // Older than 12 months, within 6 months but not 30 days, and within 30 days: each date filter differs.
      expect(ages.some((age) => age > 365)).toBe(true);
      expect(ages.some((age) => age > 30 && age < 182)).toBe(true);
      expect(ages.some((age) => age < 30)).toBe(true);
      const statuses = orders.flatMap((order) => order.statuses);
      expect(statuses).toEqual(
        expect.arrayContaining(['delivered', 'refunded', 'cancelled_customer', 'placed']),
      );
    }
    const asha = (await ordersOf('asha@vitrine.test')).flatMap((order) => order.statuses);
    expect(asha).toContain('shipped');
  });

  it('have tracking events in order, after the order, where the simulator would have put them', async () => {
    const { rows } = await sql<{
      status: string;
      location: string;
      at: Date;
      placed_at: Date;
      awb_no: string;
    }>`
      SELECT e.status, e.location, e.at, o.placed_at, s.awb_no FROM shipment_events e
      JOIN shipments s ON s.id = e.shipment_id JOIN orders o ON o.id = s.order_id
      JOIN users u ON u.id = o.user_id
      WHERE u.username = 'asha@vitrine.test' AND s.status = 'refunded' ORDER BY e.at, e.id`.execute(
      handle.db,
    );
    expect(rows.map((row) => [row.status, row.location])).toEqual([
      ['confirmed', 'Bengaluru'],
      ['packed', 'Bengaluru'],
      ['shipped', 'Bengaluru'],
      ['shipped', 'Bhiwandi hub'],
      ['out_for_delivery', 'Mumbai'],
      ['delivered', 'Mumbai'],
      ['return_initiated', 'Mumbai'],
      ['return_picked_up', 'Mumbai'],
      ['return_picked_up', 'Bhiwandi hub'],
      ['return_qc_passed', 'Bengaluru'],
      ['refunded', 'Bengaluru'],
    ]);
    for (const row of rows)
      expect(new Date(row.at).getTime()).toBeGreaterThan(new Date(row.placed_at).getTime());
    expect(rows[0].awb_no).toMatch(/^[A-Z]{3}\d{10}$/);
  });

  it('refund what went back, never more than was paid', async () => {
    const { rows } = await sql<{ status: string; amount: number; total: number; destination: string }>`
      SELECT r.status, r.amount, o.total, r.destination FROM refunds r JOIN orders o ON o.id = r.order_id
      ORDER BY r.id`.execute(handle.db);
    expect(rows.length).toBe(3);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'refunded', destination: 'source' });
      expect(row.amount).toBeGreaterThan(0);
      expect(row.amount).toBeLessThanOrEqual(row.total);
    }
  });

  it('are added once, with the same ids in every shop', async () => {
    const before = await ordersOf('asha@vitrine.test');
    await seedOrders(handle.db, config);
    await seedAdditions(handle.db, config);
    expect(await ordersOf('asha@vitrine.test')).toEqual(before);
    expect(before.map((order) => order.id)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^FY[0-9A-F]{16}$/)]),
    );
  });
});
