import { formatPrice } from '@vitrine/kit';
import { data, Link, useLoaderData } from 'react-router';
import { requireCartEnabled } from '../guards/guards.server';
import { OrderLines, StatusBadge } from '../orders/order-lines';
import { shipmentPath, trackingFormPath, trackingPath } from '../orders/order-paths';
import { loadTrackedOrder } from '../orders/order-tracking.server';
import { formatDay, orderCard, shipmentCard, trackingEvents } from '../orders/order-view';
import ordersStyles from '../orders/orders.css?url';
import { TrackingTimeline } from '../orders/tracking-timeline';
import { useTrackingView } from '../orders/use-tracking-view';
import type { Route } from './+types/order-tracking-order';

export const handle = { themePage: 'order-tracking-details' };

export const links = () => [{ rel: 'stylesheet', href: ordersStyles }];

/**
 * /order-tracking/{orderId}/ and /order-tracking/{orderId}/{shipmentId}: where an order's shipments are (or
 * the one named), with each one's tracking events. A signed-in shopper sees their own orders; a visitor the
 * order whose contact they gave on the form.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireCartEnabled(context, request);
  const { orderId, shipmentId = null } = params;
  const { lookup, signedIn } = await loadTrackedOrder(context, request, orderId);
  const notFound = (message: string, status = 404) =>
    data({ found: false as const, message, orderId, signedIn }, { status });
  if (!lookup.found) return notFound(lookup.message, lookup.status);
  const shipments = lookup.order.shipments.filter(
    (shipment) => shipmentId === null || shipment.shipment_id === shipmentId,
  );
  if (shipments.length === 0) return notFound(`Order ${orderId} has no shipment ${shipmentId}.`);
  const { shipments: _all, ...order } = orderCard(lookup.order);
  return {
    found: true as const,
    signedIn,
    shipmentId,
    order,
    shipments: shipments.map((shipment) => ({
      ...shipmentCard(shipment),
      tracking: trackingEvents(shipment.tracking_details),
      courier: shipment.awb_no
        ? `${shipment.dp_name ? `${shipment.dp_name} · ` : ''}AWB ${shipment.awb_no}`
        : '',
    })),
  };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.found ? `Track order ${data.order.id}` : 'Order not found' },
  { name: 'robots', content: 'noindex' },
];

function NotFound({ message, orderId }: { message: string; orderId: string }) {
  return (
    <section className="orders-page orders-page--alone" data-testid="tracking-not-found">
      <h1 className="page-title">Order not found</h1>
      <p role="alert">{message}</p>
      <Link to={trackingFormPath(orderId)} className="button button--primary">
        Try again
      </Link>
    </section>
  );
}

type Found = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { found: true }>;

function TrackedOrder({ view }: { view: Found }) {
  const { order, shipments, shipmentId, signedIn } = view;
  useTrackingView({
    orderId: order.id,
    shipmentId,
    status: shipments.map((shipment) => shipment.status.value).join(','),
    total: order.total,
  });
  return (
    <section className="orders-page orders-page--alone" data-testid="tracked-order" data-order-id={order.id}>
      <header className="orders-page__head">
        <div>
          <h1 className="page-title">Order {order.id}</h1>
          <p className="order-card__muted">
            Placed on {formatDay(order.placedAt)}
            {order.total !== null ? ` · ${formatPrice(order.total, order.currencySymbol)}` : ''}
          </p>
        </div>
        {shipmentId ? (
          <Link to={trackingPath(order.id)} data-testid="whole-order">
            All shipments of this order
          </Link>
        ) : null}
      </header>
      {shipments.map((shipment) => (
        <article
          key={shipment.id}
          className="order-card"
          data-testid="tracked-shipment"
          data-shipment-id={shipment.id}
        >
          <header className="order-card__shipment-head">
            <StatusBadge status={shipment.status} />
            <span className="order-card__muted">Shipment {shipment.id}</span>
            {shipment.courier ? <span className="order-card__muted">{shipment.courier}</span> : null}
          </header>
          <OrderLines lines={shipment.lines} />
          <TrackingTimeline events={shipment.tracking} />
          <footer className="order-card__shipment-foot">
            {shipmentId ? null : (
              <Link to={trackingPath(order.id, shipment.id)} data-testid="track-one-shipment">
                Track this shipment
              </Link>
            )}
            {signedIn ? (
              <Link to={shipmentPath(shipment.id)} className="button" data-testid="open-shipment">
                Shipment details
              </Link>
            ) : null}
          </footer>
        </article>
      ))}
    </section>
  );
}

export default function OrderTrackingOrder() {
  const view = useLoaderData<typeof loader>();
  return view.found ? (
    <TrackedOrder view={view} />
  ) : (
    <NotFound message={view.message} orderId={view.orderId} />
  );
}
