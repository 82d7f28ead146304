import { formatPrice } from '@vitrine/kit';
import { Link } from 'react-router';
import { OrderLines, StatusBadge } from './order-lines';
import { refundPath, shipmentUpdatePath, trackingPath } from './order-paths';
import { formatDay } from './order-view';
import type { ShipmentDetail } from './shipment-view';
import { TrackingTimeline } from './tracking-timeline';

const REFUND_STATUS: Record<string, string> = {
  pending: 'Refund pending',
  initiated: 'Refund initiated',
  refunded: 'Refunded',
  failed: 'Refund failed',
};

/** What the shopper can do with the shipment: cancel, return, download its documents, track it, see its refund. */
function ShipmentActions({ shipment }: { shipment: ShipmentDetail }) {
  return (
    <div className="shipment-actions" data-testid="shipment-actions">
      {shipment.canCancel ? (
        <Link to={shipmentUpdatePath(shipment.id, 'cancel')} className="button" data-testid="cancel-shipment">
          Cancel
        </Link>
      ) : null}
      {shipment.canReturn ? (
        <Link to={shipmentUpdatePath(shipment.id, 'return')} className="button" data-testid="return-shipment">
          Return
        </Link>
      ) : null}
      {shipment.showInvoice ? (
        // A document: the browser opens it, so no client-side navigation.
        <a
          href="?document=invoice"
          className="button"
          target="_blank"
          rel="noopener"
          data-testid="download-invoice"
        >
          Download invoice
        </a>
      ) : null}
      {shipment.showCreditNote ? (
        <a
          href="?document=credit-note"
          className="button"
          target="_blank"
          rel="noopener"
          data-testid="download-credit-note"
        >
          Download credit note
        </a>
      ) : null}
      <Link to={trackingPath(shipment.orderId, shipment.id)} className="button" data-testid="track-shipment">
        Track
      </Link>
    </div>
  );
}

/** The shipment page: its lines, what it cost, where it goes, how it was paid, its tracking, and what can be done. */
export function ShipmentDetails({ shipment }: { shipment: ShipmentDetail }) {
  return (
    <div className="shipment-details" data-testid="shipment-details" data-shipment-id={shipment.id}>
      <header className="shipment-details__head">
        <div>
          <h1 className="page-title">Shipment {shipment.id}</h1>
          <p className="order-card__muted">
            Order {shipment.orderId} · placed on {formatDay(shipment.placedAt)}
          </p>
        </div>
        <StatusBadge status={shipment.status} />
      </header>
      <ShipmentActions shipment={shipment} />
      {shipment.returnableDate && shipment.canReturn ? (
        <p className="order-card__muted" data-testid="return-window">
          Return available until {formatDay(shipment.returnableDate)}
        </p>
      ) : null}
      {shipment.refund ? (
        <p className="shipment-details__refund" data-testid="refund-details">
          {REFUND_STATUS[shipment.refund.status] ?? shipment.refund.status}:{' '}
          {formatPrice(shipment.refund.amount, shipment.currencySymbol)}{' '}
          <Link to={refundPath(shipment.orderId, shipment.id)} data-testid="refund-link">
            Refund details
          </Link>
        </p>
      ) : null}
      <section className="shipment-details__block">
        <h2>Items</h2>
        <OrderLines lines={shipment.lines} />
      </section>
      <section className="shipment-details__block">
        <h2>Tracking</h2>
        {shipment.courier ? (
          <p className="order-card__muted">
            {shipment.courier.name ? `${shipment.courier.name} · ` : ''}AWB {shipment.courier.awb}
          </p>
        ) : null}
        <TrackingTimeline events={shipment.tracking} />
      </section>
      <div className="shipment-details__columns">
        {shipment.deliveryAddress ? (
          <section className="shipment-details__block" data-testid="delivery-address">
            <h2>Delivery address</h2>
            <p>
              <strong>{shipment.deliveryAddress.name}</strong>
            </p>
            {shipment.deliveryAddress.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
            {shipment.deliveryAddress.phone ? <p>{shipment.deliveryAddress.phone}</p> : null}
          </section>
        ) : null}
        <section className="shipment-details__block" data-testid="shipment-payment">
          <h2>Payment</h2>
          {shipment.payments.map((payment) => (
            <p key={payment.name}>
              {payment.name}
              {payment.amount !== null ? ` · ${formatPrice(payment.amount, shipment.currencySymbol)}` : ''}
            </p>
          ))}
        </section>
      </div>
      <section className="shipment-details__block" data-testid="shipment-breakup">
        <h2>Price details</h2>
        <dl className="shipment-breakup">
          {shipment.breakup.map((row) => (
            <div
              key={row.name}
              className={
                row.name === 'total'
                  ? 'shipment-breakup__row shipment-breakup__total'
                  : 'shipment-breakup__row'
              }
              data-testid={`breakup-${row.name}`}
            >
              <dt>{row.display}</dt>
              <dd>{formatPrice(row.value, row.currencySymbol || shipment.currencySymbol)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
