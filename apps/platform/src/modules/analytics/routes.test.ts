import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { sessionCookie } from '../editor/test-client';
import { officialClients, signedRequest } from '../user/test-clients';
import { CLICK_EVENTS_PER_ADDRESS } from './routes';

const PATH = '/service/application/webhook/v1.0/click-analytics/events';
const event = (event_name: string, properties: Record<string, unknown> = {}) => ({
  event_name,
  page_type: 'product_listing',
  channel: 'web',
  properties,
});

let platform: TestPlatform;
beforeAll(async () => {
  // Behind a trusted proxy, so each test speaks as its own client address.
  platform = await startTestPlatform({ products: 0, config: { trustProxy: ['loopback'] } });
});
afterAll(() => platform?.close());

const post = (address: string, body: unknown) =>
  signedRequest(platform, { method: 'POST', path: PATH, body, headers: { 'x-forwarded-for': address } });

describe('click events', () => {
  it('takes the spec’s events through the official SDK and shows them in the merchant’s daily summary', async () => {
    const { v3 } = officialClients(platform);
    const saved = await v3.webhook.saveClickEvent({
      body: {
        click_events: [
          event('search', { query: 'tee' }),
          event('sort', { sort_on: 'price_asc' }),
          event('search'),
        ],
      },
    });
    expect(saved).toEqual({ success: true, message: 'Events saved', saved: 3 });

    const cookie = await sessionCookie(platform.baseUrl, platform.platform.services.config.editorToken);
    const summary = await fetch(`${platform.baseUrl}/editor/api/analytics?days=7`, { headers: { cookie } });
    expect(summary.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect((await summary.json()).counts).toEqual(
      expect.arrayContaining([
        { day: today, event_name: 'search', count: 2 },
        { day: today, event_name: 'sort', count: 1 },
      ]),
    );
  });

  it('keeps the summary from anyone not signed in to the editor', async () => {
    const answer = await fetch(`${platform.baseUrl}/editor/api/analytics`);
    expect(answer.status).toBe(401);
    const signed = await signedRequest(platform, { method: 'GET', path: '/editor/api/analytics' });
    expect(signed.status).toBe(401);
  });

  it('refuses unknown names, page types, channels and extra fields with a clear message', async () => {
    const cases: [unknown, string][] = [
      [{ click_events: [event('buy_everything')] }, 'event_name is not a known event'],
      [{ click_events: [{ ...event('search'), page_type: 'moon' }] }, 'page_type is not a known page type'],
      [{ click_events: [{ ...event('search'), channel: 'app' }] }, "channel must be 'web'"],
      [{ click_events: [{ ...event('search'), junk: 1 }] }, 'Unknown body parameter: junk'],
      [{ click_events: [event('search')], extra: true }, 'Unknown body parameter: extra'],
      [{ click_events: [] }, 'click_events must hold at least one event'],
      [{ click_events: [event('search', { Bad: 1 })] }, 'property names are lowercase words'],
      [
        { click_events: Array.from({ length: 21 }, () => event('search')) },
        'click_events must hold at most 20 events',
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await post('203.0.113.10', body);
      expect(answer.status, message).toBe(400);
      expect(answer.body.message, message).toContain(message);
    }
  });

  it('limits each client address, even when its requests all arrive at once, and not its neighbours', async () => {
    const { max } = CLICK_EVENTS_PER_ADDRESS;
    const answers = await Promise.all(
      Array.from({ length: max + 15 }, () => post('198.51.100.7', { click_events: [event('screen_view')] })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    const refused = answers.find((answer) => answer.status === 429);
    expect(refused?.body.message).toMatch(/^Too many analytics events\. Try again in \d+ seconds\.$/);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post('198.51.100.8', { click_events: [event('screen_view')] })).status).toBe(200);
  });
});
