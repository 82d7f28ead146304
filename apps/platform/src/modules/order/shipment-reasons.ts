import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { bagReasonView, type ReasonKind, reasonsFor, shipmentReasonView } from './reasons';
import { loadReturnSettings, withinReturnWindow } from './return-window';
import { canCustomerCancel, nextStatuses, SHIPMENT_NOT_FOUND } from './shipment-lifecycle';
import { bagsOfShipment, type OwnShipment, ownShipment, type Shopper } from './shipment-update-sql';

const BAG_NOT_FOUND = 'Bag not found';

/**
 * What the shopper may do with the shipment now: cancel it until it is dispatched, return it once delivered and
 * while the shop's return window is open, otherwise nothing.
 */
async function reasonKindOf(
  db: Db,
  applicationId: string,
  shipment: Pick<OwnShipment, 'status' | 'delivered_at'>,
): Promise<ReasonKind | undefined> {
  if (canCustomerCancel(shipment.status)) return 'cancel';
  const returnable = nextStatuses(shipment.status, 'customer').some((to) => to.startsWith('return_'));
  if (returnable && withinReturnWindow(shipment.delivered_at, await loadReturnSettings(db, applicationId))) {
    return 'return';
  }
  return undefined;
}

async function shopperShipment(db: Db, shopper: Shopper, shipmentId: string) {
  const shipment = await ownShipment(db, shopper, shipmentId);
  if (!shipment) throw notFound(SHIPMENT_NOT_FOUND);
  return { shipment, kind: await reasonKindOf(db, shopper.applicationId, shipment) };
}

/** getShipmentReasons: the reasons to cancel, or to return, the shopper's shipment; none when neither may be. */
export async function shipmentReasons(db: Db, shopper: Shopper, shipmentId: string) {
  const { kind } = await shopperShipment(db, shopper, shipmentId);
  if (!kind) return { reasons: [] };
  return { reasons: reasonsFor(kind).map((reason, index) => shipmentReasonView(reason, kind, index + 1)) };
}

/** getShipmentBagReasons: the same reasons for one bag of the shipment (404 for a bag not in it). */
export async function bagReasons(db: Db, shopper: Shopper, shipmentId: string, bagId: string) {
  const { shipment, kind } = await shopperShipment(db, shopper, shipmentId);
  const bags = await bagsOfShipment(db, shipment.id);
  if (!bags.some((bag) => String(bag.id) === bagId)) throw notFound(BAG_NOT_FOUND);
  return { success: true, reasons: kind ? reasonsFor(kind).map(bagReasonView) : [] };
}
