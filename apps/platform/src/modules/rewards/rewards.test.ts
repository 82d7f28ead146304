import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOPPER_PASSWORD, startTestPlatform, type TestPlatform } from '../../testing/harness';
import { officialClients, rejection, signedRequest, signIn } from '../user/test-clients';
import { DEMO_REWARD_RULES } from './reward-rules';

// biome-ignore lint/suspicious/noExplicitAny: the SDK's answers are read as plain JSON; v1's Joi models check them.
type Json = any;

let platform: TestPlatform;
let asha: { v1: Json; v3: Json };
let ravi: { v1: Json; v3: Json };
let visitor: { v1: Json; v3: Json };
const { signupPoints, referrerPoints, refereePoints } = DEMO_REWARD_RULES;

beforeAll(async () => {
  platform = await startTestPlatform({ products: 5 });
  const session = async (email: string) =>
    officialClients(platform, (await signIn(platform, email, DEMO_SHOPPER_PASSWORD)).cookie);
  asha = await session('asha@vitrine.test');
  ravi = await session('ravi@vitrine.test');
  visitor = officialClients(platform);
}, 120_000);
afterAll(() => platform?.close());

describe('points and offers', () => {
  it('opens each shopper’s points with the signup offer’s points, once', async () => {
    for (const version of ['v1', 'v3'] as const) {
      expect(await asha[version].rewards.getUserPoints()).toEqual({ points: signupPoints });
    }
    const { items } = await asha.v1.rewards.getUserPointsHistory({});
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      points: signupPoints,
      remaining_points: signupPoints,
      txn_name: 'signup',
    });
  });

  it('names the signup and referral offers, and 404s any other', async () => {
    for (const version of ['v1', 'v3'] as const) {
      const signup = await asha[version].rewards.getOfferByName({ name: 'signup' });
      expect(signup).toMatchObject({ name: 'signup', active: true, rule: { points: signupPoints } });
      expect(signup.text).toBe(`Sign up and get ${signupPoints} reward points`);
      const referral = await asha[version].rewards.getOfferByName({ name: 'referral' });
      expect(referral.rule).toEqual({ points: referrerPoints, referee_points: refereePoints });
      expect(await rejection(asha[version].rewards.getOfferByName({ name: 'birthday' }))).toEqual({
        code: 404,
        message: 'Offer not found',
      });
    }
  });

  it('tells what articles would earn and what points can take off an order', async () => {
    for (const version of ['v1', 'v3'] as const) {
      const { articles } = await asha[version].rewards.catalogueOrder({
        body: {
          articles: [
            { id: 'a', price: 1999 },
            { id: 'b', price: 99.5 },
          ],
        },
      });
      expect(articles).toEqual([
        { id: 'a', price: 1999, points: 19 },
        { id: 'b', price: 99.5, points: 0 },
      ]);
      const discount = await asha[version].rewards.getOrderDiscount({
        body: { order_amount: 1000, currency: 'INR' },
      });
      // At most 20% of ₹1000 is 200 points; Asha holds 50 (1 point = ₹1).
      expect(discount).toMatchObject({
        order_amount: 1000,
        points: signupPoints,
        discount: { absolute: 50, percent: 5, display_absolute: '₹50' },
        base_discount: { absolute: 200, percent: 20 },
        applied_rule_bucket: { max: 200, value: 20, value_type: 'percent' },
      });
    }
  });

  it('refuses bad input with a clear 400', async () => {
    const cases: [Promise<unknown>, string][] = [
      [asha.v3.rewards.getOrderDiscount({ body: { order_amount: -5 } }), 'order_amount cannot be negative'],
      [asha.v3.rewards.getOrderDiscount({ body: {} }), 'order_amount is required and must be a number'],
      [
        asha.v3.rewards.catalogueOrder({ body: { articles: [{ id: 'a' }] } }),
        'articles[].price must be a number',
      ],
      [asha.v3.rewards.redeemReferralCode({ body: {} }), 'referral_code is required'],
      [asha.v3.rewards.getUserPointsHistory({ pageId: 'abc' }), 'page_id is not valid'],
      [
        asha.v3.rewards.getUserPointsHistory({ pageSize: 500 }),
        'page_size must be a whole number from 1 to 50',
      ],
    ];
    for (const [call, message] of cases) {
      const { code, message: said } = await rejection(call);
      expect(code, message).toBe(400);
      expect(said).toContain(message);
    }
  });

  it('answers no one who is not signed in (401)', async () => {
    const calls = [
      () => visitor.v3.rewards.getUserPoints(),
      () => visitor.v3.rewards.getUserPointsHistory({}),
      () => visitor.v3.rewards.getUserReferralDetails(),
      () => visitor.v3.rewards.redeemReferralCode({ body: { referral_code: 'ABCDEFGH' } }),
      () => visitor.v3.rewards.getOfferByName({ name: 'signup' }),
      () => visitor.v3.rewards.catalogueOrder({ body: { articles: [] } }),
      () => visitor.v3.rewards.getOrderDiscount({ body: { order_amount: 100 } }),
    ];
    for (const call of calls) expect((await rejection(call())).code).toBe(401);
  });
});

