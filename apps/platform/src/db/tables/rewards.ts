import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns';

// Reward points: each shopper's balance, the ledger that explains it, and referral codes.

export type RewardEntryKind = 'earned' | 'redeemed' | 'reversed' | 'restored' | 'referral' | 'signup';

export interface RewardBalanceTable {
  application_id: string;
  user_id: string;
  points: Generated<number>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface RewardEntryTable {
  id: ColumnType<string, never, never>;
  application_id: string;
  user_id: string;
  kind: RewardEntryKind;
  /** Signed: added to the balance (earned, restored, referral, signup) or taken from it (redeemed, reversed). */
  points: number;
  balance_after: number;
  order_id: string | null;
  shipment_id: string | null;
  /** The other shopper of a referral. */
  referral_user_id: string | null;
  text: Generated<string>;
  created_at: CreatedAt;
}

export interface ReferralCodeTable {
  application_id: string;
  user_id: string;
  code: string;
  created_at: CreatedAt;
}

export interface ReferralRedemptionTable {
  application_id: string;
  referee_id: string;
  referrer_id: string;
  code: string;
  created_at: CreatedAt;
}
