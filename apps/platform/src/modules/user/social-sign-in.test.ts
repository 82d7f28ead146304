import { type IdentityProvider, startIdentityProvider } from '@vitrine/identity-provider';
import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { readSocialProviders } from './social-config';
import { shopperClients } from './test-clients';
import { insertUser, newUserId } from './users-sql';

const SHOP_CLIENT = 'shop.apps.idp.test';
const SHOP_APP = { id: '1000000000000001', secret: 'shop-app-secret' };
const OTHER_APP = { id: '2000000000000002', secret: 'other-app-secret' };

let idp: IdentityProvider;
let platform: TestPlatform;

beforeAll(async () => {
  idp = await startIdentityProvider({
    googleClientIds: [SHOP_CLIENT, 'another-shop.apps.idp.test'],
    facebookApps: [SHOP_APP, OTHER_APP],
    identities: [
      { googleSub: 'g-1', facebookId: 'f-1', firstName: 'Neha', lastName: 'Joshi', email: 'neha@idp.test' },
      { googleSub: 'g-2', facebookId: 'f-2', firstName: 'Asha', lastName: 'R', email: 'ASHA@vitrine.test' },
      { googleSub: 'g-3', facebookId: 'f-3', firstName: 'Omar', lastName: 'Khan', email: 'omar@idp.test' },
      { googleSub: 'g-4', facebookId: 'f-4', firstName: 'Gone', lastName: 'Away', email: 'gone@idp.test' },
      { googleSub: 'g-5', facebookId: 'f-5', firstName: 'Priya', lastName: 'Nair', email: 'priya@idp.test' },
    ],
  });
  const social = readSocialProviders({
    GOOGLE_CLIENT_ID: SHOP_CLIENT,
    GOOGLE_OAUTH_ISSUER: idp.url,
    FACEBOOK_APP_ID: SHOP_APP.id,
    FACEBOOK_APP_SECRET: SHOP_APP.secret,
    FACEBOOK_GRAPH_URL: idp.url,
  });
  platform = await startTestPlatform({ products: 0, config: { social } });
});
afterAll(async () => {
  await platform?.close();
  await idp?.close();
});

const person = (email: string) => {
  const found = idp.identities.find((identity) => identity.email === email);
  if (!found) throw new Error(`no identity ${email}`);
  return found;
};
const oauth = (token: string) => ({
  body: { is_signed_in: true, oauth2: { access_token: token, expiry: 0 } },
});

/** The SDK's rejection with the whole answer the platform gave. */
async function refusal(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    const { code, message, details } = error as {
      code: number;
      message: string;
      details: Record<string, unknown>;
    };
    return { code, message, details };
  }
  throw new Error('the call succeeded');
}

