import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOPPER_PASSWORD, startTestPlatform, type TestPlatform } from '../../testing/harness';
import { officialClients, signedRequest, signIn } from '../user/test-clients';

// biome-ignore lint/suspicious/noExplicitAny: the SDK's answers are read as plain JSON; v1's Joi models check them.
type Json = any;

let platform: TestPlatform;
let asha: { v1: Json; v3: Json };
let ravi: { v1: Json; v3: Json };
let ashaCookie: string;

beforeAll(async () => {
  platform = await startTestPlatform({ products: 5 });
  const session = async (email: string) =>
    officialClients(platform, (await signIn(platform, email, DEMO_SHOPPER_PASSWORD)).cookie);
  asha = await session('asha@vitrine.test');
  ashaCookie = (await signIn(platform, 'asha@vitrine.test', DEMO_SHOPPER_PASSWORD)).cookie;
  ravi = await session('ravi@vitrine.test');
}, 120_000);
afterAll(() => platform?.close());

describe('two shoppers redeeming each other’s codes at once', () => {
  it('lets one of them through, never with a 5xx (balances are locked in one order), and the points add up', async () => {
    const ashaCode = (await asha.v3.rewards.getUserReferralDetails()).user.referral_code;
    const raviCode = (await ravi.v3.rewards.getUserReferralDetails()).user.referral_code;
    const before = {
      asha: (await asha.v3.rewards.getUserPoints()).points,
      ravi: (await ravi.v3.rewards.getUserPoints()).points,
    };
    const tries = await Promise.allSettled([
      asha.v3.rewards.redeemReferralCode({ body: { referral_code: raviCode } }),
      ravi.v3.rewards.redeemReferralCode({ body: { referral_code: ashaCode } }),
    ]);
    const codes = tries.map((t) => (t.status === 'fulfilled' ? 200 : (t.reason as { code: number }).code));
    // Friends cannot refer each other: one redemption goes through, the other is refused.
    expect(codes.sort()).toEqual([200, 400]);
    const won = (await asha.v3.rewards.getUserPoints()).points - before.asha;
    const wonRavi = (await ravi.v3.rewards.getUserPoints()).points - before.ravi;
    // The referee's and the referrer's points (the demo's 50 and 100), once each.
    expect([won, wonRavi].sort((a, b) => a - b)).toEqual([50, 100]);
    const again = await Promise.allSettled([
      asha.v3.rewards.redeemReferralCode({ body: { referral_code: raviCode } }),
      ravi.v3.rewards.redeemReferralCode({ body: { referral_code: ashaCode } }),
    ]);
    expect(
      again.map((t) => (t.status === 'rejected' ? (t.reason as { code: number }).code : 200)).sort(),
    ).toEqual([400, 409]);
  });
});

describe('what articles would earn', () => {
  it('refuses a price too large to be a price with a clear 400, and answers finite numbers otherwise', async () => {
    const ask = (price: unknown) =>
      signedRequest(platform, {
        method: 'POST',
        path: '/service/application/rewards/v1.0/catalogue/offer/order/',
        body: { articles: [{ id: 'a', price }] },
        headers: { cookie: ashaCookie },
      });
    for (const price of [1e308, 1e20, 100_000_001]) {
      const answer = await ask(price);
      expect(answer.status, String(price)).toBe(400);
      expect((answer.body as { message: string }).message).toMatch(/price/);
    }
    const fair = await ask(1999.5);
    expect(fair.status).toBe(200);
    expect(Number.isFinite((fair.body as Json).articles[0].points)).toBe(true);
  });
});
