import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { shopperClients } from './test-clients';

// Where the counts live: the database by default (PGlite, or PostgreSQL in the CI pass), Redis with REDIS_URL.
const stores = [
  { name: 'counted in the database', redisUrl: undefined },
  ...(process.env.REDIS_URL ? [{ name: 'counted in Redis', redisUrl: process.env.REDIS_URL }] : []),
];

const settle = (calls: Promise<unknown>[]) => Promise.allSettled(calls);
const refusals = (answers: PromiseSettledResult<unknown>[]) =>
  answers.filter((a) => a.status === 'rejected').map((a) => (a as PromiseRejectedResult).reason);

describe.each(stores)('one-time code send limits $name', ({ redisUrl }) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ products: 0, config: { redisUrl } });
  }, 60_000);
  afterAll(() => platform?.close());

  it('sends 5 codes to one address when 20 requests arrive at once', async () => {
    const email = `limits.${Date.now()}@example.com`;
    const { v3 } = shopperClients(platform);
    const answers = await settle(Array.from({ length: 20 }, () => v3.sendOTPOnEmail({ body: { email } })));
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(5);
    for (const reason of refusals(answers)) expect(reason.code).toBe(429);
  });

  it('sends at most 30 codes from one client address, to however many numbers', async () => {
    const { v3 } = shopperClients(platform);
    const base = 6_000_000_000 + (Date.now() % 1_000_000) * 100;
    const answers = await settle(
      Array.from({ length: 40 }, (_, i) =>
        v3.loginWithOTP({ body: { mobile: String(base + i), country_code: '91' } }),
      ),
    );
    // The address spent five of its 30 in the test above.
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(25);
    for (const reason of refusals(answers)) {
      expect(reason.code).toBe(429);
      expect(reason.message).toMatch(/^Too many OTP requests/);
    }
  });
});
