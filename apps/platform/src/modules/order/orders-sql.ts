import { storedJson } from '@vitrine/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { UserEmail, UserPhoneNumber } from '../../db/schema';

/** Who reads an order: its shopper, within their application. */
export interface OrderShopper {
  applicationId: string;
  userId: string;
}

export interface OrderRow {
  id: string;
  application_id: string;
  user_id: string;
  payment_mode: string;
  aggregator: string;
  payment_status: string;
  placed_at: Date;
  shipping_address: Record<string, unknown>;
  billing_address: Record<string, unknown>;
  totals: Record<string, number>;
  checkout_mode: string;
  meta: Record<string, unknown>;
}

export interface ShipmentRow {
  id: string;
  order_id: string;
  store_uid: number;
  status: string;
  parent_id: string | null;
  awb_no: string | null;
  delivered_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface BagRow {
  id: number;
  shipment_id: string;
  size_id: number;
  store_uid: number;
  product_uid: number;
  quantity: number;
  price_marked: number;
  price_effective: number;
  coupon_share: number;
  amount_paid: number;
  item: Record<string, unknown>;
}

interface EventRow {
  id: number;
  shipment_id: string;
  status: string;
  location: string;
  note: string;
  at: Date;
}

interface StoreRow {
  uid: number;
  name: string;
  store_code: string;
  address: { address1?: string; address2?: string; city?: string; state?: string; pincode?: string };
}

interface ShopperContact {
  first_name: string;
  last_name: string;
  emails: UserEmail[];
  phone_numbers: UserPhoneNumber[];
}

/** Everything an order's view is built from. */
export interface OrderRecord {
  order: OrderRow;
  shopper: ShopperContact | undefined;
  shipments: ShipmentRow[];
  bags: BagRow[];
  events: EventRow[];
  stores: Map<number, StoreRow>;
}

const date = (value: Date | string) => new Date(value);

/** The orders, with their shipments, bags, tracking events, stores and shopper; in the order of `ids`. */
export async function loadOrders(db: Db, ids: readonly string[]): Promise<OrderRecord[]> {
  if (ids.length === 0) return [];
  const orders = await db
    .selectFrom('orders')
    .select([
      'id',
      'application_id',
      'user_id',
      'payment_mode',
      'aggregator',
      'payment_status',
      sql<Date>`coalesce(placed_at, created_at)`.as('placed_at'),
      'shipping_address',
      'billing_address',
      'totals',
      'checkout_mode',
      'meta',
    ])
    .where('id', 'in', [...ids])
    .where('status', '=', 'placed')
    .execute();
  if (orders.length === 0) return [];
  const orderIds = orders.map((o) => o.id);
  const shipments = (
    await db
      .selectFrom('shipments')
      .select([
        'id',
        'order_id',
        'store_uid',
        'status',
        'parent_id',
        'awb_no',
        'delivered_at',
        'created_at',
        'updated_at',
      ])
      .where('order_id', 'in', orderIds)
      .orderBy('created_at')
      .orderBy('id')
      .execute()
  ).map((s) => ({
    ...s,
    delivered_at: s.delivered_at ? date(s.delivered_at) : null,
    created_at: date(s.created_at),
    updated_at: date(s.updated_at),
  }));
  const bags = (
    await db.selectFrom('order_bags').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute()
  ).map((b) => ({
    ...b,
    price_marked: Number(b.price_marked),
    price_effective: Number(b.price_effective),
    coupon_share: Number(b.coupon_share),
    amount_paid: Number(b.amount_paid),
    item: storedJson<Record<string, unknown>>(b.item) ?? {},
  }));
  const shipmentIds = shipments.map((s) => s.id);
  const events =
    shipmentIds.length === 0
      ? []
      : (
          await db
            .selectFrom('shipment_events')
            .select(['id', 'shipment_id', 'status', 'location', 'note', 'at'])
            .where('shipment_id', 'in', shipmentIds)
            .orderBy('at')
            .orderBy('id')
            .execute()
        ).map((e) => ({ ...e, at: date(e.at) }));
  const storeUids = [...new Set(shipments.map((s) => s.store_uid))];
  const stores = new Map<number, StoreRow>();
  if (storeUids.length > 0) {
    for (const store of await db
      .selectFrom('stores')
      .select(['uid', 'name', 'store_code', 'address'])
      .where('uid', 'in', storeUids)
      .execute()) {
      stores.set(store.uid, { ...store, address: storedJson<StoreRow['address']>(store.address) ?? {} });
    }
  }
  const userIds = [...new Set(orders.map((o) => o.user_id))];
  const shoppers = new Map<string, ShopperContact>();
  for (const user of await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'emails', 'phone_numbers'])
    .where('id', 'in', userIds)
    .execute()) {
    shoppers.set(user.id, {
      first_name: user.first_name,
      last_name: user.last_name,
      emails: storedJson<UserEmail[]>(user.emails) ?? [],
      phone_numbers: storedJson<UserPhoneNumber[]>(user.phone_numbers) ?? [],
    });
  }
  const byId = new Map(orders.map((o) => [o.id, o]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const order: OrderRow = {
      ...row,
      placed_at: date(row.placed_at),
      shipping_address: storedJson<Record<string, unknown>>(row.shipping_address) ?? {},
      billing_address: storedJson<Record<string, unknown>>(row.billing_address) ?? {},
      totals: storedJson<Record<string, number>>(row.totals) ?? {},
      meta: storedJson<Record<string, unknown>>(row.meta) ?? {},
    };
    const own = shipments.filter((s) => s.order_id === id);
    const ownIds = new Set(own.map((s) => s.id));
    return [
      {
        order,
        shopper: shoppers.get(row.user_id),
        shipments: own,
        bags: bags.filter((b) => ownIds.has(b.shipment_id)),
        events: events.filter((e) => ownIds.has(e.shipment_id)),
        stores,
      },
    ];
  });
}

/** The placed order a shipment belongs to, with its owner; undefined for an unknown shipment. */
export async function orderOfShipment(db: Db, applicationId: string, shipmentId: string) {
  return db
    .selectFrom('shipments as s')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .select(['o.id as order_id', 'o.user_id'])
    .where('s.id', '=', shipmentId)
    .where('o.application_id', '=', applicationId)
    .where('o.status', '=', 'placed')
    .executeTakeFirst();
}

/** A placed order's owner; undefined for an unknown order (or another application's). */
export async function ownerOfOrder(db: Db, applicationId: string, orderId: string) {
  return db
    .selectFrom('orders')
    .select(['id as order_id', 'user_id'])
    .where('id', '=', orderId)
    .where('application_id', '=', applicationId)
    .where('status', '=', 'placed')
    .executeTakeFirst();
}
