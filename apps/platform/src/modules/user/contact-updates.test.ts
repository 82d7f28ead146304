import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { CONTACT_TAKEN } from './contacts';
import { rejection, shopperClients, signIn } from './test-clients';
import { addShopper, latestCode, outboxFor, TEST_PASSWORD } from './test-shoppers';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform({ products: 0, config: { devOutbox: true } });
});
afterAll(() => platform?.close());

const phoneOf = (user: { phone_numbers: { phone: string; verified?: boolean }[] }, phone: string) =>
  user.phone_numbers.find((p) => p.phone === phone);

describe('a new mobile number or e-mail, verified by code (v2 calls)', () => {
  it('adds a mobile number unverified, usable only once its code comes back', async () => {
    const shopper = await addShopper(platform, { email: 'newphone@vitrine.test' });
    const v3 = shopperClients(platform, shopper.cookie).v3;
    const sent = await v3.sendOTPForUpdate({
      entity: 'mobile',
      body: { mobile: '9000000601', country_code: '91' },
    });
    expect(sent).toMatchObject({ success: true, mobile: '9000000601', country_code: '91', resend_timer: 30 });
    expect(sent.request_id).toMatch(/^[0-9a-f]{32}$/);

    const pending = (await v3.getLoggedInUser()).user;
    expect(phoneOf(pending, '9000000601')).toEqual({
      phone: '9000000601',
      country_code: 91,
      active: true,
      primary: false,
      verified: false,
    });
    // Not yet a way in.
    expect((await rejection(signIn(platform, '9000000601', TEST_PASSWORD))).code).toBe(401);

    expect(
      await rejection(
        v3.verifyOTPForUpdate({ entity: 'mobile', body: { request_id: sent.request_id, otp: '000000' } }),
      ),
    ).toMatchObject({ code: 400 });
    const otp = await latestCode(platform, '+919000000601');
    const verified = await v3.verifyOTPForUpdate({
      entity: 'mobile',
      body: { request_id: sent.request_id, otp },
    });
    expect(verified.user_exists).toBe(true);
    // The first verified number becomes the primary one.
    expect(phoneOf(verified.user, '9000000601')).toMatchObject({ verified: true, primary: true });
    expect((await signIn(platform, '9000000601', TEST_PASSWORD)).body.user._id).toBe(shopper.id);
    // A code is single-use.
    expect(
      (
        await rejection(
          v3.verifyOTPForUpdate({ entity: 'mobile', body: { request_id: sent.request_id, otp } }),
        )
      ).code,
    ).toBe(400);
  });

  it('refuses a contact another account has verified, without saying whose, and sends it nothing', async () => {
    await addShopper(platform, { email: 'owner@vitrine.test', phone: '9000000701' });
    const shopper = await addShopper(platform, { email: 'squatter@vitrine.test' });
    const v3 = shopperClients(platform, shopper.cookie).v3;
    const before = (await v3.getLoggedInUser()).user;
    const calls = [
      () => v3.sendOTPForUpdate({ entity: 'mobile', body: { mobile: '9000000701', country_code: '91' } }),
      () => v3.sendOTPForUpdate({ entity: 'email', body: { email: 'Owner@vitrine.test' } }),
      () => v3.addEmail({ body: { email: 'owner@vitrine.test' } }),
      () => v3.addMobileNumber({ body: { phone: '9000000701', country_code: '91' } }),
      () => v3.updateProfile({ body: { email: 'owner@vitrine.test' } }),
    ];
    for (const call of calls) {
      expect(await rejection(call())).toEqual({ code: 400, message: CONTACT_TAKEN });
    }
    expect((await v3.getLoggedInUser()).user).toEqual(before);
    expect(await outboxFor(platform, '+919000000701')).toEqual([]);
    expect(await outboxFor(platform, 'owner@vitrine.test')).toEqual([]);
  });

  it('never verifies another shopper’s request, even with its right code, and leaves it usable', async () => {
    const victim = await addShopper(platform, { email: 'victim2@vitrine.test' });
    const mallory = await addShopper(platform, { email: 'mallory2@vitrine.test' });
    const sent = await shopperClients(platform, victim.cookie).v3.sendOTPForUpdate({
      entity: 'email',
      body: { email: 'victim2.new@vitrine.test' },
    });
    const otp = await latestCode(platform, 'victim2.new@vitrine.test');
    const stolen = shopperClients(platform, mallory.cookie).v3.verifyOTPForUpdate({
      entity: 'email',
      body: { request_id: sent.request_id, otp },
    });
    expect(await rejection(stolen)).toEqual({ code: 400, message: 'Invalid OTP' });
    expect(
      JSON.stringify((await shopperClients(platform, mallory.cookie).v3.getLoggedInUser()).user),
    ).not.toContain('victim2.new');
    const mine = await shopperClients(platform, victim.cookie).v3.verifyOTPForUpdate({
      entity: 'email',
      body: { request_id: sent.request_id, otp },
    });
    // A second verified e-mail: verified, but the primary one stays.
    expect(mine.user.emails).toEqual([
      { email: 'victim2@vitrine.test', active: true, primary: true, verified: true },
      { email: 'victim2.new@vitrine.test', active: true, primary: false, verified: true },
    ]);
  });

  it('stops after 5 wrong codes: the request is dead, even for the right code', async () => {
    const shopper = await addShopper(platform, { email: 'guesser@vitrine.test' });
    const v3 = shopperClients(platform, shopper.cookie).v3;
    const sent = await v3.sendOTPForUpdate({ entity: 'mobile', body: { mobile: '9000000801' } });
    const otp = await latestCode(platform, '+919000000801');
    const wrong = otp === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) {
      await rejection(
        v3.verifyOTPForUpdate({ entity: 'mobile', body: { request_id: sent.request_id, otp: wrong } }),
      );
    }
    const late = await rejection(
      v3.verifyOTPForUpdate({ entity: 'mobile', body: { request_id: sent.request_id, otp } }),
    );
    expect(late.code).toBeGreaterThanOrEqual(400);
    expect(late.code).toBeLessThan(500);
    expect(phoneOf((await v3.getLoggedInUser()).user, '9000000801')?.verified).toBe(false);
  });

  it('checks the shopper still holds the primary contact (sendOTPOnPrimary, verifyOTPonPrimary)', async () => {
    const shopper = await addShopper(platform, { email: 'primary@vitrine.test', phone: '9000000901' });
    const v3 = shopperClients(platform, shopper.cookie).v3;
    const sent = await v3.sendOTPOnPrimary({ entity: 'mobile', body: {} });
    expect(sent).toMatchObject({ success: true, resend_timer: 30 });
    const otp = await latestCode(platform, '+919000000901');
    expect(
      await v3.verifyOTPonPrimary({ entity: 'mobile', body: { request_id: sent.request_id, otp } }),
    ).toMatchObject({
      success: true,
      verified: true,
    });
    const noPhone = await addShopper(platform, { email: 'nophone@vitrine.test' });
    expect(
      await rejection(
        shopperClients(platform, noPhone.cookie).v3.sendOTPOnPrimary({ entity: 'mobile', body: {} }),
      ),
    ).toEqual({
      code: 400,
      message: 'Your account has no verified primary mobile number to send a code to',
    });
  });
});

