import { editorClient, sessionCookie } from '@vitrine/platform/testing/editor-client';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainBrowser as browserWithoutScript } from './plain-browser';
import { signInShopper, startTestShop, type TestShop } from './test-shop';

const ORIGIN = 'http://shop.test';

let test: TestShop;
/** Asha's seeded orders (seed/order-history.ts), by how many days ago they were placed. */
let ashaOrders: { id: string; daysAgo: number; shipments: { id: string; status: string }[] }[];
let ashaSession: string;

const plainBrowser = (cookies: Record<string, string> = {}) =>
  browserWithoutScript(test.shop, ORIGIN, cookies);
const asAsha = () => {
  const [name, value] = ashaSession.split('=');
  return plainBrowser({ [name]: value });
};
const location = (response: Response) => response.headers.get('location');
const listed = (html: string) =>
  [...html.matchAll(/data-testid="order-card" data-order-id="([^"]+)"/g)].map((m) => m[1]);
const olderThan = (days: number) =>
  ashaOrders.filter((order) => order.daysAgo > days).map((order) => order.id);

beforeAll(async () => {
  // Enough catalogue for the seed's order history (seed/order-history.ts) to find each article it names.
  test = await startTestShop({ products: 60 });
  const db = test.platform.platform.services.db;
  const { rows } = await sql<{ id: string; days: number; shipment: string; status: string }>`
    SELECT o.id, round(extract(epoch FROM now() - coalesce(o.placed_at, o.created_at)) / 86400)::int AS days,
      s.id AS shipment, s.status
    FROM orders o JOIN users u ON u.id = o.user_id JOIN shipments s ON s.order_id = o.id
    WHERE u.username = 'asha@vitrine.test' AND o.status = 'placed' ORDER BY s.id`.execute(db);
  const byId = new Map<string, (typeof ashaOrders)[number]>();
  for (const row of rows) {
    const order = byId.get(row.id) ?? { id: row.id, daysAgo: row.days, shipments: [] };
    order.shipments.push({ id: row.shipment, status: row.status });
    byId.set(row.id, order);
  }
  ashaOrders = [...byId.values()];
  ashaSession = await signInShopper(test.shop, ORIGIN, 'asha@vitrine.test');
}, 120_000);

afterAll(async () => {
  await test?.close();
});

describe('the order list, without JavaScript', () => {
  it('lists the last 24 months by default, and each date filter narrows it', async () => {
    expect(ashaOrders.map((order) => order.daysAgo).sort((a, b) => a - b)).toEqual(
      expect.arrayContaining([40, 200, 400]),
    );
    const all = listed(await (await asAsha().get('/profile/orders/')).text());
    expect(all.sort()).toEqual(ashaOrders.map((order) => order.id).sort());
    for (const days of [30, 180, 365]) {
      for (const query of [`${days}`, encodeURIComponent(JSON.stringify({ value: days }))]) {
        const answer = await asAsha().get(`/profile/orders/?selected_date_filter=${query}`);
        expect(answer.status).toBe(200);
        const shown = listed(await answer.text());
        expect(shown.sort(), `${days} days`).toEqual(
          ashaOrders
            .filter((order) => order.daysAgo <= days)
            .map((order) => order.id)
            .sort(),
        );
        for (const old of olderThan(days)) expect(shown).not.toContain(old);
      }
    }
  });

  it('offers the platform’s status filters and the four date options in a GET form', async () => {
    const html = await (await asAsha().get('/profile/orders/?status=2&selected_date_filter=365')).text();
    expect(html).toMatch(/<form [^>]*data-testid="order-filters"[^>]*method="get"/);
    for (const option of ['Last 30 days', 'Last 6 months', 'Last 12 months', 'Last 24 months']) {
      expect(html).toContain(option);
    }
    expect(html).toMatch(/<option value="365" selected=""[^>]*>Last 12 months/);
    expect(html).toMatch(/<option value="2" selected=""[^>]*>Delivered/);
    // Delivered within 12 months: none of Asha's (her delivered order is 400 days old).
    expect(listed(html)).toEqual([]);
    const delivered = listed(await (await asAsha().get('/profile/orders/?status=2')).text());
    expect(delivered).toEqual(
      ashaOrders.filter((order) => order.shipments.some((s) => s.status === 'delivered')).map((o) => o.id),
    );
  });

  it('ignores a malformed status or date filter rather than failing', async () => {
    const answer = await asAsha().get('/profile/orders/?status=banana&selected_date_filter=%7B&page_no=-3');
    expect(answer.status).toBe(200);
    expect(listed(await answer.text()).length).toBe(ashaOrders.length);
  });

  it('pages twelve at a time, keeping the filters in the links', async () => {
    const second = await (await asAsha().get('/profile/orders/?status=0&page_no=2')).text();
    expect(listed(second)).toEqual([]);
    expect(second).toMatch(/data-testid="orders-page"[^>]*data-page="2"/);
    expect(second).toMatch(/data-testid="previous-orders" href="\/profile\/orders\/?\?status=0"/);
  });

  it('sends a visitor to sign in', async () => {
    const answer = await plainBrowser().get('/profile/orders/?status=1');
    expect(location(answer)).toBe(
      `/auth/login?redirectUrl=${encodeURIComponent('/profile/orders/?status=1')}`,
    );
  });
});

