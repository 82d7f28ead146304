import type { ShipmentUpdateOutcome, ShipmentUpdateRequest } from '@vitrine/contract';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { loadReturnSettings, returnableUntil, withinReturnWindow } from './return-window';
import { moveShipment, SHIPMENT_NOT_FOUND, SHIPMENT_STATUSES } from './shipment-lifecycle';
import { checkQcImages } from './shipment-update-images';
import { planUpdate, type UpdatePlan } from './shipment-update-plan';
import {
  bagsOfShipment,
  keepRequest,
  type OwnShipment,
  ownShipment,
  type Shopper,
} from './shipment-update-sql';
import { splitShipment } from './split-shipment';

const DAY = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** A return only while the shop's window after delivery is open (the lifecycle says the rest: 409 otherwise). */
async function requireReturnWindow(db: Db, applicationId: string, shipment: OwnShipment) {
  if (shipment.status !== 'delivered') return;
  const settings = await loadReturnSettings(db, applicationId);
  if (!withinReturnWindow(shipment.delivered_at, settings)) {
    const until = returnableUntil(shipment.delivered_at, settings);
    throw badRequest(
      `The return window of this shipment closed${until ? ` on ${DAY.format(until)}` : ''}: it can no longer be returned`,
    );
  }
}

/** What the shopper asked, as kept with the shipment that moved. */
function requestKept(plan: UpdatePlan, images: Map<number, string[]>) {
  return {
    type: plan.kind,
    status: plan.status,
    requested_at: new Date().toISOString(),
    products: plan.parts.map((part) => ({
      bag_id: part.bag.id,
      quantity: part.quantity,
      reason_id: part.reason?.id ?? null,
      reason_text: part.reason?.text ?? '',
      other_reason_text: part.words,
      qc_type: part.reason?.qcType ?? [],
      qc_image_urls: images.get(part.bag.id) ?? [],
    })),
  };
}

/**
 * A shopper cancels or returns their shipment, or part of it, in one transaction: the shipment and its bags are
 * locked, the request is checked against them (400), the photos against storage, the return window against the
 * shop's setting; the bags concerned move into a new shipment unless all of it goes; then the lifecycle moves it
 * (409 for a move it forbids) with its effects. Any failure leaves everything as it was.
 */
export async function updateShipment(
  db: Db,
  shopper: Shopper,
  shipmentId: string,
  body: ShipmentUpdateRequest,
): Promise<ShipmentUpdateOutcome> {
  return db.transaction().execute(async (trx) => {
    const shipment = await ownShipment(trx, shopper, shipmentId, true);
    if (!shipment) throw notFound(SHIPMENT_NOT_FOUND);
    const plan = planUpdate(body, shipmentId, await bagsOfShipment(trx, shipmentId, true));
    if (plan.kind === 'return') await requireReturnWindow(trx, shopper.applicationId, shipment);
    const images = new Map<number, string[]>();
    for (const part of plan.parts) {
      images.set(part.bag.id, await checkQcImages(trx, shopper.applicationId, part.images));
    }
    const moving = plan.whole ? shipment.id : await splitShipment(trx, shipment, plan.parts);
    await keepRequest(trx, moving, requestKept(plan, images));
    const reasons = [...new Set(plan.parts.map((part) => part.reason?.text).filter(Boolean))];
    await moveShipment(trx, {
      shipmentId: moving,
      to: plan.status,
      actor: 'customer',
      location: plan.kind === 'cancel' ? shipment.store_city : shipment.delivery_city,
      note: reasons.join('; '),
    });
    return {
      status: 200,
      final_state: { shipment_id: moving, status: plan.status },
      identifier: shipmentId,
      stack_trace: null,
      meta: {
        parent_id: plan.whole ? null : shipmentId,
        quantity: plan.parts.reduce((sum, part) => sum + part.quantity, 0),
      },
      exception: null,
      code: null,
      message: `${SHIPMENT_STATUSES[plan.status].title}`,
    };
  });
}
