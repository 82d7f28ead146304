import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { waitForMessage } from '../../testing/outbox';
import { INVALID_RESET } from './password-reset';
import { rejection, shopperClients } from './test-clients';
import { addShopper, TEST_PASSWORD } from './test-shoppers';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ products: 0, config: { devOutbox: true } });
});
afterAll(() => platform?.close());

let made = 0;
const address = (name: string) => `${name}.${made}.${process.pid}@example.com`;

/** A reset link to `email`, and its code. */
async function resetLinkTo(email: string, count = 1): Promise<string> {
  await shopperClients(platform).v3.sendResetPasswordEmail({ body: { email } });
  const message = await waitForMessage(platform, email, count);
  return new URL(message.link ?? '').searchParams.get('code') ?? '';
}

const useLink = (code: string, password: string) =>
  shopperClients(platform).v3.forgotPassword({ body: { code, password } });

describe('a password reset link stops working', () => {
  it('once the address it was sent to is taken off the account', async () => {
    made += 1;
    const old = address('old');
    const shopper = await addShopper(platform, {
      email: address('main'),
      emails: [{ email: old, active: true, primary: false, verified: true }],
    });
    // Whoever still reads the old mailbox asks for a link; the shopper then removes that address.
    const code = await resetLinkTo(old);
    await shopperClients(platform, shopper.cookie).v3.deleteEmail({
      platform: platform.applicationId,
      active: true,
      primary: false,
      verified: true,
      email: old,
    });
    expect(await rejection(useLink(code, 'Taken#Over2026'))).toEqual({ code: 400, message: INVALID_RESET });
  });

  it('once another link of the same account has set a new password', async () => {
    made += 1;
    const shopper = await addShopper(platform, { email: address('twice') });
    const first = await resetLinkTo(shopper.email);
    const second = await resetLinkTo(shopper.email, 2);
    await useLink(second, 'Fresh#Start2026');
    expect(await rejection(useLink(first, 'Again#Later2026'))).toEqual({ code: 400, message: INVALID_RESET });
  });

  it('once the shopper has changed the password while signed in', async () => {
    made += 1;
    const shopper = await addShopper(platform, { email: address('changed') });
    const code = await resetLinkTo(shopper.email);
    await shopperClients(platform, shopper.cookie).v3.updatePassword({
      body: { old_password: TEST_PASSWORD, new_password: 'Changed#2026' },
    });
    expect(await rejection(useLink(code, 'Sneaky#2026'))).toEqual({ code: 400, message: INVALID_RESET });
  });
});