describe('updateProfile and add calls with a new contact', () => {
  it('saves the other fields and sends the new e-mail a code; it is unverified until then', async () => {
    const shopper = await addShopper(platform, { email: 'editor@vitrine.test' });
    const v1 = shopperClients(platform, shopper.cookie).v1;
    const answer = await v1.updateProfile({
      body: { first_name: 'Edited', email: 'editor.new@vitrine.test' },
    });
    expect(answer).toMatchObject({ success: true, verify_email_otp: true, email: 'editor.new@vitrine.test' });
    expect(answer.user.first_name).toBe('Edited');
    expect(answer.user.emails[1]).toEqual({
      email: 'editor.new@vitrine.test',
      active: true,
      primary: false,
      verified: false,
    });
    const otp = await latestCode(platform, 'editor.new@vitrine.test');
    const verified = await shopperClients(platform, shopper.cookie).v3.verifyOTPForUpdate({
      entity: 'email',
      body: { request_id: answer.request_id, otp },
    });
    expect(verified.user.emails[1].verified).toBe(true);
  });

  it('verifies the code by verifyMobileOTP or verifyEmailOTP too, as the official edit-profile does', async () => {
    const shopper = await addShopper(platform, { email: 'official@vitrine.test' });
    const other = await addShopper(platform, { email: 'other@vitrine.test' });
    const { v1 } = shopperClients(platform, shopper.cookie);
    const sent = await v1.updateProfile({ body: { mobile: { phone: '9000001201', country_code: '91' } } });
    expect(sent).toMatchObject({ verify_mobile_otp: true, mobile: '9000001201' });
    const otp = await latestCode(platform, '+919000001201');
    // Another shopper's session, or none, cannot use it.
    for (const sdk of [shopperClients(platform, other.cookie), shopperClients(platform)]) {
      const stolen = sdk.v3.verifyMobileOTP({ body: { request_id: sent.request_id, otp } });
      expect((await rejection(stolen)).code).toBe(400);
    }
    const verified = await v1.verifyMobileOTP({ body: { request_id: sent.request_id, otp } });
    expect(verified.user._id).toBe(shopper.id);
    expect(phoneOf(verified.user, '9000001201')).toMatchObject({ verified: true, primary: true });

    const emailSent = await v1.updateProfile({ body: { email: 'official.two@vitrine.test' } });
    expect(emailSent.verify_email_otp).toBe(true);
    const emailOtp = await latestCode(platform, 'official.two@vitrine.test');
    const byEmail = await v1.verifyEmailOTP({ body: { email: 'official.two@vitrine.test', otp: emailOtp } });
    expect(byEmail.user.emails[1]).toMatchObject({ email: 'official.two@vitrine.test', verified: true });
    // Still one account: the code verified a contact, it did not make a new shopper.
    expect((await signIn(platform, '9000001201', TEST_PASSWORD)).body.user._id).toBe(shopper.id);
  });

  it('adds an e-mail or mobile unverified and sends it a verification link', async () => {
    const shopper = await addShopper(platform, { email: 'linker@vitrine.test' });
    const { v1, v3 } = shopperClients(platform, shopper.cookie);
    const email = await v1.addEmail({
      platform: platform.applicationId,
      body: { email: 'linker.two@vitrine.test' },
    });
    expect(email.verify_email_link).toBe(true);
    expect(email.user.emails[1]).toMatchObject({
      email: 'linker.two@vitrine.test',
      verified: false,
      primary: false,
    });
    const phone = await v3.addMobileNumber({ body: { phone: '9000001001', country_code: '91' } });
    expect(phone.verify_mobile_link).toBe(true);
    expect(phoneOf(phone.user, '9000001001')).toMatchObject({ verified: false, primary: false });
    const links: Record<string, string> = {};
    for (const to of ['linker.two@vitrine.test', '+919000001001']) {
      await expect
        .poll(async () => (await outboxFor(platform, to))[0]?.link, { timeout: 10_000 })
        .toMatch(/code=/);
      links[to] = new URL((await outboxFor(platform, to))[0].link ?? '').searchParams.get('code') ?? '';
    }
    // The link verifies it; the account's first verified number becomes its primary one (profile gating needs it).
    await shopperClients(platform).v1.verifyMobile({ body: { code: links['+919000001001'] } });
    await shopperClients(platform).v3.verifyEmail({ body: { code: links['linker.two@vitrine.test'] } });
    const after = (await v3.getLoggedInUser()).user;
    expect(phoneOf(after, '9000001001')).toMatchObject({ verified: true, primary: true });
    expect(after.emails[1]).toMatchObject({
      email: 'linker.two@vitrine.test',
      verified: true,
      primary: false,
    }); // Adding one the account already holds verified sends nothing.
    expect((await v3.addEmail({ body: { email: 'linker@vitrine.test' } })).verify_email_link).toBe(false);
  });
});
