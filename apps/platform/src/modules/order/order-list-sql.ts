import { ORDER_STATUS_FILTERS, type OrderStatusFilter } from '@vitrine/contract';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { OrderShopper } from './orders-sql';
import type { ShipmentStatus } from './shipment-lifecycle';

/** The shipment statuses each status filter of the order list takes in (ORDER_STATUS_FILTERS, 0 is all). */
const STATUSES_OF_FILTER: Record<Exclude<OrderStatusFilter, 0>, readonly ShipmentStatus[]> = {
  1: ['placed', 'confirmed', 'packed', 'shipped', 'out_for_delivery', 'cancellation_requested'],
  2: ['delivered'],
  3: ['cancelled_customer'],
  4: [
    'return_initiated',
    'return_pre_qc',
    'return_picked_up',
    'return_qc_passed',
    'return_qc_failed',
    'refunded',
  ],
};

export interface OrderListFilter {
  status: OrderStatusFilter;
  /** Placed at or after. */
  from?: Date;
  /** Placed before. */
  until?: Date;
  offset: number;
  limit: number;
}

/**
 * One page of the shopper's placed orders, newest first, and how many match in all. An order is in a status
 * filter when any of its shipments is (an order whose shipments were all cancelled is still a placed order).
 */
export async function listOrderIds(db: Db, shopper: OrderShopper, filter: OrderListFilter) {
  const placedAt = sql<Date>`coalesce(o.placed_at, o.created_at)`;
  const statuses = filter.status === 0 ? undefined : STATUSES_OF_FILTER[filter.status];
  const matching = db
    .selectFrom('orders as o')
    .where('o.application_id', '=', shopper.applicationId)
    .where('o.user_id', '=', shopper.userId)
    .where('o.status', '=', 'placed')
    .$if(filter.from !== undefined, (q) => q.where(placedAt, '>=', filter.from as Date))
    .$if(filter.until !== undefined, (q) => q.where(placedAt, '<', filter.until as Date))
    .$if(statuses !== undefined, (q) =>
      q.where(
        ({ exists, selectFrom }) =>
          exists(
            selectFrom('shipments as s')
              .select(sql`1`.as('one'))
              .whereRef('s.order_id', '=', 'o.id')
              .where('s.status', 'in', [...(statuses ?? [])]),
          ) as Expression<SqlBool>,
      ),
    );
  const [{ total }] = await matching.select(sql<number>`count(*)::int`.as('total')).execute();
  const rows = await matching
    .select('o.id')
    .orderBy(placedAt, 'desc')
    .orderBy('o.id', 'desc')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
  return { ids: rows.map((row) => row.id), total: Number(total) };
}

/** The list's status filters, the chosen one selected. */
export const statusFilters = (selected: OrderStatusFilter) =>
  ORDER_STATUS_FILTERS.map((f) => ({
    value: f.value,
    display: f.display,
    is_selected: f.value === selected,
  }));
