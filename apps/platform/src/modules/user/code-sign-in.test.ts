import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOPPER_PASSWORD, startTestPlatform, type TestPlatform } from '../../testing/harness';
import { messagesTo, waitForMessage } from '../../testing/outbox';
import { DEAD_CODE, EXPIRED_CODE } from './one-time-codes';
import { rejection, shopperClients, signIn } from './test-clients';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ products: 0, config: { devOutbox: true } });
});
afterAll(() => platform?.close());

let numbers = 0;
/** A fresh Indian mobile number per test, so outbox messages and limits never mix. */
const newMobile = () =>
  `70${String(process.pid % 1000).padStart(3, '0')}${String(++numbers).padStart(5, '0')}`;
const cookieOf = (headers: Record<string, string | string[]>) =>
  [headers['set-cookie'] ?? []]
    .flat()
    .find((line) => line.startsWith('f.session='))
    ?.split(';')[0];

describe('registering by phone code', () => {
  it('registers with the form, verifies the code from the outbox, and is signed in', async () => {
    const mobile = newMobile();
    const { v3 } = shopperClients(platform);
    const started = await v3.registerWithForm({
      body: {
        first_name: 'Meera',
        last_name: 'Iyer',
        gender: 'female',
        email: `meera.${mobile}@example.com`,
        password: 'Saree#2024',
        phone: { mobile, country_code: '91' },
      },
    });
    expect(started).toMatchObject({ success: true, verify_mobile_otp: true, resend_timer: 30 });
    expect(started.request_id).toEqual(expect.any(String));
    expect(started.register_token).toEqual(expect.any(String));

    const message = await waitForMessage(platform, `+91${mobile}`);
    expect(message.channel).toBe('sms');
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.body).toContain(message.code);

    const [verified, headers] = await v3.verifyMobileOTP(
      { body: { request_id: started.request_id, register_token: started.register_token, otp: message.code } },
      { responseHeaders: true },
    );
    expect(verified).toMatchObject({
      user_exists: false,
      verify_email_link: true,
      email: `meera.${mobile}@example.com`,
    });
    expect(verified.user).toMatchObject({
      first_name: 'Meera',
      last_name: 'Iyer',
      phone_numbers: [{ phone: mobile, country_code: 91, verified: true, primary: true }],
      emails: [{ email: `meera.${mobile}@example.com`, verified: false }],
    });
    const cookie = cookieOf(headers);
    expect(cookie).toMatch(/^f\.session=/);
    const session = await shopperClients(platform, cookie).v1.getLoggedInUser();
    expect(session.user._id).toBe(verified.user._id);

    // The e-mail from the form is verified by the link sent to it.
    const { link } = await waitForMessage(platform, `meera.${mobile}@example.com`);
    const code = new URL(link ?? '').searchParams.get('code');
    await v3.verifyEmail({ body: { code } });
    const after = await shopperClients(platform, cookie).v3.getLoggedInUser();
    expect(after.user.emails).toEqual([expect.objectContaining({ verified: true })]);

    // The password chosen on the form works too.
    const { body } = await signIn(platform, mobile, 'Saree#2024');
    expect(body.user._id).toBe(verified.user._id);
  });

  it('registers by a code sent to the e-mail address when no mobile number is given', async () => {
    const email = `nisha.${newMobile()}@example.com`;
    const { v1 } = shopperClients(platform);
    const started = await v1.registerWithForm({
      body: { first_name: 'Nisha', email, password: 'Jhumka#2024' },
    });
    expect(started).toMatchObject({ verify_email_otp: true, verify_mobile_otp: false });
    const { code } = await waitForMessage(platform, email);
    const verified = await v1.verifyEmailOTP({
      body: { email, otp: code, register_token: started.register_token },
    });
    expect(verified.user).toMatchObject({
      first_name: 'Nisha',
      emails: [{ email, verified: true }],
      phone_numbers: [],
    });
    expect((await signIn(platform, email, 'Jhumka#2024')).body.user._id).toBe(verified.user._id);
  });

  it('refuses a weak password and a form without a name or contact, with what to send instead', async () => {
    const { v3 } = shopperClients(platform);
    const mobile = newMobile();
    const form = {
      first_name: 'Kiran',
      password: 'Saree#2024',
      email: `kiran.${mobile}@example.com`,
      phone: { mobile, country_code: '91' },
    };
    expect(await rejection(v3.registerWithForm({ body: { ...form, password: 'short' } }))).toEqual({
      code: 400,
      message: 'Password must be at least 8 characters and contain a letter, a digit and a special character',
    });
    expect(await rejection(v3.registerWithForm({ body: { ...form, first_name: ' ' } }))).toEqual({
      code: 400,
      message: 'first_name is required',
    });
    // The demo shop insists on an e-mail address (register_required_fields: email, hard).
    expect(await rejection(v3.registerWithForm({ body: { ...form, email: undefined } }))).toEqual({
      code: 400,
      message: 'email is required',
    });
    expect(
      await rejection(v3.registerWithForm({ body: { first_name: 'Kiran', password: 'Saree#2024' } })),
    ).toEqual({ code: 400, message: 'email or phone is required' });
  });
});

