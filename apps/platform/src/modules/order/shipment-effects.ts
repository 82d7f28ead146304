import type { Db } from '../../db/database';
import { oweRefund } from '../refund/refund-owed';
import { pointsAfterShipmentMove } from '../rewards/shipment-points';

/** What a move did, for what follows from it (points, refunds, events). */
export interface MovedShipment {
  shipmentId: string;
  orderId: string;
  applicationId: string;
  userId: string;
  /** ShipmentStatus values (shipment-lifecycle.ts). */
  from: string;
  to: string;
}

/**
 * What follows from a shipment's move, in the move's own transaction: a status change and its points or its
 * refund commit together or not at all. Each domain adds its effect here (rewards: points earned on delivery and
 * taken back on return; refunds: a refund owed once a cancelled or returned shipment was paid for).
 */
export type ShipmentEffect = (trx: Db, moved: MovedShipment) => Promise<void>;

/** Effects import only from this file and their own domain, never the lifecycle: no import cycle. */
export const afterShipmentMoves: readonly ShipmentEffect[] = [pointsAfterShipmentMove, oweRefund];