describe('Google-style sign-in, checked against the provider’s published keys', () => {
  it('opens a new account from a valid id_token, then signs the same account in again', async () => {
    const token = await idp.signIdToken(person('neha@idp.test'));
    const [first, headers] = await shopperClients(platform).v3.loginWithGoogle(oauth(token), {
      responseHeaders: true,
    });
    expect(first).toMatchObject({
      user_exists: false,
      register_token: '',
      user: {
        first_name: 'Neha',
        last_name: 'Joshi',
        emails: [{ email: 'neha@idp.test', verified: true, primary: true }],
      },
    });
    const cookie = [headers['set-cookie']].flat().find((line: string) => line.startsWith('f.session='));
    expect(cookie).toMatch(/HttpOnly/);
    const session = await shopperClients(platform, cookie.split(';')[0]).v3.getLoggedInUser();
    expect(session.user._id).toBe(first.user._id);

    // v1's strict models check the answer too.
    const again = await shopperClients(platform).v1.loginWithGoogle(
      oauth(await idp.signIdToken(person('neha@idp.test'))),
    );
    expect(again).toMatchObject({ user_exists: true, user: { _id: first.user._id } });
  });

  it('signs an existing shopper in by their verified e-mail address, whatever its case', async () => {
    const answer = await shopperClients(platform).v3.loginWithGoogle(
      oauth(await idp.signIdToken(person('ASHA@vitrine.test'))),
    );
    expect(answer).toMatchObject({ user_exists: true, user: { first_name: 'Asha', last_name: 'Rao' } });
    // The app builds answer on the same path.
    const ios = await shopperClients(platform).v3.loginWithGoogleIOS(
      oauth(await idp.signIdToken(person('ASHA@vitrine.test'))),
    );
    expect(ios.user._id).toBe(answer.user._id);
  });

  it('opens one account when the same new person signs in several times at once', async () => {
    const tokens = await Promise.all([1, 2, 3, 4].map(() => idp.signIdToken(person('priya@idp.test'))));
    const answers = await Promise.all(
      tokens.map((token) => shopperClients(platform).v3.loginWithGoogle(oauth(token))),
    );
    expect(new Set(answers.map((answer) => answer.user._id)).size).toBe(1);
    const { db } = platform.platform.services;
    const accounts = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'priya@idp.test')
      .execute();
    expect(accounts).toHaveLength(1);
  });

  const refusedFor = async (token: string) =>
    refusal(shopperClients(platform).v3.loginWithGoogle(oauth(token)));

  it('refuses a token minted for another client id', async () => {
    const token = await idp.signIdToken(person('omar@idp.test'), { audience: 'another-shop.apps.idp.test' });
    expect(await refusedFor(token)).toMatchObject({
      code: 401,
      message: 'Invalid token specified',
      details: { reason: 'the aud claim is not accepted' },
    });
  });

  it('refuses an expired token, beyond the minute of clock difference', async () => {
    const issuedAt = Math.floor(Date.now() / 1000) - 7200;
    const token = await idp.signIdToken(person('omar@idp.test'), { issuedAt, expiresInSeconds: 3600 });
    expect((await refusedFor(token)).details.reason).toBe('the token has expired');
  });

  it('refuses a token issued in the future', async () => {
    const issuedAt = Math.floor(Date.now() / 1000) + 600;
    const token = await idp.signIdToken(person('omar@idp.test'), { issuedAt });
    expect((await refusedFor(token)).details.reason).toBe('the token is issued in the future');
  });

  it('refuses a token whose claims the browser changed after signing', async () => {
    const [header, payload, signature] = (await idp.signIdToken(person('omar@idp.test'))).split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, email: 'asha@vitrine.test' })).toString(
      'base64url',
    );
    expect((await refusedFor(`${header}.${forged}.${signature}`)).details.reason).toBe(
      'the signature does not match',
    );
  });

  it('refuses a token signed by a key the provider does not publish', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const token = await idp.signIdToken(person('omar@idp.test'), {}, privateKey, 'not-a-published-kid');
    expect((await refusedFor(token)).details.reason).toBe(
      'the token names a signing key the provider does not publish',
    );
  });

  it('refuses what is not a token at all with a clear 4xx, and a body without oauth2', async () => {
    expect(await refusedFor('not.a.token')).toMatchObject({ code: 401, message: 'Invalid token specified' });
    const missing = await refusal(
      shopperClients(platform).v3.loginWithGoogle({ body: { is_signed_in: true } }),
    );
    expect(missing).toMatchObject({ code: 400, message: 'oauth2 is required' });
  });
});

