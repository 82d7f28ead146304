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
let asha: ReturnType<typeof browser>;
let ashaCart: Json;

/** The shop's setting that lets shoppers redeem reward points (features.common.reward_points.debit.enabled). */
const letRedeem = (enabled: boolean) =>
  sql`UPDATE applications SET settings = jsonb_set(settings,
    '{features,common,reward_points,debit,enabled}', ${JSON.stringify(enabled)}::jsonb)`.execute(db);
const storedChoice = async (cartId: string) =>
  (await sql<{ redeem_points: boolean }>`SELECT redeem_points FROM carts WHERE id = ${cartId}`.execute(db))
    .rows[0].redeem_points;
const nothingApplied = { total: 0, applicable: 0, is_applied: false, description: '' };

beforeAll(async () => {
  platform = await startTestPlatform({ products: 20 });
  db = platform.platform.services.db;
  articles = await stockedArticles(db, { tiered: false });
  const { cookie } = await signIn(platform, 'asha@vitrine.test', DEMO_SHOPPER_PASSWORD);
  asha = browser(platform, cookie);
  ashaCart = (
    await asha.cart('v1').addItems({ body: { items: [{ article_id: articles[0].id, quantity: 1 }] } })
  ).cart;
}, 120_000);
afterAll(() => platform?.close());

describe('reward points', () => {
  it('are refused while the shop does not let shoppers redeem them, changing nothing', async () => {
    await letRedeem(false);
    for (const version of ['v1', 'v3'] as const) {
      expect(await rejection(asha.cart(version).applyRewardPoints({ body: { points: true } }))).toEqual({
        code: 400,
        message: 'Reward points are not enabled for this shop',
      });
    }
    expect(await storedChoice(ashaCart.id)).toBe(false);
    expect((await asha.cart('v1').getCart({ i: true, b: true })).breakup_values.loyalty_points).toEqual(
      nothingApplied,
    );
  });

  it('once on, keep a signed-in shopper’s choice and show no balance they do not have', async () => {
    await letRedeem(true);
    try {
      const visitor = browser(platform);
      await visitor.call('v3', 'addItems', { body: { items: [{ article_id: articles[1].id }] } });
      expect(await rejection(visitor.cart('v3').applyRewardPoints({ body: { points: true } }))).toEqual({
        code: 401,
        message: 'Sign in to redeem reward points',
      });
      const before = await asha.cart('v1').getCart({ i: true, b: true });
      const redeemed = await asha.cart('v1').applyRewardPoints({ b: true, body: { points: true } });
      expect(redeemed.breakup_values.loyalty_points).toEqual({
        total: 0,
        applicable: 0,
        is_applied: true,
        description: 'You have no reward points to redeem yet',
      });
      expect(redeemed.breakup_values.raw.total).toBe(before.breakup_values.raw.total);
      expect(await storedChoice(ashaCart.id)).toBe(true);
      expect(
        (await asha.cart('v3').getCart({ i: true, b: true })).breakup_values.loyalty_points.is_applied,
      ).toBe(true);
      const withdrawn = await asha
        .cart('v3')
        .applyRewardPoints({ id: ashaCart.id, b: true, body: { points: false } });
      expect(withdrawn.breakup_values.loyalty_points).toEqual(nothingApplied);
      expect(await rejection(asha.cart('v3').applyRewardPoints({ body: { points: 'yes' } }))).toEqual({
        code: 400,
        message: 'points must be true (redeem) or false (do not redeem)',
      });
      const { cookie } = await signIn(platform, 'ravi@vitrine.test', DEMO_SHOPPER_PASSWORD);
      expect(
        await rejection(
          browser(platform, cookie)
            .cart('v1')
            .applyRewardPoints({ id: ashaCart.id, body: { points: true } }),
        ),
      ).toEqual({ code: 404, message: 'Cart not found' });
      expect(await storedChoice(ashaCart.id)).toBe(false);
      await asha.cart('v1').applyRewardPoints({ b: true, body: { points: true } });
    } finally {
      await letRedeem(false);
    }
    // The shop turned them off again: the stored choice no longer shows as applied.
    expect((await asha.cart('v1').getCart({ i: true, b: true })).breakup_values.loyalty_points).toEqual(
      nothingApplied,
    );
    await sql`UPDATE carts SET redeem_points = false WHERE id = ${ashaCart.id}`.execute(db);
  });
});

describe('the breakup update (v3)', () => {
  it('recomputes and answers the cart', async () => {
    const answer = await asha
      .cart('v3')
      .updateCartBreakup({ i: true, b: true, body: { store_credit: false } });
    expect(answer).toMatchObject({ success: true, message: 'Cart breakup updated' });
    expect(answer.cart.items.map((item: Json) => item.key)).toEqual([articles[0].id]);
    expect(answer.cart.breakup_values.raw.subtotal).toBe(articles[0].effective / 100);
    const bare = await asha.cart('v3').updateCartBreakup({ id: ashaCart.id, body: {} });
    expect(bare.cart.id).toBe(ashaCart.id);
    expect(bare.cart).not.toHaveProperty('items');
    expect(bare.cart).not.toHaveProperty('breakup_values');
  });

  it('names what it does not take rather than ignoring it, and 404s another’s cart', async () => {
    const v3 = asha.cart('v3');
    const before = await v3.getCart({ i: true, b: true });
    expect(await rejection(v3.updateCartBreakup({ body: { store_credit: true } }))).toEqual({
      code: 400,
      message: 'store_credit cannot be applied: this shop does not take store credit in the cart',
    });
    expect(await rejection(v3.updateCartBreakup({ body: { gift_card: true, loyalty: 1 } }))).toEqual({
      code: 400,
      message: 'Unknown body parameters: gift_card, loyalty',
    });
    expect(await v3.getCart({ i: true, b: true })).toEqual(before);
    const { cookie } = await signIn(platform, 'ravi@vitrine.test', DEMO_SHOPPER_PASSWORD);
    expect(
      await rejection(browser(platform, cookie).cart('v3').updateCartBreakup({ id: ashaCart.id, body: {} })),
    ).toEqual({ code: 404, message: 'Cart not found' });
  });
});