describe('referrals', () => {
  it('give each shopper one code of their own, made on first ask', async () => {
    const first = await asha.v1.rewards.getUserReferralDetails();
    const again = await asha.v3.rewards.getUserReferralDetails();
    const code = first.user.referral_code;
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(again.user).toEqual({
      blocked: false,
      points: referrerPoints,
      redeemed: false,
      referral_code: code,
    });
    expect(first.share.message).toContain(code);
    expect(first.referral).toMatchObject({ name: 'referral', rule: { points: referrerPoints } });
    const raviCode = (await ravi.v1.rewards.getUserReferralDetails()).user.referral_code;
    expect(raviCode).not.toBe(code);
  });

  it('let a shopper redeem a friend’s code once, both getting their points in one go', async () => {
    const code = (await asha.v3.rewards.getUserReferralDetails()).user.referral_code;
    expect(await rejection(asha.v3.rewards.redeemReferralCode({ body: { referral_code: code } }))).toEqual({
      code: 400,
      message: 'You cannot redeem your own referral code',
    });
    expect(
      await rejection(ravi.v3.rewards.redeemReferralCode({ body: { referral_code: 'ZZZZZZZZ' } })),
    ).toEqual({ code: 400, message: 'This referral code is not valid' });
    const ashaBefore = (await asha.v3.rewards.getUserPoints()).points;
    const raviBefore = (await ravi.v3.rewards.getUserPoints()).points;
    // Typed in lower case with spaces, several times at once: one redemption counts.
    const tries = await Promise.allSettled(
      Array.from({ length: 4 }, () =>
        ravi.v1.rewards.redeemReferralCode({ body: { referral_code: ` ${code.toLowerCase()} ` } }),
      ),
    );
    const redeemed = tries.filter((t) => t.status === 'fulfilled');
    expect(redeemed).toHaveLength(1);
    expect((redeemed[0] as PromiseFulfilledResult<Json>).value).toMatchObject({
      redeemed: true,
      points: refereePoints,
      referrer_info: 'Referred by Asha',
    });
    for (const t of tries.filter((t) => t.status === 'rejected')) {
      expect((t as PromiseRejectedResult).reason).toMatchObject({
        code: 409,
        message: 'You have already redeemed a referral code',
      });
    }
    expect((await ravi.v3.rewards.getUserPoints()).points).toBe(raviBefore + refereePoints);
    expect((await asha.v3.rewards.getUserPoints()).points).toBe(ashaBefore + referrerPoints);
    expect((await ravi.v3.rewards.getUserReferralDetails()).user.redeemed).toBe(true);
  });
});

describe('the points history', () => {
  it('pages newest first by cursor', async () => {
    const whole = await asha.v1.rewards.getUserPointsHistory({ pageSize: 50 });
    expect(whole.items.map((entry: Json) => entry.txn_name)).toEqual(['referral', 'signup']);
    expect(whole.page).toMatchObject({ type: 'cursor', has_next: false, has_previous: false, next_id: '' });
    const first = await asha.v3.rewards.getUserPointsHistory({ pageSize: 1 });
    expect(first.items).toEqual([whole.items[0]]);
    expect(first.page).toMatchObject({ has_next: true, size: 1 });
    const second = await asha.v1.rewards.getUserPointsHistory({ pageId: first.page.next_id, pageSize: 1 });
    expect(second.items).toEqual([whole.items[1]]);
    expect(second.page).toMatchObject({ has_next: false, has_previous: true });
    expect(whole.items[0]).toMatchObject({
      points: referrerPoints,
      remaining_points: signupPoints + referrerPoints,
      text_2: 'A friend joined with your referral code',
    });
  });

  it('shows a shopper only their own entries', async () => {
    const raviItems = (await ravi.v3.rewards.getUserPointsHistory({})).items;
    const ashaIds = (await asha.v3.rewards.getUserPointsHistory({})).items.map((e: Json) => e._id);
    expect(raviItems.every((entry: Json) => !ashaIds.includes(entry._id))).toBe(true);
    // Asha's cursor in Ravi's hands pages Ravi's entries only.
    const paged = await ravi.v3.rewards.getUserPointsHistory({ pageId: ashaIds[0] });
    expect(paged.items.every((entry: Json) => !ashaIds.includes(entry._id))).toBe(true);
  });

  it('answers raw requests as the wire says (strict query)', async () => {
    const answer = await signedRequest(platform, {
      method: 'GET',
      path: '/service/application/rewards/v1.0/user/points/?extra=1',
    });
    expect(answer.status).toBe(400);
  });
});
