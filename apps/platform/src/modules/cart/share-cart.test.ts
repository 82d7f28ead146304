import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { DEMO_SHOPPER_PASSWORD, startTestPlatform, type TestPlatform } from '../../testing/harness';
import { rejection, signIn } from '../user/test-clients';
import { browser, type StockedArticle, stockedArticles } from './test-browsers';

// biome-ignore lint/suspicious/noExplicitAny: the SDK's answers are read as plain JSON; v1's Joi models check them.
type Json = any;

let platform: TestPlatform;
let db: Db;
let articles: StockedArticle[];

const MEERA = '5f1e4b2a9c3d7e0012a1b001';
const KAVYA = '5f1e4b2a9c3d7e0012a1b003';
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const sizeAndStore = (article: StockedArticle) => article.id.split('-').map(Number);
const lines = (cart: Json) => cart.items.map((item: Json) => [item.key, item.quantity]);
const sharedCount = async () =>
  Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM shared_carts`.execute(db)).rows[0].n);

beforeAll(async () => {
  platform = await startTestPlatform({ products: 20 });
  db = platform.platform.services.db;
  // One article of each product, so no two lines are sizes of one product.
  const seen = new Set<number>();
  articles = (await stockedArticles(db, { tiered: false, stock: 10 })).filter(
    (a) => !seen.has(a.product) && seen.add(a.product),
  );
}, 120_000);
afterAll(() => platform?.close());

/** A visitor with a cart of `a` × 2 and `b` × 1, shared; answers the browser and the link. */
async function sharedByVisitor(a: StockedArticle, b: StockedArticle, meta?: Json) {
  const sharer = browser(platform);
  await sharer.call('v3', 'addItems', {
    body: {
      items: [
        { article_id: a.id, quantity: 2 },
        { article_id: b.id, quantity: 1 },
      ],
    },
  });
  const link = await sharer.cart('v1').getCartShareLink({ body: meta ? { meta } : {} });
  return { sharer, link };
}

describe('sharing a cart by link', () => {
  it('makes a link to the shop, and shows the shared lines to anyone at today’s prices', async () => {
    const [a, b] = articles;
    const { link } = await sharedByVisitor(a, b);
    expect(link).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/),
      share_url: `http://localhost:3000/shared-cart/${link.token}`,
      success: true,
    });
    const [sizeId] = sizeAndStore(a);
    await sql`UPDATE product_sizes SET price_effective = price_effective - 1000 WHERE id = ${sizeId}`.execute(
      db,
    );
    try {
      const { cart } = await browser(platform).cart('v1').getCartSharedItems({ token: link.token });
      expect(lines(cart)).toEqual([
        [a.id, 2],
        [b.id, 1],
      ]);
      expect(cart.items[0].price_per_unit.converted.effective).toBe((a.effective - 1000) / 100);
      expect(cart.breakup_values.raw.subtotal).toBe((2 * (a.effective - 1000) + b.effective) / 100);
      expect(cart.shared_cart_details).toEqual({
        token: link.token,
        user: {},
        meta: {},
        created_on: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        expires_on: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      const days = (Date.parse(cart.shared_cart_details.expires_on) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
      expect(cart.id).toBe('');
      const again = await browser(platform).cart('v3').getCartSharedItems({ token: link.token });
      expect(lines(again.cart)).toEqual(lines(cart));
    } finally {
      await sql`UPDATE product_sizes SET price_effective = price_effective + 1000 WHERE id = ${sizeId}`.execute(
        db,
      );
    }
  });

  it('keeps the cart as it was when shared, and tells nothing of the sharer but a first name', async () => {
    const [a, b] = articles;
    const { cookie } = await signIn(platform, 'asha@vitrine.test', DEMO_SHOPPER_PASSWORD);
    const asha = browser(platform, cookie);
    const mine = (
      await asha.call('v1', 'addItems', { i: true, body: { items: [{ article_id: a.id, quantity: 1 }] } })
    ).cart;
    await asha.cart('v1').updateCartMeta({
      body: { comment: 'Leave at gate 4, call 9876543210', gstin: '27AAPFU0939F1ZV' },
    });
    const meta = { ordering_store: 1001, selected_staff: MEERA };
    const link = await asha.cart('v3').getCartShareLink({ body: { id: mine.id, meta } });
    await asha.cart('v1').addItems({ body: { items: [{ article_id: b.id, quantity: 1 }] } });
    await asha.cart('v1').updateCart({
      body: { operation: 'update_item', items: [{ identifiers: { identifier: a.id }, quantity: 3 }] },
    });
    try {
      const { cart } = await browser(platform).cart('v1').getCartSharedItems({ token: link.token });
      expect(lines(cart)).toEqual([[a.id, 1]]);
      expect(cart.shared_cart_details).toMatchObject({ user: { first_name: 'Asha' }, meta });
      expect(cart).toMatchObject({ comment: '', gstin: '', id: '', uid: '' });
      const { rows } = await sql<{
        id: string;
      }>`SELECT id FROM users WHERE username = 'asha@vitrine.test'`.execute(db);
      const text = JSON.stringify(cart);
      for (const secret of ['Rao', 'asha@', '9876543210', '27AAPFU0939F1ZV', 'gate 4', mine.id, rows[0].id]) {
        expect(text).not.toContain(secret);
      }
    } finally {
      await asha.cart('v1').deleteCart({ id: mine.id });
    }
  });

  it('stores only the hash of the token, and forgets links long expired when a new one is made', async () => {
    const [a, b] = articles;
    const { link } = await sharedByVisitor(a, b);
    const { rows } = await sql<{ token_hash: string }>`SELECT token_hash FROM shared_carts`.execute(db);
    expect(rows.map((r) => r.token_hash)).toContain(hashOf(link.token));
    const { rows: leaks } = await sql`SELECT 1 FROM shared_carts
      WHERE token_hash = ${link.token} OR meta::text LIKE ${`%${link.token}%`}`.execute(db);
    expect(leaks).toEqual([]);
    await sql`UPDATE shared_carts SET expires_at = now() - interval '31 days'
      WHERE token_hash = ${hashOf(link.token)}`.execute(db);
    await sharedByVisitor(a, b);
    expect(await rejection(browser(platform).cart('v3').getCartSharedItems({ token: link.token }))).toEqual({
      code: 404,
      message: 'Shared cart not found',
    });
  });
});

