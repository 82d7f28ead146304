import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ApplicationClient, ApplicationConfig } from '@gofynd/fdk-client-javascript';
import { signedInShoppers } from '@vitrine/platform/testing/shoppers';
import { freePort, throwawayPostgres } from '@vitrine/platform/testing/throwaway';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Served, startServed, status, waitFor } from './processes';

// biome-ignore lint/suspicious/noExplicitAny: the SDK's answers are read as plain JSON.
type Json = any;

/**
 * Orders under concurrency, on PostgreSQL with two platform processes (node:cluster workers on one port): the
 * last units of stock, a coupon's per-shopper limit, and a process killed in the middle of checkouts.
 */
const APPLICATION = { id: '000000000000000000000001', token: 'checkout-faults-token' };
const HOME = {
  name: 'Load Shopper',
  phone: '9876543210',
  address: '1, Test Road',
  area: 'Fort',
  area_code: '400001',
  city: 'Mumbai',
  state: 'Maharashtra',
  country_iso_code: 'IN',
  address_type: 'Home',
};
const COD = {
  mode: 'COD',
  payment: 'required',
  payment_meta: { payment_gateway: 'Fynd', payment_identifier: 'COD' },
};

let postgres: Awaited<ReturnType<typeof throwawayPostgres>>;
let platform: Served;
let database: pg.Pool;
const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-checkout-faults-'));

function cartOf(cookie: string) {
  const client = new ApplicationClient(
    new ApplicationConfig(
      {
        applicationID: APPLICATION.id,
        applicationToken: APPLICATION.token,
        domain: platform.url,
        logLevel: 'SILENT' as 'ERROR',
      },
      {},
    ),
    {},
  );
  client.setCookie(cookie);
  return client.cart as Json;
}

/** A shopper with an address and one line of the article in their cart, ready to check out. */
async function readyShopper(cookie: string, articleId: string, options: { buyNow?: boolean } = {}) {
  const cart = cartOf(cookie);
  const address = (await cart.addAddress({ body: HOME })).id as string;
  const added = await cart.addItems({
    buyNow: options.buyNow,
    body: { items: [{ article_id: articleId, quantity: 1 }] },
  });
  return { cart, address, cartId: added.cart.id as string };
}

let articlesTaken = 0;

/** An article whose size is held by one store only, that store holding `units` (a new size each time). */
async function articleWithStock(units: number): Promise<{ id: string; sizeId: number }> {
  const { rows } = await database.query<{ size_id: number; store_uid: number }>(
    `SELECT i.size_id, i.store_uid FROM inventory i JOIN product_sizes ps ON ps.id = i.size_id
     WHERE i.quantity > 0 ORDER BY i.size_id DESC, i.store_uid OFFSET $1 LIMIT 1`,
    [articlesTaken++ * 10],
  );
  const { size_id: sizeId, store_uid: storeUid } = rows[0];
  await database.query('UPDATE inventory SET quantity = 0 WHERE size_id = $1', [sizeId]);
  await database.query('UPDATE inventory SET quantity = $3 WHERE size_id = $1 AND store_uid = $2', [
    sizeId,
    storeUid,
    units,
  ]);
  return { id: `${sizeId}-${storeUid}`, sizeId };
}

const stockOf = async (sizeId: number) =>
  Number(
    (await database.query('SELECT sum(quantity) AS n FROM inventory WHERE size_id = $1', [sizeId])).rows[0].n,
  );

/** What a call came to: its answer, or the HTTP status and message it was refused with. */
async function outcome(
  call: Promise<Json>,
): Promise<{ ok: true; answer: Json } | { ok: false; code: number; message: string }> {
  try {
    return { ok: true, answer: await call };
  } catch (error) {
    const { code, message } = error as { code: number; message: string };
    return { ok: false, code, message };
  }
}

beforeAll(async () => {
  postgres = await throwawayPostgres();
  platform = startServed(
    'platform',
    'apps/platform/src/main.ts',
    await freePort(),
    {
      DATABASE_URL: postgres.url,
      DATA_DIR: path.join(logDir, 'data'),
      WEB_CONCURRENCY: '2',
      VITRINE_SEED_PRODUCTS: '40',
      VITRINE_APPLICATION_ID: APPLICATION.id,
      VITRINE_APPLICATION_TOKEN: APPLICATION.token,
    },
    logDir,
  );
  try {
    await waitFor('platform ready', async () => (await status(`${platform.url}/readyz`)) === 200, 150_000);
  } catch (error) {
    console.error(platform.logTail());
    throw error;
  }
  database = new pg.Pool({ connectionString: postgres.url, max: 2 });
});

afterAll(async () => {
  await database?.end();
  const code = await platform?.stop();
  postgres?.remove();
  fs.rmSync(logDir, { recursive: true, force: true });
  expect(code).toBe(0);
});

