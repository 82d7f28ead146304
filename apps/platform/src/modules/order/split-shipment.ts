import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { newShipmentId } from '../checkout/order-ids';
import type { BagRow, OwnShipment } from './shipment-update-sql';

/** How many of one bag's units go. */
export interface BagPart {
  bag: BagRow;
  quantity: number;
}

/**
 * A bag's money split for `quantity` of its units: the part that goes takes its share of the coupon and of
 * what was paid, rounded to whole paise, and the part that stays keeps exactly the rest — nothing is lost or
 * made up.
 */
function splitMoney(bag: BagRow, quantity: number) {
  const share = (total: number) => Math.round((total * quantity) / bag.quantity);
  const moving = { coupon_share: share(bag.coupon_share), amount_paid: share(bag.amount_paid) };
  const staying = {
    coupon_share: bag.coupon_share - moving.coupon_share,
    amount_paid: bag.amount_paid - moving.amount_paid,
  };
  return { moving, staying };
}

/**
 * Moves the bags concerned (all of a bag, or some of its units) into a new shipment of the same order, whose
 * parent is the original; it starts in the original's status, with the original's tracking so far. Runs inside
 * the caller's transaction, with the original shipment and its bags already locked. Answers the new shipment's id.
 */
export async function splitShipment(trx: Db, original: OwnShipment, parts: BagPart[]): Promise<string> {
  const id = newShipmentId();
  await trx
    .insertInto('shipments')
    .values({
      id,
      order_id: original.order_id,
      store_uid: original.store_uid,
      status: original.status,
      parent_id: original.id,
      awb_no: original.awb_no,
      delivered_at: original.delivered_at,
    })
    .execute();
  await sql`
    INSERT INTO shipment_events (shipment_id, status, location, note, at)
    SELECT ${id}, status, location, note, at FROM shipment_events
    WHERE shipment_id = ${original.id} ORDER BY id`.execute(trx);
  for (const { bag, quantity } of parts) {
    if (quantity === bag.quantity) {
      await trx.updateTable('order_bags').set({ shipment_id: id }).where('id', '=', bag.id).execute();
      continue;
    }
    const { moving, staying } = splitMoney(bag, quantity);
    await trx
      .updateTable('order_bags')
      .set({ quantity: bag.quantity - quantity, ...staying })
      .where('id', '=', bag.id)
      .execute();
    await sql`
      INSERT INTO order_bags (order_id, shipment_id, size_id, store_uid, product_uid, quantity,
        price_marked, price_effective, coupon_share, amount_paid, item)
      SELECT order_id, ${id}, size_id, store_uid, product_uid, ${quantity},
        price_marked, price_effective, ${moving.coupon_share}, ${moving.amount_paid}, item
      FROM order_bags WHERE id = ${bag.id}`.execute(trx);
  }
  return id;
}
