import type { OrderBag, OrderShipment, OrderView } from '@vitrine/contract';
import { CURRENCY, rupees } from '../catalog/views';
import { courierOfAwb } from '../fulfilment/places';
import type { PaymentGatewaySettings } from '../payment/gateway-config';
import { DEFAULT_LOGO } from '../payment/payment-options';
import { providerFor } from '../payment/providers/registry';
import type { RefundDetails } from '../refund/refund-details-sql';
import {
  bagPrices,
  orderBreakup,
  orderCharges,
  shipmentBreakup,
  shipmentPrices,
  shipmentSums,
} from './order-money';
import type { BagRow, OrderRecord, OrderRow, ShipmentRow } from './orders-sql';
import { type ReturnSettings, returnableUntil, withinReturnWindow } from './return-window';
import { canCustomerCancel, isShipmentStatus, SHIPMENT_STATUSES } from './shipment-lifecycle';
import { eventsOf, titleOf, trackingDetails } from './shipment-tracking';

/** What a view needs besides the order itself. */
export interface ViewContext {
  now: Date;
  gateway: PaymentGatewaySettings | undefined;
  refunds: Map<string, RefundDetails>;
  /** The merchant's return window. */
  returns: ReturnSettings;
}

/** Who carries the parcels in this shop (the fulfilment simulator stands in for a courier). */
const DELIVERY_PARTNER = 'Vitrine Delivery';

/** The courier carrying a shipment, named by its waybill's prefix (the shop's own delivery otherwise). */
export const courierOf = (awbNo: string | null) => courierOfAwb(awbNo) || DELIVERY_PARTNER;
const ORDER_TYPE = 'HomeDelivery';
/** Statuses after which the money for a shipment goes back: a credit note is due. */
const RETURNED = new Set(['return_qc_passed', 'refunded']);

