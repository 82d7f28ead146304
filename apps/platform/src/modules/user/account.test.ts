import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { WEAK_PASSWORD } from './password-rules';
import { rejection, shopperClients, signedRequest, signIn } from './test-clients';
import { addShopper, TEST_PASSWORD } from './test-shoppers';

const NOT_LOGGED_IN = { code: 401, message: 'User is not logged in' };

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform({ products: 0 });
});
afterAll(() => platform?.close());

describe('has-password and sessions', () => {
  it('says whether the shopper has a password, 1 or 0, in both SDKs', async () => {
    const withPassword = await addShopper(platform, { email: 'pw@vitrine.test' });
    const withoutPassword = await addShopper(platform, { email: 'nopw@vitrine.test', password: null });
    expect(await shopperClients(platform, withPassword.cookie).v1.hasPassword()).toEqual({ result: 1 });
    expect(await shopperClients(platform, withoutPassword.cookie).v3.hasPassword()).toEqual({ result: 0 });
    expect(await rejection(shopperClients(platform).v3.hasPassword())).toEqual(NOT_LOGGED_IN);
  });

  it('lists the shopper’s own open sessions, by ids that are not the cookie', async () => {
    const shopper = await addShopper(platform, { email: 'sessions@vitrine.test' });
    const second = await signIn(platform, shopper.email, TEST_PASSWORD);
    const { sessions } = await shopperClients(platform, shopper.cookie).v1.getListOfActiveSessions();
    expect(sessions).toHaveLength(2);
    for (const id of sessions) expect(id).toMatch(/^[0-9a-f]{24}$/);
    const tokens = [shopper.cookie, second.cookie].map((cookie) => cookie?.split('=')[1]);
    expect(sessions.some((id: string) => tokens.some((token) => token?.includes(id)))).toBe(false);
    expect(await rejection(shopperClients(platform).v3.getListOfActiveSessions())).toEqual(NOT_LOGGED_IN);
  });
});

describe('password update', () => {
  it('needs the old password, keeps this browser signed in and signs every other session out', async () => {
    const shopper = await addShopper(platform, { email: 'change@vitrine.test' });
    const other = await signIn(platform, shopper.email, TEST_PASSWORD);
    const mine = shopperClients(platform, shopper.cookie);

    expect(
      await rejection(
        mine.v3.updatePassword({ body: { old_password: 'Wrong#123', new_password: 'Newer#2025' } }),
      ),
    ).toEqual({ code: 401, message: 'Old password is incorrect' });
    // A refused change ends nothing.
    expect((await shopperClients(platform, other.cookie).v3.getLoggedInUser()).user.emails[0].email).toBe(
      shopper.email,
    );

    expect(
      await mine.v1.updatePassword({ body: { old_password: TEST_PASSWORD, new_password: 'Newer#2025' } }),
    ).toEqual({ message: 'Password updated' });
    expect((await mine.v3.getLoggedInUser()).user.emails[0].email).toBe(shopper.email);
    expect(await rejection(shopperClients(platform, other.cookie).v3.getLoggedInUser())).toEqual(
      NOT_LOGGED_IN,
    );
    expect((await mine.v3.getListOfActiveSessions()).sessions).toHaveLength(1);

    expect((await rejection(signIn(platform, shopper.email, TEST_PASSWORD))).code).toBe(401);
    expect((await signIn(platform, shopper.email, 'Newer#2025')).body.user.emails[0].email).toBe(
      shopper.email,
    );
  });

  it('refuses a weak new password, the same password, and a missing old one, with messages', async () => {
    const shopper = await addShopper(platform, { email: 'weak@vitrine.test' });
    const v3 = shopperClients(platform, shopper.cookie).v3;
    for (const weak of ['short#1', 'nodigits#here', 'nospecial123', '12345678#']) {
      expect(
        await rejection(v3.updatePassword({ body: { old_password: TEST_PASSWORD, new_password: weak } })),
        weak,
      ).toEqual({ code: 400, message: WEAK_PASSWORD });
    }
    expect(
      await rejection(
        v3.updatePassword({ body: { old_password: TEST_PASSWORD, new_password: TEST_PASSWORD } }),
      ),
    ).toEqual({ code: 400, message: 'The new password must differ from the old one' });
    expect(
      await rejection(v3.updatePassword({ body: { old_password: '', new_password: 'Newer#2025' } })),
    ).toEqual({
      code: 400,
      message: 'old_password is required',
    });
    expect(
      await rejection(
        shopperClients(platform).v3.updatePassword({ body: { old_password: 'a', new_password: 'x' } }),
      ),
    ).toMatchObject({ code: 401 });
    const raw = await signedRequest(platform, {
      method: 'POST',
      path: '/service/application/user/authentication/v1.0/password',
      body: { old_password: 5, new_password: ['x'] },
      headers: { cookie: shopper.cookie ?? '' },
    });
    expect(raw.status).toBe(400);
    expect(raw.body.message).toEqual(expect.any(String));
  });

  it('lets an account opened by code set its first password', async () => {
    const shopper = await addShopper(platform, { email: 'first@vitrine.test', password: null });
    const v3 = shopperClients(platform, shopper.cookie).v3;
    await v3.updatePassword({ body: { old_password: '', new_password: 'First#2025' } });
    expect(await v3.hasPassword()).toEqual({ result: 1 });
    expect((await signIn(platform, shopper.email, 'First#2025')).body.user.emails[0].email).toBe(
      shopper.email,
    );
  });
});

