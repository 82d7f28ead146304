import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInShopper, startTestShop, type TestShop } from './test-shop';

const ORIGIN = 'http://shop.test';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

let test: TestShop;
let ashaSession: string;
/** Shipments of Asha's order placed yesterday (seed/order-history.ts): one bag each. */
let placed: { id: string; bag: number }[];
let ravisShipment: string;
const db = () => test.platform.platform.services.db;

beforeAll(async () => {
  test = await startTestShop({ products: 60 });
  const { rows } = await sql<{ id: string; bag: number; username: string; status: string }>`
    SELECT s.id, b.id AS bag, u.username, s.status FROM shipments s
    JOIN orders o ON o.id = s.order_id JOIN users u ON u.id = o.user_id
    JOIN order_bags b ON b.shipment_id = s.id
    WHERE o.status = 'placed' AND s.status = 'placed' ORDER BY s.id`.execute(db());
  placed = rows
    .filter((row) => row.username === 'asha@vitrine.test')
    .map((row) => ({ id: row.id, bag: row.bag }));
  ravisShipment = rows.find((row) => row.username === 'ravi@vitrine.test')?.id ?? '';
  ashaSession = await signInShopper(test.shop, ORIGIN, 'asha@vitrine.test');
}, 120_000);
afterAll(() => test?.close());

/** A multipart form post without JavaScript, as the page's form sends it. */
function post(path: string, fields: [string, string | File][]) {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return test.shop.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: { cookie: ashaSession, origin: ORIGIN },
      body: form,
    }),
  );
}
const get = (path: string) =>
  test.shop.fetch(new Request(`${ORIGIN}${path}`, { headers: { cookie: ashaSession } }));
const statusOf = async (id: string) =>
  await db()
    .selectFrom('shipments')
    .select(['status', 'request'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('the cancel and return page, without JavaScript', () => {
  it('cancels a shipment by a plain form post, once a reason is chosen', async () => {
    const [{ id, bag }] = placed;
    const path = `/profile/orders/shipment/update/${id}/cancel/`;
    const page = await (await get(path)).text();
    expect(page).toContain('data-testid="update-form"');
    expect(page).toContain('Ordered by mistake');
    const refused = await post(path, [['bag', String(bag)]]);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Choose a reason');
    expect((await statusOf(id)).status).toBe('placed');

    const done = await post(path, [
      ['bag', String(bag)],
      [`quantity_${bag}`, '1'],
      ['reason', '5'],
      ['other_reason_text', 'Bought it elsewhere'],
    ]);
    expect(done.status).toBe(200);
    expect(await done.text()).toMatch(/data-testid="update-status">Cancelled</);
    expect(await statusOf(id)).toMatchObject({
      status: 'cancelled_customer',
      request: { products: [{ reason_id: 5, other_reason_text: 'Bought it elsewhere' }] },
    });
    expect(await (await get(path)).text()).toContain('This shipment can no longer be cancelled.');
  });

  it('returns a delivered shipment with a quality-check photo uploaded through the assets calls', async () => {
    const { id, bag } = placed[1];
    await sql`UPDATE shipments SET status = 'delivered', delivered_at = now() WHERE id = ${id}`.execute(db());
    const path = `/profile/orders/shipment/update/${id}/return/`;
    expect(await (await get(path)).text()).toContain('Product is damaged or defective');
    const noPhoto = await post(path, [
      ['bag', String(bag)],
      ['reason', '12'],
    ]);
    expect(noPhoto.status).toBe(400);
    expect(await noPhoto.text()).toContain('Add photos of the product for the quality check');
    const notImage = await post(path, [
      ['bag', String(bag)],
      ['reason', '12'],
      ['qc_images', new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' })],
    ]);
    expect(notImage.status).toBe(400);
    expect((await statusOf(id)).status).toBe('delivered');

    const done = await post(path, [
      ['bag', String(bag)],
      ['reason', '12'],
      ['qc_images', new File([PNG], 'torn.png', { type: 'image/png' })],
    ]);
    expect(done.status).toBe(200);
    const html = await done.text();
    expect(html).toMatch(/data-testid="update-status">Return initiated</);
    expect(html).toMatch(/<img src="[^"]+signature=/);
    const { status, request } = await statusOf(id);
    expect(status).toBe('return_pre_qc');
    expect(request).toMatchObject({
      products: [{ qc_image_urls: [expect.stringMatching(/\/files\/application-product-request-images\//)] }],
    });
  });

  it('does not show or take another shopper’s shipment, nor an unknown update type', async () => {
    expect((await get(`/profile/orders/shipment/update/${ravisShipment}/cancel/`)).status).toBe(404);
    expect(
      (await post(`/profile/orders/shipment/update/${ravisShipment}/cancel/`, [['reason', '1']])).status,
    ).toBe(404);
    expect((await statusOf(ravisShipment)).status).toBe('placed');
    expect((await get(`/profile/orders/shipment/update/${placed[0].id}/exchange/`)).status).toBe(404);
  });
});
