import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOPPER_PASSWORD } from '../../seed/shoppers';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { hashPassword } from './passwords';
import { rejection, shopperClients, signedRequest, signIn } from './test-clients';
import { insertUser, newUserId } from './users-sql';

const LOGIN = '/service/application/user/authentication/v1.0/login/password';
const SESSION = '/service/application/user/authentication/v1.0/session';

let platform: TestPlatform;

beforeAll(async () => {
  // The demo shoppers are seeded on every start, catalogue or not.
  platform = await startTestPlatform({ products: 0 });
});
afterAll(() => platform?.close());

describe('password sign-in through the official SDK', () => {
  it('signs a shopper in by e-mail, in any case, and sets an httpOnly, SameSite=Lax session cookie', async () => {
    const { body, setCookie, cookie } = await signIn(platform, 'Asha@Vitrine.TEST', DEMO_SHOPPER_PASSWORD);
    expect(body.user).toMatchObject({
      first_name: 'Asha',
      last_name: 'Rao',
      gender: 'female',
      application_id: platform.applicationId,
      emails: [{ email: 'asha@vitrine.test', primary: true, verified: true, active: true }],
      phone_numbers: [{ phone: '9876543210', country_code: 91, primary: true, verified: true }],
    });
    expect(body.user._id).toMatch(/^[0-9a-f]{24}$/);
    expect(body.user).not.toHaveProperty('password_hash');
    expect(body).toMatchObject({ request_id: '', register_token: '' });

    const attributes = setCookie.split(';').map((part: string) => part.trim());
    expect(cookie).toMatch(/^f\.session=[A-Za-z0-9_-]{43}$/);
    expect(attributes).toEqual(
      expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/', 'Max-Age=2592000']),
    );
    // Served over plain http here, and scoped to the host that set it.
    expect(attributes).not.toContain('Secure');
    expect(setCookie).not.toMatch(/Domain=/i);
  });

  it('answers the v1 SDK too, whose strict models check the user', async () => {
    const answer = await shopperClients(platform).v1.loginWithEmailAndPassword({
      body: { username: 'ravi@vitrine.test', password: DEMO_SHOPPER_PASSWORD },
    });
    expect(answer.user).toMatchObject({ first_name: 'Ravi', phone_numbers: [] });
  });

  it('signs a shopper in by mobile number, with or without the +91 country code', async () => {
    for (const username of ['9876543210', '+91 98765 43210', '919876543210']) {
      const { body } = await signIn(platform, username, DEMO_SHOPPER_PASSWORD);
      expect(body.user.first_name, username).toBe('Asha');
    }
  });

  it('refuses a wrong password and an unknown username with the same 401 message', async () => {
    for (const username of ['ravi@vitrine.test', 'nobody@vitrine.test', '9000000000']) {
      const call = shopperClients(platform).v3.loginWithEmailAndPassword({
        body: { username, password: 'not-the-password' },
      });
      expect(await rejection(call), username).toEqual({
        code: 401,
        message: 'Incorrect username or password',
      });
    }
  });

  it('believes X-Forwarded-Proto only from a proxy TRUST_PROXY names', async () => {
    const secureOn = async (target: TestPlatform) => {
      const response = await signedRequest(target, {
        method: 'POST',
        path: LOGIN,
        body: { username: 'ravi@vitrine.test', password: DEMO_SHOPPER_PASSWORD },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.status).toBe(200);
      const line = response.headers.getSetCookie().find((l) => l.startsWith('f.session='));
      return line
        ?.split(';')
        .map((part) => part.trim())
        .includes('Secure');
    };
    // This test talks to the platform from 127.0.0.1, which TRUST_PROXY does not name here.
    expect(await secureOn(platform)).toBe(false);
    const behindProxy = await startTestPlatform({ products: 0, config: { trustProxy: ['loopback'] } });
    try {
      expect(await secureOn(behindProxy)).toBe(true);
    } finally {
      await behindProxy.close();
    }
  }, 120_000);

  it('answers 400 with a message, never a 500, for a missing username or a body of the wrong shape', async () => {
    const missing = shopperClients(platform).v1.loginWithEmailAndPassword({ body: { password: 'x' } });
    expect(await rejection(missing)).toEqual({ code: 400, message: 'username is required' });
    const blank = shopperClients(platform).v3.loginWithEmailAndPassword({
      body: { username: '  ', password: 'x' },
    });
    expect(await rejection(blank)).toEqual({ code: 400, message: 'username is required' });
    for (const body of [[], 'asha', { username: 42, password: 'x' }]) {
      const response = await signedRequest(platform, { method: 'POST', path: LOGIN, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toEqual(expect.any(String));
    }
  });

  it('refuses a disabled account with its own message, but only after the right password', async () => {
    const db = platform.platform.services.db;
    const id = newUserId();
    await insertUser(db, {
      id,
      applicationId: platform.applicationId,
      firstName: 'Old',
      lastName: 'Account',
      gender: '',
      username: 'old@vitrine.test',
      emails: [{ email: 'old@vitrine.test', active: true, primary: true, verified: true }],
      phoneNumbers: [],
      passwordHash: await hashPassword('Old#pass1'),
    });
    const { cookie } = await signIn(platform, 'old@vitrine.test', 'Old#pass1');
    await db.updateTable('users').set({ active: false }).where('id', '=', id).execute();

    const v3 = shopperClients(platform).v3;
    expect(
      await rejection(
        v3.loginWithEmailAndPassword({ body: { username: 'old@vitrine.test', password: 'Old#pass1' } }),
      ),
    ).toEqual({ code: 401, message: 'This account is disabled' });
    expect(
      await rejection(
        v3.loginWithEmailAndPassword({ body: { username: 'old@vitrine.test', password: 'wrong' } }),
      ),
    ).toEqual({ code: 401, message: 'Incorrect username or password' });
    // A session opened before the account was disabled no longer signs it in.
    expect(await rejection(shopperClients(platform, cookie).v3.getLoggedInUser())).toEqual({
      code: 401,
      message: 'User is not logged in',
    });
  });
});

describe('the session', () => {
  it('knows the signed-in shopper from the cookie, privately, and nobody without it', async () => {
    const { body, cookie } = await signIn(platform, 'asha@vitrine.test', DEMO_SHOPPER_PASSWORD);
    const mine = shopperClients(platform, cookie);
    expect((await mine.v1.getLoggedInUser()).user).toEqual(body.user);
    expect((await mine.v3.getLoggedInUser()).user).toEqual(body.user);

    const raw = await signedRequest(platform, { method: 'GET', path: SESSION, headers: { cookie } });
    expect(raw.headers.get('cache-control')).toBe('private, no-store');

    expect(await rejection(shopperClients(platform).v3.getLoggedInUser())).toEqual({
      code: 401,
      message: 'User is not logged in',
    });
    for (const forged of ['f.session=nonsense', `f.session=${'A'.repeat(43)}`]) {
      expect((await rejection(shopperClients(platform, forged).v3.getLoggedInUser())).code, forged).toBe(401);
    }
  });

  it('treats an expired session as signed out, and removes it', async () => {
    const { cookie } = await signIn(platform, 'ravi@vitrine.test', DEMO_SHOPPER_PASSWORD);
    const db = platform.platform.services.db;
    const ravi = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'ravi@vitrine.test')
      .executeTakeFirstOrThrow();
    const sessions = () => db.selectFrom('user_sessions').select('token_hash').where('user_id', '=', ravi.id);
    const before = (await sessions().execute()).length;
    await db
      .updateTable('user_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', ravi.id)
      .execute();
    expect((await rejection(shopperClients(platform, cookie).v3.getLoggedInUser())).code).toBe(401);
    expect((await sessions().execute()).length).toBe(before - 1);
  });

  it('ends on logout: the cookie is cleared and the old one no longer works', async () => {
    const { cookie } = await signIn(platform, 'asha@vitrine.test', DEMO_SHOPPER_PASSWORD);
    const [answer, headers] = await shopperClients(platform, cookie).v3.logout({}, { responseHeaders: true });
    expect(answer).toEqual({ logout: true });
    const cleared = ([headers['set-cookie']].flat() as string[]).find((l) => l.startsWith('f.session='));
    expect(cleared?.split(';').map((part) => part.trim())).toEqual(
      expect.arrayContaining(['f.session=', 'Max-Age=0', 'HttpOnly', 'SameSite=Lax', 'Path=/']),
    );
    expect(await rejection(shopperClients(platform, cookie).v1.getLoggedInUser())).toEqual({
      code: 401,
      message: 'User is not logged in',
    });
  });

  it('logs out cleanly without a session too', async () => {
    expect(await shopperClients(platform).v1.logout()).toEqual({ logout: true });
  });
});

describe('passwords at the edge', () => {
  it('are taken exactly as typed: surrounding spaces are part of the password', async () => {
    const db = platform.platform.services.db;
    await insertUser(db, {
      id: newUserId(),
      applicationId: platform.applicationId,
      firstName: 'Spacey',
      lastName: '',
      gender: '',
      username: 'spacey@vitrine.test',
      emails: [{ email: 'spacey@vitrine.test', active: true, primary: true, verified: true }],
      phoneNumbers: [],
      passwordHash: await hashPassword(' padded#1 '),
    });
    const v3 = shopperClients(platform).v3;
    expect(
      await rejection(
        v3.loginWithEmailAndPassword({ body: { username: 'spacey@vitrine.test', password: 'padded#1' } }),
      ),
    ).toMatchObject({ code: 401 });
    expect((await signIn(platform, 'spacey@vitrine.test', ' padded#1 ')).body.user.first_name).toBe('Spacey');
    expect(
      await rejection(
        v3.loginWithEmailAndPassword({ body: { username: 'spacey@vitrine.test', password: '' } }),
      ),
    ).toEqual({ code: 400, message: 'password is required' });
  });
});
