import { data, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import accountStyles from '../account/account.css?url';
import { failureMessage, failureStatus } from '../account/form.server';
import { pageError } from '../catalog/page-error.server';
import { requireCartEnabled, requireUser } from '../guards/guards.server';
import { SHIPMENT_UPDATE_POST_BYTES } from '../leads/file-post-limits';
import { readCappedForm } from '../leads/multipart.server';
import { UploadRefused } from '../leads/upload.server';
import ordersStyles from '../orders/orders.css?url';
import updateStyles from '../orders/shipment-update.css?url';
import { ShipmentUpdateDone } from '../orders/shipment-update-done';
import { ShipmentUpdateForm } from '../orders/shipment-update-form';
import { readUpdateForm, submitUpdate } from '../orders/shipment-update-form.server';
import type { UpdateType } from '../orders/shipment-update-payload';
import type { Route } from './+types/profile-shipment-update';

export const handle = { themePage: 'shipment-details' };

export const links = () => [
  { rel: 'stylesheet', href: accountStyles },
  { rel: 'stylesheet', href: ordersStyles },
  { rel: 'stylesheet', href: updateStyles },
];

const typeOf = (type: string): UpdateType => {
  if (type !== 'cancel' && type !== 'return') throw data('Not found', { status: 404 });
  return type;
};

/** The shopper's shipment and the reasons the platform offers for it now (none when it can no longer be). */
async function loadUpdate(context: Route.LoaderArgs['context'], shipmentId: string, type: UpdateType) {
  const [{ shipment }, { reasons }] = await Promise.all([
    context.sdk.order.getShipmentById({ shipmentId }),
    context.sdk.order.getShipmentReasons({ shipmentId }),
  ]).catch(pageError);
  return { shipment, reasons: reasons.filter((reason) => reason.flow === type) };
}

/** /profile/orders/shipment/update/{shipmentId}/{cancel|return}/: cancel or return some or all of a shipment. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await Promise.all([requireUser(context, request), requireCartEnabled(context, request)]);
  const type = typeOf(params.type);
  return { type, ...(await loadUpdate(context, params.shipmentId, type)) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  await requireUser(context, request);
  const type = typeOf(params.type);
  const form = await readCappedForm(request, SHIPMENT_UPDATE_POST_BYTES);
  const { shipment, reasons } = await loadUpdate(context, params.shipmentId, type);
  if (reasons.length === 0) {
    const error = `This shipment can no longer be ${type === 'cancel' ? 'cancelled' : 'returned'}`;
    return data({ done: undefined, error, values: undefined }, { status: 409 });
  }
  const chosen = readUpdateForm(form, shipment, reasons);
  if (!chosen.ok)
    return data({ done: undefined, error: chosen.error, values: chosen.values }, { status: 400 });
  try {
    const done = await submitUpdate(context.sdk, shipment, type, chosen);
    return data({ done, error: undefined, values: undefined }, { status: done.status });
  } catch (error) {
    const status = error instanceof UploadRefused ? error.status : failureStatus(error);
    const message =
      error instanceof UploadRefused ? `A photo was refused: ${error.message}` : failureMessage(error);
    return data({ done: undefined, error: message, values: chosen.values }, { status });
  }
}

export const meta: Route.MetaFunction = ({ params }) => [
  { title: params.type === 'return' ? 'Return shipment' : 'Cancel shipment' },
  { name: 'robots', content: 'noindex' },
];

export default function ShipmentUpdate() {
  const { type, shipment, reasons } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const submitting = useNavigation().state === 'submitting';
  const title = type === 'cancel' ? 'Cancel shipment' : 'Return shipment';
  return (
    <section className="orders-page update-page">
      <Link
        to={`/profile/orders/shipment/${encodeURIComponent(shipment.shipment_id)}/`}
        className="orders-page__back"
      >
        Back to the shipment
      </Link>
      <h1 className="page-title">{title}</h1>
      <p className="update-page__id">
        Shipment {shipment.shipment_id} · {shipment.shipment_status.title}
      </p>
      {result?.done ? (
        <ShipmentUpdateDone type={type} done={result.done} orderId={shipment.order_id} />
      ) : reasons.length === 0 ? (
        <p className="auth-form__notice" role="status" data-testid="update-unavailable">
          {type === 'cancel'
            ? 'This shipment can no longer be cancelled.'
            : 'This shipment cannot be returned: returns open once it is delivered, for a limited time.'}
        </p>
      ) : (
        <ShipmentUpdateForm
          type={type}
          bags={shipment.bags}
          reasons={reasons}
          values={result?.values}
          error={result?.error}
          submitting={submitting}
        />
      )}
    </section>
  );
}
