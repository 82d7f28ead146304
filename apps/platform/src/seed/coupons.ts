import type { Insertable } from 'kysely';
import type { PlatformConfig } from '../config';
import type { Db } from '../db/database';
import type { CouponTable } from '../db/tables/commerce';

type DemoCoupon = Omit<Insertable<CouponTable>, 'application_id'>;

/** The demo shop's coupons (paise): the cart's coupon list shows them, and checkout honours their rules. */
const DEMO_COUPONS: DemoCoupon[] = [
  {
    code: 'WELCOME10',
    title: '10% off your first order',
    sub_title: 'Up to ₹300 off on orders of ₹499 and above',
    description: 'Once per shopper.',
    kind: 'percentage',
    value: 10,
    max_discount: 30_000,
    min_cart_value: 49_900,
    uses_per_shopper: 1,
  },
  {
    code: 'FLAT200',
    title: '₹200 off',
    sub_title: 'On orders of ₹1,999 and above',
    kind: 'flat',
    value: 20_000,
    min_cart_value: 199_900,
    uses_per_shopper: null,
  },
  {
    code: 'PREPAID5',
    title: '5% off when you pay online',
    sub_title: 'Up to ₹250 off with cards, UPI, net banking or wallets',
    kind: 'percentage',
    value: 5,
    max_discount: 25_000,
    min_cart_value: 0,
    uses_per_shopper: null,
    payment_modes: ['CARD', 'UPI', 'NB', 'WL'],
  },
];

/** Adds the demo coupons a shop does not have yet; a merchant's own changes to them are kept. */
export async function seedCoupons(db: Db, config: Pick<PlatformConfig, 'applicationId'>): Promise<void> {
  await db
    .insertInto('coupons')
    .values(DEMO_COUPONS.map((coupon) => ({ ...coupon, application_id: config.applicationId })))
    .onConflict((oc) => oc.columns(['application_id', 'code']).doNothing())
    .execute();
}
