import type { Db } from '../../db/database';
import type { CouponRow } from './coupons';

/** A payment offer the shop advertises, with the coupon that gives it (its rules). */
export interface PaymentOffer {
  id: string;
  name: string;
  description: string;
  coupon: CouponRow;
}

/**
 * The payment offers on now, in the merchant's order: the promotion is active, and its coupon is active, started,
 * not expired and names the payment modes it holds for.
 */
export async function currentPaymentOffers(
  db: Db,
  applicationId: string,
  now: Date,
): Promise<PaymentOffer[]> {
  const rows = await db
    .selectFrom('promotions as p')
    .innerJoin('coupons as c', (join) =>
      join.onRef('c.application_id', '=', 'p.application_id').onRef('c.code', '=', 'p.coupon_code'),
    )
    .selectAll('c')
    .select(['p.id as promotion_id', 'p.name as promotion_name', 'p.description as promotion_description'])
    .where('p.application_id', '=', applicationId)
    .where('p.kind', '=', 'payment_offer')
    .where('p.is_active', '=', true)
    .where('c.is_active', '=', true)
    .where('c.payment_modes', 'is not', null)
    .where((eb) => eb.or([eb('c.starts_at', 'is', null), eb('c.starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('c.ends_at', 'is', null), eb('c.ends_at', '>', now)]))
    .orderBy('p.position')
    .orderBy('p.id')
    .execute();
  return rows.map(({ promotion_id, promotion_name, promotion_description, ...coupon }) => ({
    id: promotion_id,
    name: promotion_name,
    description: promotion_description,
    coupon,
  }));
}