describe('Facebook-style sign-in, checked with debug_token', () => {
  const facebook = (token: string) => shopperClients(platform).v3.loginWithFacebook(oauth(token));

  it('opens an account from a valid user token and reads the person from the provider', async () => {
    const { accessToken } = idp.issueUserToken(SHOP_APP.id, person('omar@idp.test'));
    const answer = await shopperClients(platform).v1.loginWithFacebook({
      body: {
        is_signed_in: true,
        oauth2: { access_token: accessToken, expiry: 5400, refresh_token: '' },
        // What the browser claims is ignored.
        profile: { id: 'f-2', email: 'asha@vitrine.test', first_name: 'Asha' },
      },
    });
    expect(answer).toMatchObject({
      user_exists: false,
      user: { first_name: 'Omar', last_name: 'Khan', emails: [{ email: 'omar@idp.test' }] },
    });
  });

  it('refuses a token another app was given', async () => {
    const { accessToken } = idp.issueUserToken(OTHER_APP.id, person('omar@idp.test'));
    expect(await refusal(facebook(accessToken))).toMatchObject({
      code: 401,
      details: { reason: 'the token was issued to another app' },
    });
  });

  it('refuses an unknown token and an expired one', async () => {
    const unknown = await refusal(facebook('EAAVnot-a-token-the-provider-gave'));
    expect(unknown).toMatchObject({
      code: 401,
      details: { reason: 'the token is not valid: Invalid OAuth access token.' },
    });
    const { accessToken } = idp.issueUserToken(SHOP_APP.id, person('omar@idp.test'), {
      expiresInSeconds: -5,
    });
    expect((await refusal(facebook(accessToken))).details.reason).toMatch(
      /^the token is not valid: Session has expired/,
    );
  });

  it('asks for the e-mail address when a new person declined to share it', async () => {
    const { accessToken } = idp.issueUserToken(SHOP_APP.id, person('neha@idp.test'), {
      scopes: ['public_profile'],
    });
    // Neha's Google identity made her account, but her Facebook one is new and brings no address to match.
    expect(await refusal(facebook(accessToken))).toMatchObject({
      code: 400,
      message: 'Your e-mail address is needed to sign in: allow the shop to see it and try again',
    });
  });
});

describe('deleted accounts', () => {
  it('refuses social sign-in to a deleted account with is_deleted, and links nothing', async () => {
    const { db } = platform.platform.services;
    const id = newUserId();
    await insertUser(db, {
      id,
      applicationId: platform.applicationId,
      firstName: 'Gone',
      lastName: 'Away',
      gender: '',
      username: 'gone@idp.test',
      emails: [{ email: 'gone@idp.test', primary: true, verified: true, active: true }],
      phoneNumbers: [],
      passwordHash: null,
    });
    await db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', id).execute();

    const google = await refusal(
      shopperClients(platform).v3.loginWithGoogle(oauth(await idp.signIdToken(person('gone@idp.test')))),
    );
    expect(google).toMatchObject({
      code: 403,
      message: 'This account has been deleted',
      details: { is_deleted: true },
    });
    const { accessToken } = idp.issueUserToken(SHOP_APP.id, person('gone@idp.test'));
    const facebook = await refusal(shopperClients(platform).v3.loginWithFacebook(oauth(accessToken)));
    expect(facebook).toMatchObject({ code: 403, details: { is_deleted: true } });
    const links = await db.selectFrom('social_identities').selectAll().where('user_id', '=', id).execute();
    expect(links).toEqual([]);
  });

  it('refuses an identity linked before the account was deleted', async () => {
    const { db } = platform.platform.services;
    const token = await idp.signIdToken(person('omar@idp.test'));
    const { user } = await shopperClients(platform).v3.loginWithGoogle(oauth(token));
    await db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', user._id).execute();
    const again = await refusal(
      shopperClients(platform).v3.loginWithGoogle(oauth(await idp.signIdToken(person('omar@idp.test')))),
    );
    expect(again).toMatchObject({ code: 403, details: { is_deleted: true } });
  });
});

describe('what the storefront learns of the providers', () => {
  it('reports the providers and their app ids in the platform config, never a secret', async () => {
    const config = await shopperClients(platform).v1.getPlatformConfig({});
    expect(config.social).toMatchObject({ google: true, facebook: true, apple: false });
    expect(config.social_tokens).toMatchObject({
      google: { app_id: SHOP_CLIENT },
      facebook: { app_id: SHOP_APP.id },
    });
    expect(JSON.stringify(config)).not.toContain(SHOP_APP.secret);
  });

  it('answers a provider the shop has not set up with a 400 that says so', async () => {
    const apple = await refusal(
      shopperClients(platform).v3.loginWithAppleIOS({ body: { oauth: { identity_token: 'x.y.z' } } }),
    );
    expect(apple).toMatchObject({ code: 400, message: 'Apple sign-in is not set up for this shop' });
  });
});
