import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officialClients, rejection } from '../user/test-clients';
import { type OrderShop, startOrderShop, TO_DELIVERED } from './order-test-shop';

// biome-ignore lint/suspicious/noExplicitAny: the SDK's answers are read as plain JSON; v1's Joi models check them.
type Json = any;

const DAY_MS = 24 * 60 * 60 * 1000;
let shop: OrderShop;
/** Asha's orders: one placed, one delivered, one cancelled, and one placed 100 days ago. */
let placed: { orderId: string; shipmentId: string };
let delivered: { orderId: string; shipmentId: string };
let cancelled: { orderId: string; shipmentId: string };
let old: { orderId: string; shipmentId: string };
let ravis: { orderId: string; shipmentId: string };
let storeCity: string;

/** A calendar day as the storefront sends it: MM-DD-YYYY, in the shop's time zone (India). */
function day(offsetDays: number): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(Date.now() + offsetDays * DAY_MS));
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('month')}-${part('day')}-${part('year')}`;
}

const ids = (list: Json) => list.items.map((order: Json) => order.order_id);

beforeAll(async () => {
  shop = await startOrderShop();
  old = await shop.placeAshaOrder();
  await sql`UPDATE orders SET placed_at = now() - interval '100 days' WHERE id = ${old.orderId}`.execute(
    shop.db,
  );
  delivered = await shop.placeAshaOrder(2);
  await shop.move(delivered.shipmentId, TO_DELIVERED);
  cancelled = await shop.placeAshaOrder();
  await shop.move(cancelled.shipmentId, ['cancelled_customer'], 'Mumbai', 'customer');
  placed = await shop.placeAshaOrder();
  ravis = await shop.placeRaviOrder();
  const { rows } = await sql<{ city: string }>`
    SELECT st.address->>'city' AS city FROM shipments s JOIN stores st ON st.uid = s.store_uid
    WHERE s.id = ${placed.shipmentId}`.execute(shop.db);
  storeCity = rows[0].city;
});
afterAll(() => shop?.close());

describe('the order list', () => {
  /** The orders this file placed, in the order a list gives them (the demo seed adds a history of its own). */
  const mine = (list: Json) => ids(list).filter((id: string) => placedHere().includes(id));
  const placedHere = () => [placed, cancelled, delivered, old, ravis].map((o) => o.orderId);

  it('lists the shopper’s own placed orders, newest first, with the status filters, for both SDKs', async () => {
    for (const client of [shop.asha.v1, shop.asha.v3]) {
      const list = await client.order.getOrders({ pageSize: 100 });
      expect(mine(list)).toEqual([placed.orderId, cancelled.orderId, delivered.orderId, old.orderId]);
      expect(ids(list).slice(0, 3)).toEqual([placed.orderId, cancelled.orderId, delivered.orderId]);
      const times = list.items.map((order: Json) => Date.parse(order.order_created_time));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(list.filters.statuses).toEqual([
        { value: 0, display: 'All', is_selected: true },
        { value: 1, display: 'Processing', is_selected: false },
        { value: 2, display: 'Delivered', is_selected: false },
        { value: 3, display: 'Cancelled', is_selected: false },
        { value: 4, display: 'Returned', is_selected: false },
      ]);
      const firstPage = await client.order.getOrders();
      expect(firstPage.page).toEqual({
        type: 'number',
        current: 1,
        size: 12,
        item_total: list.items.length,
        has_next: list.items.length > 12,
      });
    }
    const ravi = await shop.ravi.v1.order.getOrders({ pageSize: 100 });
    expect(mine(ravi)).toEqual([ravis.orderId]);
    expect(ids(ravi)).not.toContain(placed.orderId);
  });

  it('narrows by status: an order is in a group when one of its shipments is', async () => {
    const byStatus = async (status: number) => {
      const list = await shop.asha.v1.order.getOrders({ status, pageSize: 100 });
      const statuses = list.items.map((order: Json) =>
        order.shipments.map((s: Json) => s.shipment_status.value),
      );
      return { mine: mine(list), statuses };
    };
    const processing = await byStatus(1);
    expect(processing.mine).toEqual([placed.orderId, old.orderId]);
    const delivering = await byStatus(2);
    expect(delivering.mine).toEqual([delivered.orderId]);
    for (const shipments of delivering.statuses) expect(shipments).toContain('delivered');
    const cancelling = await byStatus(3);
    expect(cancelling.mine).toEqual([cancelled.orderId]);
    for (const shipments of cancelling.statuses) expect(shipments).toContain('cancelled_customer');
    expect((await byStatus(4)).mine).toEqual([]);
    const list = await shop.asha.v3.order.getOrders({ status: 2 });
    expect(list.filters.statuses.find((s: Json) => s.is_selected).value).toBe(2);
  });

  it('narrows by the date filter (MM-DD-YYYY, whole days, the end date tomorrow)', async () => {
    const last30 = await shop.asha.v1.order.getOrders({ fromDate: day(-30), toDate: day(1), pageSize: 100 });
    expect(mine(last30)).toEqual([placed.orderId, cancelled.orderId, delivered.orderId]);
    const since = Date.now() - 31 * DAY_MS;
    for (const order of last30.items) expect(Date.parse(order.order_created_time)).toBeGreaterThan(since);
    const last180 = await shop.asha.v3.order.getOrders({
      fromDate: day(-180),
      toDate: day(1),
      pageSize: 100,
    });
    expect(mine(last180)).toHaveLength(4);
    // start_date and end_date say the same; a range in the past holds only what was placed then.
    const past = await shop.asha.v1.order.getOrders({ startDate: day(-101), endDate: day(-99) });
    expect(ids(past)).toEqual([old.orderId]);
    const withStatus = await shop.asha.v1.order.getOrders({ status: 1, fromDate: day(-30), toDate: day(1) });
    expect(mine(withStatus)).toEqual([placed.orderId]);
  });

  it('pages by page_no and page_size', async () => {
    const all = ids(await shop.asha.v1.order.getOrders({ pageSize: 100 }));
    const first = await shop.asha.v1.order.getOrders({ pageNo: 1, pageSize: 3 });
    expect(ids(first)).toEqual(all.slice(0, 3));
    expect(first.page).toEqual({
      type: 'number',
      current: 1,
      size: 3,
      item_total: all.length,
      has_next: true,
    });
    const pages = Math.ceil(all.length / 3);
    const last = await shop.asha.v3.order.getOrders({ pageNo: pages, pageSize: 3 });
    expect(ids(last)).toEqual(all.slice((pages - 1) * 3));
    expect(last.page).toMatchObject({ current: pages, has_next: false });
    expect(ids(await shop.asha.v3.order.getOrders({ pageNo: pages + 1, pageSize: 3 }))).toEqual([]);
  });

  it('reads every order of the demo history through v1’s strict models, whatever its state', async () => {
    for (const client of [shop.asha, shop.ravi]) {
      const list = await client.v1.order.getOrders({ pageSize: 100 });
      for (const order of list.items) {
        await client.v1.order.getOrderById({ orderId: order.order_id });
        for (const shipment of order.shipments) {
          await client.v1.order.getShipmentById({ shipmentId: shipment.shipment_id });
          await client.v1.order.trackShipment({ shipmentId: shipment.shipment_id });
        }
      }
    }
  });

  it('refuses a bad filter with a clear 400, and a caller without a session with 401', async () => {
    expect(await rejection(shop.asha.v3.order.getOrders({ status: 9 }))).toEqual({
      code: 400,
      message: 'status must be a whole number from 0 to 4',
    });
    expect(await rejection(shop.asha.v3.order.getOrders({ fromDate: '2025-01-31' }))).toEqual({
      code: 400,
      message: 'from_date must be a date as MM-DD-YYYY, such as 01-31-2025',
    });
    expect((await rejection(shop.asha.v3.order.getOrders({ toDate: '02-30-2025' }))).code).toBe(400);
    const visitor = officialClients(shop.platform).v3;
    expect(await rejection(visitor.order.getOrders())).toEqual({
      code: 401,
      message: 'User is not logged in',
    });
  });
});

describe('an order', () => {
  it('reads with its shipments, bags, prices and breakup, for both SDKs and the point-of-sale call', async () => {
    for (const answer of [
      await shop.asha.v1.order.getOrderById({ orderId: placed.orderId }),
      await shop.asha.v3.order.getOrderById({ orderId: placed.orderId, allowInactive: true }),
      await shop.asha.v3.order.getPosOrderById({ orderId: placed.orderId }),
    ]) {
      const { order } = answer;
      expect(order).toMatchObject({
        order_id: placed.orderId,
        total_shipments_in_order: 1,
        user_info: { name: 'Asha Rao', email: 'asha@vitrine.test', mobile: '9876543210' },
      });
      const total = order.breakup_values.find((row: Json) => row.name === 'total');
      expect(total).toMatchObject({ display: 'Total', currency_code: 'INR', currency_symbol: '₹' });
      const [shipment] = order.shipments;
      expect(shipment).toMatchObject({
        shipment_id: placed.shipmentId,
        shipment_status: { title: 'Placed', value: 'placed', hex_code: '#02D1CB' },
        total_bags: 1,
        can_cancel: true,
        can_return: false,
        returnable_date: null,
        show_download_invoice: false,
        show_track_link: true,
        payment: { mode: 'COD', payment_mode: 'COD', status: 'Unpaid', display_name: 'Cash on Delivery' },
        delivery_address: { name: 'Asha Rao', city: 'Mumbai', pincode: '400001' },
        order_type: 'HomeDelivery',
      });
      expect(shipment.prices.amount_paid).toBe(total.value);
      const [bag] = shipment.bags;
      expect(bag).toMatchObject({ quantity: 1, can_cancel: true, can_return: false });
      expect(bag.item.name).toEqual(expect.any(String));
      expect(bag.item.code).toEqual(expect.any(String));
      expect(bag.prices.price_effective).toBeGreaterThan(0);
      expect(shipment.tracking_details[0]).toMatchObject({
        status: 'Placed',
        value: 'placed',
        location: storeCity,
        is_passed: true,
        is_current: true,
      });
      // The steps still ahead are shown, not yet passed.
      expect(shipment.tracking_details.map((t: Json) => [t.value, t.is_passed])).toEqual([
        ['placed', true],
        ['confirmed', false],
        ['packed', false],
        ['shipped', false],
        ['out_for_delivery', false],
        ['delivered', false],
      ]);
    }
  });

  it('shows a delivered shipment’s tracking in time order, returnable within the window, with its invoice', async () => {
    for (const client of [shop.asha.v1, shop.asha.v3]) {
      const { shipment } = await client.order.getShipmentById({ shipmentId: delivered.shipmentId });
      expect(shipment.tracking_details.map((t: Json) => t.value)).toEqual(['placed', ...TO_DELIVERED]);
      expect(shipment.tracking_details.every((t: Json) => t.is_passed)).toBe(true);
      expect(shipment.tracking_details.map((t: Json) => t.is_current)).toEqual([
        false,
        false,
        false,
        false,
        false,
        true,
      ]);
      expect(shipment.tracking_details.slice(1).map((t: Json) => t.location)).toEqual(
        Array(5).fill('Mumbai'),
      );
      const times = shipment.tracking_details.map((t: Json) => Date.parse(t.time));
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(shipment).toMatchObject({
        shipment_status: { title: 'Delivered', value: 'delivered' },
        can_cancel: false,
        can_return: true,
        show_download_invoice: true,
        total_bags: 2,
        payment: { status: 'Paid' },
      });
      const window = Date.parse(shipment.returnable_date) - Date.parse(shipment.delivery_date);
      expect(window).toBe(15 * DAY_MS);
      expect(shipment.bags[0]).toMatchObject({ quantity: 2, can_return: true });
      // Bag prices are for the bag's whole quantity; tracking's amounts are whole rupees.
      expect(shipment.bags[0].prices.price_effective).toBe(shipment.prices.price_effective);
      expect(Number.isInteger(shipment.prices.amount_paid_roundoff)).toBe(true);
    }
  });

  it('tracks a shipment as a courier feed, newest first', async () => {
    for (const client of [shop.asha.v1, shop.asha.v3]) {
      const { results } = await client.order.trackShipment({ shipmentId: delivered.shipmentId });
      expect(results.map((r: Json) => r.status)).toEqual([
        'Delivered',
        'Out for delivery',
        'Shipped',
        'Packed',
        'Confirmed',
        'Placed',
      ]);
      expect(results[0]).toMatchObject({ shipment_type: 'forward', last_location_recieved_at: 'Mumbai' });
    }
  });

  it('keeps a cancelled order in the list with its cancelled shipment', async () => {
    const { order } = await shop.asha.v1.order.getOrderById({ orderId: cancelled.orderId });
    expect(order.shipments[0]).toMatchObject({
      shipment_status: { title: 'Cancelled', value: 'cancelled_customer' },
      can_cancel: false,
      show_track_link: false,
    });
  });
});

describe('an order split by a partial cancel', () => {
  it('shows the part cancelled as a shipment of its own, with the history it shares and nothing twice', async () => {
    const order = await shop.placeAshaOrder(3);
    await shop.move(order.shipmentId, ['confirmed']);
    const before = (await shop.asha.v3.order.getOrderById({ orderId: order.orderId })).order;
    const [bag] = before.shipments[0].bags;
    const answer = await shop.asha.v3.order.updateShipmentStatus({
      shipmentId: order.shipmentId,
      body: {
        statuses: [
          {
            status: 'cancelled_customer',
            shipments: [
              {
                identifier: order.shipmentId,
                products: [{ identifier: String(bag.id), quantity: 1 }],
                reasons: { products: [{ data: { reason_id: 1, reason_text: '' }, filters: [] }] },
              },
            ],
          },
        ],
      },
    });
    const splitId = answer.statuses[0].shipments[0].final_state.shipment_id;
    const { order: after } = await shop.asha.v1.order.getOrderById({ orderId: order.orderId });
    expect(after.total_shipments_in_order).toBe(2);
    const [kept, split] = after.shipments;
    expect(kept).toMatchObject({ shipment_id: order.shipmentId, total_bags: 2, can_cancel: true });
    expect(split).toMatchObject({
      shipment_id: splitId,
      total_bags: 1,
      can_cancel: false,
      shipment_status: { value: 'cancelled_customer' },
    });
    expect(split.tracking_details.filter((t: Json) => t.is_passed).map((t: Json) => t.value)).toEqual([
      'placed',
      'confirmed',
      'cancelled_customer',
    ]);
    // The money of the bag is shared out, not made up: the parts add up to what was paid.
    const paid = (s: Json) => s.bags.reduce((sum: number, b: Json) => sum + b.prices.amount_paid, 0);
    expect(paid(kept) + paid(split)).toBeCloseTo(before.shipments[0].bags[0].prices.amount_paid, 2);
    const inGroup = async (status: number) =>
      ids(await shop.asha.v3.order.getOrders({ status, pageSize: 100 })).includes(order.orderId);
    expect(await inGroup(1)).toBe(true);
    expect(await inGroup(3)).toBe(true);
    // Still the shopper's order, whole, in the list.
    expect(ids(await shop.asha.v3.order.getOrders({ pageSize: 100 }))[0]).toBe(order.orderId);
  });
});

describe('another shopper’s or an unknown id', () => {
  const NOT_FOUND = { code: 404 };

  it('is not found for every call that names an order or a shipment, and so is any id without a session', async () => {
    const visitor = officialClients(shop.platform);
    for (const [client, orderId, shipmentId] of [
      [shop.ravi, delivered.orderId, delivered.shipmentId],
      [visitor, delivered.orderId, delivered.shipmentId],
      [shop.asha, 'FY0000000000000000', '10000000000000000'],
      // A shipment named with an order it is not in.
      [shop.asha, placed.orderId, delivered.shipmentId],
    ] as [Json, string, string][]) {
      for (const sdk of [client.v1, client.v3]) {
        const mismatched = orderId === placed.orderId;
        const calls: (() => Promise<unknown>)[] = [
          () => sdk.order.getCustomerDetailsByShipmentId({ orderId, shipmentId }),
          () => sdk.order.sendOtpToShipmentCustomer({ orderId, shipmentId }),
          () =>
            sdk.order.verifyOtpShipmentCustomer({
              orderId,
              shipmentId,
              body: { request_id: 'x', otp_code: '123456' },
            }),
        ];
        if (!mismatched) {
          calls.push(
            () => sdk.order.getShipmentById({ shipmentId }),
            () => sdk.order.trackShipment({ shipmentId }),
            () => sdk.order.getInvoiceByShipmentId({ shipmentId }),
            () => sdk.order.getOrderById({ orderId }),
          );
          if (sdk === client.v3) calls.push(() => sdk.order.getPosOrderById({ orderId }));
        }
        for (const call of calls) expect(await rejection(call())).toMatchObject(NOT_FOUND);
      }
    }
  });
});
