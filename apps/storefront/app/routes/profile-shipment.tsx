import { Link, useLoaderData } from 'react-router';
import { pageError } from '../catalog/page-error.server';
import { requireCartEnabled, requireUser } from '../guards/guards.server';
import { ORDERS_PATH } from '../orders/order-paths';
import ordersStyles from '../orders/orders.css?url';
import { ShipmentDetails } from '../orders/shipment-details';
import { isShipmentDocument, redirectToDocument } from '../orders/shipment-documents.server';
import { shipmentDetail } from '../orders/shipment-view';
import type { Route } from './+types/profile-shipment';

export const handle = { themePage: 'shipment-details' };

export const links = () => [{ rel: 'stylesheet', href: ordersStyles }];

/**
 * /profile/orders/shipment/{shipmentId}/: one of the shopper's shipments (another shopper's is not found).
 * `?document=invoice` or `?document=credit-note` sends the browser to that document.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await Promise.all([requireUser(context, request), requireCartEnabled(context, request)]);
  const document = new URL(request.url).searchParams.get('document');
  if (isShipmentDocument(document)) await redirectToDocument(context, params.shipmentId, document);
  const { shipment } = await context.sdk.order
    .getShipmentById({ shipmentId: params.shipmentId })
    .catch(pageError);
  return { shipment: shipmentDetail(shipment, new Date()) };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `Shipment ${data.shipment.id}` : 'Shipment details' },
  { name: 'robots', content: 'noindex' },
];

export default function ProfileShipment() {
  const { shipment } = useLoaderData<typeof loader>();
  return (
    <section className="orders-page">
      <Link to={ORDERS_PATH} className="orders-page__back">
        All orders
      </Link>
      <ShipmentDetails shipment={shipment} />
    </section>
  );
}
