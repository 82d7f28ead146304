import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { CONTACT_TAKEN } from './contacts';
import { rejection, shopperClients } from './test-clients';
import { addShopper } from './test-shoppers';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ products: 0, config: { devOutbox: true } });
});
afterAll(() => platform?.close());

describe('asking whether contacts are taken, by adding them', () => {
  it('stops after a few, so a signed-in shopper cannot list who shops here', async () => {
    const taken = Array.from({ length: 15 }, (_, i) => `held${i}@vitrine.test`);
    await addShopper(platform, {
      email: 'holder8@vitrine.test',
      emails: taken.map((email) => ({ email, active: true, primary: false, verified: true })),
    });
    const prober = await addShopper(platform, { email: 'prober8@vitrine.test' });
    const { v3 } = shopperClients(platform, prober.cookie);
    const answers = [];
    for (const email of taken) {
      answers.push(await rejection(v3.sendOTPForUpdate({ entity: 'email', body: { email } })));
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill({ code: 400, message: CONTACT_TAKEN }));
    expect(answers.slice(10)).toEqual(
      Array(5).fill({ code: 429, message: 'Too many look-ups. Try again later.' }),
    );
    // The other calls that add a contact share the allowance.
    expect(await rejection(v3.addEmail({ body: { email: 'fresh8@vitrine.test' } }))).toEqual({
      code: 429,
      message: 'Too many look-ups. Try again later.',
    });
  });
});
