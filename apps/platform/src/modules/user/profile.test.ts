import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOPPER_PASSWORD } from '../../seed/shoppers';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { DOB_REFUSED } from './profile-fields';
import { rejection, shopperClients, signedRequest, signIn } from './test-clients';

const ONE_AT_A_TIME = 'Change the e-mail and the mobile number one at a time: each needs its own code';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform({ products: 0 });
});
afterAll(() => platform?.close());

describe('profile update through the official SDK', () => {
  it('changes the signed-in shopper’s name and keeps it', async () => {
    const { cookie } = await signIn(platform, 'ravi@vitrine.test', DEMO_SHOPPER_PASSWORD);
    const ravi = shopperClients(platform, cookie);
    const answer = await ravi.v1.updateProfile({
      body: { first_name: 'Ravindra', last_name: 'Kumar', dob: '1990-04-12' },
    });
    expect(answer).toMatchObject({ success: true, message: 'Profile updated' });
    expect(answer.user).toMatchObject({ first_name: 'Ravindra', last_name: 'Kumar', dob: '1990-04-12' });
    // Fields not sent stay as they were.
    expect(answer.user.gender).toBe('male');
    expect((await ravi.v3.getLoggedInUser()).user).toEqual(answer.user);
  });

  it('accepts the form sent back whole with the e-mail the account already has', async () => {
    const { cookie } = await signIn(platform, 'asha@vitrine.test', DEMO_SHOPPER_PASSWORD);
    const answer = await shopperClients(platform, cookie).v3.updateProfile({
      body: {
        first_name: 'Asha',
        last_name: 'Rao-Menon',
        email: 'ASHA@vitrine.test',
        mobile: { phone: '9876543210', country_code: '91' },
      },
    });
    expect(answer.user.last_name).toBe('Rao-Menon');
  });

  it('never stores a new e-mail or mobile number verified without its code', async () => {
    const { cookie } = await signIn(platform, 'asha@vitrine.test', DEMO_SHOPPER_PASSWORD);
    const asha = shopperClients(platform, cookie);
    const before = (await asha.v3.getLoggedInUser()).user;
    // Both at once would need two codes: refused whole.
    const both = { first_name: 'Mallory', email: 'asha.new@example.com', mobile: { phone: '9123456789' } };
    expect(await rejection(asha.v3.updateProfile({ body: both }))).toEqual({
      code: 400,
      message: ONE_AT_A_TIME,
    });
    expect((await asha.v3.getLoggedInUser()).user).toEqual(before);

    const answer = await asha.v3.updateProfile({
      body: { mobile: { phone: '9123456789', country_code: '91' } },
    });
    expect(answer).toMatchObject({ verify_mobile_otp: true, mobile: '9123456789', country_code: '91' });
    expect(answer.user.phone_numbers).toEqual([
      ...before.phone_numbers,
      { phone: '9123456789', country_code: 91, active: true, primary: false, verified: false },
    ]);
  });

  it('refuses a gender off the list, a date of birth that did not happen and a non-https picture, changing nothing', async () => {
    const { cookie } = await signIn(platform, 'asha@vitrine.test', DEMO_SHOPPER_PASSWORD);
    const asha = shopperClients(platform, cookie);
    const before = (await asha.v3.getLoggedInUser()).user;
    const refusals: [Record<string, string>, string][] = [
      [{ gender: 'robot' }, 'gender must be one of male, female, unisex, or empty'],
      [{ dob: '2999-01-01' }, DOB_REFUSED],
      [{ dob: '1850-05-05' }, DOB_REFUSED],
      [{ dob: '2023-02-30' }, DOB_REFUSED],
      [
        { profile_pic_url: 'javascript:alert(document.cookie)' },
        'profile_pic_url must be an https:// address',
      ],
      [{ profile_pic_url: 'http://cdn.example/me.jpg' }, 'profile_pic_url must be an https:// address'],
    ];
    for (const [fields, message] of refusals) {
      const body = { first_name: 'Mallory', ...fields };
      expect(await rejection(asha.v3.updateProfile({ body })), JSON.stringify(fields)).toEqual({
        code: 400,
        message,
      });
    }
    expect((await asha.v3.getLoggedInUser()).user).toEqual(before);

    const answer = await asha.v3.updateProfile({
      body: { gender: 'female', dob: '1992-11-30', profile_pic_url: 'https://cdn.example/asha.jpg' },
    });
    expect(answer.user).toMatchObject({
      gender: 'female',
      dob: '1992-11-30',
      profile_pic_url: 'https://cdn.example/asha.jpg',
    });
  });

  it('needs a session', async () => {
    expect(await rejection(shopperClients(platform).v3.updateProfile({ body: { first_name: 'X' } }))).toEqual(
      {
        code: 401,
        message: 'User is not logged in',
      },
    );
  });

  it('answers 400 with a message for fields of the wrong type', async () => {
    const { cookie } = await signIn(platform, 'ravi@vitrine.test', DEMO_SHOPPER_PASSWORD);
    const response = await signedRequest(platform, {
      method: 'POST',
      path: '/service/application/user/profile/v1.0/detail',
      body: { first_name: 7 },
      headers: { cookie },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/first_name/);
  });
});

describe('the shop’s sign-in configuration', () => {
  it('asks for an e-mail firmly and a mobile number softly, over the platform defaults', async () => {
    const config = await shopperClients(platform).v1.getPlatformConfig({ name: 'Fynd' });
    const required = {
      email: { is_required: true, level: 'hard' },
      mobile: { is_required: true, level: 'soft' },
    };
    expect(config.required_fields).toEqual(required);
    expect(config.register_required_fields).toEqual(required);
    expect(config).toMatchObject({
      _id: platform.applicationId,
      name: 'Vitrine Demo Shop',
      display: 'Vitrine Demo Shop',
      active: true,
      register: true,
      forgot_password: true,
      skip_login: false,
      login: { password: true, otp: true },
      social: { facebook: false, google: false, apple: false, account_kit: false },
      flash_card: { text: '', text_color: '#ffffff', background_color: '#000000' },
      subtext: 'Login to Shop',
      delete_account_day: 7,
    });
    expect(await shopperClients(platform).v3.getPlatformConfig({})).toEqual(config);
  });

  it('may be kept by shared caches for a minute', async () => {
    const response = await signedRequest(platform, {
      method: 'GET',
      path: '/service/application/user/platform/v1.0/config',
    });
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=60/);
  });
});
