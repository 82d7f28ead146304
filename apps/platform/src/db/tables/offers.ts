import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns';

// The merchant's promotions, and carts shared by link.

type PromotionKind = 'payment_offer';

/**
 * A promotion the shop advertises. A payment offer names the coupon that gives it: the coupon holds the rules
 * (payment modes, discount, minimum, dates), so what the offer promises is what the cart charges once applied.
 */
export interface PromotionTable {
  application_id: string;
  /** Lower case letters, digits and '-'. */
  id: string;
  kind: Generated<PromotionKind>;
  name: string;
  /** Terms and conditions in the merchant's words. */
  description: Generated<string>;
  coupon_code: string;
  position: Generated<number>;
  is_active: Generated<boolean>;
}

export interface SharedCartTable {
  /** sha256 (hex) of the token in the share link: the token itself is never stored. */
  token_hash: string;
  application_id: string;
  /** The signed-in shopper who shared it, for their first name; null for a visitor's cart. */
  user_id: string | null;
  /** What the share call was given (ordering store, staff member), echoed to whoever opens the link. */
  meta: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: CreatedAt;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

/** A line of a shared cart as it was when shared: an article and its quantity, no prices. */
export interface SharedCartItemTable {
  token_hash: string;
  size_id: number;
  store_uid: number;
  quantity: number;
  added_at: ColumnType<Date, Date | string, never>;
}
