import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { waitForMessage } from '../../testing/outbox';
import { hashPassword } from './passwords';
import { rejection, shopperClients, signIn } from './test-clients';
import { insertUser, newUserId } from './users-sql';

let platform: TestPlatform;
let cookie: string;
const email = 'unverified@example.com';
const phone = '7012345678';

beforeAll(async () => {
  platform = await startTestPlatform({ products: 0, config: { devOutbox: true } });
  await insertUser(platform.platform.services.db, {
    id: newUserId(),
    applicationId: platform.applicationId,
    firstName: 'Tara',
    lastName: '',
    gender: '',
    username: email,
    emails: [{ email, active: true, primary: true, verified: false }],
    phoneNumbers: [{ phone, country_code: 91, active: true, primary: true, verified: false }],
    passwordHash: await hashPassword('Bangle#2024'),
  });
  ({ cookie } = await signIn(platform, email, 'Bangle#2024'));
});
afterAll(() => platform?.close());

describe('verification links', () => {
  it('verifies an e-mail address by the link sent to it', async () => {
    const { v3 } = shopperClients(platform, cookie);
    expect(await v3.sendVerificationLinkToEmail({ body: { email } })).toEqual({ verify_email_link: true });
    const { link } = await waitForMessage(platform, email);
    const url = new URL(link ?? '');
    expect(url.pathname).toBe('/auth/verify-email');
    // The link may be opened anywhere: no session needed.
    const code = url.searchParams.get('code') ?? '';
    expect(await shopperClients(platform).v1.verifyEmail({ body: { code } })).toEqual({
      message: 'verified',
    });
    const { user } = await v3.getLoggedInUser();
    expect(user.emails).toEqual([expect.objectContaining({ email, verified: true })]);
    expect(user.phone_numbers).toEqual([expect.objectContaining({ phone, verified: false })]);
    expect(await rejection(v3.verifyEmail({ body: { code } }))).toEqual({
      code: 400,
      message: 'The verification link is invalid or has expired',
    });
  });

  it('verifies a mobile number by the link sent to it (v1, strict models)', async () => {
    const { v1 } = shopperClients(platform, cookie);
    expect(await v1.sendVerificationLinkToMobile({ body: { phone, country_code: '91' } })).toEqual({
      verify_mobile_link: true,
    });
    const { link } = await waitForMessage(platform, `+91${phone}`);
    const code = new URL(link ?? '').searchParams.get('code') ?? '';
    expect(await v1.verifyMobile({ body: { code } })).toEqual({ message: 'verified' });
    const { user } = await v1.getLoggedInUser();
    expect(user.phone_numbers).toEqual([expect.objectContaining({ phone, verified: true })]);
  });

  it('sends links only to the signed-in shopper’s own contacts', async () => {
    const { v3 } = shopperClients(platform, cookie);
    expect(await rejection(v3.sendVerificationLinkToEmail({ body: { email: 'asha@vitrine.test' } }))).toEqual(
      {
        code: 400,
        message: 'Add this e-mail address to your profile before verifying it',
      },
    );
    expect(
      await rejection(shopperClients(platform).v3.sendVerificationLinkToEmail({ body: { email } })),
    ).toEqual({ code: 401, message: 'User is not logged in' });
  });
});
