import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { EMAIL_NOT_FOUND, PHONE_NOT_FOUND } from './contacts';
import { rejection, shopperClients } from './test-clients';
import { addShopper } from './test-shoppers';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform({ products: 0 });
});
afterAll(() => platform?.close());

const second = (email: string, verified = true) => ({ email, active: true, primary: false, verified });
const secondPhone = (phone: string, verified = true) => ({
  phone,
  country_code: 91,
  active: true,
  primary: false,
  verified,
});

describe('e-mails and mobile numbers already on the account', () => {
  it('makes a verified e-mail primary and deletes the old one, through both SDKs', async () => {
    const shopper = await addShopper(platform, {
      email: 'one@vitrine.test',
      emails: [second('two@vitrine.test')],
    });
    const { v1, v3 } = shopperClients(platform, shopper.cookie);
    const primary = await v1.setEmailAsPrimary({ body: { email: 'TWO@vitrine.test' } });
    expect(primary.user.emails).toEqual([
      { email: 'one@vitrine.test', active: true, primary: false, verified: true },
      { email: 'two@vitrine.test', active: true, primary: true, verified: true },
    ]);
    const deleted = await v3.deleteEmail({
      platform: platform.applicationId,
      active: true,
      primary: false,
      verified: true,
      email: 'one@vitrine.test',
    });
    expect(deleted.user.emails).toEqual([
      { email: 'two@vitrine.test', active: true, primary: true, verified: true },
    ]);
    expect((await v3.getLoggedInUser()).user.emails).toEqual(deleted.user.emails);
  });

  it('does the same for mobile numbers, with or without +91', async () => {
    const shopper = await addShopper(platform, {
      email: 'phones@vitrine.test',
      phone: '9000000101',
      phones: [secondPhone('9000000102')],
    });
    const { v1, v3 } = shopperClients(platform, shopper.cookie);
    const primary = await v3.setMobileNumberAsPrimary({ body: { phone: '9000000102', country_code: '+91' } });
    expect(
      primary.user.phone_numbers.map((p: { phone: string; primary: boolean }) => [p.phone, p.primary]),
    ).toEqual([
      ['9000000101', false],
      ['9000000102', true],
    ]);
    const deleted = await v1.deleteMobileNumber({
      platform: platform.applicationId,
      active: true,
      primary: false,
      verified: true,
      countryCode: '91',
      phone: '9000000101',
    });
    expect(deleted.user.phone_numbers).toEqual([
      { phone: '9000000102', country_code: 91, active: true, primary: true, verified: true },
    ]);
  });

  it('keeps the primary one, the last verified one and refuses an unverified one as primary', async () => {
    const shopper = await addShopper(platform, {
      email: 'keep@vitrine.test',
      emails: [second('pending@vitrine.test', false)],
    });
    const v3 = shopperClients(platform, shopper.cookie).v3;
    const remove = (email: string) =>
      v3.deleteEmail({
        platform: platform.applicationId,
        active: true,
        primary: false,
        verified: true,
        email,
      });
    expect(await rejection(remove('keep@vitrine.test'))).toEqual({
      code: 400,
      message: 'The primary one cannot be deleted; make another one primary first',
    });
    expect(await rejection(v3.setEmailAsPrimary({ body: { email: 'pending@vitrine.test' } }))).toEqual({
      code: 400,
      message: 'Verify it first: only a verified one can be primary',
    });
    // The unverified one can go: it never signed anyone in.
    expect((await remove('pending@vitrine.test')).user.emails).toHaveLength(1);
  });

  it('refuses to delete the last verified contact even when it is not primary', async () => {
    const shopper = await addShopper(platform, {
      email: 'lonely@vitrine.test',
      phones: [secondPhone('9000000201')],
    });
    const db = platform.platform.services.db;
    // The e-mail primary but unverified, the phone verified: the phone is what signs this shopper in.
    await db
      .updateTable('users')
      .set({
        emails: JSON.stringify([
          { email: 'lonely@vitrine.test', active: true, primary: true, verified: false },
        ]),
      })
      .where('id', '=', shopper.id)
      .execute();
    const v3 = shopperClients(platform, shopper.cookie).v3;
    const call = v3.deleteMobileNumber({
      platform: platform.applicationId,
      active: true,
      primary: false,
      verified: true,
      countryCode: '91',
      phone: '9000000201',
    });
    expect(await rejection(call)).toEqual({
      code: 400,
      message: 'This is the last verified e-mail or mobile number you can sign in with',
    });
  });

  it('answers 404 for a contact the account does not have, and 400 for malformed ones', async () => {
    const shopper = await addShopper(platform, { email: 'strict@vitrine.test' });
    const v3 = shopperClients(platform, shopper.cookie).v3;
    expect(await rejection(v3.setEmailAsPrimary({ body: { email: 'elsewhere@vitrine.test' } }))).toEqual({
      code: 404,
      message: EMAIL_NOT_FOUND,
    });
    expect(
      await rejection(v3.setMobileNumberAsPrimary({ body: { phone: '9000000999', country_code: '91' } })),
    ).toEqual({
      code: 404,
      message: PHONE_NOT_FOUND,
    });
    const malformed = [
      ['', 'email is required'],
      ['not-an-email', 'email must be a valid e-mail address'],
      [`${'x'.repeat(250)}@x.io`, 'email is too long'],
    ];
    for (const [email, message] of malformed) {
      expect(await rejection(v3.setEmailAsPrimary({ body: { email } })), message).toEqual({
        code: 400,
        message,
      });
    }
    expect(
      await rejection(v3.setMobileNumberAsPrimary({ body: { phone: 'abc', country_code: '91' } })),
    ).toEqual({
      code: 400,
      message: 'phone must be 6 to 15 digits',
    });
    const removeMalformed = v3.deleteEmail({
      platform: platform.applicationId,
      active: true,
      primary: false,
      verified: true,
      email: 'nope',
    });
    expect(await rejection(removeMalformed)).toEqual({
      code: 400,
      message: 'email must be an e-mail address',
    });
  });
});