describe('taking a shared cart', () => {
  it('merges the shared lines into the shopper’s cart, adding up quantities of the same article', async () => {
    const [a, b, c] = articles;
    const { link } = await sharedByVisitor(a, b);
    const recipient = browser(platform);
    await recipient.call('v1', 'addItems', {
      body: {
        items: [
          { article_id: a.id, quantity: 1 },
          { article_id: c.id, quantity: 1 },
        ],
      },
    });
    const { cart } = await recipient
      .cart('v1')
      .updateCartWithSharedItems({ token: link.token, action: 'merge' });
    expect(cart.message).toBe('Shared items added to your cart');
    expect(cart.shared_cart_details.token).toBe(link.token);
    expect(Object.fromEntries(lines(cart))).toEqual({ [a.id]: 3, [b.id]: 1, [c.id]: 1 });
    expect(lines(await recipient.cart('v3').getCart({ i: true, b: true }))).toEqual(lines(cart));
  });

  it('replaces the shopper’s lines with the shared ones, and gives a new visitor a cart of them', async () => {
    const [a, b, c] = articles;
    const { link } = await sharedByVisitor(a, b);
    const recipient = browser(platform);
    await recipient.call('v1', 'addItems', { body: { items: [{ article_id: c.id, quantity: 4 }] } });
    const { cart } = await recipient
      .cart('v3')
      .updateCartWithSharedItems({ token: link.token, action: 'replace' });
    expect(cart.message).toBe('Your cart now holds the shared items');
    expect(lines(cart)).toEqual([
      [a.id, 2],
      [b.id, 1],
    ]);
    const newcomer = browser(platform);
    await newcomer.call('v3', 'updateCartWithSharedItems', { token: link.token, action: 'merge' });
    expect(await newcomer.cart('v1').getItemCount({})).toEqual({ user_cart_items_count: 3 });
  });

  it('adds no more than one order holds, leaves out what ran out, and says why', async () => {
    const [a, b] = articles;
    const { link } = await sharedByVisitor(a, b);
    const recipient = browser(platform);
    await recipient.call('v1', 'addItems', { body: { items: [{ article_id: a.id, quantity: 9 }] } });
    const [sizeId, store] = sizeAndStore(b);
    const { rows } = await sql<{ quantity: number }>`SELECT quantity FROM inventory
      WHERE size_id = ${sizeId} AND store_uid = ${store}`.execute(db);
    await sql`UPDATE inventory SET quantity = 0 WHERE size_id = ${sizeId} AND store_uid = ${store}`.execute(
      db,
    );
    try {
      const { cart } = await recipient
        .cart('v1')
        .updateCartWithSharedItems({ token: link.token, action: 'merge' });
      expect(lines(cart)).toEqual([[a.id, 10]]);
      expect(cart.message).toMatch(
        /^Only 1 more of .+ added: one order holds at most 10\. .+ is out of stock$/,
      );
    } finally {
      await sql`UPDATE inventory SET quantity = ${rows[0].quantity}
        WHERE size_id = ${sizeId} AND store_uid = ${store}`.execute(db);
    }
  });
});