describe('signing in by phone code', () => {
  it('signs the demo shopper in with the code sent to her number (v1, strict models)', async () => {
    const { v1 } = shopperClients(platform);
    const sent = await v1.loginWithOTP({ body: { mobile: '9876543210', country_code: '91' } });
    expect(sent).toMatchObject({ success: true, mobile: '9876543210', country_code: '91', resend_timer: 30 });
    const message = await waitForMessage(platform, '+919876543210');
    const verified = await v1.verifyMobileOTP({ body: { request_id: sent.request_id, otp: message.code } });
    expect(verified.user).toMatchObject({ first_name: 'Asha', emails: [{ email: 'asha@vitrine.test' }] });
    expect(verified.user_exists).toBe(true);
  });

  it('makes an account for a new number, signed in and sent on to complete the profile', async () => {
    const mobile = newMobile();
    const { v3 } = shopperClients(platform);
    const sent = await v3.loginWithOTP({ body: { mobile, country_code: '91' } });
    const message = await waitForMessage(platform, `+91${mobile}`);
    const verified = await v3.verifyMobileOTP({ body: { request_id: sent.request_id, otp: message.code } });
    expect(verified.user_exists).toBe(false);
    expect(verified.user).toMatchObject({
      first_name: '',
      phone_numbers: [{ phone: mobile, verified: true }],
    });
  });

  it('uses a code once', async () => {
    const mobile = newMobile();
    const { v3 } = shopperClients(platform);
    const sent = await v3.loginWithOTP({ body: { mobile, country_code: '91' } });
    const { code } = await waitForMessage(platform, `+91${mobile}`);
    await v3.verifyMobileOTP({ body: { request_id: sent.request_id, otp: code } });
    expect(await rejection(v3.verifyMobileOTP({ body: { request_id: sent.request_id, otp: code } }))).toEqual(
      {
        code: 400,
        message: EXPIRED_CODE,
      },
    );
  });

  it('kills a request after 5 wrong guesses, even when 12 arrive at once', async () => {
    const mobile = newMobile();
    const { v3 } = shopperClients(platform);
    const sent = await v3.loginWithOTP({ body: { mobile, country_code: '91' } });
    const { code } = await waitForMessage(platform, `+91${mobile}`);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        rejection(v3.verifyMobileOTP({ body: { request_id: sent.request_id, otp: wrong } })),
      ),
    );
    // Five guesses were weighed (the fifth says the request is now dead); the rest found it dead already.
    expect(answers.filter((a) => a.message === 'Invalid OTP')).toHaveLength(4);
    expect(answers.filter((a) => a.code === 400 && a.message === DEAD_CODE)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 429 && a.message === DEAD_CODE)).toHaveLength(7);
    // The right code no longer opens it.
    expect(await rejection(v3.verifyMobileOTP({ body: { request_id: sent.request_id, otp: code } }))).toEqual(
      {
        code: 429,
        message: DEAD_CODE,
      },
    );
  });

  it('resends only after the timer, to the same request', async () => {
    const mobile = newMobile();
    const { v3 } = shopperClients(platform);
    const sent = await v3.loginWithOTP({ body: { mobile, country_code: '91' } });
    const resend = { mobile, country_code: '91', action: 'resend', token: sent.resend_token };
    const early = await rejection(v3.sendOTPOnMobile({ body: resend }));
    expect(early.code).toBe(429);
    expect(early.message).toMatch(/^Please wait \d+ seconds before asking for a new OTP$/);
    // Another number cannot ride on this request's token.
    const stranger = await rejection(v3.sendOTPOnMobile({ body: { ...resend, mobile: newMobile() } }));
    expect(stranger).toEqual({ code: 400, message: 'The resend token is invalid' });
  });

  it('signs in by a code sent to an e-mail address', async () => {
    const { v3 } = shopperClients(platform);
    await v3.sendOTPOnEmail({ body: { email: 'ravi@vitrine.test' } });
    const { code } = await waitForMessage(platform, 'ravi@vitrine.test');
    const verified = await v3.verifyEmailOTP({ body: { email: 'Ravi@Vitrine.test', otp: code } });
    expect(verified.user).toMatchObject({ first_name: 'Ravi' });
  });

  it('refuses malformed numbers and codes with a message', async () => {
    const { v3 } = shopperClients(platform);
    expect(await rejection(v3.loginWithOTP({ body: { mobile: 'call me', country_code: '91' } }))).toEqual({
      code: 400,
      message: 'mobile must be 6 to 15 digits',
    });
    expect(await rejection(v3.verifyMobileOTP({ body: { request_id: 'x', otp: '12ab' } }))).toEqual({
      code: 400,
      message: 'otp must be the 4 to 8 digits that were sent',
    });
    expect(await rejection(v3.verifyMobileOTP({ body: { request_id: 'unknown', otp: '123456' } }))).toEqual({
      code: 400,
      message: 'Invalid OTP',
    });
  });
});

