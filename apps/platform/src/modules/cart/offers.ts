import type { cart, EndpointResponse } from '@vitrine/contract';
import { CURRENCY, rupees } from '../catalog/views';
import { type BulkTier, bulkUnitPrice } from './cart-pricing';
import { type CouponJudgement, offerText } from './coupons';
import type { PaymentOffer } from './promotions-sql';

// The offers product and cart pages list, in the platform's shapes. Each one is something the cart charges:
// ladder prices are the product's bulk tiers, which the cart applies by itself; a payment offer is its coupon,
// which the cart applies once the shopper enters its code and pays by one of its modes.

type Item<T extends unknown[] | undefined> = NonNullable<T>[number];
type LadderOffer = Item<EndpointResponse<typeof cart.getLadderOffers>['available_offers']>;
type PromotionOffer = Item<EndpointResponse<typeof cart.getPromotionOffers>['available_promotions']>;
type PaymentOfferView = Item<EndpointResponse<typeof cart.getPromotionPaymentOffers>['promotions']>;

/** The platform's promotion groups of our offers: ladder prices of a product, and offers on the whole cart. */
const LADDER_GROUP = 'ladder_price';
const CART_GROUP = 'cart';
/** Both apply to the effective (selling) price, not the marked one. */
const ON_SELLING_PRICE = 'esp';

/** How offer texts name payment modes; a mode not listed is named by its code. */
const MODE_NAMES: Record<string, string> = {
  CARD: 'card',
  UPI: 'UPI',
  NB: 'net banking',
  WL: 'wallet',
  PL: 'pay later',
  COD: 'cash on delivery',
};

export interface LadderProduct {
  uid: number;
  /** The product's lowest unit prices, in paise. */
  marked: number;
  effective: number;
  tiers: BulkTier[];
}

const ladderOfferId = (uid: number) => `ladder-${uid}`;

/**
 * A product's bulk tiers as a ladder offer: each step says from how many of one size it holds, the percent off
 * (the best tier reached, as the cart works it out) and the unit price at the product's lowest price.
 */
export function ladderOffer(product: LadderProduct): LadderOffer | undefined {
  const tiers = [...product.tiers].sort((a, b) => a.min_quantity - b.min_quantity);
  if (tiers.length === 0) return undefined;
  let reached = 0;
  const steps = tiers.map((tier, index) => {
    reached = Math.max(reached, tier.discount_percent);
    const next = tiers[index + 1];
    return {
      min_quantity: tier.min_quantity,
      ...(next ? { max_quantity: next.min_quantity - 1 } : {}),
      margin: reached,
      type: 'percentage',
      price: {
        marked: rupees(product.marked),
        effective: rupees(product.effective),
        offer_price: rupees(bulkUnitPrice(product.effective, reached)),
        ...CURRENCY,
      },
    };
  });
  const first = steps[0];
  return {
    id: ladderOfferId(product.uid),
    promotion_group: LADDER_GROUP,
    calculate_on: ON_SELLING_PRICE,
    offer_text: `Buy ${first.min_quantity} or more of a size and save up to ${reached}%`,
    description: `${steps
      .map((step) => `${step.margin}% off each from ${step.min_quantity} of one size`)
      .join('; ')}. Applied in the cart by itself.`,
    valid_till: '',
    buy_rules: { item_id: [product.uid] },
    discount_rules: steps.map((step) => ({
      discount_type: 'percentage',
      value: step.margin,
      min_quantity: step.min_quantity,
    })),
    offer_prices: steps,
    auto_apply: true,
  };
}

/** A ladder offer as the promotion lists show it. */
export function ladderPromotion(offer: LadderOffer): PromotionOffer {
  return {
    id: offer.id,
    promotion_name: 'Buy more, save more',
    promotion_type: LADDER_GROUP,
    promotion_group: LADDER_GROUP,
    offer_text: offer.offer_text,
    description: offer.description,
    valid_till: offer.valid_till,
    buy_rules: offer.buy_rules,
    discount_rules: offer.discount_rules,
    auto_apply: true,
  };
}

const modeNames = (modes: string[]) => modes.map((mode) => MODE_NAMES[mode] ?? mode).join(' or ');
const promotionType = (offer: PaymentOffer) => (offer.coupon.kind === 'flat' ? 'amount' : 'percentage');

/** Every promotion's fields as the platform names them, for a payment offer. */
function paymentPromotionFields(offer: PaymentOffer) {
  const { coupon } = offer;
  const modes = coupon.payment_modes ?? [];
  return {
    id: offer.id,
    promotion_name: offer.name,
    promotion_type: promotionType(offer),
    promotion_group: CART_GROUP,
    offer_text: `${offerText(coupon)} when you pay by ${modeNames(modes)}, with code ${coupon.code}`,
    description: offer.description,
    valid_till: coupon.ends_at ? new Date(coupon.ends_at).toISOString() : '',
    buy_rules: [
      { payment_modes: modes, cart_total: { greater_than_equals: rupees(Number(coupon.min_cart_value)) } },
    ],
    discount_rules: [
      {
        discount_type: promotionType(offer),
        value: coupon.kind === 'flat' ? rupees(coupon.value) : coupon.value,
        ...(coupon.max_discount === null ? {} : { max_discount: rupees(Number(coupon.max_discount)) }),
      },
    ],
    coupon_code: coupon.code,
    payment_modes: modes,
    auto_apply: false,
  };
}

export const paymentPromotion = (offer: PaymentOffer): PromotionOffer => paymentPromotionFields(offer);

/**
 * A payment offer as checkout lists it; with a cart, whether its coupon holds for the cart now (any payment
 * mode aside: it is chosen later), and if not, why.
 */
export function paymentOfferView(
  offer: PaymentOffer,
  applicationId: string,
  judgement?: CouponJudgement,
): PaymentOfferView {
  return {
    ...paymentPromotionFields(offer),
    application_id: applicationId,
    calculate_on: ON_SELLING_PRICE,
    ...(judgement
      ? {
          is_applicable: judgement.valid,
          message: judgement.valid ? offerText(offer.coupon) : judgement.message,
        }
      : {}),
  };
}

/** The filters the promotion lists take; a filter not given lets every offer through. */
export interface PromotionFilters {
  promotion_group?: string;
  promotion_type?: string;
  auto_apply?: boolean;
}

export function matchesFilters(offer: PromotionOffer, filters: PromotionFilters): boolean {
  return (
    (filters.promotion_group === undefined || offer.promotion_group === filters.promotion_group) &&
    (filters.promotion_type === undefined || offer.promotion_type === filters.promotion_type) &&
    (filters.auto_apply === undefined || offer.auto_apply === filters.auto_apply)
  );
}
