import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { waitForMessage } from '../../testing/outbox';
import { INVALID_RESET } from './password-reset';
import { AccountClosed, startSession } from './sessions';
import { rejection, shopperClients, signIn } from './test-clients';
import { addShopper, latestCode, outboxFor, TEST_PASSWORD } from './test-shoppers';

const NOT_LOGGED_IN = { code: 401, message: 'User is not logged in' };
const DELETE_NEEDS_CODE =
  'Enter the OTP sent to your primary mobile number or e-mail (sendOTPOnPrimary) to delete your account';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform({ products: 0, config: { devOutbox: true } });
});
afterAll(() => platform?.close());

describe('account deletion', () => {
  it('closes the account for good: every session ends and no sign-in opens it again', async () => {
    const shopper = await addShopper(platform, { email: 'leaving@vitrine.test', phone: '9000000011' });
    const other = await signIn(platform, shopper.email, TEST_PASSWORD);
    const v3 = shopperClients(platform, shopper.cookie).v3;
    const body = { user_id: shopper.id, reason: 'Not shopping any more', reason_id: 'other' };
    // It takes a code sent to the shopper's primary contact.
    expect(await rejection(v3.deleteUser({ body }))).toEqual({ code: 400, message: DELETE_NEEDS_CODE });
    const sent = await v3.sendOTPOnPrimary({ entity: 'mobile', body: {} });
    const otp = await latestCode(platform, '+919000000011');
    const wrong = otp === '123456' ? '654321' : '123456';
    expect(
      await rejection(v3.deleteUser({ body: { ...body, request_id: sent.request_id, otp: wrong } })),
    ).toEqual({ code: 400, message: 'Invalid OTP' });
    expect((await v3.getLoggedInUser()).user._id).toBe(shopper.id);
    const [answer, headers] = await v3.deleteUser(
      { body: { ...body, request_id: sent.request_id, otp } },
      { responseHeaders: true },
    );
    expect(answer).toEqual({ success: true });
    const cleared = ([headers['set-cookie']].flat() as string[]).find((l) => l.startsWith('f.session='));
    expect(cleared).toMatch(/Max-Age=0/);

    for (const cookie of [shopper.cookie, other.cookie]) {
      expect(await rejection(shopperClients(platform, cookie).v1.getLoggedInUser())).toEqual(NOT_LOGGED_IN);
    }
    // By e-mail or phone, with the right password: refused, and the refusal says why only to the owner.
    for (const username of [shopper.email, '9000000011']) {
      expect(await rejection(signIn(platform, username, TEST_PASSWORD)), username).toEqual({
        code: 401,
        message: 'This account has been deleted',
      });
      expect((await rejection(signIn(platform, username, 'Wrong#pass1'))).message).toBe(
        'Incorrect username or password',
      );
    }
    // Any other way of signing in ends in the same place: no session can be opened for it.
    const db = platform.platform.services.db;
    await expect(
      startSession(db, { id: shopper.id, application_id: platform.applicationId }),
    ).rejects.toThrow(AccountClosed);
    expect(await shopperClients(platform).v1.userExists({ q: shopper.email })).toEqual({
      user_exists: false,
    });
    // Nor a sign-in code to its number: the code is right, the account stays closed.
    const earlier = (await outboxFor(platform, '+919000000011')).length;
    const codeLogin = await shopperClients(platform).v3.loginWithOTP({
      body: { mobile: '9000000011', country_code: '91' },
    });
    await expect
      .poll(async () => (await outboxFor(platform, '+919000000011')).length, { timeout: 10_000 })
      .toBe(earlier + 1);
    const [message] = await outboxFor(platform, '+919000000011');
    const refused = shopperClients(platform).v3.verifyMobileOTP({
      body: { request_id: codeLogin.request_id, otp: message.code },
    });
    expect(await rejection(refused)).toEqual({
      code: 401,
      message: 'This account has been deleted or disabled',
    });
    const row = await db
      .selectFrom('users')
      .select(['deleted_at', 'deletion_reason'])
      .where('id', '=', shopper.id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    expect(row.deletion_reason).toBe('other: Not shopping any more');
  });

  it('needs a reason, refuses another account’s id, and needs a session; nothing is deleted', async () => {
    const shopper = await addShopper(platform, { email: 'staying@vitrine.test' });
    const other = await addShopper(platform, { email: 'bystander@vitrine.test' });
    const v3 = shopperClients(platform, shopper.cookie).v3;
    expect(await rejection(v3.deleteUser({ body: { user_id: shopper.id, reason: '  ' } }))).toEqual({
      code: 400,
      message: 'reason is required',
    });
    expect(await rejection(v3.deleteUser({ body: { user_id: other.id, reason: 'bye' } }))).toEqual({
      code: 404,
      message: 'User not found',
    });
    expect(await rejection(shopperClients(platform).v1.deleteUser({ body: { reason: 'bye' } }))).toEqual(
      NOT_LOGGED_IN,
    );
    for (const who of [shopper, other]) {
      expect((await shopperClients(platform, who.cookie).v3.getLoggedInUser()).user._id).toBe(who.id);
    }
  });
});

describe('a deleted account and forgotten passwords', () => {
  it('gets no reset code or link, so nobody resets it', async () => {
    const shopper = await addShopper(platform, { email: 'gone7@vitrine.test', phone: '9000000071' });
    await platform.platform.services.db
      .updateTable('users')
      .set({ deleted_at: new Date() })
      .where('id', '=', shopper.id)
      .execute();
    const { v3 } = shopperClients(platform);
    await v3.sendForgotOTPOnEmail({ body: { email: shopper.email } });
    await v3.sendForgotOTPOnMobile({ body: { mobile: '9000000071', country_code: '91' } });
    await v3.sendResetPasswordEmail({ body: { email: shopper.email } });
    await v3.sendResetPasswordMobile({ body: { mobile: '9000000071', country_code: '91' } });
    // A live shopper's link is the marker that everything asked for before it has gone out.
    const live = await addShopper(platform, { email: 'here7@vitrine.test' });
    await v3.sendResetPasswordEmail({ body: { email: live.email } });
    await waitForMessage(platform, live.email);
    expect(await outboxFor(platform, shopper.email)).toEqual([]);
    expect(await outboxFor(platform, '+919000000071')).toEqual([]);
  });
});

describe('a reset link sent before the account was deleted', () => {
  it('no longer sets a password', async () => {
    const shopper = await addShopper(platform, { email: 'gone9@vitrine.test' });
    const { v3 } = shopperClients(platform);
    await v3.sendResetPasswordEmail({ body: { email: shopper.email } });
    const { link } = await waitForMessage(platform, shopper.email);
    const code = new URL(link ?? '').searchParams.get('code');
    await platform.platform.services.db
      .updateTable('users')
      .set({ deleted_at: new Date() })
      .where('id', '=', shopper.id)
      .execute();
    expect(await rejection(v3.resetForgotPassword({ body: { code, password: 'Another#2026' } }))).toEqual({
      code: 400,
      message: INVALID_RESET,
    });
  });
});
