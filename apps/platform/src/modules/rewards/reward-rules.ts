import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * The merchant's points rules, in paise and points. Kept in the application's settings (`reward_rules`) beside
 * the on/off switches of features.common.reward_points (credit: shoppers earn; debit: they redeem in the cart).
 * The amounts are not in the spec: these are the demo shop's.
 */
export interface RewardRules {
  /** Shoppers earn points (on delivery, at signup, by referral). */
  credit: boolean;
  /** Shoppers may spend points in the cart. */
  debit: boolean;
  /** `earnPoints` points for every whole `earnPer` paise paid for a delivered shipment. */
  earnPer: number;
  earnPoints: number;
  /** What one point takes off an order, in paise. */
  pointValue: number;
  /** Points pay at most this percent of an order's goods (after the coupon). */
  maxRedeemPercent: number;
  signupPoints: number;
  referrerPoints: number;
  refereePoints: number;
}

/** 1 point per ₹100 paid, earned on delivery; 1 point = ₹1 off, up to 20% of an order; 50 at signup; 100 + 50. */
export const DEMO_REWARD_RULES: Omit<RewardRules, 'credit' | 'debit'> = {
  earnPer: 10_000,
  earnPoints: 1,
  pointValue: 100,
  maxRedeemPercent: 20,
  signupPoints: 50,
  referrerPoints: 100,
  refereePoints: 50,
};

const count = (value: unknown, fallback: number, max = 1_000_000) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max ? value : fallback;

/** The shop's rules, each missing or malformed one from the demo's. */
export async function rewardRules(db: Db, applicationId: string): Promise<RewardRules> {
  const { rows } = await sql<{
    rules: Record<string, unknown> | null;
    switches: Record<string, unknown> | null;
  }>`
    SELECT settings->'reward_rules' AS rules, settings->'features'->'common'->'reward_points' AS switches
    FROM applications WHERE id = ${applicationId}`.execute(db);
  const stored = rows[0]?.rules ?? {};
  const switches = (rows[0]?.switches ?? {}) as {
    credit?: { enabled?: unknown };
    debit?: { enabled?: unknown };
  };
  const d = DEMO_REWARD_RULES;
  return {
    credit: switches.credit?.enabled === true,
    debit: switches.debit?.enabled === true,
    earnPer: Math.max(1, count(stored.earn_per, d.earnPer, 10_000_000)),
    earnPoints: count(stored.earn_points, d.earnPoints),
    pointValue: Math.max(1, count(stored.point_value, d.pointValue)),
    maxRedeemPercent: count(stored.max_redeem_percent, d.maxRedeemPercent, 100),
    signupPoints: count(stored.signup_points, d.signupPoints),
    referrerPoints: count(stored.referrer_points, d.referrerPoints),
    refereePoints: count(stored.referee_points, d.refereePoints),
  };
}

/** The points `paid` paise earn. */
export const pointsEarnedFor = (paid: number, rules: RewardRules) =>
  Math.floor(Math.max(0, paid) / rules.earnPer) * rules.earnPoints;

/** The most points an order whose goods cost `goods` paise may take, before the shopper's balance. */
export const mostPointsFor = (goods: number, rules: RewardRules) =>
  Math.floor((Math.max(0, goods) * rules.maxRedeemPercent) / 100 / rules.pointValue);

/** What a shopper holding `balance` points can take off goods worth `goods` paise: points and their value. */
export function redeemable(balance: number, goods: number, rules: RewardRules) {
  const points = Math.max(0, Math.min(balance, mostPointsFor(goods, rules)));
  return { points, value: points * rules.pointValue };
}
