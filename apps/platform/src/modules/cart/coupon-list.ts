import type { Db } from '../../db/database';
import { rupees } from '../catalog/views';
import type { PricedCart } from './cart-view';
import { couponDiscount, currentCoupons, judgeCoupon, offerText } from './coupons';

/** The coupons on offer (GetCouponResponse): each says whether it holds for this cart, and if not, why. */
export async function couponList(db: Db, applicationId: string, priced: PricedCart) {
  const now = new Date();
  const coupons = await currentCoupons(db, applicationId, now);
  const userId = priced.cart?.user_id;
  const uses = userId
    ? await db
        .selectFrom('coupon_uses')
        .select(['code', 'uses'])
        .where('application_id', '=', applicationId)
        .where('user_id', '=', userId)
        .execute()
    : [];
  const usesOf = new Map(uses.map((row) => [row.code, row.uses]));
  const subtotal = priced.totals.subtotal;
  const applied = priced.coupon?.judgement.valid ? priced.coupon.row.code : undefined;
  const list = coupons.map((coupon) => {
    const judgement = judgeCoupon(coupon, {
      subtotal,
      now,
      paymentMode: priced.cart?.payment?.mode,
      usedByShopper: usesOf.get(coupon.code) ?? 0,
    });
    const message = judgement.valid ? offerText(coupon) : judgement.message;
    return {
      coupon_code: coupon.code,
      title: coupon.title,
      sub_title: coupon.sub_title,
      description: coupon.description,
      coupon_type: coupon.kind,
      coupon_value: coupon.kind === 'flat' ? rupees(coupon.value) : coupon.value,
      coupon_amount: rupees(couponDiscount(coupon, subtotal)),
      minimum_cart_value: rupees(Number(coupon.min_cart_value)),
      max_discount_value: coupon.max_discount === null ? 0 : rupees(Number(coupon.max_discount)),
      start_date: coupon.starts_at ? new Date(coupon.starts_at).toISOString() : null,
      end_date: coupon.ends_at ? new Date(coupon.ends_at).toISOString() : null,
      expires_on: coupon.ends_at ? new Date(coupon.ends_at).toISOString() : '',
      is_applicable: judgement.valid,
      is_applied: coupon.code === applied,
      message,
      coupon_applicable_message: message,
      offer_text: offerText(coupon),
      is_bank_offer: false,
    };
  });
  return {
    available_coupon_list: list,
    page: { current: 1, total: 1, total_item_count: list.length, has_next: false, has_previous: false },
  };
}
