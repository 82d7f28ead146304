import { useEffect } from 'react';
import { trackEvent } from '../shell/analytics';

/** Tells analytics once per order (and shipment) shown that its tracking was viewed (spec §4 order events). */
export function useTrackingView(view: {
  orderId: string;
  shipmentId: string | null;
  status: string;
  total: number | null;
}): void {
  const { orderId, shipmentId, status, total } = view;
  useEffect(() => {
    // After every effect of this render: on a page loaded afresh the shell's analytics starts in one of them.
    queueMicrotask(() =>
      trackEvent('tracking_view', { order_id: orderId, shipment_id: shipmentId, status, value: total }),
    );
  }, [orderId, shipmentId, status, total]);
}