describe('no account enumeration', () => {
  const shape = (answer: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(answer).map(([key, value]) => [key, typeof value]));

  it('answers a code request for a registered and an unknown number alike', async () => {
    const { v3 } = shopperClients(platform);
    const known = await v3.loginWithOTP({ body: { mobile: '9876543210', country_code: '91' } });
    const unknown = await v3.loginWithOTP({ body: { mobile: newMobile(), country_code: '91' } });
    expect(shape(known)).toEqual(shape(unknown));
    expect(known.message).toBe(unknown.message);
    expect(known).not.toHaveProperty('user_exists');
  });

  it('answers registration with a registered and an unused e-mail alike', async () => {
    const { v3 } = shopperClients(platform);
    const form = { first_name: 'Ravi', password: 'Saree#2024' };
    const taken = await v3.registerWithForm({ body: { ...form, email: 'ravi@vitrine.test' } });
    const free = await v3.registerWithForm({ body: { ...form, email: `new.${newMobile()}@example.com` } });
    expect(shape(taken)).toEqual(shape(free));
    expect({ ...taken, request_id: 0, register_token: 0, resend_token: 0, email: 0 }).toEqual({
      ...free,
      request_id: 0,
      register_token: 0,
      resend_token: 0,
      email: 0,
    });
  });

  it('answers forgot-password for a registered and an unknown address alike, and sends to the registered only', async () => {
    const { v3 } = shopperClients(platform);
    const unknownEmail = `nobody.${newMobile()}@example.com`;
    const before = (await messagesTo(platform, 'asha@vitrine.test')).length;
    const known = await v3.sendForgotOTPOnEmail({ body: { email: 'asha@vitrine.test' } });
    const unknown = await v3.sendForgotOTPOnEmail({ body: { email: unknownEmail } });
    expect(shape(known)).toEqual(shape(unknown));
    expect(known.message).toBe(unknown.message);
    await waitForMessage(platform, 'asha@vitrine.test', before + 1);
    expect(await messagesTo(platform, unknownEmail)).toEqual([]);
    // A guess at the unknown address's code is refused like any wrong code.
    expect(
      await rejection(v3.verifyEmailForgotOTP({ body: { email: unknownEmail, otp: '123456' } })),
    ).toEqual({
      code: 400,
      message: 'Invalid OTP',
    });
  });
});

describe('send limits', () => {
  it('lets 5 codes through to one number when 20 requests arrive at once', async () => {
    const mobile = newMobile();
    const { v3 } = shopperClients(platform);
    const answers = await Promise.allSettled(
      Array.from({ length: 20 }, () => v3.sendForgotOTPOnMobile({ body: { mobile, country_code: '91' } })),
    );
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(5);
    const refused = answers
      .filter((a) => a.status === 'rejected')
      .map((a) => (a as PromiseRejectedResult).reason);
    expect(refused).toHaveLength(15);
    for (const reason of refused) {
      expect(reason.code).toBe(429);
      expect(reason.message).toMatch(/^Too many OTP requests\. Try again in \d+ minutes?\.$/);
    }
  });
});

it('keeps the demo shoppers signing in by password', async () => {
  const { body } = await signIn(platform, 'asha@vitrine.test', DEMO_SHOPPER_PASSWORD);
  expect(body.user.first_name).toBe('Asha');
});
