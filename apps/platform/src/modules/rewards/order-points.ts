import type { Db } from '../../db/database';
import { HttpError } from '../../http/errors';
import { changePoints, orderPoints } from './points-ledger';

const POINTS_CHANGED = 'Your reward points have changed since you opened your cart: review your cart';

interface OrderOf {
  applicationId: string;
  userId: string;
  orderId: string;
}

/** Takes the points a cart redeems when its order is placed; a balance spent meanwhile refuses the order (409). */
export async function spendOrderPoints(trx: Db, order: OrderOf, points: number): Promise<void> {
  if (points <= 0) return;
  const result = await changePoints(trx, {
    ...order,
    kind: 'redeemed',
    points: -points,
    text: `Redeemed on order ${order.orderId}`,
  });
  if (!result.done && result.reason === 'short') throw new HttpError(409, POINTS_CHANGED);
}

/** Gives back whatever the order spent and has not had back yet: for an order given up. Once only. */
export async function giveBackOrderPoints(trx: Db, order: OrderOf): Promise<void> {
  const left =
    -(await orderPoints(trx, order.orderId, 'redeemed')) -
    (await orderPoints(trx, order.orderId, 'restored'));
  if (left <= 0) return;
  await changePoints(trx, {
    ...order,
    kind: 'restored',
    points: left,
    text: `Given back: order ${order.orderId} was not placed`,
  });
}
