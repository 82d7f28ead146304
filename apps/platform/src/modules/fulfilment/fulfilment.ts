import type { Services } from '../../http/context';
import { HttpError, notFound } from '../../http/errors';
import {
  isShipmentStatus,
  moveShipment,
  nextStatuses,
  SHIPMENT_NOT_FOUND,
  SHIPMENT_STATUSES,
  type ShipmentStatus,
} from '../order/shipment-lifecycle';
import { runPendingRefunds } from '../refund/refund-run';
import {
  lockShipmentPlace,
  recordStop,
  refundOfShipment,
  type ShipmentPlace,
  setWaybill,
  shipmentIdsOfOrder,
  shipmentStatus,
} from './fulfilment-sql';
import { cityOf, courierFor, hubBetween, type Route, stateOf } from './places';

/**
 * The fulfilment simulator: the merchant's warehouse and courier, moving shipments along their lifecycle one
 * step at a time, each step in its own transaction with its tracking event (so each has its own time). The
 * lifecycle decides what may happen; this decides where each step happens and which way is forward.
 */

/** The way forward from each status when the merchant is not told where to go: the parcel reaches the shopper,
 * a cancellation asked for is granted, a return comes back, passes its check and is refunded. */
const FORWARD: Partial<Record<ShipmentStatus, ShipmentStatus>> = {
  placed: 'confirmed',
  confirmed: 'packed',
  packed: 'shipped',
  cancellation_requested: 'cancelled_customer',
  shipped: 'out_for_delivery',
  out_for_delivery: 'delivered',
  return_initiated: 'return_picked_up',
  return_pre_qc: 'return_picked_up',
  return_picked_up: 'return_qc_passed',
  return_qc_passed: 'refunded',
};

/** What the merchant can do next from `status`: the lifecycle's merchant moves, and running a passed return's
 * refund (the refund itself moves the shipment once the gateway has paid). */
export function merchantSteps(status: string): ShipmentStatus[] {
  if (!isShipmentStatus(status)) return [];
  const moves = nextStatuses(status, 'merchant');
  if (nextStatuses(status, 'refund').includes('refunded')) moves.push('refunded');
  const forward = FORWARD[status];
  // The way forward first, so a page's first button and the CLI's default agree.
  return forward ? [forward, ...moves.filter((to) => to !== forward)] : moves;
}

/** The statuses in which a shipment waits for the merchant. */
export const AWAITING_STATUSES = (Object.keys(SHIPMENT_STATUSES) as ShipmentStatus[]).filter(
  (status) => merchantSteps(status).length > 0,
);

/** The shortest run of merchant steps from `from` to `to` (the way forward tried first), or none. */
export function pathTo(from: string, to: ShipmentStatus): ShipmentStatus[] | undefined {
  const cameFrom = new Map<string, string>([[from, '']]);
  const queue = [from];
  while (queue.length > 0) {
    const at = queue.shift() as string;
    for (const next of merchantSteps(at)) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, at);
      if (next === to) {
        const path: ShipmentStatus[] = [];
        for (let step: string = to; step !== from; step = cameFrom.get(step) as string) {
          path.unshift(step as ShipmentStatus);
        }
        return path;
      }
      queue.push(next);
    }
  }
  return undefined;
}

const routeOf = (place: ShipmentPlace): Route => ({
  storeCity: cityOf(place.store_address) || place.store_name,
  deliveryCity: cityOf(place.shipping_address) || 'the delivery address',
  deliveryState: stateOf(place.shipping_address),
});

/** Where a step happens and what its tracking event says. */
export function eventOf(
  place: Pick<ShipmentPlace, 'id' | 'status' | 'store_name' | 'awb_no'>,
  route: Route,
  to: ShipmentStatus,
): { location: string; note: string } {
  const courier = courierFor(place.id);
  const awb = place.awb_no ?? courier.awbNo;
  switch (to) {
    case 'confirmed':
      return { location: route.storeCity, note: `Confirmed by ${place.store_name}` };
    case 'packed':
      return { location: route.storeCity, note: 'Packed and ready to ship' };
    case 'shipped':
      return {
        location: route.storeCity,
        note:
          place.status === 'cancellation_requested'
            ? `Cancellation refused: already handed to ${courier.dpName} (AWB ${awb})`
            : `Handed to ${courier.dpName} (AWB ${awb})`,
      };
    case 'cancelled_customer':
      return { location: route.storeCity, note: 'Cancellation granted' };
    case 'out_for_delivery':
      return { location: route.deliveryCity, note: `Out for delivery with ${courier.dpName}` };
    case 'delivered':
      return { location: route.deliveryCity, note: 'Delivered' };
    case 'return_picked_up':
      return { location: route.deliveryCity, note: `Picked up by ${courier.dpName}` };
    case 'return_qc_passed':
      return { location: route.storeCity, note: 'Quality check passed' };
    case 'return_qc_failed':
      return { location: route.storeCity, note: 'Quality check failed: the item goes back to the shopper' };
    default:
      return { location: route.storeCity, note: '' };
  }
}

/** Where the parcel passes a hub before this step: on the way out before the last mile, on the way back before
 * its check at the store. */
