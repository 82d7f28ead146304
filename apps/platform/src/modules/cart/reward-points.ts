import type { Db } from '../../db/database';
import type { ApplicationSettings } from '../configuration/settings';
import { pointsBalance } from '../rewards/points-ledger';
import { redeemable, rewardRules } from '../rewards/reward-rules';
import type { CartTotals } from './cart-pricing';
import type { CartRow } from './cart-sql';
import { formatPaise } from './coupons';

export const REWARD_POINTS_OFF = 'Reward points are not enabled for this shop';
export const REWARD_POINTS_NEED_SIGN_IN = 'Sign in to redeem reward points';

/** Whether the shop lets shoppers redeem reward points in the cart (features.common.reward_points.debit). */
export function canRedeemPoints(settings: Pick<ApplicationSettings, 'features'>): boolean {
  const common = settings.features.common as
    | { reward_points?: { debit?: { enabled?: unknown } } }
    | undefined;
  return common?.reward_points?.debit?.enabled === true;
}

/** A signed-in shopper's points on their cart: their balance, what the rules let this cart take, and its value. */
export interface PointsOnCart {
  balance: number;
  points: number;
  /** Paise. */
  value: number;
  /** The shopper chose to redeem them. */
  applied: boolean;
}

/** The shopper's points on this cart (goods after the coupon); undefined when the shop takes none or no one is signed in. */
export async function pointsOnCart(
  db: Db,
  applicationId: string,
  cart: CartRow | undefined,
  totals: CartTotals,
  redeemOn: boolean,
): Promise<PointsOnCart | undefined> {
  if (!redeemOn || !cart?.user_id) return undefined;
  const [balance, rules] = await Promise.all([
    pointsBalance(db, applicationId, cart.user_id),
    rewardRules(db, applicationId),
  ]);
  const { points, value } = redeemable(balance, totals.subtotal - totals.coupon, rules);
  return { balance, points, value, applied: cart.redeem_points === true };
}

/** The totals less the redeemed points' value (`points`, paise): what the order costs. */
export function totalsWithPoints(totals: CartTotals, points: PointsOnCart | undefined): CartTotals {
  if (!points?.applied || points.value === 0) return totals;
  // `points` rides along into the order's stored totals.
  const less = { ...totals, points: points.value, total: totals.total - points.value };
  return less;
}

/** The points redeemed on the cart's order, 0 when none. */
export const redeemedPoints = (points: PointsOnCart | undefined) => (points?.applied ? points.points : 0);

/** The breakup's loyalty points: the shopper's balance, what this cart can take, and whether they chose to. */
export function loyaltyPointsBreakup(redeem: boolean, points?: PointsOnCart) {
  const balance = points?.balance ?? 0;
  const usable = points?.points ?? 0;
  const worth = formatPaise(points?.value ?? 0);
  let description = '';
  if (balance === 0) description = redeem ? 'You have no reward points to redeem yet' : '';
  else if (usable === 0) description = 'Reward points cannot be used on this cart';
  else
    description = redeem ? `${usable} points applied: ${worth} off` : `Use ${usable} points to save ${worth}`;
  return { total: balance, applicable: usable, is_applied: redeem, description };
}
