import { useEffect } from 'react';
import { trackEvent } from '../shell/analytics';
import type { RefundView } from './refund-view';

const SEEN_KEY = 'vitrine:refund-success';

/** Tells analytics of a refund paid, the first time this browser sees it so (spec §4 order events). */
function useRefundSuccess(refund: RefundView | null, orderId: string, shipmentId: string, value: number) {
  const paidId = refund?.status === 'refunded' ? refund.id : '';
  useEffect(() => {
    if (!paidId) return;
    let seen: string[] = [];
    try {
      seen = JSON.parse(window.localStorage.getItem(SEEN_KEY) ?? '[]');
    } catch {}
    if (seen.includes(paidId)) return;
    window.localStorage.setItem(SEEN_KEY, JSON.stringify([...seen, paidId].slice(-50)));
    // After every effect of this render: on a page loaded afresh the shell's analytics starts in one of them.
    queueMicrotask(() =>
      trackEvent('refund_success', { order_id: orderId, shipment_id: shipmentId, refund_id: paidId, value }),
    );
  }, [paidId, orderId, shipmentId, value]);
}

/** The shipment's refund: its status, amount and where it goes. */
export function RefundStatus(props: {
  refund: RefundView | null;
  note: string;
  orderId: string;
  shipmentId: string;
  value: number;
}) {
  const { refund, note, orderId, shipmentId, value } = props;
  useRefundSuccess(refund, orderId, shipmentId, value);
  if (!refund) {
    return (
      <p className="refund-page__note" data-testid="refund-none">
        No refund is due for this shipment yet.
      </p>
    );
  }
  return (
    <div className="refund-status" data-testid="refund-status" data-status={refund.status}>
      <dl className="refund-status__facts">
        <dt>Status</dt>
        <dd data-testid="refund-status-title">{refund.title}</dd>
        <dt>Amount</dt>
        <dd data-testid="refund-amount">{refund.amount}</dd>
        <dt>Refund to</dt>
        <dd>{refund.toBeneficiary ? 'Your refund account' : 'Original payment method'}</dd>
      </dl>
      <p className="refund-page__note">{note}</p>
    </div>
  );
}
