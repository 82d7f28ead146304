import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officialClients, rejection } from '../user/test-clients';
import { PNG, startShipmentUpdateShop } from './shipment-update-test-shop';

// biome-ignore lint/suspicious/noExplicitAny: the SDK's answers are read as plain JSON; v1's Joi models check them.
type Json = any;
type Shop = Awaited<ReturnType<typeof startShipmentUpdateShop>>;

let t: Shop;
let asha: { v1: Json; v3: Json };
let ravi: { v1: Json; v3: Json };

beforeAll(async () => {
  t = await startShipmentUpdateShop();
  ({ asha, ravi } = t.shop);
});
afterAll(() => t?.shop.close());

interface Ask {
  status: string;
  products?: { identifier: string; quantity?: number }[];
  reasonId?: number;
  perProduct?: { identifier: string; reasonId: number }[];
  text?: string;
  images?: string[];
}

/** An update body as the storefront builds it. */
function body(shipmentId: string, ask: Ask) {
  return {
    force_transition: false,
    statuses: [
      {
        status: ask.status,
        shipments: [
          {
            identifier: shipmentId,
            ...(ask.products ? { products: ask.products } : {}),
            reasons: {
              products: [
                ...(ask.reasonId
                  ? [{ data: { reason_id: ask.reasonId, reason_text: ask.text ?? '' }, filters: [] }]
                  : []),
                ...(ask.perProduct ?? []).map((p) => ({
                  data: { reason_id: p.reasonId, reason_text: ask.text ?? '' },
                  filters: [{ identifier: p.identifier }],
                })),
              ],
            },
            ...(ask.images
              ? {
                  data_updates: {
                    entities: [{ filters: [], data: { qc_image_urls: ask.images, qc_required: true } }],
                  },
                }
              : {}),
          },
        ],
      },
    ],
  };
}

const update = (client: Json, shipmentId: string, ask: Ask) =>
  client.order.updateShipmentStatus({ shipmentId, body: body(shipmentId, ask) });

/** Everything a failed update must leave as it was: shipments, bags and tracking of the order. */
async function snapshot(orderId: string) {
  const { rows } = await sql`
    SELECT s.id, s.status, s.request, s.parent_id,
      (SELECT json_agg(json_build_object('id', b.id, 'q', b.quantity, 'paid', b.amount_paid) ORDER BY b.id)
        FROM order_bags b WHERE b.shipment_id = s.id) AS bags,
      (SELECT count(*) FROM shipment_events e WHERE e.shipment_id = s.id) AS events
    FROM shipments s WHERE s.order_id = ${orderId} ORDER BY s.id`.execute(t.db);
  return rows;
}

describe('shipment reasons', () => {
  it('offers cancel reasons before dispatch, return reasons once delivered, and none in between', async () => {
    const { shipmentId, bags } = await t.placeOrder();
    for (const client of [asha.v1, asha.v3]) {
      const { reasons } = await client.order.getShipmentReasons({ shipmentId });
      expect(reasons.map((r: Json) => r.display_name)).toContain('Ordered by mistake');
      expect(reasons.every((r: Json) => r.qc_type.length === 0 && r.flow === 'cancel')).toBe(true);
      const bagReasons = await client.order.getShipmentBagReasons({ shipmentId, bagId: String(bags[0].id) });
      expect(bagReasons.success).toBe(true);
      expect(bagReasons.reasons[0]).toMatchObject({ id: 1, display_name: 'Ordered by mistake', reasons: [] });
    }
    await t.moveAlong(shipmentId, 'shipped');
    expect((await asha.v1.order.getShipmentReasons({ shipmentId })).reasons).toEqual([]);
    await t.moveAlong(shipmentId);
    const { reasons } = await asha.v1.order.getShipmentReasons({ shipmentId });
    expect(reasons.find((r: Json) => r.qc_type.includes('pre_qc'))).toMatchObject({ reason_id: 12 });
    expect(reasons.find((r: Json) => r.display_name === 'Other').meta).toEqual({ show_text_area: true });
    expect(await rejection(asha.v3.order.getShipmentBagReasons({ shipmentId, bagId: '999999999' }))).toEqual({
      code: 404,
      message: 'Bag not found',
    });
  });
});

