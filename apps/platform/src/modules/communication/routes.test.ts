import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOPPER_PASSWORD, startTestPlatform, type TestPlatform } from '../../testing/harness';
import { officialClients, rejection, signedRequest, signIn } from '../user/test-clients';

let platform: TestPlatform;
let ashaCookie: string;
let raviCookie: string;
const communication = (cookie?: string) => {
  const { v1, v3 } = officialClients(platform, cookie);
  return { v1: v1.communication, v3: v3.communication };
};

beforeAll(async () => {
  platform = await startTestPlatform({ products: 0 });
  ashaCookie = (await signIn(platform, 'asha@vitrine.test', DEMO_SHOPPER_PASSWORD)).cookie;
  raviCookie = (await signIn(platform, 'ravi@vitrine.test', DEMO_SHOPPER_PASSWORD)).cookie;
});
afterAll(() => platform?.close());

describe('communication consent through the official SDK', () => {
  it('reads no on every channel until the shopper says yes, and keeps each shopper’s answers apart', async () => {
    const asha = communication(ashaCookie);
    const ravi = communication(raviCookie);
    const before = await asha.v1.getCommunicationConsent();
    expect(before.channels).toEqual({
      email: { response: 'no', display_name: 'Email' },
      sms: { response: 'no', display_name: 'SMS' },
      whatsapp: { response: 'no', display_name: 'WhatsApp' },
    });
    const after = await asha.v3.upsertCommunicationConsent({
      body: { channel: 'email', response: 'yes', action: 'subscribe' },
    });
    expect(after.channels.email.response).toBe('yes');
    expect((await asha.v1.getCommunicationConsent()).channels.email.response).toBe('yes');
    expect((await ravi.v3.getCommunicationConsent()).channels.email.response).toBe('no');
    await asha.v1.upsertCommunicationConsent({ body: { channel: 'email', response: 'no' } });
    expect((await asha.v3.getCommunicationConsent()).channels.email.response).toBe('no');
  });

  it('keeps one push token per device, replaced when it changes', async () => {
    const asha = communication(ashaCookie);
    const first = await asha.v1.upsertAppPushtoken({
      body: { action: 'create', push_token: 'token-1', unique_device_id: 'phone-1', type: 'fcm' },
    });
    expect(first).toMatchObject({ push_token: 'token-1', unique_device_id: 'phone-1', platform: 'web' });
    const second = await asha.v3.upsertAppPushtoken({
      body: { action: 'update', push_token: 'token-2', unique_device_id: 'phone-1' },
    });
    expect(second).toMatchObject({ _id: first._id, push_token: 'token-2' });
  });

  it('keeps a shopper’s 20 most recent devices, so tokens cannot pile up without end', async () => {
    const ravi = communication(raviCookie);
    let userId = '';
    for (let device = 1; device <= 25; device++) {
      const saved = await ravi.v3.upsertAppPushtoken({
        body: { action: 'create', push_token: `token-${device}`, unique_device_id: `device-${device}` },
      });
      userId = saved.user_id;
    }
    const kept = await platform.platform.services.db
      .selectFrom('push_tokens')
      .select('unique_device_id')
      .where('user_id', '=', userId)
      .execute();
    expect(kept.map((row) => row.unique_device_id).sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `device-${i + 6}`).sort(),
    );
  });

  it('lets a visitor subscribe an e-mail address to the newsletter, and nothing else', async () => {
    const visitor = communication();
    const answer = await visitor.v1
      .upsertCommunicationConsent({
        body: { channel: 'email', response: 'yes' },
      })
      .catch((error: { code: number }) => error);
    expect(answer.code).toBe(400);
    const subscribed = await signedRequest(platform, {
      method: 'POST',
      path: '/service/application/communication/v1.0/consent',
      body: { channel: 'email', response: 'yes', email: 'Meera@Example.com' },
    });
    expect(subscribed.status).toBe(200);
    expect(subscribed.body).toMatchObject({ user_id: '', channels: { email: { response: 'yes' } } });
    const row = await platform.platform.services.db
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .where('email', '=', 'meera@example.com')
      .executeTakeFirst();
    expect(row?.subscribed).toBe(true);
  });

  it('never lets a visitor unsubscribe an address, which could be anybody’s', async () => {
    const consent = (response: 'yes' | 'no') =>
      signedRequest(platform, {
        method: 'POST',
        path: '/service/application/communication/v1.0/consent',
        body: { channel: 'email', response, email: 'kabir@example.com' },
      });
    expect((await consent('yes')).status).toBe(200);
    const refused = await consent('no');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Sign in to stop the shop’s e-mails; a visitor may only subscribe an email address',
    );
    const row = await platform.platform.services.db
      .selectFrom('newsletter_subscribers')
      .select('subscribed')
      .where('email', '=', 'kabir@example.com')
      .executeTakeFirst();
    expect(row?.subscribed).toBe(true);
  });

  it('asks visitors to sign in, and refuses unknown channels and answers with a clear message', async () => {
    const visitor = communication();
    expect(await rejection(visitor.v3.getCommunicationConsent())).toEqual({
      code: 401,
      message: 'User is not logged in',
    });
    expect(
      (await rejection(visitor.v1.upsertAppPushtoken({ body: { push_token: 'x', unique_device_id: 'y' } })))
        .code,
    ).toBe(401);
    const answer = await signedRequest(platform, {
      method: 'POST',
      path: '/service/application/communication/v1.0/consent',
      body: { channel: 'pigeon', response: 'yes' },
      headers: { cookie: ashaCookie },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("channel must be 'email', 'sms' or 'whatsapp'");
  });
});
