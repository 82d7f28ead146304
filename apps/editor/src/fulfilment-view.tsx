import { useCallback, useEffect, useState } from 'react';
import { ApiError } from './api';
import { type FulfilmentShipment, fulfilmentApi, type Step } from './fulfilment-api';
import './fulfilment-view.css';

/** Where the merchant moves shipments: the editor's own page at #fulfilment. */
export const FULFILMENT_HASH = '#fulfilment';

/** What each next step's button says; the statuses are the platform's (shipment-lifecycle.ts). */
const ACTIONS: Record<string, string> = {
  confirmed: 'Confirm',
  packed: 'Pack',
  shipped: 'Ship',
  out_for_delivery: 'Out for delivery',
  delivered: 'Deliver',
  cancelled_customer: 'Grant cancellation',
  return_picked_up: 'Pick up return',
  return_qc_passed: 'QC pass',
  return_qc_failed: 'QC fail',
  refunded: 'Run refund',
};

const label = (from: string, to: string) =>
  from === 'cancellation_requested' && to === 'shipped' ? 'Refuse: ship it' : (ACTIONS[to] ?? to);

const message = (error: unknown) => (error instanceof ApiError ? error.message : 'Something went wrong');

type Load =
  | { status: 'loading' }
  | { status: 'ready'; shipments: FulfilmentShipment[] }
  | { status: 'failed'; message: string };

function Row({
  shipment,
  busy,
  onMove,
}: {
  shipment: FulfilmentShipment;
  busy: boolean;
  onMove: (shipment: FulfilmentShipment, to: string) => void;
}) {
  const s = shipment;
  // Everything before delivery can go there in one go, step by step.
  const toDelivered = ['placed', 'confirmed', 'packed', 'shipped'].includes(s.status);
  return (
    <tr
      data-testid="fulfilment-shipment"
      data-shipment-id={s.shipment_id}
      data-order-id={s.order_id}
      data-status={s.status}
    >
      <td>
        <strong>{s.order_id}</strong>
        <div className="muted">{s.placed_at ? new Date(s.placed_at).toLocaleDateString() : ''}</div>
      </td>
      <td>
        {s.shipment_id}
        <div className="muted">{s.payment_mode}</div>
      </td>
      <td>{s.shopper}</td>
      <td>
        {s.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a shipment's bags have no id here and never reorder.
          <div key={index}>
            {item.quantity} × {item.name}
            {item.size ? ` (${item.size})` : ''}
          </div>
        ))}
      </td>
      <td>
        {s.from_city} → {s.to_city}
      </td>
      <td>
        <span className="fulfilment__status">{s.status_title}</span>
        {s.awb_no ? (
          <div className="muted">
            {s.dp_name} · AWB {s.awb_no}
          </div>
        ) : null}
      </td>
      <td>
        <div className="fulfilment__actions">
          {s.next.map((to) => (
            <button key={to} type="button" disabled={busy} onClick={() => onMove(s, to)}>
              {label(s.status, to)}
            </button>
          ))}
          {toDelivered ? (
            <button type="button" disabled={busy} onClick={() => onMove(s, 'delivered')}>
              All the way to delivered
            </button>
          ) : null}
          {s.next.length === 0 ? <span className="muted">Nothing to do</span> : null}
        </div>
      </td>
    </tr>
  );
}

/**
 * The fulfilment simulator: the shop's recent shipments, with the moves the merchant's warehouse and courier
 * may make next. Each move is a tracking event the shopper sees.
 */
export function FulfilmentView() {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [awaiting, setAwaiting] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);

  const refresh = useCallback(() => {
    fulfilmentApi.shipments(awaiting).then(
      (shipments) => setLoad({ status: 'ready', shipments }),
      (error) => setLoad({ status: 'failed', message: message(error) }),
    );
  }, [awaiting]);
  useEffect(refresh, [refresh]);

  const move = async (shipment: FulfilmentShipment, to: string) => {
    setBusy(shipment.shipment_id);
    setNote(null);
    try {
      const moved =
        to === 'return_qc_passed' || to === 'return_qc_failed'
          ? await fulfilmentApi.qc(shipment.shipment_id, to === 'return_qc_passed' ? 'pass' : 'fail')
          : await fulfilmentApi.advance(shipment.shipment_id, to);
      const path = [moved.steps[0]?.from, ...moved.steps.map((step: Step) => step.to)].join(' → ');
      setNote({ text: `Shipment ${shipment.shipment_id}: ${path}`, error: false });
    } catch (error) {
      setNote({ text: message(error), error: true });
    } finally {
      setBusy(null);
      refresh();
    }
  };

  return (
    <main className="fulfilment">
      <p>
        <a href="/editor/">Theme editor</a>
      </p>
      <h1>Fulfilment</h1>
      <p>
        Stand in for the warehouse and the courier: every move is a tracking event the shopper sees, with its
        time and place. The same moves work from a terminal: <code>npm run fulfil -- list</code>.
      </p>
      <div className="fulfilment__toolbar">
        <label>
          <input type="checkbox" checked={awaiting} onChange={(e) => setAwaiting(e.target.checked)} /> Only
          shipments waiting for a move
        </label>
        <button type="button" onClick={refresh}>
          Refresh
        </button>
      </div>
      <p
        className={note?.error ? 'banner banner--error' : 'fulfilment__note'}
        role={note?.error ? 'alert' : 'status'}
      >
        {note?.text ?? ''}
      </p>
      {load.status === 'loading' ? <p>Loading…</p> : null}
      {load.status === 'failed' ? (
        <p className="banner banner--error" role="alert">
          {load.message}
        </p>
      ) : null}
      {load.status === 'ready' && load.shipments.length === 0 ? <p>No shipments yet.</p> : null}
      {load.status === 'ready' && load.shipments.length > 0 ? (
        <table>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Shipment</th>
              <th scope="col">Shopper</th>
              <th scope="col">Items</th>
              <th scope="col">Route</th>
              <th scope="col">Status</th>
              <th scope="col">Next</th>
            </tr>
          </thead>
          <tbody>
            {load.shipments.map((shipment) => (
              <Row
                key={shipment.shipment_id}
                shipment={shipment}
                busy={busy !== null}
                onMove={(s, to) => void move(s, to)}
              />
            ))}
          </tbody>
        </table>
      ) : null}
    </main>
  );
}

/** Whether the page shows the fulfilment simulator, following the address's hash. */
export function useFulfilmentShown(): boolean {
  const [shown, setShown] = useState(() => window.location.hash === FULFILMENT_HASH);
  useEffect(() => {
    const follow = () => setShown(window.location.hash === FULFILMENT_HASH);
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return shown;
}
