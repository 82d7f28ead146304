import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { messagesTo, waitForMessage } from '../../testing/outbox';
import { INVALID_RESET } from './password-reset';
import { WEAK_PASSWORD } from './password-rules';
import { hashPassword } from './passwords';
import { rejection, shopperClients, signIn } from './test-clients';
import { insertUser, newUserId } from './users-sql';

const OLD_PASSWORD = 'Kurta#2023';
const NEW_PASSWORD = 'Dupatta@2025';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ products: 0, config: { devOutbox: true } });
});
afterAll(() => platform?.close());

let made = 0;
/** A shopper of this test alone, with an e-mail address and a mobile number, signed in once. */
async function shopper() {
  made += 1;
  const email = `reset.${made}.${process.pid}@example.com`;
  const phone = `81${String(process.pid % 10000).padStart(4, '0')}${String(made).padStart(4, '0')}`;
  await insertUser(platform.platform.services.db, {
    id: newUserId(),
    applicationId: platform.applicationId,
    firstName: 'Neha',
    lastName: 'Kapoor',
    gender: 'female',
    username: email,
    emails: [{ email, active: true, primary: true, verified: true }],
    phoneNumbers: [{ phone, country_code: 91, active: true, primary: true, verified: true }],
    passwordHash: await hashPassword(OLD_PASSWORD),
  });
  const { cookie } = await signIn(platform, email, OLD_PASSWORD);
  return { email, phone, cookie };
}

async function expectSignedOut(cookie: string) {
  expect(await rejection(shopperClients(platform, cookie).v3.getLoggedInUser())).toEqual({
    code: 401,
    message: 'User is not logged in',
  });
}

describe('forgot password by one-time code', () => {
  it('resets by a code sent to the e-mail address, and signs every session out', async () => {
    const { email, cookie } = await shopper();
    const { v3 } = shopperClients(platform);
    await v3.sendForgotOTPOnEmail({ body: { email } });
    const { code } = await waitForMessage(platform, email);
    const verified = await v3.verifyEmailForgotOTP({ body: { email, otp: code } });
    expect(verified).toMatchObject({ success: true, forgot_token: expect.any(String) });
    expect(
      await v3.resetForgotPassword({ body: { code: verified.forgot_token, password: NEW_PASSWORD } }),
    ).toEqual({
      success: true,
    });
    await expectSignedOut(cookie);
    expect((await signIn(platform, email, NEW_PASSWORD)).body.user.emails[0].email).toBe(email);
    expect(
      await rejection(v3.loginWithEmailAndPassword({ body: { username: email, password: OLD_PASSWORD } })),
    ).toEqual({ code: 401, message: 'Incorrect username or password' });
    // The token sets a password once.
    expect(
      await rejection(
        v3.resetForgotPassword({ body: { code: verified.forgot_token, password: 'Another#2026' } }),
      ),
    ).toEqual({ code: 400, message: INVALID_RESET });
  });

  it('resets by a code sent to the mobile number (v1, strict models)', async () => {
    const { phone, email, cookie } = await shopper();
    const { v1 } = shopperClients(platform);
    const sent = await v1.sendForgotOTPOnMobile({ body: { mobile: phone, country_code: '91' } });
    const { code } = await waitForMessage(platform, `+91${phone}`);
    const verified = await v1.verifyMobileForgotOTP({ body: { request_id: sent.request_id, otp: code } });
    await v1.resetForgotPassword({ body: { code: verified.forgot_token, password: NEW_PASSWORD } });
    await expectSignedOut(cookie);
    expect((await signIn(platform, email, NEW_PASSWORD)).body.user.first_name).toBe('Neha');
  });

  it('refuses a weak new password and keeps the old one', async () => {
    const { email } = await shopper();
    const { v3 } = shopperClients(platform);
    await v3.sendForgotOTPOnEmail({ body: { email } });
    const { code } = await waitForMessage(platform, email);
    const { forgot_token } = await v3.verifyEmailForgotOTP({ body: { email, otp: code } });
    expect(
      await rejection(v3.resetForgotPassword({ body: { code: forgot_token, password: 'password' } })),
    ).toEqual({
      code: 400,
      message: WEAK_PASSWORD,
    });
    expect((await signIn(platform, email, OLD_PASSWORD)).body.user.first_name).toBe('Neha');
  });
});

describe('password reset links', () => {
  it('sends a link by e-mail whose code is checked, then sets the password and signs in', async () => {
    const { email, cookie } = await shopper();
    const { v3, v1 } = shopperClients(platform);
    expect(await v1.sendResetPasswordEmail({ body: { email } })).toEqual({ status: 'sent' });
    const message = await waitForMessage(platform, email);
    const link = new URL(message.link ?? '');
    expect(link.pathname).toBe('/auth/set-password');
    const code = link.searchParams.get('code') ?? '';
    expect(message.body).toContain(message.link);

    expect(await v1.sendResetToken({ body: { code } })).toEqual({ status: 'valid' });
    const [answer, headers] = await v3.forgotPassword(
      { body: { code, password: NEW_PASSWORD } },
      { responseHeaders: true },
    );
    expect(answer.user.emails[0].email).toBe(email);
    expect([headers['set-cookie']].flat().join()).toMatch(/f\.session=[A-Za-z0-9_-]{43}/);
    await expectSignedOut(cookie);
    expect(await rejection(v3.forgotPassword({ body: { code, password: 'Another#2026' } }))).toEqual({
      code: 400,
      message: INVALID_RESET,
    });
    expect(await rejection(v3.sendResetToken({ body: { code } }))).toEqual({
      code: 400,
      message: INVALID_RESET,
    });
  });

  it('sends a link by SMS, answered with the bare string the models expect', async () => {
    const { phone } = await shopper();
    const { v1 } = shopperClients(platform);
    expect(await v1.sendResetPasswordMobile({ body: { mobile: phone, country_code: '91' } })).toBe('sent');
    const message = await waitForMessage(platform, `+91${phone}`);
    expect(message.link).toMatch(/\/auth\/set-password\?code=/);
  });

  it('answers an unknown address as a known one, and sends it nothing', async () => {
    const { email } = await shopper();
    const unknown = `nobody.${process.pid}@example.com`;
    const { v3 } = shopperClients(platform);
    expect(await v3.sendResetPasswordEmail({ body: { email: unknown } })).toEqual(
      await v3.sendResetPasswordEmail({ body: { email } }),
    );
    await waitForMessage(platform, email);
    expect(await messagesTo(platform, unknown)).toEqual([]);
  });
});