describe('user attributes', () => {
  it('keeps the shopper’s attributes: set, merged, removed by null, read whole or by slug', async () => {
    const shopper = await addShopper(platform, { email: 'attrs@vitrine.test' });
    const { v1, v3 } = shopperClients(platform, shopper.cookie);
    expect(await v1.getUserAttributes()).toEqual({ attributes: {} });
    expect(
      await v3.updateUserAttributes({ body: { attributes: { size: 'M', newsletter: true, shoe: 42 } } }),
    ).toEqual({ attributes: { size: 'M', newsletter: true, shoe: 42 } });
    expect(await v1.updateUserAttributes({ body: { attributes: { shoe: null, colour: 'teal' } } })).toEqual({
      attributes: { size: 'M', newsletter: true, colour: 'teal' },
    });
    expect(await v3.getUserAttributes({ slug: 'colour' })).toEqual({ attributes: { colour: 'teal' } });
    expect(await v3.getUserAttributes({ slug: 'nothing' })).toEqual({ attributes: {} });
    // Names every object inherits are not the shopper's attributes either.
    for (const slug of ['__proto__', 'constructor', 'toString']) {
      const raw = await signedRequest(platform, {
        method: 'GET',
        path: `/service/application/user/profile/v1.0/user-attributes?slug=${slug}`,
        headers: { cookie: shopper.cookie },
      });
      expect(raw.body).toEqual({ attributes: {} });
    }
    expect(await v3.getUserAttributes()).toEqual({
      attributes: { size: 'M', newsletter: true, colour: 'teal' },
    });
  });

  it('refuses values of the wrong type, oversize values, bad names and too many, changing nothing', async () => {
    const shopper = await addShopper(platform, { email: 'badattrs@vitrine.test' });
    const v3 = shopperClients(platform, shopper.cookie).v3;
    await v3.updateUserAttributes({ body: { attributes: { keep: 'me' } } });
    const bad = [
      'not an object',
      [1, 2],
      { nested: { deep: true } },
      { list: ['a'] },
      { long: 'x'.repeat(1001) },
      { 'bad name!': 1 },
      { __proto__x: 1 },
      Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, i])),
    ];
    for (const attributes of bad) {
      const answer = await rejection(v3.updateUserAttributes({ body: { attributes } }));
      expect(answer.code, JSON.stringify(attributes).slice(0, 60)).toBe(400);
      expect(answer.message).toEqual(expect.any(String));
    }
    expect(await v3.getUserAttributes()).toEqual({ attributes: { keep: 'me' } });
    expect(await rejection(shopperClients(platform).v3.getUserAttributes())).toEqual(NOT_LOGGED_IN);
  });
});

describe('user-exists', () => {
  it('answers for e-mails and phones, and stops one address asking too many questions', async () => {
    // A platform of its own, so the allowance this test spends is not shared with the others.
    const fresh = await startTestPlatform({ products: 0 });
    try {
      const v1 = shopperClients(fresh).v1;
      expect(await v1.userExists({ q: 'asha@vitrine.test' })).toEqual({ user_exists: true });
      expect(await v1.userExists({ q: '+91 98765 43210' })).toEqual({ user_exists: true });
      expect(await v1.userExists({ q: 'nobody@vitrine.test' })).toEqual({ user_exists: false });
      let refused: { code: number; message: string } | undefined;
      for (let i = 0; i < 30 && !refused; i++) {
        refused = await shopperClients(fresh)
          .v3.userExists({ q: `probe${i}@vitrine.test` })
          .then(() => undefined)
          .catch((error: { code: number; message: string }) => ({
            code: error.code,
            message: error.message,
          }));
      }
      expect(refused).toEqual({ code: 429, message: 'Too many look-ups. Try again later.' });
    } finally {
      await fresh.close();
    }
  }, 120_000);

  it('answers 400 without q', async () => {
    const raw = await signedRequest(platform, {
      method: 'GET',
      path: '/service/application/user/authentication/v1.0/user-exists',
    });
    expect(raw.status).toBe(400);
    expect(raw.body.message).toEqual(expect.any(String));
  });
});