describe('cancelling a shipment', () => {
  it('cancels the whole shipment, with its reason and words kept and a tracking event at the store', async () => {
    const { shipmentId } = await t.placeOrder();
    const answer = await update(asha.v1, shipmentId, {
      status: 'cancelled_customer',
      reasonId: 5,
      text: 'Changed my mind',
    });
    expect(answer.statuses[0].shipments[0]).toMatchObject({
      status: 200,
      identifier: shipmentId,
      final_state: { shipment_id: shipmentId, status: 'cancelled_customer' },
      meta: { parent_id: null, quantity: 4 },
      message: 'Cancelled',
    });
    const row = await t.shipmentRow(shipmentId);
    expect(row.status).toBe('cancelled_customer');
    expect(row.request).toMatchObject({
      type: 'cancel',
      products: [
        { reason_id: 5, reason_text: 'Other', other_reason_text: 'Changed my mind', quantity: 1 },
        { reason_id: 5, quantity: 3 },
      ],
    });
    const events = await t.db
      .selectFrom('shipment_events')
      .selectAll()
      .where('shipment_id', '=', shipmentId)
      .execute();
    expect(events.map((e) => [e.status, e.note])).toEqual([['cancelled_customer', 'Other']]);
    // Once cancelled it cannot be cancelled again: the lifecycle refuses.
    expect(
      await rejection(update(asha.v3, shipmentId, { status: 'cancelled_customer', reasonId: 1 })),
    ).toEqual({
      code: 409,
      message: 'A shipment that is cancelled cannot be moved to cancelled_customer',
    });
  });

  it('cancels one of two bags into a new shipment; the original keeps the other', async () => {
    const { orderId, shipmentId, bags } = await t.placeOrder();
    const answer = await update(asha.v3, shipmentId, {
      status: 'cancelled_customer',
      products: [{ identifier: String(bags[0].id), quantity: 1 }],
      reasonId: 1,
    });
    const moved = answer.statuses[0].shipments[0].final_state.shipment_id;
    expect(moved).not.toBe(shipmentId);
    expect(answer.statuses[0].shipments[0].meta).toEqual({ parent_id: shipmentId, quantity: 1 });
    expect(await t.shipmentRow(moved)).toMatchObject({
      parent_id: shipmentId,
      status: 'cancelled_customer',
      order_id: orderId,
    });
    expect((await t.shipmentRow(shipmentId)).status).toBe('placed');
    expect((await t.bagsOf(moved)).map((b) => b.id)).toEqual([bags[0].id]);
    expect((await t.bagsOf(shipmentId)).map((b) => [b.id, b.quantity])).toEqual([[bags[1].id, 3]]);
  });

  it('cancels part of a bag’s quantity, splitting its money exactly in paise', async () => {
    const { shipmentId, bags } = await t.placeOrder();
    const [, three] = bags;
    // An awkward coupon share, so the split must round and still add up.
    await sql`UPDATE order_bags SET coupon_share = 1001, amount_paid = amount_paid - 1001 WHERE id = ${three.id}`.execute(
      t.db,
    );
    const before = (await t.bagsOf(shipmentId))[1];
    const answer = await update(asha.v1, shipmentId, {
      status: 'cancelled_customer',
      products: [{ identifier: String(three.id), quantity: 1 }],
      reasonId: 2,
    });
    const moved = answer.statuses[0].shipments[0].final_state.shipment_id;
    const [gone] = await t.bagsOf(moved);
    const stays = (await t.bagsOf(shipmentId)).find((b) => b.id === three.id);
    expect(gone.quantity).toBe(1);
    expect(stays?.quantity).toBe(2);
    expect(gone.coupon_share).toBe(Math.round(1001 / 3));
    expect(gone.coupon_share + (stays?.coupon_share ?? 0)).toBe(1001);
    expect(gone.amount_paid + (stays?.amount_paid ?? 0)).toBe(before.amount_paid);
    expect(gone.amount_paid).toBe(Math.round(before.amount_paid / 3));
    expect(gone.size_id).toBe(three.size_id);
  });

  it('refuses more than was bought, and unknown bags, with a 400 and changes nothing', async () => {
    const { orderId, shipmentId, bags } = await t.placeOrder();
    const before = await snapshot(orderId);
    expect(
      await rejection(
        update(asha.v1, shipmentId, {
          status: 'cancelled_customer',
          products: [{ identifier: String(bags[1].id), quantity: 4 }],
          reasonId: 1,
        }),
      ),
    ).toEqual({ code: 400, message: `Only 3 of bag ${bags[1].id} were bought: 4 cannot be cancelled` });
    const unknown = await rejection(
      update(asha.v1, shipmentId, {
        status: 'cancelled_customer',
        products: [{ identifier: '1' }],
        reasonId: 1,
      }),
    );
    expect(unknown).toEqual({ code: 400, message: 'products: bag 1 is not in this shipment' });
    expect(
      (await rejection(update(asha.v1, shipmentId, { status: 'cancelled_customer', reasonId: 12 }))).message,
    ).toBe('Reason 12 is not a reason to cancel a shipment');
    expect(await snapshot(orderId)).toEqual(before);
  });

  it('lets two racing partial cancels take no more than was bought, and keeps the money whole', async () => {
    const { orderId, shipmentId, bags } = await t.placeOrder();
    const ask = {
      status: 'cancelled_customer',
      products: [{ identifier: String(bags[1].id), quantity: 2 }],
      reasonId: 1,
    };
    const results = await Promise.allSettled([
      update(asha.v3, shipmentId, ask),
      update(asha.v1, shipmentId, ask),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const { rows } = await sql<{ units: number; paid: number }>`
      SELECT sum(quantity)::int AS units, sum(amount_paid)::bigint AS paid FROM order_bags
      WHERE order_id = ${orderId} AND size_id = ${bags[1].size_id}`.execute(t.db);
    expect(Number(rows[0].units)).toBe(3);
    expect(Number(rows[0].paid)).toBe(bags[1].amount_paid);
  });

  it('only asks for cancellation once the shipment is packed', async () => {
    const { shipmentId } = await t.placeOrder();
    await t.moveAlong(shipmentId, 'packed');
    expect(
      (await rejection(update(asha.v1, shipmentId, { status: 'cancelled_customer', reasonId: 1 }))).code,
    ).toBe(409);
    await update(asha.v1, shipmentId, { status: 'cancellation_requested', reasonId: 1 });
    expect((await t.shipmentRow(shipmentId)).status).toBe('cancellation_requested');
  });
});

describe('returning a shipment', () => {
  it('needs it delivered: before that the lifecycle refuses (409)', async () => {
    const { shipmentId } = await t.placeOrder();
    expect(
      await rejection(update(asha.v1, shipmentId, { status: 'return_initiated', reasonId: 11 })),
    ).toEqual({
      code: 409,
      message: 'A shipment that is placed cannot be moved to return_initiated',
    });
  });

  it('needs a reason for each product unless one is given for all: 400, nothing changed', async () => {
    const { orderId, shipmentId, bags } = await t.placeOrder();
    await t.moveAlong(shipmentId);
    const before = await snapshot(orderId);
    const none = await rejection(update(asha.v1, shipmentId, { status: 'return_initiated' }));
    expect(none).toEqual({
      code: 400,
      message: 'A return needs a reason for each product, or one reason for all of them',
    });
    const one = await rejection(
      update(asha.v1, shipmentId, {
        status: 'return_initiated',
        perProduct: [{ identifier: String(bags[0].id), reasonId: 11 }],
      }),
    );
    expect(one.code).toBe(400);
    expect(await snapshot(orderId)).toEqual(before);
    // One reason per product is enough too.
    await update(asha.v3, shipmentId, {
      status: 'return_initiated',
      perProduct: bags.map((bag, i) => ({ identifier: String(bag.id), reasonId: i ? 15 : 11 })),
      text: 'Not for me',
    });
    const row = await t.shipmentRow(shipmentId);
    expect(row.status).toBe('return_initiated');
    expect(row.request).toMatchObject({
      type: 'return',
      products: [
        { reason_id: 11, other_reason_text: 'Not for me' },
        { reason_id: 15, other_reason_text: 'Not for me' },
      ],
    });
  });

  it('needs quality-check photos when the reason has a qc type, and return_pre_qc for a pre_qc one', async () => {
    const { orderId, shipmentId, bags } = await t.placeOrder();
    await t.moveAlong(shipmentId);
    const before = await snapshot(orderId);
    const products = [{ identifier: String(bags[1].id), quantity: 2 }];
    expect(
      await rejection(update(asha.v1, shipmentId, { status: 'return_pre_qc', products, reasonId: 12 })),
    ).toEqual({
      code: 400,
      message: `'Product is damaged or defective' needs photos for the quality check: add at least one of bag ${bags[1].id}`,
    });
    const photo = await t.upload(asha, PNG);
    expect(photo.status).toBe(200);
    const images = [photo.url as string];
    expect(
      (
        await rejection(
          update(asha.v1, shipmentId, { status: 'return_initiated', products, reasonId: 12, images }),
        )
      ).message,
    ).toBe('A reason asks for photos to be checked before pickup: the status is return_pre_qc');
    expect(await snapshot(orderId)).toEqual(before);

    const answer = await update(asha.v1, shipmentId, {
      status: 'return_pre_qc',
      products,
      reasonId: 12,
      images,
    });
    const moved = answer.statuses[0].shipments[0].final_state.shipment_id;
    const row = await t.shipmentRow(moved);
    expect(row).toMatchObject({ status: 'return_pre_qc', parent_id: shipmentId });
    expect(row.delivered_at).not.toBeNull();
    expect(row.request).toMatchObject({
      products: [{ qc_type: ['pre_qc'], qc_image_urls: images, quantity: 2 }],
    });
    // The new shipment carries the tracking so far, then its own return.
    const events = await t.db
      .selectFrom('shipment_events')
      .select('status')
      .where('shipment_id', '=', moved)
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.status)).toEqual([
      'confirmed',
      'packed',
      'shipped',
      'out_for_delivery',
      'delivered',
      'return_pre_qc',
    ]);
    expect((await t.shipmentRow(shipmentId)).status).toBe('delivered');
  });

  it('takes only photos uploaded through the assets calls, of an image type and size', async () => {
    const { shipmentId } = await t.placeOrder();
    await t.moveAlong(shipmentId);
    // At upload: a type that is no image, a file too big, bytes that are not what they claim.
    expect((await rejection(t.upload(asha, PNG, 'image/svg+xml'))).code).toBe(400);
    expect((await rejection(t.upload(asha, new Uint8Array(6 * 1024 * 1024).fill(1)))).code).toBe(400);
    expect((await t.upload(asha, new TextEncoder().encode('<html>not a png</html>'))).status).toBe(415);
    // At update: an address from elsewhere, one never completed, a PDF from another namespace.
    const ask = (images: string[]) => ({ status: 'return_initiated', reasonId: 14, images });
    expect(
      (await rejection(update(asha.v1, shipmentId, ask(['https://example.com/cat.png'])))).message,
    ).toMatch(/is not a photo uploaded for a return/);
    const { url: good } = await t.upload(asha, PNG);
    const forged = (good as string).replace(/\/[0-9a-f]{24}\//, '/0123456789abcdef01234567/');
    expect((await rejection(update(asha.v1, shipmentId, ask([forged])))).message).toMatch(
      /names no completed upload/,
    );
    const pdf = await t.upload(
      asha,
      new TextEncoder().encode('%PDF-1.4 test'),
      'application/pdf',
      'application-custom-form-files',
    );
    expect((await rejection(update(asha.v1, shipmentId, ask([pdf.url as string])))).code).toBe(400);
    expect((await t.shipmentRow(shipmentId)).status).toBe('delivered');
    await update(asha.v1, shipmentId, ask([good as string]));
    expect((await t.shipmentRow(shipmentId)).status).toBe('return_initiated');
  });

  it('refuses a return once the shop’s window after delivery has closed, and offers no reasons then', async () => {
    const { shipmentId } = await t.placeOrder();
    await t.moveAlong(shipmentId);
    await sql`UPDATE shipments SET delivered_at = now() - interval '16 days' WHERE id = ${shipmentId}`.execute(
      t.db,
    );
    const refused = await rejection(
      update(asha.v1, shipmentId, { status: 'return_initiated', reasonId: 11 }),
    );
    expect(refused.code).toBe(400);
    expect(refused.message).toMatch(/^The return window of this shipment closed on /);
    expect((await asha.v1.order.getShipmentReasons({ shipmentId })).reasons).toEqual([]);
    // The merchant's own setting holds: a 30-day window opens it again.
    await sql`UPDATE applications SET settings = jsonb_set(settings::jsonb, '{returns}', '{"window_days": 30}')`.execute(
      t.db,
    );
    try {
      await update(asha.v1, shipmentId, { status: 'return_initiated', reasonId: 11 });
      expect((await t.shipmentRow(shipmentId)).status).toBe('return_initiated');
    } finally {
      await sql`UPDATE applications SET settings = settings::jsonb - 'returns'`.execute(t.db);
    }
  });

  it('refuses statuses a shopper may not ask for', async () => {
    const { shipmentId } = await t.placeOrder();
    const refused = await rejection(update(asha.v1, shipmentId, { status: 'delivered', reasonId: 1 }));
    expect(refused.code).toBe(400);
    expect(refused.message).toMatch(/status must be one of cancelled_customer/);
  });
});

describe('whose shipment', () => {
  it('answers 404 for another shopper’s shipment and 401 without a session, changing nothing', async () => {
    const { orderId, shipmentId, bags } = await t.placeOrder();
    const before = await snapshot(orderId);
    const notFound = { code: 404, message: 'Shipment not found' };
    for (const client of [ravi.v1, ravi.v3]) {
      expect(await rejection(client.order.getShipmentReasons({ shipmentId }))).toEqual(notFound);
      expect(
        await rejection(client.order.getShipmentBagReasons({ shipmentId, bagId: String(bags[0].id) })),
      ).toEqual(notFound);
      expect(
        await rejection(update(client, shipmentId, { status: 'cancelled_customer', reasonId: 1 })),
      ).toEqual(notFound);
    }
    const visitor = officialClients(t.shop.platform).v3;
    expect((await rejection(visitor.order.getShipmentReasons({ shipmentId }))).code).toBe(401);
    expect(
      (await rejection(update(visitor, shipmentId, { status: 'cancelled_customer', reasonId: 1 }))).code,
    ).toBe(401);
    expect(
      await rejection(update(asha.v1, '12345678901234567', { status: 'cancelled_customer', reasonId: 1 })),
    ).toEqual(notFound);
    expect(await snapshot(orderId)).toEqual(before);
  });
});
