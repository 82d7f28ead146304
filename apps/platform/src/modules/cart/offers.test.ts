import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { DEMO_SHOPPER_PASSWORD, startTestPlatform, type TestPlatform } from '../../testing/harness';
import { rejection, signedRequest, signIn } from '../user/test-clients';
import { ladderOffer } from './offers';
import { browser, type StockedArticle, stockedArticles } from './test-browsers';

// biome-ignore lint/suspicious/noExplicitAny: the SDK's answers are read as plain JSON; v1's Joi models check them.
type Json = any;

let platform: TestPlatform;
let db: Db;
let tiered: StockedArticle[];
let plain: StockedArticle[];

const PAYMENT_OFFERS = ['upi-flat-50', 'card-10-percent', 'prepaid-5-percent'];
const PROMOTIONS = '/service/application/cart/v1.0/promotion';
const unitPrice = (paise: number, percent: number) => Math.round((paise * (100 - percent)) / 100) / 100;
const ids = (offers: Json[]) => offers.map((offer) => offer.id);

beforeAll(async () => {
  platform = await startTestPlatform({ products: 20 });
  db = platform.platform.services.db;
  tiered = await stockedArticles(db, { tiered: true, stock: 6 });
  plain = await stockedArticles(db, { tiered: false, stock: 6 });
}, 120_000);
afterAll(() => platform?.close());

async function lowestPrice(product: number) {
  const { rows } = await sql<{ marked: string; effective: string }>`
    SELECT price_marked_min AS marked, price_effective_min AS effective FROM products WHERE uid = ${product}`.execute(
    db,
  );
  return { marked: Number(rows[0].marked), effective: Number(rows[0].effective) };
}

describe('ladder offers', () => {
  it('present a product’s bulk tiers, and the cart charges each step’s price', async () => {
    const [article] = tiered;
    const lowest = await lowestPrice(article.product);
    const shopper = browser(platform);
    const answer = await shopper.cart('v1').getLadderOffers({ slug: article.slug });
    expect(answer.currency).toEqual({ code: 'INR', symbol: '₹' });
    expect(answer.available_offers).toHaveLength(1);
    const [offer] = answer.available_offers;
    expect(offer).toMatchObject({
      id: `ladder-${article.product}`,
      promotion_group: 'ladder_price',
      calculate_on: 'esp',
      offer_text: 'Buy 3 or more of a size and save up to 10%',
    });
    expect(
      offer.offer_prices.map((step: Json) => [step.min_quantity, step.max_quantity, step.margin]),
    ).toEqual([
      [3, 5, 5],
      [6, undefined, 10],
    ]);
    expect(offer.offer_prices[1].price).toEqual({
      marked: lowest.marked / 100,
      effective: lowest.effective / 100,
      offer_price: unitPrice(lowest.effective, 10),
      currency_code: 'INR',
      currency_symbol: '₹',
    });
    expect(await shopper.cart('v3').getLadderOffers({ slug: article.slug })).toEqual(answer);

    const added = await shopper.call('v3', 'addItems', {
      i: true,
      body: { items: [{ article_id: article.id, quantity: 2 }] },
    });
    expect(added.cart.items[0].price_per_unit.converted.effective).toBe(unitPrice(article.effective, 0));
    for (const [quantity, percent] of [
      [3, 5],
      [6, 10],
    ]) {
      const { cart } = await shopper.cart('v1').updateCart({
        i: true,
        body: { operation: 'update_item', items: [{ identifiers: { identifier: article.id }, quantity }] },
      });
      expect(cart.items[0].price_per_unit.converted.effective).toBe(unitPrice(article.effective, percent));
      expect(cart.items[0].bulk_offer).toMatchObject({ margin: percent, auto_applied: true });
    }
  });

  it('step by the best tier reached, as the cart prices a line, whatever order the tiers come in', () => {
    const offer = ladderOffer({
      uid: 7,
      marked: 100_000,
      effective: 80_000,
      tiers: [
        { min_quantity: 6, discount_percent: 4 },
        { min_quantity: 3, discount_percent: 8 },
        { min_quantity: 9, discount_percent: 12 },
      ],
    });
    expect(offer?.offer_prices?.map((step) => [step.min_quantity, step.max_quantity, step.margin])).toEqual([
      [3, 5, 8],
      [6, 8, 8],
      [9, undefined, 12],
    ]);
    expect(offer?.offer_prices?.[2].price?.offer_price).toBe(704);
    expect(ladderOffer({ uid: 7, marked: 100, effective: 100, tiers: [] })).toBeUndefined();
  });

  it('are none for a product without tiers; an unknown product is 404, and the slug is required', async () => {
    const sdk = browser(platform).cart('v1');
    expect(await sdk.getLadderOffers({ slug: plain[0].slug })).toEqual({
      available_offers: [],
      currency: { code: 'INR', symbol: '₹' },
    });
    expect(await sdk.getLadderOffers({ slug: tiered[0].slug, promotionId: 'upi-flat-50' })).toMatchObject({
      available_offers: [],
    });
    expect(await rejection(sdk.getLadderOffers({ slug: 'no-such-product' }))).toEqual({
      code: 404,
      message: 'Product not found',
    });
    expect(await rejection(browser(platform).cart('v3').getLadderOffers({}))).toEqual({
      code: 400,
      message: 'slug is required',
    });
  });
});

