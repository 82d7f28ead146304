import { useEffect } from 'react';
import { Link } from 'react-router';
import { trackEvent } from '../shell/analytics';
import type { UpdateDone } from './shipment-update-form.server';
import type { UpdateType } from './shipment-update-payload';

/** Updates analytics has heard of, in this page's life: going back and forth tells it once. */
const told = new Set<string>();

/**
 * The outcome of a cancel or return: the shipment's status once the platform settled, or the spec's message
 * while it has not. Analytics hears order_cancel or order_return once (only with a script, as every event).
 */
export function ShipmentUpdateDone({
  type,
  done,
  orderId,
}: {
  type: UpdateType;
  done: UpdateDone;
  orderId: string;
}) {
  useEffect(() => {
    const key = `${done.shipmentId} ${type}`;
    if (told.has(key)) return;
    told.add(key);
    queueMicrotask(() =>
      trackEvent(type === 'cancel' ? 'order_cancel' : 'order_return', {
        order_id: orderId,
        shipment_id: done.shipmentId,
        quantity: done.quantity,
      }),
    );
  }, [type, done.shipmentId, done.quantity, orderId]);
  return (
    <div className="update-done" role="status" data-testid="update-done">
      {done.status === 200 ? (
        <>
          <p className="update-done__title">
            {type === 'cancel' ? 'Your cancellation is done.' : 'Your return is on its way.'}{' '}
            <span data-testid="update-status">{done.statusTitle}</span>
          </p>
          <p>
            {done.quantity} {done.quantity === 1 ? 'item' : 'items'} · shipment {done.shipmentId}
          </p>
        </>
      ) : (
        <p data-testid="update-pending">{done.message}</p>
      )}
      {done.photos.length ? (
        <ul className="update-done__photos">
          {done.photos.map((url) => (
            <li key={url}>
              <img src={url} alt="Sent for the quality check" width={72} height={72} />
            </li>
          ))}
        </ul>
      ) : null}
      <Link
        to={`/profile/orders/shipment/${encodeURIComponent(done.shipmentId)}/`}
        className="button button--primary"
        data-testid="update-view-shipment"
      >
        View shipment
      </Link>
    </div>
  );
}