describe('checkout under concurrency, two platform processes on PostgreSQL', () => {
  it('sells the last 10 units to exactly 10 of 200 shoppers checking out at once', async () => {
    const article = await articleWithStock(10);
    const cookies = await signedInShoppers(postgres.url, APPLICATION.id, 200);
    const shoppers = await Promise.all(cookies.map((cookie) => readyShopper(cookie, article.id)));
    const results = await Promise.all(
      shoppers.map(({ cart, address, cartId }) =>
        outcome(
          cart.checkoutCartV2({
            body: { id: cartId, address_id: address, payment_mode: 'COD', payment_methods: [COD] },
          }),
        ),
      ),
    );
    const placed = results.filter((r) => r.ok);
    const refused = results.filter((r) => !r.ok) as { code: number; message: string }[];
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(190);
    for (const refusal of refused) {
      expect(refusal.code).toBe(409);
      expect(refusal.message).toMatch(/ is out of stock$/);
    }
    expect(await stockOf(article.sizeId)).toBe(0);
    const orders = await database.query('SELECT count(*)::int AS n FROM order_bags WHERE size_id = $1', [
      article.sizeId,
    ]);
    expect(orders.rows[0].n).toBe(10);
  });

  it('lets a one-use coupon through once out of 20 checkouts at once by one shopper', async () => {
    const article = await articleWithStock(50);
    const [cookie] = await signedInShoppers(postgres.url, APPLICATION.id, 1);
    // One shopper, two carts (the cart and a buy-now cart), both with WELCOME10 applied.
    const first = await readyShopper(cookie, article.id);
    const second = await readyShopper(cookie, article.id, { buyNow: true });
    await first.cart.addItems({ body: { items: [{ article_id: article.id, quantity: 4 }] } });
    await second.cart.addItems({ buyNow: true, body: { items: [{ article_id: article.id, quantity: 5 }] } });
    await first.cart.applyCoupon({ id: first.cartId, body: { coupon_code: 'WELCOME10' } });
    await second.cart.applyCoupon({ id: second.cartId, buyNow: true, body: { coupon_code: 'WELCOME10' } });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const { cart, cartId, address } = i % 2 === 0 ? first : second;
        return outcome(
          cart.checkoutCartV2({
            buyNow: i % 2 === 1,
            body: { id: cartId, address_id: address, payment_mode: 'COD', payment_methods: [COD] },
            requestHeaders: { 'Idempotency-Key': `coupon-race-${i}` },
          }),
        );
      }),
    );
    const orderIds = new Set(results.filter((r) => r.ok).map((r) => (r as { answer: Json }).answer.order_id));
    expect(orderIds.size).toBe(1);
    for (const refusal of results.filter((r) => !r.ok) as { code: number; message: string }[]) {
      expect(refusal).toEqual({ ok: false, code: 400, message: 'You have already used this coupon' });
    }
    const uses = await database.query("SELECT uses FROM coupon_uses WHERE code = 'WELCOME10'");
    expect(uses.rows).toEqual([{ uses: 1 }]);
  });

  it('ends every checkout in one order or untouched stock when a process is killed in the middle', async () => {
    const article = await articleWithStock(100);
    const before = await stockOf(article.sizeId);
    const cookies = await signedInShoppers(postgres.url, APPLICATION.id, 50);
    const shoppers = await Promise.all(cookies.map((cookie) => readyShopper(cookie, article.id)));
    const attempt = ({ cart, address, cartId }: (typeof shoppers)[number]) =>
      outcome(
        cart.checkoutCartV2({
          body: { id: cartId, address_id: address, payment_mode: 'COD', payment_methods: [COD] },
          requestHeaders: { 'Idempotency-Key': `kill-${cartId}` },
        }),
      );
    const running = Promise.all(shoppers.map(attempt));
    // Killed once the first orders are in, while the rest are still on their way.
    await waitFor(
      'the first orders',
      async () =>
        Number(
          (await database.query('SELECT count(*) AS n FROM order_bags WHERE size_id = $1', [article.sizeId]))
            .rows[0].n,
        ) >= 3,
      30_000,
    );
    const [victim] = platform.workers();
    process.kill(victim, 'SIGKILL');
    const first = await running;
    await waitFor(
      'a new worker',
      async () => platform.workers().length === 2 && (await status(`${platform.url}/readyz`)) === 200,
      60_000,
    );
    // Each shopper whose answer was lost retries with the same key, as a browser would.
    const retried = await Promise.all(
      shoppers.map((shopper, i) => (first[i].ok ? first[i] : attempt(shopper))),
    );
    expect(retried.every((r) => r.ok)).toBe(true);
    for (const shopper of shoppers) {
      const orders = await database.query('SELECT count(*)::int AS n FROM orders WHERE cart_id = $1', [
        shopper.cartId,
      ]);
      expect(orders.rows[0].n).toBe(1);
    }
    expect(await stockOf(article.sizeId)).toBe(before - 50);
  });
});
