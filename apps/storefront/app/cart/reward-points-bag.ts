import type { CartDetailResponse } from '@vitrine/contract';

/** The bag form's intent for the points switch. */
export const REWARD_POINTS_INTENT = 'reward-points';

/** The signed-in shopper's reward points on the bag, as the platform's breakup tells them. */
export interface BagPoints {
  /** The shopper's balance. */
  balance: number;
  /** What this cart can take (the shop's cap and the balance). */
  applicable: number;
  applied: boolean;
  /** The platform's words: what the points take off ("Use 50 points to save ₹50"). */
  description: string;
}

/**
 * The points the bag offers, or null: visitors have none (the platform sends a zero balance), and a cart the
 * points cannot go on (nothing applicable) offers nothing to switch.
 */
export function bagPointsOf(cart: CartDetailResponse | undefined): BagPoints | null {
  const loyalty = cart?.breakup_values?.loyalty_points;
  const balance = loyalty?.total ?? 0;
  const applicable = loyalty?.applicable ?? 0;
  if (balance <= 0 || applicable <= 0) return null;
  return {
    balance,
    applicable,
    applied: loyalty?.is_applied === true,
    description: loyalty?.description ?? '',
  };
}
