import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { messagesTo, waitForMessage } from '../../testing/outbox';
import { rejection, shopperClients, signIn } from './test-clients';
import { addShopper, TEST_PASSWORD } from './test-shoppers';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform({ products: 0, config: { devOutbox: true } });
});
afterAll(() => platform?.close());

describe('a contact added but never verified', () => {
  it('signs nobody in, and never shadows the shopper who verified it', async () => {
    // Mallory's account is older and lists the victim's address and number, unverified.
    const mallory = await addShopper(platform, {
      email: 'mallory3@vitrine.test',
      password: 'Mallory#2024',
      emails: [{ email: 'victim3@vitrine.test', active: true, primary: false, verified: false }],
      phones: [{ phone: '9000001101', country_code: 91, active: true, primary: false, verified: false }],
    });
    const victim = await addShopper(platform, { email: 'victim3@vitrine.test', phone: '9000001101' });
    for (const username of ['victim3@vitrine.test', '9000001101']) {
      expect((await signIn(platform, username, TEST_PASSWORD)).body.user._id, username).toBe(victim.id);
      expect(await rejection(signIn(platform, username, 'Mallory#2024')), username).toEqual({
        code: 401,
        message: 'Incorrect username or password',
      });
    }
    expect((await signIn(platform, 'mallory3@vitrine.test', 'Mallory#2024')).body.user._id).toBe(mallory.id);
  });
});

describe('sign-in by code to a contact a stranger added unverified', () => {
  it("opens a new account of its own by phone, not the stranger's", async () => {
    const mallory = await addShopper(platform, {
      email: 'mallory4@vitrine.test',
      phones: [{ phone: '9000001201', country_code: 91, active: true, primary: false, verified: false }],
    });
    const { v3 } = shopperClients(platform);
    const sent = await v3.loginWithOTP({ body: { mobile: '9000001201', country_code: '91' } });
    const { code } = await waitForMessage(platform, '+919000001201');
    const verified = await v3.verifyMobileOTP({ body: { request_id: sent.request_id, otp: code } });
    expect(verified.user._id).not.toBe(mallory.id);
    expect(verified.user_exists).toBe(false);
    expect(verified.user.phone_numbers).toEqual([
      expect.objectContaining({ phone: '9000001201', verified: true, primary: true }),
    ]);
    // The holder's own account is the one the number signs in to from now on.
    const again = await v3.loginWithOTP({ body: { mobile: '9000001201', country_code: '91' } });
    const second = await waitForMessage(platform, '+919000001201', 2);
    const back = await v3.verifyMobileOTP({ body: { request_id: again.request_id, otp: second.code } });
    expect(back).toMatchObject({ user_exists: true, user: { _id: verified.user._id } });
  });

  it("opens a new account of its own by e-mail, not the stranger's", async () => {
    const mallory = await addShopper(platform, {
      email: 'mallory5@vitrine.test',
      emails: [{ email: 'victim5@vitrine.test', active: true, primary: false, verified: false }],
    });
    const { v3 } = shopperClients(platform);
    await v3.sendOTPOnEmail({ body: { email: 'victim5@vitrine.test' } });
    const { code } = await waitForMessage(platform, 'victim5@vitrine.test');
    const verified = await v3.verifyEmailOTP({ body: { email: 'victim5@vitrine.test', otp: code } });
    expect(verified.user._id).not.toBe(mallory.id);
    expect(verified.user_exists).toBe(false);
  });
});

describe('forgot password for a contact an account only added', () => {
  it('sends nothing there, so its holder can never reset that account', async () => {
    await addShopper(platform, {
      email: 'mallory6@vitrine.test',
      password: 'Mallory#2024',
      emails: [{ email: 'victim6@vitrine.test', active: true, primary: false, verified: false }],
      phones: [{ phone: '9000001301', country_code: 91, active: true, primary: false, verified: false }],
    });
    const { v3 } = shopperClients(platform);
    await v3.sendForgotOTPOnEmail({ body: { email: 'victim6@vitrine.test' } });
    await v3.sendForgotOTPOnMobile({ body: { mobile: '9000001301', country_code: '91' } });
    await v3.sendResetPasswordEmail({ body: { email: 'victim6@vitrine.test' } });
    await v3.sendResetPasswordMobile({ body: { mobile: '9000001301', country_code: '91' } });
    // A message to a verified contact is the marker that everything sent before it has gone out.
    await v3.sendResetPasswordEmail({ body: { email: 'mallory6@vitrine.test' } });
    await waitForMessage(platform, 'mallory6@vitrine.test');
    expect(await messagesTo(platform, 'victim6@vitrine.test')).toEqual([]);
    expect(await messagesTo(platform, '+919000001301')).toEqual([]);
  });
});
