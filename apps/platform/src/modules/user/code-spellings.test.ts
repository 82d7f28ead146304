import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { messagesTo, waitForMessage } from '../../testing/outbox';
import { rejection, shopperClients } from './test-clients';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ products: 0, config: { devOutbox: true } });
});
afterAll(() => platform?.close());

it('counts one allowance of codes for a number, however its country code is spelled', async () => {
  const mobile = '9000000777';
  const { v3 } = shopperClients(platform);
  // '091' and '0091' are the same calling code as '91': they must not open an allowance of their own (five more
  // codes, and five more guesses at each, for the same account).
  for (const country_code of ['91', '091', '0091', '+91', '91']) {
    await v3.loginWithOTP({ body: { mobile, country_code } });
  }
  expect((await rejection(v3.loginWithOTP({ body: { mobile, country_code: '091' } }))).code).toBe(429);
  expect((await rejection(v3.loginWithOTP({ body: { mobile, country_code: '0091' } }))).code).toBe(429);
  // And every code went to the number as it is written everywhere else.
  await waitForMessage(platform, `+91${mobile}`, 5);
  expect(await messagesTo(platform, `+091${mobile}`)).toEqual([]);
  expect(await messagesTo(platform, `+0091${mobile}`)).toEqual([]);
});

it('counts one allowance for a number written with its trunk zeros', async () => {
  const mobile = '9000000888';
  const { v3 } = shopperClients(platform);
  for (let i = 0; i < 5; i++) await v3.loginWithOTP({ body: { mobile, country_code: '91' } });
  // A gateway dialling +91 09000000888 reaches the same phone: five more codes to it would be an SMS flood.
  for (const spelling of [`0${mobile}`, `00${mobile}`]) {
    expect((await rejection(v3.loginWithOTP({ body: { mobile: spelling, country_code: '91' } }))).code).toBe(
      429,
    );
  }
});
