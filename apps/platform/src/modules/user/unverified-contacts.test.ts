import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { rejection, signIn } from './test-clients';
import { addShopper, TEST_PASSWORD } from './test-shoppers';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform({ products: 0 });
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
