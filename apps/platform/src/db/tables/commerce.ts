import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, Money } from './columns';

// Carts and coupons (later orders): what shoppers buy and the merchant's rules on price.

type CartStatus = 'open' | 'ordered' | 'archived' | 'merged';

/** The payment mode chosen for a cart (selectPaymentMode). */
interface CartPaymentChoice {
  mode: string;
  identifier?: string;
  aggregator?: string;
  merchant_code?: string;
}

export interface CartTable {
  /** 24 lowercase hex characters. */
  id: string;
  /** The cart's number (cart_id in the platform's answers). */
  uid: Generated<number>;
  application_id: string;
  user_id: string | null;
  /** sha256 of a visitor's cart cookie, for carts of visitors not signed in. */
  visitor_hash: string | null;
  buy_now: Generated<boolean>;
  status: Generated<CartStatus>;
  checkout_mode: Generated<'self' | 'other'>;
  coupon_code: string | null;
  redeem_points: Generated<boolean>;
  shipping_address_id: string | null;
  billing_address_id: string | null;
  payment: Json<CartPaymentChoice> | null;
  /** comment, gstin, pick-up details, custom meta: what updateCartMeta keeps. */
  meta: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface CartItemTable {
  cart_id: string;
  size_id: number;
  store_uid: number;
  quantity: number;
  added_at: CreatedAt;
  meta: ColumnType<Record<string, unknown>, string | undefined, string>;
}

export interface CouponTable {
  application_id: string;
  /** Upper case: shoppers' codes are matched without regard to case. */
  code: string;
  title: string;
  sub_title: Generated<string>;
  description: Generated<string>;
  kind: 'percentage' | 'flat';
  /** Percent for 'percentage', paise for 'flat'. */
  value: number;
  max_discount: Money | null;
  min_cart_value: Generated<Money>;
  uses_per_shopper: number | null;
  /** The payment modes the coupon holds for (COD, CARD, ...); null for every mode. */
  payment_modes: string[] | null;
  starts_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  is_active: Generated<boolean>;
}

type OrderStatus = 'placed' | 'payment_pending' | 'cancelled' | 'abandoned';
type PaymentStatus = 'to_collect' | 'pending' | 'paid' | 'released';

export interface OrderTable {
  /** 'FY' and 16 upper-case hex digits. */
  id: string;
  application_id: string;
  user_id: string;
  cart_id: string;
  idempotency_key: string | null;
  status: OrderStatus;
  payment_mode: string;
  aggregator: string;
  payment_identifier: string | null;
  payment_status: PaymentStatus;
  /** Until when an order waiting for its online payment holds its stock; null once it needs none. */
  reserved_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When the order was placed: at checkout when paid at the door, else when its payment came. */
  placed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  shipping_address: Json;
  billing_address: Json;
  coupon_code: string | null;
  /** The breakup in paise, as worked out at checkout. */
  totals: Json;
  total: Money;
  checkout_mode: Generated<string>;
  meta: ColumnType<Record<string, unknown>, string | undefined, string>;
  /** The first checkout answer, returned again to a retried checkout. */
  checkout_answer: Json;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ShipmentTable {
  id: string;
  order_id: string;
  store_uid: number;
  /** A ShipmentStatus (modules/order/shipment-lifecycle.ts). */
  status: Generated<string>;
  /** The shipment these bags were split from by a partial cancel or return. */
  parent_id: ColumnType<string | null, string | null | undefined, string | null>;
  awb_no: ColumnType<string | null, string | null | undefined, string | null>;
  delivered_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** What the shopper asked when cancelling or returning: reasons, other_reason_text, qc image urls. */
  request: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface OrderBagTable {
  id: Generated<number>;
  order_id: string;
  shipment_id: string;
  size_id: number;
  store_uid: number;
  product_uid: number;
  quantity: number;
  /** Unit prices in paise at checkout (effective: after sale and bulk price). */
  price_marked: Money;
  price_effective: Money;
  /** The bag's part of the coupon's discount, and what was charged for it. */
  coupon_share: Generated<Money>;
  amount_paid: Money;
  /** What the shopper saw: name, brand, size, image, slug, item code. */
  item: Json;
}

/** A shipment's tracking: one row per move, with where it happened. */
export interface ShipmentEventTable {
  id: Generated<number>;
  shipment_id: string;
  status: string;
  location: string;
  note: Generated<string>;
  at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface CouponUseTable {
  application_id: string;
  code: string;
  user_id: string;
  uses: number;
}
