import { describe, expect, inject, it } from 'vitest';
import { select } from './support/shop';
import { useBrowser } from './support/use-browser';

const shopUrl = inject('shopUrl');
const editorToken = inject('editorToken');
const browser = useBrowser();

interface DailyCount {
  day: string;
  event_name: string;
  count: number;
}

describe('analytics', () => {
  it('counts the shopper’s screen views and sorts in the merchant’s daily summary', async () => {
    const { page } = browser();
    // The merchant signs in to the editor first: the summary is theirs only.
    const signIn = await page.request.post(`${shopUrl}/editor/session`, {
      form: { token: editorToken },
      maxRedirects: 0,
    });
    expect(signIn.status()).toBe(303);
    const summary = async () => {
      const answer = await page.request.get(`${shopUrl}/editor/api/analytics?days=1`);
      expect(answer.status()).toBe(200);
      const counts = ((await answer.json()) as { counts: DailyCount[] }).counts;
      const today = new Date().toISOString().slice(0, 10);
      const count = (name: string) =>
        counts.find((row) => row.day === today && row.event_name === name)?.count ?? 0;
      return { screenViews: count('screen_view'), sorts: count('sort') };
    };
    const before = await summary();

    const sent = page.waitForResponse(
      (response) =>
        response.url().endsWith('/click-analytics/events') && response.request().method() === 'POST',
    );
    await page.goto(`${shopUrl}/products/`);
    const answer = await sent;
    expect(answer.status()).toBe(200);
    const body = answer.request().postDataJSON() as {
      click_events: { event_name: string; channel: string }[];
    };
    expect(body.click_events[0]).toMatchObject({ event_name: 'screen_view', channel: 'web' });

    // Sorting the listing is a sort event, not another screen view.
    await page.locator(select.sortSelect).selectOption('price_asc');
    await page.waitForURL((url) => url.searchParams.get('sort_on') === 'price_asc');
    await expect.poll(async () => (await summary()).sorts, { timeout: 10_000 }).toBe(before.sorts + 1);

    await page.goto(`${shopUrl}/brands/`);
    await expect
      .poll(async () => (await summary()).screenViews, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(before.screenViews + 2);

    // The merchant reads the same summary in the theme editor's analytics page.
    await page.goto(`${shopUrl}/editor/#analytics`);
    await page.getByRole('heading', { name: 'Shop analytics' }).waitFor();
    await page.getByRole('cell', { name: 'screen_view' }).first().waitFor();
  });

  it('keeps the summary from anyone not signed in to the editor', async () => {
    const answer = await fetch(`${shopUrl}/editor/api/analytics`);
    expect(answer.status).toBe(401);
  });
});