describe('the shipment page, without JavaScript', () => {
  const delivered = () => {
    const order = ashaOrders.find((o) => o.shipments.some((s) => s.status === 'delivered'));
    const shipment = order?.shipments.find((s) => s.status === 'delivered');
    if (!order || !shipment) throw new Error('Asha has no delivered shipment in the seed');
    return { order, shipment };
  };

  it('shows a delivered shipment with its tracking and the invoice, which downloads as a PDF', async () => {
    const { order, shipment } = delivered();
    const answer = await asAsha().get(`/profile/orders/shipment/${shipment.id}/`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain(`data-shipment-id="${shipment.id}"`);
    expect(html).toContain('data-testid="tracking-timeline"');
    expect(html).toContain('data-testid="download-invoice"');
    expect(html).toContain(`href="/order-tracking/${order.id}/${shipment.id}"`);
    expect(html).not.toContain('data-testid="cancel-shipment"');

    const link = await asAsha().get(`/profile/orders/shipment/${shipment.id}/?document=invoice`);
    expect(link.status).toBe(302);
    const pdfPath = location(link) ?? '';
    expect(pdfPath).toMatch(/^\/files\/documents\//);
    const pdf = await plainBrowser().get(pdfPath);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');
  });

  it('offers cancelling a shipment not yet dispatched, and no invoice for it', async () => {
    const placed = ashaOrders.flatMap((o) => o.shipments).find((s) => s.status === 'placed');
    if (!placed) throw new Error('Asha has no placed shipment in the seed');
    const html = await (await asAsha().get(`/profile/orders/shipment/${placed.id}/`)).text();
    expect(html).toContain(`href="/profile/orders/shipment/update/${placed.id}/cancel/"`);
    expect(html).not.toContain('data-testid="download-invoice"');
  });

  it('links a returned shipment to its refund and its credit note', async () => {
    const order = ashaOrders.find((o) => o.shipments.some((s) => s.status === 'refunded'));
    const returned = order?.shipments.find((s) => s.status === 'refunded');
    if (!order || !returned) throw new Error('Asha has no refunded shipment in the seed');
    const html = await (await asAsha().get(`/profile/orders/shipment/${returned.id}/`)).text();
    expect(html).toContain(`href="/refund/order/${order.id}/shipment/${returned.id}"`);
    expect(html).toContain('data-testid="download-credit-note"');
    const link = await asAsha().get(`/profile/orders/shipment/${returned.id}/?document=credit-note`);
    expect(location(link)).toMatch(/^\/files\/documents\/.*credit-note/);
  });

  it('is not found for a shipment that does not exist', async () => {
    expect((await asAsha().get('/profile/orders/shipment/16000000999/')).status).toBe(404);
  });
});

describe('order tracking, without JavaScript', () => {
  const newest = () => [...ashaOrders].sort((a, b) => a.daysAgo - b.daysAgo)[0];

  it('lets a visitor track an order by its id and mobile number, kept for the order’s pages', async () => {
    const order = newest();
    const visitor = plainBrowser();
    expect(location(await visitor.get(`/order-tracking/${order.id}/`))).toBe(
      `/order-tracking/?order_id=${order.id}`,
    );
    const form = await (await visitor.get(`/order-tracking/?order_id=${order.id}`)).text();
    expect(form).toContain(`value="${order.id}"`);
    expect(form).toContain('name="contact"');

    const answer = await visitor.post('/order-tracking/', { order_id: order.id, contact: '+91 98765 43210' });
    expect(answer.status).toBe(302);
    expect(location(answer)).toBe(`/order-tracking/${order.id}/`);
    expect(visitor.jar.has('vitrine.track')).toBe(true);
    const page = await visitor.get(`/order-tracking/${order.id}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    expect(html).toContain(`data-testid="tracked-order" data-order-id="${order.id}"`);
    expect(html).toContain('data-testid="tracking-timeline"');
    // A visitor is not sent to the signed-in shipment page.
    expect(html).not.toContain('data-testid="open-shipment"');
    const shipment = order.shipments[0].id;
    const one = await visitor.get(`/order-tracking/${order.id}/${shipment}`);
    expect(one.status).toBe(200);
    expect([...(await one.text()).matchAll(/data-testid="tracked-shipment"/g)].length).toBe(1);
    // The cookie speaks for that order only.
    const other = ashaOrders.find((o) => o.id !== order.id)?.id ?? '';
    expect(location(await visitor.get(`/order-tracking/${other}/`))).toBe(
      `/order-tracking/?order_id=${other}`,
    );
  });

  it('refuses a wrong contact with a clear message, and keeps nothing', async () => {
    const visitor = plainBrowser();
    for (const contact of ['9999999999', 'someone@else.test']) {
      const answer = await visitor.post('/order-tracking/', { order_id: newest().id, contact });
      expect(answer.status).toBe(404);
      expect(await answer.text()).toContain('We could not find an order with this order ID');
    }
    expect(visitor.jar.has('vitrine.track')).toBe(false);
    const malformed = await visitor.post('/order-tracking/', { order_id: newest().id, contact: 'hello' });
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain('Enter a 10-digit mobile number or an e-mail address');
  });

  it('shows a signed-in shopper their own order without asking for a contact', async () => {
    const order = newest();
    const asha = asAsha();
    expect(await (await asha.get('/order-tracking/')).text()).not.toContain('name="contact"');
    expect(location(await asha.post('/order-tracking/', { order_id: order.id, contact: '' }))).toBe(
      `/order-tracking/${order.id}/`,
    );
    const html = await (await asha.get(`/order-tracking/${order.id}/`)).text();
    expect(html).toContain('data-testid="open-shipment"');
    const unknown = await asha.get('/order-tracking/FY000000000000000000/');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('data-testid="tracking-not-found"');
  });
});

describe('a theme that turns the cart off (disable_cart)', () => {
  it('sends the order pages home', async () => {
    const { baseUrl } = test.platform;
    const editor = editorClient(
      baseUrl,
      await sessionCookie(baseUrl, test.platform.platform.services.config.editorToken),
    );
    expect((await editor.put('api/globals', { disable_cart: true })).status).toBe(200);
    try {
      const shipment = ashaOrders[0].shipments[0].id;
      for (const path of ['/profile/orders/', `/profile/orders/shipment/${shipment}/`, '/order-tracking/']) {
        expect(location(await asAsha().get(path)), path).toBe('/');
      }
    } finally {
      expect((await editor.put('api/globals', { disable_cart: false })).status).toBe(200);
    }
  });
});