describe('promotions', () => {
  it('list a product’s ladder offer and the shop’s payment offers, filtered as asked', async () => {
    const sdk = browser(platform).cart('v1');
    const { available_promotions: all } = await sdk.getPromotionOffers({ slug: tiered[0].slug });
    expect(ids(all)).toEqual([`ladder-${tiered[0].product}`, ...PAYMENT_OFFERS]);
    expect(all[1]).toMatchObject({
      promotion_name: 'UPI offer',
      promotion_type: 'amount',
      promotion_group: 'cart',
      offer_text: '₹50 off on orders of ₹499 and above when you pay by UPI, with code UPI50',
      discount_rules: [{ discount_type: 'amount', value: 50 }],
      buy_rules: [{ payment_modes: ['UPI'], cart_total: { greater_than_equals: 499 } }],
    });
    const v3 = browser(platform).cart('v3');
    expect(
      ids((await v3.getPromotionOffers({ slug: tiered[0].slug, autoApply: true })).available_promotions),
    ).toEqual([`ladder-${tiered[0].product}`]);
    expect(
      ids(
        (await v3.getPromotionOffers({ slug: tiered[0].slug, promotionGroup: 'cart' })).available_promotions,
      ),
    ).toEqual(PAYMENT_OFFERS);
    expect(ids((await v3.getPromotionOffers({ promotionType: 'percentage' })).available_promotions)).toEqual(
      PAYMENT_OFFERS.slice(1),
    );
    expect(
      ids((await sdk.getPromotionOffers({ slug: plain[0].slug, pageSize: 1 })).available_promotions),
    ).toEqual(['upi-flat-50']);
  });

  it('list the ladder offers of what the caller’s cart holds, and 404 for another’s cart', async () => {
    const shopper = browser(platform);
    const { cart } = await shopper.call('v1', 'addItems', {
      i: true,
      body: {
        items: [
          { article_id: plain[0].id, quantity: 1 },
          { article_id: tiered[0].id, quantity: 1 },
        ],
      },
    });
    const answer = await shopper.cart('v3').getPromotionOffers({ cartId: cart.id });
    expect(ids(answer.available_promotions)).toEqual([`ladder-${tiered[0].product}`, ...PAYMENT_OFFERS]);
    const { cookie } = await signIn(platform, 'ravi@vitrine.test', DEMO_SHOPPER_PASSWORD);
    expect(
      await rejection(browser(platform, cookie).cart('v3').getPromotionOffers({ cartId: cart.id })),
    ).toEqual({
      code: 404,
      message: 'Cart not found',
    });
  });

  it('are the shop’s current payment offers, a page at a time (GET promotion)', async () => {
    const get = async (query: string) =>
      (await signedRequest(platform, { method: 'GET', path: `${PROMOTIONS}${query}` })) as Json;
    const first = await get('?page_size=2&page_no=1');
    expect(first.status).toBe(200);
    expect(ids(first.body.available_promotions)).toEqual(PAYMENT_OFFERS.slice(0, 2));
    expect(first.body.page).toEqual({
      type: 'number',
      current: 1,
      size: 2,
      item_total: 3,
      has_next: true,
      has_previous: false,
    });
    expect(ids((await get('?page_size=2&page_no=2')).body.available_promotions)).toEqual([
      'prepaid-5-percent',
    ]);
    expect(ids((await get('?promotion_type=amount')).body.available_promotions)).toEqual(['upi-flat-50']);
    await sql`UPDATE promotions SET is_active = false WHERE id = 'card-10-percent'`.execute(db);
    try {
      expect(ids((await get('')).body.available_promotions)).toEqual(['upi-flat-50', 'prepaid-5-percent']);
    } finally {
      await sql`UPDATE promotions SET is_active = true WHERE id = 'card-10-percent'`.execute(db);
    }
    expect(await get('?page_no=0')).toMatchObject({
      status: 400,
      body: { message: 'page_no must be a whole number from 1 to 10000' },
    });
    expect(await get('?sort=new')).toMatchObject({
      status: 400,
      body: { message: 'Unknown query parameter: sort' },
    });
  });
});

