import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOPPER_PASSWORD } from '../../seed/shoppers';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { rejection, shopperClients, signedRequest, signIn } from './test-clients';

const LOGIN = '/service/application/user/authentication/v1.0/login/password';
const TOO_MANY = /^Too many sign-in attempts\. Try again in \d+ minutes?\.$/;

let platform: TestPlatform;

// A platform of its own: these tests use up the allowance of failures of its shoppers and of 127.0.0.1.
beforeAll(async () => {
  platform = await startTestPlatform({ products: 0 });
});
afterAll(() => platform?.close());

const attempt = (username: string, password: string) =>
  rejection(shopperClients(platform).v3.loginWithEmailAndPassword({ body: { username, password } }));

describe('failed sign-ins are limited (over a real socket, from 127.0.0.1)', () => {
  it('after 5 wrong passwords for one account, even the right one is refused with 429 for a while', async () => {
    for (let i = 0; i < 5; i++) {
      expect(await attempt('asha@vitrine.test', `wrong-${i}`)).toEqual({
        code: 401,
        message: 'Incorrect username or password',
      });
    }
    const blocked = await attempt('asha@vitrine.test', DEMO_SHOPPER_PASSWORD);
    expect(blocked.code).toBe(429);
    expect(blocked.message).toMatch(TOO_MANY);
    const minutes = Number(/in (\d+) minute/.exec(blocked.message)?.[1]);
    expect(minutes).toBeGreaterThanOrEqual(1);
    expect(minutes).toBeLessThanOrEqual(15);
    // The same account under another spelling or its mobile number shares the count.
    expect((await attempt('ASHA@vitrine.test', DEMO_SHOPPER_PASSWORD)).code).toBe(429);
    expect((await attempt('9876543210', DEMO_SHOPPER_PASSWORD)).code).toBe(429);

    const raw = await signedRequest(platform, {
      method: 'POST',
      path: LOGIN,
      body: { username: 'asha@vitrine.test', password: DEMO_SHOPPER_PASSWORD },
    });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(60);
  });

  it('does not block another shopper', async () => {
    const { body } = await signIn(platform, 'ravi@vitrine.test', DEMO_SHOPPER_PASSWORD);
    expect(body.user.first_name).toBe('Ravi');
  });

  it('forgives earlier mistakes once the right password gets through', async () => {
    for (let i = 0; i < 4; i++) expect((await attempt('ravi@vitrine.test', 'wrong')).code).toBe(401);
    await signIn(platform, 'ravi@vitrine.test', DEMO_SHOPPER_PASSWORD);
    for (let i = 0; i < 4; i++) expect((await attempt('ravi@vitrine.test', 'wrong')).code).toBe(401);
    await signIn(platform, 'ravi@vitrine.test', DEMO_SHOPPER_PASSWORD);
  });

  it('after 30 failures from one address, every sign-in from it is refused, but not calls without an address', async () => {
    // 5 + 8 failures so far from this address; unknown usernames count too.
    for (let i = 0; i < 17; i++) expect((await attempt(`nobody${i}@vitrine.test`, 'guess')).code).toBe(401);
    const blocked = await attempt('ravi@vitrine.test', DEMO_SHOPPER_PASSWORD);
    expect(blocked.code).toBe(429);
    expect(blocked.message).toMatch(TOO_MANY);

    // A call handed to app.fetch without the server's bindings has no address: only the per-account limit applies.
    // (The storefront hands its bindings over, so its shoppers' calls do have one: see storefront/server.)
    const inProcess = await signedRequest(platform, {
      method: 'POST',
      path: LOGIN,
      body: { username: 'ravi@vitrine.test', password: DEMO_SHOPPER_PASSWORD },
      fetch: platform.platform.app.fetch,
    });
    expect(inProcess.status).toBe(200);
    expect(inProcess.body.user.first_name).toBe('Ravi');
  });
});
