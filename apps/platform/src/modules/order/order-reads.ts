import { ORDER_PAGE_DEFAULTS, type OrderStatusFilter } from '@vitrine/contract';
import type { Services } from '../../http/context';
import { notFound } from '../../http/errors';
import { masked } from '../payment/refund-accounts';
import { refundDetailsOf } from '../refund/refund-details-sql';
import { ORDER_NOT_FOUND } from './order-access';
import { listOrderIds, statusFilters } from './order-list-sql';
import { addressOf, courierOf, orderView, shipmentView, type ViewContext } from './order-view';
import { loadOrders, type OrderRecord, type OrderShopper } from './orders-sql';
import { loadReturnSettings } from './return-window';
import { SHIPMENT_NOT_FOUND } from './shipment-lifecycle';
import { eventsOf, trackResults } from './shipment-tracking';

/** The shop's time zone: the order list's dates are its calendar days. */
const SHOP_OFFSET = '+05:30';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of an MM-DD-YYYY day in the shop's time zone. */
function dayStart(mmddyyyy: string): Date {
  const [month, day, year] = mmddyyyy.split('-');
  return new Date(`${year}-${month}-${day}T00:00:00${SHOP_OFFSET}`);
}

export interface OrderListQuery {
  status?: number;
  page_no?: number;
  page_size?: number;
  from_date?: string;
  to_date?: string;
  start_date?: string;
  end_date?: string;
}

type ReadServices = Pick<Services, 'db' | 'config'>;

async function viewContext(
  services: ReadServices,
  applicationId: string,
  records: OrderRecord[],
): Promise<ViewContext> {
  const shipmentIds = records.flatMap((r) => r.shipments.map((s) => s.id));
  const [refunds, returns] = await Promise.all([
    refundDetailsOf(services.db, shipmentIds),
    loadReturnSettings(services.db, applicationId),
  ]);
  return { now: new Date(), gateway: services.config.paymentGateway, refunds, returns };
}

/** The shopper's order list (OrderList): status and date filters (both ends whole days), newest first, paged. */
export async function orderList(services: ReadServices, shopper: OrderShopper, query: OrderListQuery) {
  const status = (query.status ?? 0) as OrderStatusFilter;
  const page = query.page_no ?? ORDER_PAGE_DEFAULTS.page_no;
  const size = query.page_size ?? ORDER_PAGE_DEFAULTS.page_size;
  const from = query.from_date || query.start_date;
  const to = query.to_date || query.end_date;
  const { ids, total } = await listOrderIds(services.db, shopper, {
    status,
    from: from ? dayStart(from) : undefined,
    until: to ? new Date(dayStart(to).getTime() + DAY_MS) : undefined,
    offset: (page - 1) * size,
    limit: size,
  });
  const records = await loadOrders(services.db, ids);
  const context = await viewContext(services, shopper.applicationId, records);
  return {
    items: records.map((record) => orderView(record, context)),
    page: { type: 'number' as const, current: page, size, item_total: total, has_next: page * size < total },
    filters: { statuses: statusFilters(status) },
  };
}

async function recordOf(services: ReadServices, orderId: string, missing = ORDER_NOT_FOUND) {
  const [record] = await loadOrders(services.db, [orderId]);
  if (!record) throw notFound(missing);
  return record;
}

export async function orderById(services: ReadServices, shopper: OrderShopper, orderId: string) {
  const record = await recordOf(services, orderId);
  return { order: orderView(record, await viewContext(services, shopper.applicationId, [record])) };
}

async function shipmentOf(services: ReadServices, orderId: string, shipmentId: string) {
  const record = await recordOf(services, orderId, SHIPMENT_NOT_FOUND);
  const shipment = record.shipments.find((s) => s.id === shipmentId);
  if (!shipment) throw notFound(SHIPMENT_NOT_FOUND);
  return { record, shipment };
}

export async function shipmentById(
  services: ReadServices,
  shopper: OrderShopper,
  ids: { orderId: string; shipmentId: string },
) {
  const { record, shipment } = await shipmentOf(services, ids.orderId, ids.shipmentId);
  const context = await viewContext(services, shopper.applicationId, [record]);
  return { shipment: shipmentView(record, shipment, context) };
}

/** ShipmentTrack: the shipment's events as a courier's feed. */
export async function shipmentTrack(services: ReadServices, ids: { orderId: string; shipmentId: string }) {
  const { record, shipment } = await shipmentOf(services, ids.orderId, ids.shipmentId);
  return { results: trackResults(eventsOf(record, shipment), shipment, courierOf(shipment.awb_no)) };
}

/** Who receives the shipment, as the delivery address names them; the phone masked but for its last digits. */
export async function customerDetails(services: ReadServices, ids: { orderId: string; shipmentId: string }) {
  const { record } = await shipmentOf(services, ids.orderId, ids.shipmentId);
  const delivery = addressOf(record.order.shipping_address);
  return {
    order_id: ids.orderId,
    shipment_id: ids.shipmentId,
    name: delivery.name,
    phone: masked(delivery.phone.replace(/\D/g, '')),
    country: delivery.country || 'India',
  };
}
