import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { rejection, shopperClients, signIn } from './test-clients';
import { addShopper, latestCode, outboxFor, TEST_PASSWORD } from './test-shoppers';

// biome-ignore lint/suspicious/noExplicitAny: the SDK's user module, as test-clients gives it.
type Sdk = any;

let platform: TestPlatform;
let mallory: Awaited<ReturnType<typeof addShopper>>;
let victim: Awaited<ReturnType<typeof addShopper>>;
/** A code the victim asked for, to their own primary e-mail, and the code itself. */
let victimRequestId: string;
let victimOtp: string;

const VICTIM_EMAIL = 'victim@vitrine.test';
const VICTIM_SECOND_EMAIL = 'victim.work@vitrine.test';
const VICTIM_PHONE = '9000000501';
const VICTIM_SECOND_PHONE = '9000000502';
const VICTIM_PASSWORD = 'Victim#2024';

beforeAll(async () => {
  platform = await startTestPlatform({ products: 0, config: { devOutbox: true } });
  mallory = await addShopper(platform, { email: 'mallory@vitrine.test', phone: '9000000401' });
  victim = await addShopper(platform, {
    email: VICTIM_EMAIL,
    phone: VICTIM_PHONE,
    password: VICTIM_PASSWORD,
    emails: [{ email: VICTIM_SECOND_EMAIL, active: true, primary: false, verified: true }],
    phones: [{ phone: VICTIM_SECOND_PHONE, country_code: 91, active: true, primary: false, verified: true }],
  });
  const victimSdk = shopperClients(platform, victim.cookie).v3;
  await victimSdk.updateUserAttributes({ body: { attributes: { secret: 'victim-only' } } });
  victimRequestId = (await victimSdk.sendOTPOnPrimary({ entity: 'email', body: {} })).request_id;
  victimOtp = await latestCode(platform, VICTIM_EMAIL);
});
afterAll(() => platform?.close());

/**
 * Every user call that acts on an account, called with the victim's e-mails, phones and id. Each is tried with
 * Mallory's session (it must refuse, or act on Mallory only) and with none (401).
 */
const calls: { name: string; call: (sdk: Sdk) => Promise<unknown>; asMallory: number | 'own' }[] = [
  {
    name: 'deleteEmail',
    call: (sdk) =>
      sdk.v3.deleteEmail({
        platform: platform.applicationId,
        active: true,
        primary: false,
        verified: true,
        email: VICTIM_SECOND_EMAIL,
      }),
    asMallory: 404,
  },
  {
    name: 'deleteMobileNumber',
    call: (sdk) =>
      sdk.v1.deleteMobileNumber({
        platform: platform.applicationId,
        active: true,
        primary: false,
        verified: true,
        countryCode: '91',
        phone: VICTIM_SECOND_PHONE,
      }),
    asMallory: 404,
  },
  {
    name: 'setEmailAsPrimary',
    call: (sdk) => sdk.v3.setEmailAsPrimary({ body: { email: VICTIM_SECOND_EMAIL } }),
    asMallory: 404,
  },
  {
    name: 'setMobileNumberAsPrimary',
    call: (sdk) =>
      sdk.v1.setMobileNumberAsPrimary({ body: { phone: VICTIM_SECOND_PHONE, country_code: '91' } }),
    asMallory: 404,
  },
  {
    name: 'deleteUser',
    call: (sdk) => sdk.v3.deleteUser({ body: { user_id: victim.id, reason: 'take over' } }),
    asMallory: 404,
  },
  {
    name: 'updateProfile with the victim’s e-mail',
    call: (sdk) => sdk.v3.updateProfile({ body: { first_name: 'Mallory', email: VICTIM_EMAIL } }),
    asMallory: 400,
  },
  {
    name: 'updateProfile with the victim’s mobile',
    call: (sdk) => sdk.v1.updateProfile({ body: { mobile: { phone: VICTIM_PHONE, country_code: '91' } } }),
    asMallory: 400,
  },
  {
    name: 'updatePassword with the victim’s password',
    call: (sdk) =>
      sdk.v3.updatePassword({ body: { old_password: VICTIM_PASSWORD, new_password: 'Taken#over1' } }),
    asMallory: 401,
  },
  { name: 'addEmail', call: (sdk) => sdk.v1.addEmail({ body: { email: VICTIM_EMAIL } }), asMallory: 400 },
  {
    name: 'addMobileNumber',
    call: (sdk) => sdk.v3.addMobileNumber({ body: { phone: VICTIM_PHONE, country_code: '91' } }),
    asMallory: 400,
  },
  {
    name: 'sendOTPForUpdate (e-mail)',
    call: (sdk) => sdk.v3.sendOTPForUpdate({ entity: 'email', body: { email: VICTIM_SECOND_EMAIL } }),
    asMallory: 400,
  },
  {
    name: 'sendOTPForUpdate (mobile)',
    call: (sdk) => sdk.v3.sendOTPForUpdate({ entity: 'mobile', body: { mobile: VICTIM_SECOND_PHONE } }),
    asMallory: 400,
  },
  {
    name: 'verifyOTPForUpdate with the victim’s request',
    call: (sdk) =>
      sdk.v3.verifyOTPForUpdate({ entity: 'email', body: { request_id: victimRequestId, otp: victimOtp } }),
    asMallory: 400,
  },
  {
    name: 'verifyOTPonPrimary with the victim’s request',
    call: (sdk) =>
      sdk.v3.verifyOTPonPrimary({ entity: 'email', body: { request_id: victimRequestId, otp: victimOtp } }),
    asMallory: 400,
  },
  {
    name: 'sendOTPOnPrimary',
    call: (sdk) => sdk.v3.sendOTPOnPrimary({ entity: 'email', body: {} }),
    asMallory: 'own',
  },
  {
    name: 'getUserAttributes',
    call: (sdk) => sdk.v3.getUserAttributes({ slug: 'secret' }),
    asMallory: 'own',
  },
  {
    name: 'updateUserAttributes',
    call: (sdk) => sdk.v1.updateUserAttributes({ body: { attributes: { secret: 'overwritten' } } }),
    asMallory: 'own',
  },
  { name: 'getListOfActiveSessions', call: (sdk) => sdk.v3.getListOfActiveSessions(), asMallory: 'own' },
  { name: 'hasPassword', call: (sdk) => sdk.v1.hasPassword(), asMallory: 'own' },
  { name: 'getLoggedInUser', call: (sdk) => sdk.v3.getLoggedInUser(), asMallory: 'own' },
];

