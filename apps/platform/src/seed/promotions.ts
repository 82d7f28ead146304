import type { Insertable } from 'kysely';
import type { PlatformConfig } from '../config';
import type { Db } from '../db/database';
import type { CouponTable } from '../db/tables/commerce';
import type { PromotionTable } from '../db/tables/offers';

type DemoCoupon = Omit<Insertable<CouponTable>, 'application_id'>;
type DemoPromotion = Omit<Insertable<PromotionTable>, 'application_id'>;

/** The coupons behind the demo payment offers that the demo coupons (seed/coupons.ts) do not already give. */
const PAYMENT_OFFER_COUPONS: DemoCoupon[] = [
  {
    code: 'UPI50',
    title: '₹50 off with UPI',
    sub_title: 'On orders of ₹499 and above paid by UPI',
    kind: 'flat',
    value: 5_000,
    min_cart_value: 49_900,
    uses_per_shopper: null,
    payment_modes: ['UPI'],
  },
  {
    code: 'CARD10',
    title: '10% off with cards',
    sub_title: 'Up to ₹150 off on orders of ₹1,499 and above paid by card',
    kind: 'percentage',
    value: 10,
    max_discount: 15_000,
    min_cart_value: 149_900,
    uses_per_shopper: null,
    payment_modes: ['CARD'],
  },
];

/** The demo shop's payment offers, each given by its coupon (PREPAID5 is one of the demo coupons). */
const DEMO_PROMOTIONS: DemoPromotion[] = [
  {
    id: 'upi-flat-50',
    name: 'UPI offer',
    description:
      'Enter UPI50 in the cart and pay by UPI. Orders of ₹499 and above; not with cash on delivery.',
    coupon_code: 'UPI50',
    position: 1,
  },
  {
    id: 'card-10-percent',
    name: 'Card offer',
    description:
      'Enter CARD10 in the cart and pay by credit or debit card. Up to ₹150 off, orders of ₹1,499 and above.',
    coupon_code: 'CARD10',
    position: 2,
  },
  {
    id: 'prepaid-5-percent',
    name: 'Pay online and save',
    description: 'Enter PREPAID5 in the cart and pay by card, UPI, net banking or wallet. Up to ₹250 off.',
    coupon_code: 'PREPAID5',
    position: 3,
  },
];

/**
 * Adds the demo payment offers, and their coupons, that a shop does not have yet: a merchant's own changes to
 * them are kept. Runs after the demo coupons are seeded (PREPAID5).
 */
export async function seedPromotions(db: Db, config: Pick<PlatformConfig, 'applicationId'>): Promise<void> {
  const application_id = config.applicationId;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('coupons')
      .values(PAYMENT_OFFER_COUPONS.map((coupon) => ({ ...coupon, application_id })))
      .onConflict((oc) => oc.columns(['application_id', 'code']).doNothing())
      .execute();
    // A coupon the merchant has deleted takes its offer with it: the offer is not seeded again.
    const coupons = await trx
      .selectFrom('coupons')
      .select('code')
      .where('application_id', '=', application_id)
      .where(
        'code',
        'in',
        DEMO_PROMOTIONS.map((promotion) => promotion.coupon_code),
      )
      .execute();
    const held = new Set(coupons.map((coupon) => coupon.code));
    const promotions = DEMO_PROMOTIONS.filter((promotion) => held.has(promotion.coupon_code));
    if (promotions.length === 0) return;
    await trx
      .insertInto('promotions')
      .values(promotions.map((promotion) => ({ ...promotion, application_id })))
      .onConflict((oc) => oc.columns(['application_id', 'id']).doNothing())
      .execute();
  });
}
