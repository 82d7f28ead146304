import type { OrderShipment } from '@vitrine/contract';
import {
  type LineView,
  type ShipmentCard,
  shipmentCard,
  type TrackingEvent,
  trackingEvents,
} from './order-view';

type Address = OrderShipment['delivery_address'];

interface AddressView {
  name: string;
  lines: string[];
  phone: string;
}

export interface ShipmentDetail extends ShipmentCard {
  placedAt: string;
  lines: LineView[];
  breakup: { name: string; display: string; value: number; currencySymbol: string }[];
  deliveryAddress: AddressView | null;
  payments: { name: string; amount: number | null; status: string }[];
  tracking: TrackingEvent[];
  courier: { name: string; awb: string } | null;
  canCancel: boolean;
  canReturn: boolean;
  returnableDate: string | null;
  showInvoice: boolean;
  showCreditNote: boolean;
  refund: { amount: number; status: string; destination: string } | null;
}

function addressView(address: Address | undefined): AddressView | null {
  if (!address) return null;
  const lines = address.display_address
    ? [address.display_address]
    : [
        [address.address1 ?? address.address, address.address2, address.area, address.landmark]
          .filter(Boolean)
          .join(', '),
        [address.city, address.state, address.pincode].filter(Boolean).join(', '),
        address.country ?? '',
      ].filter(Boolean);
  const name = address.name ?? address.contact_person ?? '';
  if (!name && lines.length === 0) return null;
  return { name, lines, phone: address.phone ?? '' };
}

/** Whether a return may still be asked for: the platform allows it and its window has not closed. */
export function returnOpen(
  shipment: Pick<OrderShipment, 'can_return' | 'returnable_date'>,
  now: Date,
): boolean {
  if (!shipment.can_return) return false;
  if (!shipment.returnable_date) return true;
  const until = new Date(shipment.returnable_date);
  return Number.isNaN(until.getTime()) || until.getTime() >= now.getTime();
}

/** The shipment page's view of a shipment, with `now` deciding whether its return window is still open. */
export function shipmentDetail(shipment: OrderShipment, now: Date): ShipmentDetail {
  const payments = shipment.payment_info.length
    ? shipment.payment_info.map((payment) => ({
        name: payment.display_name || payment.mode,
        amount: payment.amount,
        status: payment.status,
      }))
    : [
        {
          name: shipment.payment.display_name || shipment.payment.mode,
          amount: null,
          status: shipment.payment.status,
        },
      ];
  const refund = shipment.refund_details;
  return {
    ...shipmentCard(shipment),
    placedAt: shipment.shipment_created_ts || shipment.shipment_created_at,
    breakup: shipment.breakup_values.map((row) => ({
      name: row.name,
      display: row.display,
      value: row.value,
      currencySymbol: row.currency_symbol,
    })),
    deliveryAddress: addressView(shipment.delivery_address),
    payments,
    tracking: trackingEvents(shipment.tracking_details),
    courier: shipment.awb_no ? { name: shipment.dp_name ?? '', awb: shipment.awb_no } : null,
    canCancel: shipment.can_cancel,
    canReturn: returnOpen(shipment, now),
    returnableDate: shipment.can_return ? shipment.returnable_date : null,
    showInvoice: shipment.show_download_invoice,
    showCreditNote: shipment.show_download_credit_note === true,
    refund: refund ? { amount: refund.amount, status: refund.status, destination: refund.destination } : null,
  };
}