const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** A stored checkout address in the order module's Address shape: text fields only, the pincode named so. */
export function addressOf(stored: Record<string, unknown>) {
  const lines = [text(stored.address), text(stored.area), text(stored.landmark)].filter(Boolean);
  const place = [text(stored.city), text(stored.state)].filter(Boolean).join(', ');
  const pincode = text(stored.area_code) || text(stored.pincode);
  return {
    name: text(stored.name),
    phone: text(stored.phone),
    email: text(stored.email),
    address: text(stored.address),
    address1: text(stored.address),
    address2: text(stored.area),
    area: text(stored.area),
    landmark: text(stored.landmark),
    city: text(stored.city),
    state: text(stored.state),
    pincode,
    country: text(stored.country),
    country_iso_code: text(stored.country_iso_code),
    country_phone_code: text(stored.country_phone_code),
    address_type: text(stored.address_type),
    contact_person: text(stored.name),
    display_address: [...lines, [place, pincode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
  };
}

/** Whether the shopper's money for this shipment goes back to them: returned, or cancelled once paid. */
export function owesCreditNote(order: OrderRow, shipment: ShipmentRow, refund: RefundDetails | undefined) {
  if (RETURNED.has(shipment.status)) return true;
  return (
    shipment.status === 'cancelled_customer' && (order.payment_status === 'paid' || refund !== undefined)
  );
}

function paymentOf(order: OrderRow, shipment: ShipmentRow, gateway: PaymentGatewaySettings | undefined) {
  const provider = providerFor(order.payment_mode, gateway, order.aggregator);
  const atDoor = provider?.collectsOnDelivery ?? order.payment_mode === 'COD';
  const paid = order.payment_status === 'paid' || (atDoor && shipment.delivered_at !== null);
  return {
    mode: order.payment_mode,
    mop: order.payment_mode,
    payment_mode: atDoor ? 'COD' : 'PREPAID',
    status: paid ? 'Paid' : 'Unpaid',
    display_name: provider?.displayName ?? order.payment_mode,
    logo: DEFAULT_LOGO,
  };
}

function bagView(
  bag: BagRow,
  line: number,
  shipment: ShipmentRow,
  returnable: boolean,
  until: string | null,
) {
  const item = bag.item;
  const brand = (item.brand ?? {}) as { name?: unknown };
  const status = {
    status: shipment.status,
    name: titleOf(shipment.status),
    updated_at: shipment.updated_at.toISOString(),
  };
  return {
    id: bag.id,
    line_number: line,
    item: {
      id: bag.product_uid,
      name: text(item.name),
      code: text(item.item_code),
      slug_key: text(item.slug),
      size: text(item.size),
      image: item.image ? [text(item.image)] : [],
      brand: { name: text(brand.name) },
      seller_identifier: String(bag.size_id),
    },
    quantity: bag.quantity,
    prices: bagPrices(bag),
    can_cancel: canCustomerCancel(shipment.status),
    can_return: returnable,
    returnable_date: until,
    delivery_date: shipment.delivered_at?.toISOString() ?? null,
    seller_identifier: String(bag.size_id),
    current_status: status,
    article: { tags: [] },
    ...CURRENCY,
  } satisfies OrderBag;
}

/** Delivery and cash-on-delivery charges ride with the order's first shipment (not one split off later). */
const carriesCharges = (record: OrderRecord, shipment: ShipmentRow) =>
  record.shipments.find((s) => s.parent_id === null)?.id === shipment.id;

/** A shipment as its shopper reads it (Shipments). */
export function shipmentView(
  record: OrderRecord,
  shipment: ShipmentRow,
  context: ViewContext,
): OrderShipment {
  const { order } = record;
  const bags = record.bags.filter((bag) => bag.shipment_id === shipment.id && bag.quantity > 0);
  const until = returnableUntil(shipment.delivered_at, context.returns);
  const canReturn =
    shipment.status === 'delivered' &&
    withinReturnWindow(shipment.delivered_at, context.returns, context.now);
  const returnableDate = until?.toISOString() ?? null;
  const charges = carriesCharges(record, shipment) ? orderCharges(order) : { delivery: 0, cod: 0 };
  const sums = shipmentSums(bags, charges);
  const store = record.stores.get(shipment.store_uid);
  const refund = context.refunds.get(shipment.id);
  const payment = paymentOf(order, shipment, context.gateway);
  const known = isShipmentStatus(shipment.status) ? SHIPMENT_STATUSES[shipment.status] : undefined;
  const shopper = record.shopper;
  const delivery = addressOf(order.shipping_address);
  return {
    order_id: order.id,
    shipment_id: shipment.id,
    shipment_status: {
      title: known?.title ?? shipment.status,
      value: shipment.status,
      hex_code: known?.hex ?? '#7D7676',
    },
    shipment_created_at: shipment.created_at.toISOString(),
    shipment_created_ts: String(shipment.created_at.getTime()),
    bags: bags.map((bag, index) => bagView(bag, index + 1, shipment, canReturn, returnableDate)),
    total_bags: bags.reduce((sum, bag) => sum + bag.quantity, 0),
    total_details: {
      pieces: bags.reduce((sum, bag) => sum + bag.quantity, 0),
      sizes: new Set(bags.map((bag) => bag.size_id)).size,
      total_price: rupees(sums.total),
    },
    prices: shipmentPrices(sums),
    breakup_values: shipmentBreakup(sums),
    delivery_address: delivery,
    billing_address: addressOf(order.billing_address),
    payment,
    payment_info: [{ ...payment, amount: rupees(sums.total) }],
    fulfilling_store: {
      id: shipment.store_uid,
      name: store?.name ?? '',
      code: store?.store_code ?? '',
    },
    tracking_details: trackingDetails(eventsOf(record, shipment), shipment.status),
    ...(shipment.awb_no
      ? { awb_no: shipment.awb_no, traking_no: shipment.awb_no, dp_name: courierOf(shipment.awb_no) }
      : {}),
    can_cancel: canCustomerCancel(shipment.status),
    can_return: canReturn,
    returnable_date: returnableDate,
    delivery_date: shipment.delivered_at?.toISOString() ?? null,
    show_download_invoice: shipment.delivered_at !== null,
    show_download_credit_note: owesCreditNote(order, shipment, refund),
    show_track_link: shipment.status !== 'cancelled_customer',
    ...(refund
      ? {
          refund_details: {
            refund_id: refund.refundId,
            amount: rupees(refund.amount),
            destination: refund.destination,
            status: refund.status,
            updated_at: refund.updatedAt.toISOString(),
          },
        }
      : {}),
    order_type: ORDER_TYPE,
    user_info: {
      name: shopper ? `${shopper.first_name} ${shopper.last_name}`.trim() : delivery.name,
      mobile: delivery.phone,
      email: delivery.email,
    },
  };
}

/** An order as its shopper reads it (OrderSchema): shipments that still hold bags, oldest first. */
export function orderView(record: OrderRecord, context: ViewContext): OrderView {
  const { order, shopper } = record;
  const shipments = record.shipments.filter((s) =>
    record.bags.some((bag) => bag.shipment_id === s.id && bag.quantity > 0),
  );
  const primary = shopper?.emails.find((e) => e.primary) ?? shopper?.emails[0];
  const phone = shopper?.phone_numbers.find((p) => p.primary) ?? shopper?.phone_numbers[0];
  const gstin = typeof order.meta.gstin === 'string' ? order.meta.gstin : undefined;
  return {
    order_id: order.id,
    order_created_time: order.placed_at.toISOString(),
    order_created_ts: String(order.placed_at.getTime()),
    total_shipments_in_order: shipments.length,
    user_info: {
      name: shopper ? `${shopper.first_name} ${shopper.last_name}`.trim() : '',
      first_name: shopper?.first_name ?? '',
      last_name: shopper?.last_name ?? '',
      email: primary?.email ?? '',
      mobile: phone?.phone ?? '',
    },
    breakup_values: orderBreakup(order),
    shipments: shipments.map((s) => shipmentView(record, s, context)),
    bags_for_reorder: record.bags
      .filter((bag) => bag.quantity > 0)
      .map((bag) => ({
        item_id: bag.product_uid,
        item_size: text(bag.item.size),
        quantity: bag.quantity,
        store_id: bag.store_uid,
      })),
    meta: {},
    ...(gstin ? { gstin_code: gstin } : {}),
  };
}
