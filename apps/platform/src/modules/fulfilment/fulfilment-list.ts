import type { Db } from '../../db/database';
import { isShipmentStatus, SHIPMENT_STATUSES } from '../order/shipment-lifecycle';
import { AWAITING_STATUSES, merchantSteps } from './fulfilment';
import { bagsOfShipments, type ListedShipmentRow, recentShipments } from './fulfilment-sql';
import { cityOf, courierOfAwb } from './places';

/** A shipment as the merchant's fulfilment page and the CLI show it, with the steps they may take next. */
export interface FulfilmentShipment {
  shipment_id: string;
  order_id: string;
  status: string;
  status_title: string;
  placed_at: string | null;
  payment_mode: string;
  shopper: string;
  items: { name: string; size: string; quantity: number }[];
  store: string;
  from_city: string;
  to_city: string;
  awb_no: string | null;
  dp_name: string;
  next: string[];
}

interface BagItem {
  name?: string;
  size?: string;
  size_display?: string;
}

function viewOf(row: ListedShipmentRow, items: FulfilmentShipment['items']): FulfilmentShipment {
  return {
    shipment_id: row.id,
    order_id: row.order_id,
    status: row.status,
    status_title: isShipmentStatus(row.status) ? SHIPMENT_STATUSES[row.status].title : row.status,
    placed_at: row.placed_at ? new Date(row.placed_at).toISOString() : null,
    payment_mode: row.payment_mode,
    shopper: `${row.first_name} ${row.last_name}`.trim(),
    items,
    store: row.store_name,
    from_city: cityOf(row.store_address),
    to_city: cityOf(row.shipping_address),
    awb_no: row.awb_no,
    dp_name: courierOfAwb(row.awb_no),
    next: merchantSteps(row.status),
  };
}

/**
 * The shop's most recent shipments, newest order first: all of them, only those waiting for the merchant, or
 * those of one order.
 */
export async function listShipments(
  db: Db,
  applicationId: string,
  options: { awaiting?: boolean; orderId?: string; shipmentId?: string; limit?: number } = {},
): Promise<FulfilmentShipment[]> {
  const rows = await recentShipments(db, applicationId, {
    statuses: options.awaiting ? AWAITING_STATUSES : undefined,
    orderId: options.orderId,
    shipmentId: options.shipmentId,
    limit: options.limit ?? 50,
  });
  const bags = await bagsOfShipments(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    viewOf(
      row,
      bags
        .filter((bag) => bag.shipment_id === row.id)
        .map((bag) => {
          const item = (bag.item ?? {}) as BagItem;
          return {
            name: item.name ?? '',
            size: item.size_display ?? item.size ?? '',
            quantity: bag.quantity,
          };
        }),
    ),
  );
}
