import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { signedRequest } from './test-clients';

const LOGIN = '/service/application/user/authentication/v1.0/login/password';

/** A failed sign-in of an unknown shopper (which counts against the address only), from `forwardedFor`. */
const guess = (platform: TestPlatform, i: number, forwardedFor: string) =>
  signedRequest(platform, {
    method: 'POST',
    path: LOGIN,
    body: { username: `nobody-${i}@vitrine.test`, password: 'guess' },
    headers: { 'x-forwarded-for': forwardedFor },
  });

/** 30 failures (the per-address allowance), in batches so a 2-core machine is not swamped. */
async function useUpAllowance(platform: TestPlatform, forwardedFor: (i: number) => string) {
  for (let batch = 0; batch < 3; batch++) {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, j) => guess(platform, batch * 10 + j, forwardedFor(batch * 10 + j))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(401));
  }
}

describe('the client address behind a trusted proxy (TRUST_PROXY=loopback)', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ products: 0, config: { trustProxy: ['loopback'] } });
  }, 60_000);
  afterAll(() => platform?.close());

  it('limits the address the proxy names, not the proxy: another client behind it may still sign in', async () => {
    // The client's own X-Forwarded-For entry is left of the one the proxy appends: only the proxy's counts.
    await useUpAllowance(platform, () => '10.9.9.9, 203.0.113.7');
    const blocked = await guess(platform, 99, '203.0.113.7');
    expect(blocked.status).toBe(429);
    expect((await guess(platform, 99, '198.51.100.2')).status).toBe(401);
    expect((await guess(platform, 99, '203.0.113.7, 198.51.100.2')).status).toBe(401);
  }, 60_000);
});

describe('the client address from an untrusted peer (TRUST_PROXY unset)', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ products: 0, config: { trustProxy: [] } });
  }, 60_000);
  afterAll(() => platform?.close());

  it('ignores X-Forwarded-For: a client cannot escape its limit by naming other addresses', async () => {
    await useUpAllowance(platform, (i) => `203.0.113.${i + 1}`);
    expect((await guess(platform, 99, '198.51.100.2')).status).toBe(429);
  }, 60_000);
});
