import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { shopperClients } from './test-clients';
import { addShopper } from './test-shoppers';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ products: 0, config: { devOutbox: true } });
});
afterAll(() => platform?.close());

it('does not count an address that is only typed, unverified, on someone else’s profile', async () => {
  const mallory = await addShopper(platform, { email: 'squatter@vitrine.test' });
  const newcomer = 'newcomer@vitrine.test';
  // Mallory types the newcomer's address into her profile; she cannot verify it, so it signs no one in.
  const answer = await shopperClients(platform, mallory.cookie).v3.updateProfile({
    body: { email: newcomer },
  });
  expect(answer.user.emails).toContainEqual(expect.objectContaining({ email: newcomer, verified: false }));
  // A client asking before it offers sign-in or registration must send the newcomer to register, as sign-in
  // with that address would fail.
  const { v1 } = shopperClients(platform);
  expect(await v1.userExists({ q: newcomer })).toEqual({ user_exists: false });
  expect(await v1.userExists({ q: 'squatter@vitrine.test' })).toEqual({ user_exists: true });
});
