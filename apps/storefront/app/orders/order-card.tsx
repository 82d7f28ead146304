import { formatPrice } from '@vitrine/kit';
import { Link } from 'react-router';
import { OrderLines, StatusBadge } from './order-lines';
import { shipmentPath } from './order-paths';
import { formatDay, type OrderCard as OrderCardView, type ShipmentCard } from './order-view';

function ShipmentSummary({ shipment }: { shipment: ShipmentCard }) {
  return (
    <section className="order-card__shipment" data-testid="order-shipment" data-shipment-id={shipment.id}>
      <header className="order-card__shipment-head">
        <StatusBadge status={shipment.status} />
        <span className="order-card__muted">
          Shipment {shipment.id} · {shipment.pieces} {shipment.pieces === 1 ? 'item' : 'items'}
        </span>
      </header>
      <OrderLines lines={shipment.lines} />
      <footer className="order-card__shipment-foot">
        <span>
          {formatPrice(shipment.price, shipment.currencySymbol)}
          {shipment.paymentMode ? <span className="order-card__muted"> · {shipment.paymentMode}</span> : null}
        </span>
        <Link to={shipmentPath(shipment.id)} className="button" data-testid="open-shipment">
          View details
        </Link>
      </footer>
    </section>
  );
}

/** One order of the list: its id, when it was placed, its total, and each of its shipments. */
export function OrderCard({ order }: { order: OrderCardView }) {
  return (
    <article className="order-card" data-testid="order-card" data-order-id={order.id}>
      <header className="order-card__head">
        <div>
          <h2 className="order-card__id">
            Order <span data-testid="order-id">{order.id}</span>
          </h2>
          <span className="order-card__muted" data-testid="order-placed">
            Placed on {formatDay(order.placedAt)}
          </span>
        </div>
        {order.total !== null ? (
          <strong className="order-card__total">{formatPrice(order.total, order.currencySymbol)}</strong>
        ) : null}
      </header>
      {order.shipments.map((shipment) => (
        <ShipmentSummary key={shipment.id} shipment={shipment} />
      ))}
    </article>
  );
}