describe('payment offers', () => {
  /** An article from ₹499 and under ₹1,499: enough for the UPI offer, not for the card offer. */
  const midPriced = () => {
    const found = plain.find((a) => a.effective >= 49_900 && a.effective < 149_900);
    if (!found) throw new Error('the seed has no article from ₹499 to ₹1,499');
    return found;
  };

  it('list each offer with its coupon and modes; with a cart, whether it holds for it', async () => {
    for (const version of ['v1', 'v3'] as const) {
      const answer = await browser(platform).cart(version).getPromotionPaymentOffers({});
      expect(answer.success).toBe(true);
      expect(answer.promotions.map((o: Json) => [o.id, o.coupon_code, o.payment_modes])).toEqual([
        ['upi-flat-50', 'UPI50', ['UPI']],
        ['card-10-percent', 'CARD10', ['CARD']],
        ['prepaid-5-percent', 'PREPAID5', ['CARD', 'UPI', 'NB', 'WL']],
      ]);
      expect(answer.promotions[0]).toMatchObject({
        application_id: platform.applicationId,
        calculate_on: 'esp',
      });
      expect(answer.promotions[0]).not.toHaveProperty('is_applicable');
    }
    const shopper = browser(platform);
    const { cart } = await shopper.call('v1', 'addItems', {
      i: true,
      body: { items: [{ article_id: midPriced().id, quantity: 1 }] },
    });
    const byId = Object.fromEntries(
      (await shopper.cart('v1').getPromotionPaymentOffers({ id: cart.id })).promotions.map((o: Json) => [
        o.id,
        o,
      ]),
    );
    expect(byId['upi-flat-50']).toMatchObject({ is_applicable: true });
    expect(byId['card-10-percent'].is_applicable).toBe(false);
    expect(byId['card-10-percent'].message).toMatch(/^Add items worth ₹[\d,.]+ more to use this coupon$/);
    const byUid = await shopper.cart('v3').getPromotionPaymentOffers({ uid: cart.cart_id });
    expect(byUid.promotions.map((o: Json) => o.is_applicable)).toEqual([true, false, true]);
  });

  it('promise what the cart charges once the code is entered and the mode chosen', async () => {
    const shopper = browser(platform);
    const article = midPriced();
    const { cart } = await shopper.call('v3', 'addItems', {
      i: true,
      body: { items: [{ article_id: article.id, quantity: 1 }] },
    });
    await sql`UPDATE carts SET payment = '{"mode":"UPI"}' WHERE id = ${cart.id}`.execute(db);
    const applied = await shopper.cart('v1').applyCoupon({ b: true, body: { coupon_code: 'UPI50' } });
    expect(applied.breakup_values.coupon).toMatchObject({ code: 'UPI50', is_applied: true, value: 50 });
    const raw = applied.breakup_values.raw;
    expect(raw.total).toBe(article.effective / 100 - 50 + raw.delivery_charge + raw.cod_charge);
    await sql`UPDATE carts SET payment = '{"mode":"CARD"}' WHERE id = ${cart.id}`.execute(db);
    const byCard = await shopper.cart('v1').getCart({ i: true, b: true });
    expect(byCard.breakup_values.coupon).toMatchObject({
      is_applied: false,
      message: 'This coupon holds only when paying by UPI',
    });
  });

  it('answer 404 for another shopper’s cart, by id or by number', async () => {
    const shopper = browser(platform);
    const { cart } = await shopper.call('v1', 'addItems', {
      i: true,
      body: { items: [{ article_id: plain[1].id }] },
    });
    const { cookie } = await signIn(platform, 'ravi@vitrine.test', DEMO_SHOPPER_PASSWORD);
    const ravi = browser(platform, cookie);
    const notFound = { code: 404, message: 'Cart not found' };
    expect(await rejection(ravi.cart('v1').getPromotionPaymentOffers({ id: cart.id }))).toEqual(notFound);
    expect(await rejection(ravi.cart('v3').getPromotionPaymentOffers({ uid: cart.cart_id }))).toEqual(
      notFound,
    );
    expect(
      await rejection(
        shopper.cart('v3').getPromotionPaymentOffers({ id: cart.id, uid: cart.cart_id + 1000 }),
      ),
    ).toEqual(notFound);
  });
});
