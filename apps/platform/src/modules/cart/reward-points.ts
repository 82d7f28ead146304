import type { ApplicationSettings } from '../configuration/settings';

export const REWARD_POINTS_OFF = 'Reward points are not enabled for this shop';
export const REWARD_POINTS_NEED_SIGN_IN = 'Sign in to redeem reward points';

/** Whether the shop lets shoppers redeem reward points in the cart (features.common.reward_points.debit). */
export function canRedeemPoints(settings: Pick<ApplicationSettings, 'features'>): boolean {
  const common = settings.features.common as
    | { reward_points?: { debit?: { enabled?: unknown } } }
    | undefined;
  return common?.reward_points?.debit?.enabled === true;
}

/**
 * The breakup's loyalty points. Shoppers have no points balance yet (rewards come with their own issue), so
 * nothing is applicable: the shopper's choice to redeem is shown, and no made-up amount.
 */
export function loyaltyPointsBreakup(redeem: boolean) {
  return {
    total: 0,
    applicable: 0,
    is_applied: redeem,
    description: redeem ? 'You have no reward points to redeem yet' : '',
  };
}