const victimView = async () => {
  const sdk = shopperClients(platform, victim.cookie);
  return {
    user: (await sdk.v3.getLoggedInUser()).user,
    attributes: await sdk.v3.getUserAttributes(),
    sessions: await sdk.v3.getListOfActiveSessions(),
  };
};

describe('IDOR matrix: every user call with another shopper’s identifiers', () => {
  it('refuses or acts only on the caller, never changing or revealing the other shopper', async () => {
    const before = await victimView();
    const victimIds = [
      VICTIM_EMAIL,
      VICTIM_SECOND_EMAIL,
      VICTIM_PHONE,
      VICTIM_SECOND_PHONE,
      victim.id,
      ...before.sessions.sessions,
    ];
    const sdk = shopperClients(platform, mallory.cookie);
    for (const { name, call, asMallory } of calls) {
      if (asMallory === 'own') {
        const text = JSON.stringify(await call(sdk));
        for (const id of victimIds) expect(text, name).not.toContain(id);
        expect(text, name).not.toContain('victim-only');
      } else {
        const answer = await rejection(call(sdk));
        expect(answer.code, name).toBe(asMallory);
        for (const id of victimIds) expect(answer.message, name).not.toContain(id);
      }
    }
    expect(await victimView()).toEqual(before);
    // Nothing was sent to the victim but the one code they asked for, and that one still works for them.
    expect(await outboxFor(platform, VICTIM_EMAIL)).toHaveLength(1);
    for (const to of [VICTIM_SECOND_EMAIL, `+91${VICTIM_PHONE}`, `+91${VICTIM_SECOND_PHONE}`]) {
      expect(await outboxFor(platform, to), to).toEqual([]);
    }
    expect(
      await shopperClients(platform, victim.cookie).v3.verifyOTPonPrimary({
        entity: 'email',
        body: { request_id: victimRequestId, otp: victimOtp },
      }),
    ).toMatchObject({ verified: true });
    // The victim can still sign in with the same password.
    expect((await signIn(platform, VICTIM_EMAIL, VICTIM_PASSWORD)).body.user._id).toBe(victim.id);
  });

  it('answers 401 to every call without a session, or with another shopper’s session id as the cookie', async () => {
    const { sessions } = await shopperClients(platform, victim.cookie).v3.getListOfActiveSessions();
    const anonymous = [
      shopperClients(platform),
      ...sessions.map((id: string) => shopperClients(platform, `f.session=${id}`)),
    ];
    for (const sdk of anonymous) {
      for (const { name, call } of calls) {
        expect(await rejection(call(sdk)), name).toEqual({ code: 401, message: 'User is not logged in' });
      }
    }
  });

  it('logging out ends only the caller’s session', async () => {
    const extra = await signIn(platform, mallory.email, TEST_PASSWORD);
    await shopperClients(platform, extra.cookie).v1.logout();
    expect((await shopperClients(platform, victim.cookie).v3.getLoggedInUser()).user._id).toBe(victim.id);
    expect((await shopperClients(platform, mallory.cookie).v3.getLoggedInUser()).user._id).toBe(mallory.id);
  });
});