function hubStopBefore(from: string, to: ShipmentStatus, route: Route): string | undefined {
  const outbound = from === 'shipped' && to === 'out_for_delivery';
  const inbound = from === 'return_picked_up' && (to === 'return_qc_passed' || to === 'return_qc_failed');
  if (!outbound && !inbound) return undefined;
  return inbound
    ? hubBetween({ ...route, deliveryCity: route.storeCity, storeCity: route.deliveryCity })
    : hubBetween(route);
}

export interface Step {
  from: string;
  to: ShipmentStatus;
}

async function moveOneStep(services: Services, shipmentId: string, to: ShipmentStatus): Promise<Step> {
  const { db, config } = services;
  if (to === 'refunded') return runRefund(services, shipmentId);
  return db.transaction().execute(async (trx) => {
    const place = await lockShipmentPlace(trx, config.applicationId, shipmentId);
    if (!place) throw notFound(SHIPMENT_NOT_FOUND);
    const route = routeOf(place);
    const { location, note } = eventOf(place, route, to);
    const allowed = nextStatuses(place.status, 'merchant').includes(to);
    const hub = allowed ? hubStopBefore(place.status, to, route) : undefined;
    if (hub) await recordStop(trx, { shipmentId, status: place.status, location: hub, note: 'In transit' });
    if (allowed && to === 'shipped') await setWaybill(trx, shipmentId, courierFor(shipmentId).awbNo);
    // The lifecycle has the last word: a move it forbids is its 409, and nothing above is kept.
    await moveShipment(trx, { shipmentId, to, actor: 'merchant', location, note });
    return { from: place.status, to };
  });
}

const REFUND_WAIT_TRIES = 20;

/** Pays back a passed return's refund now; the refund moves the shipment to refunded once the gateway paid. */
async function runRefund(services: Services, shipmentId: string): Promise<Step> {
  const { db, config } = services;
  const from = await shipmentStatus(db, config.applicationId, shipmentId);
  if (from === undefined) throw notFound(SHIPMENT_NOT_FOUND);
  if (!nextStatuses(from, 'refund').includes('refunded')) {
    // Not the refund's turn: the lifecycle's own refusal.
    await db
      .transaction()
      .execute((trx) => moveShipment(trx, { shipmentId, to: 'refunded', actor: 'merchant', location: '' }));
  }
  await runPendingRefunds(services, { shipmentId });
  let refund = await refundOfShipment(db, shipmentId);
  // Passing the check started a run of its own: wait a little for the gateway's answer to it.
  for (let wait = 0; refund?.status === 'initiated' && wait < REFUND_WAIT_TRIES; wait += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    refund = await refundOfShipment(db, shipmentId);
  }
  if ((await shipmentStatus(db, config.applicationId, shipmentId)) === 'refunded')
    return { from, to: 'refunded' };
  const why = !refund
    ? 'no refund is owed for it'
    : `its refund is ${refund.status}${refund.failure ? ` (${refund.failure})` : ''}`;
  throw new HttpError(409, `The shipment is not refunded yet: ${why}`);
}

/**
 * Moves a shipment forward one step, or to `to` step by step through the lifecycle (each step its own
 * transaction and event). Returns the steps taken; a step the lifecycle refuses is its 409, after the steps
 * before it have been kept.
 */
export async function advanceShipment(
  services: Services,
  shipmentId: string,
  to?: ShipmentStatus,
): Promise<Step[]> {
  const { db, config } = services;
  const from = await shipmentStatus(db, config.applicationId, shipmentId);
  if (from === undefined) throw notFound(SHIPMENT_NOT_FOUND);
  const target = to ?? merchantSteps(from)[0];
  if (!target) {
    const title = isShipmentStatus(from) ? SHIPMENT_STATUSES[from].title.toLowerCase() : from;
    throw new HttpError(409, `A shipment that is ${title} has no next step for the merchant`);
  }
  // No way there: the first step is tried anyway, so the refusal is the lifecycle's.
  const path = pathTo(from, target) ?? [target];
  const steps: Step[] = [];
  for (const step of path) steps.push(await moveOneStep(services, shipmentId, step));
  return steps;
}

const ORDER_NOT_FOUND = 'Order not found';

/**
 * Moves every shipment of an order as advanceShipment would. Without `to`, each goes one step forward; a
 * shipment with nowhere to go (delivered, cancelled) is left as it is rather than failing the others.
 */
export async function advanceOrder(services: Services, orderId: string, to?: ShipmentStatus) {
  const { db, config } = services;
  const ids = await shipmentIdsOfOrder(db, config.applicationId, orderId);
  if (ids.length === 0) throw notFound(ORDER_NOT_FOUND);
  const moved: { shipmentId: string; steps: Step[] }[] = [];
  for (const shipmentId of ids) {
    const status = (await shipmentStatus(db, config.applicationId, shipmentId)) ?? '';
    if (status === to || (to ? !pathTo(status, to) : merchantSteps(status).length === 0)) continue;
    moved.push({ shipmentId, steps: await advanceShipment(services, shipmentId, to) });
  }
  if (moved.length === 0) {
    throw new HttpError(
      409,
      to
        ? `No shipment of this order can be moved to ${to}`
        : 'Every shipment of this order is as far as the merchant can take it',
    );
  }
  return moved;
}
