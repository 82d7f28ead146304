import type { OrderBreakupValue, OrderShipment, OrderTrackingDetail, OrderView } from '@vitrine/contract';
import { type BagLine, bagLines } from './bag-lines';

/**
 * What the order pages show of the platform's answers: just the fields drawn, so a page of twelve orders sends
 * the browser lines and prices, not every address and payment record twice over.
 */

export interface LineView {
  key: string;
  name: string;
  brand: string;
  size: string;
  code: string;
  slug: string;
  image: string | null;
  quantity: number;
  price: number;
  priceMarked: number;
  currencySymbol: string;
}

export interface StatusView {
  title: string;
  value: string;
  hex: string;
}

export interface ShipmentCard {
  id: string;
  orderId: string;
  status: StatusView;
  lines: LineView[];
  pieces: number;
  price: number;
  currencySymbol: string;
  paymentMode: string;
}

export interface OrderCard {
  id: string;
  placedAt: string;
  total: number | null;
  currencySymbol: string;
  shipments: ShipmentCard[];
}

export interface TrackingEvent {
  status: string;
  time: string;
  location: string;
  passed: boolean;
  current: boolean;
}

const lineView = (line: BagLine): LineView => ({
  key: line.key,
  name: line.item.name,
  brand: line.item.brand.name,
  size: line.item.size,
  code: line.item.code,
  slug: line.item.slug_key,
  image: line.item.image[0] ?? null,
  quantity: line.quantity,
  price: line.priceEffective,
  priceMarked: line.priceMarked,
  currencySymbol: line.currencySymbol,
});

const statusView = (shipment: OrderShipment): StatusView => ({
  title: shipment.shipment_status.title,
  value: shipment.shipment_status.value,
  hex: shipment.shipment_status.hex_code,
});

export function shipmentCard(shipment: OrderShipment): ShipmentCard {
  const lines = bagLines(shipment.bags).map(lineView);
  return {
    id: shipment.shipment_id,
    orderId: shipment.order_id,
    status: statusView(shipment),
    lines,
    pieces: lines.reduce((count, line) => count + line.quantity, 0),
    price: shipment.prices.price_effective,
    currencySymbol: shipment.prices.currency_symbol,
    paymentMode: shipment.payment.display_name || shipment.payment.mode,
  };
}

/** The breakup's row named `name` (subtotal, discount, delivery_charge, total…), if there is one. */
const breakupRow = (rows: readonly OrderBreakupValue[], name: string) =>
  rows.find((row) => row.name === name);

export function orderCard(order: OrderView): OrderCard {
  const total = breakupRow(order.breakup_values, 'total');
  return {
    id: order.order_id,
    placedAt: order.order_created_ts || order.order_created_time,
    total: total?.value ?? null,
    currencySymbol: total?.currency_symbol ?? order.shipments[0]?.prices.currency_symbol ?? '₹',
    shipments: order.shipments.map(shipmentCard),
  };
}

export const trackingEvents = (details: readonly OrderTrackingDetail[]): TrackingEvent[] =>
  details.map((detail) => ({
    status: detail.status,
    time: detail.time,
    location: detail.location ?? '',
    passed: detail.is_passed,
    current: detail.is_current,
  }));

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const timeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** An ISO 8601 time, or milliseconds since 1970 as digits (the platform's *_ts fields). */
const parsed = (iso: string | null | undefined) => {
  const date = iso ? new Date(/^\d+$/.test(iso) ? Number(iso) : iso) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
};

/** A day as the shop writes it (5 Mar 2025), in India's time zone on server and browser alike. */
export const formatDay = (iso: string | null | undefined) => {
  const date = parsed(iso);
  return date ? dayFormat.format(date) : '';
};

/** A moment as the shop writes it (5 Mar 2025, 4:05 pm). */
export const formatMoment = (iso: string | null | undefined) => {
  const date = parsed(iso);
  return date ? timeFormat.format(date) : '';
};