describe('what a share refuses, changing nothing', () => {
  it('answers 404 for another shopper’s or visitor’s cart id', async () => {
    const [a, b] = articles;
    const { sharer } = await sharedByVisitor(a, b);
    const theirs = await sharer.cart('v1').getCart({ i: true, b: true });
    const { cookie } = await signIn(platform, 'ravi@vitrine.test', DEMO_SHOPPER_PASSWORD);
    const ravi = browser(platform, cookie);
    const before = await sharedCount();
    for (const version of ['v1', 'v3'] as const) {
      expect(await rejection(ravi.cart(version).getCartShareLink({ body: { id: theirs.id } }))).toEqual({
        code: 404,
        message: 'Cart not found',
      });
      expect(
        await rejection(
          browser(platform)
            .cart(version)
            .getCartShareLink({ body: { id: theirs.id } }),
        ),
      ).toEqual({ code: 404, message: 'Cart not found' });
    }
    expect(await sharedCount()).toBe(before);
  });

  it('says no token could be made for an empty cart', async () => {
    const before = await sharedCount();
    expect(await rejection(browser(platform).cart('v3').getCartShareLink({ body: {} }))).toEqual({
      code: 400,
      message: 'Token could not be generated: your cart is empty',
    });
    expect(await sharedCount()).toBe(before);
  });

  it('refuses oversized meta, and a store or staff member the shop does not have', async () => {
    const [a] = articles;
    const sharer = browser(platform);
    await sharer.call('v3', 'addItems', { body: { items: [{ article_id: a.id, quantity: 1 }] } });
    const before = await sharedCount();
    const refusals = [
      [{ note: 'x'.repeat(1000) }, 'meta must be at most 1000 characters as JSON'],
      [{ ordering_store: 4242 }, 'meta.ordering_store 4242 is not a store of this shop'],
      [{ ordering_store: 'Bandra' }, 'meta.ordering_store must be a store number'],
      [{ selected_staff: 'nobody' }, 'meta.selected_staff nobody is not a staff member of this shop'],
      [
        { ordering_store: 1001, selected_staff: KAVYA },
        `meta.selected_staff ${KAVYA} does not work at store 1001`,
      ],
    ] as const;
    for (const [meta, message] of refusals) {
      expect(await rejection(sharer.cart('v1').getCartShareLink({ body: { meta } }))).toEqual({
        code: 400,
        message,
      });
    }
    expect(await sharedCount()).toBe(before);
    const link = await sharer
      .cart('v3')
      .getCartShareLink({ body: { meta: { selected_staff: { _id: MEERA } } } });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });

  it('refuses an unknown action, a malformed token, and answers 404 for an unknown link, 410 for an expired one', async () => {
    const [a, b, c] = articles;
    const { link } = await sharedByVisitor(a, b);
    const recipient = browser(platform);
    await recipient.call('v1', 'addItems', { body: { items: [{ article_id: c.id, quantity: 1 }] } });
    const v3 = recipient.cart('v3');
    expect(await rejection(v3.updateCartWithSharedItems({ token: link.token, action: 'steal' }))).toEqual({
      code: 400,
      message: 'action must be one of merge, replace',
    });
    const malformed = { code: 400, message: 'token must be the 24-character code of a shared cart link' };
    expect(await rejection(v3.getCartSharedItems({ token: 'abc' }))).toEqual(malformed);
    expect(
      await rejection(v3.updateCartWithSharedItems({ token: `${link.token}x`, action: 'merge' })),
    ).toEqual(malformed);
    const unknown = 'A'.repeat(24);
    const notFound = { code: 404, message: 'Shared cart not found' };
    expect(await rejection(v3.getCartSharedItems({ token: unknown }))).toEqual(notFound);
    expect(
      await rejection(recipient.cart('v1').updateCartWithSharedItems({ token: unknown, action: 'merge' })),
    ).toEqual(notFound);
    await sql`UPDATE shared_carts SET expires_at = now() - interval '1 day'
      WHERE token_hash = ${hashOf(link.token)}`.execute(db);
    const expired = { code: 410, message: 'This shared cart link has expired' };
    expect(await rejection(v3.getCartSharedItems({ token: link.token }))).toEqual(expired);
    expect(await rejection(v3.updateCartWithSharedItems({ token: link.token, action: 'replace' }))).toEqual(
      expired,
    );
    expect(lines(await v3.getCart({ i: true, b: true }))).toEqual([[c.id, 1]]);
  });
});
