import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { CouponTable } from '../../db/tables/commerce';
import { rupees } from '../catalog/views';

export type CouponRow = Selectable<CouponTable>;

const rupeeFormat = (digits: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
const wholeRupees = rupeeFormat(0);
const withPaise = rupeeFormat(2);
/** Indian grouping, with two decimals when the amount is not whole rupees (spec §5): ₹1,999 and ₹209.80. */
export const formatPaise = (paise: number) =>
  (Number.isInteger(paise / 100) ? wholeRupees : withPaise).format(rupees(paise));

export const COUPON_NOT_FOUND = 'Invalid coupon code';

export type CouponJudgement = { valid: true; discount: number } | { valid: false; message: string };

export interface CouponContext {
  /** What the goods cost (paise) before the coupon. */
  subtotal: number;
  now: Date;
  /** The payment mode chosen, when one is. */
  paymentMode?: string;
  /** How often the signed-in shopper has used this coupon (0 for visitors: counted when they check out). */
  usedByShopper?: number;
}

/** The coupon's discount on goods worth `subtotal`, before its conditions are checked. */
export function couponDiscount(coupon: CouponRow, subtotal: number): number {
  const raw =
    coupon.kind === 'percentage'
      ? Math.floor((subtotal * coupon.value) / 100)
      : Math.min(coupon.value, subtotal);
  return coupon.max_discount === null ? raw : Math.min(raw, Number(coupon.max_discount));
}

/** Whether the coupon holds for this cart now, and what it takes off; or why it does not. */
export function judgeCoupon(coupon: CouponRow, context: CouponContext): CouponJudgement {
  const { subtotal, now } = context;
  if (!coupon.is_active) return { valid: false, message: COUPON_NOT_FOUND };
  if (coupon.starts_at && new Date(coupon.starts_at) > now) {
    return { valid: false, message: 'This coupon is not active yet' };
  }
  if (coupon.ends_at && new Date(coupon.ends_at) <= now) {
    return { valid: false, message: 'This coupon has expired' };
  }
  const minimum = Number(coupon.min_cart_value);
  if (subtotal < minimum) {
    return {
      valid: false,
      message: `Add items worth ${formatPaise(minimum - subtotal)} more to use this coupon`,
    };
  }
  if (coupon.uses_per_shopper !== null && (context.usedByShopper ?? 0) >= coupon.uses_per_shopper) {
    return { valid: false, message: 'You have already used this coupon' };
  }
  const modes = coupon.payment_modes;
  if (modes && context.paymentMode && !modes.includes(context.paymentMode)) {
    return { valid: false, message: `This coupon holds only when paying by ${modes.join(' or ')}` };
  }
  return { valid: true, discount: couponDiscount(coupon, subtotal) };
}

/** What the coupon offers, in the words the coupon list shows. */
export function offerText(coupon: CouponRow): string {
  const off = coupon.kind === 'percentage' ? `${coupon.value}% off` : `${formatPaise(coupon.value)} off`;
  const cap = coupon.max_discount === null ? '' : ` up to ${formatPaise(Number(coupon.max_discount))}`;
  const floor =
    Number(coupon.min_cart_value) > 0
      ? ` on orders of ${formatPaise(Number(coupon.min_cart_value))} and above`
      : '';
  return `${off}${cap}${floor}`;
}

export async function couponByCode(
  db: Db,
  applicationId: string,
  code: string,
): Promise<CouponRow | undefined> {
  return db
    .selectFrom('coupons')
    .selectAll()
    .where('application_id', '=', applicationId)
    .where('code', '=', code.trim().toUpperCase())
    .executeTakeFirst();
}

/** The coupons a shopper may be offered now: active, started and not expired, best value first. */
export async function currentCoupons(db: Db, applicationId: string, now: Date): Promise<CouponRow[]> {
  return db
    .selectFrom('coupons')
    .selectAll()
    .where('application_id', '=', applicationId)
    .where('is_active', '=', true)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('min_cart_value')
    .orderBy('code')
    .execute();
}

/** How often a shopper has used a coupon (orders placed with it). */
export async function couponUses(
  db: Db,
  applicationId: string,
  code: string,
  userId: string,
): Promise<number> {
  const row = await db
    .selectFrom('coupon_uses')
    .select('uses')
    .where('application_id', '=', applicationId)
    .where('code', '=', code)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.uses ?? 0;
}
