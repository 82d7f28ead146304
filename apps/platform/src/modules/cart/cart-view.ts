import type { CartDetailResponse, CartItem } from '@vitrine/contract';
import type { Taxonomy } from '../catalog/taxonomy';
import { CURRENCY, discountText, rupees } from '../catalog/views';
import { articleIdOf } from './cart-articles';
import { type CartTotals, priceLine } from './cart-pricing';
import type { CartRules } from './cart-rules';
import type { CartLineRow, CartRow } from './cart-sql';
import { type CouponJudgement, type CouponRow, formatPaise } from './coupons';
import { loyaltyPointsBreakup, type PointsOnCart } from './reward-points';

/** Everything a cart's answer is built from, already priced. */
export interface PricedCart {
  cart: CartRow | undefined;
  lines: CartLineRow[];
  totals: CartTotals;
  rules: CartRules;
  coupon?: { row: CouponRow; judgement: CouponJudgement };
  seller: { uid: number; name: string };
  taxonomy: Taxonomy;
  /** The shopper chose to redeem reward points, and the shop lets them. */
  redeemPoints?: boolean;
  /** The signed-in shopper's reward points on this cart, while the shop takes them. */
  points?: PointsOnCart;
}

/** A line can be bought as it is: its product is on sale and its store holds enough. */
export const isBuyable = (line: CartLineRow) => line.is_active && line.stock >= line.quantity;

const price = (effective: number, marked: number) => {
  const value = { effective: rupees(effective), marked: rupees(marked), ...CURRENCY };
  return { base: value, converted: value };
};

function lineMessage(line: CartLineRow): string | undefined {
  if (!line.is_active || line.stock <= 0) return 'Out of stock';
  if (line.stock < line.quantity) return `Only ${line.stock} left`;
  return undefined;
}

function categoryMap(taxonomy: Taxonomy, uid: number) {
  const l3 = taxonomy.categoryByUid.get(uid);
  let l1 = l3;
  while (l1?.parent_uid) l1 = taxonomy.categoryByUid.get(l1.parent_uid);
  const ref = (c: typeof l3) => c && { uid: c.uid, name: c.name };
  return { l1: ref(l1), l3: ref(l3) };
}

function itemView(line: CartLineRow, context: PricedCart): CartItem {
  const id = articleIdOf({ sizeId: line.size_id, storeUid: line.store_uid });
  const priced = priceLine({
    quantity: line.quantity,
    marked: line.price_marked,
    effective: line.price_effective,
    bulkTiers: line.bulk_tiers,
    buyable: true,
  });
  const store = context.taxonomy.storeByUid.get(line.store_uid);
  const category = context.taxonomy.categoryByUid.get(line.category_uid);
  const buyable = isBuyable(line);
  const percent = line.price_marked > 0 ? Math.round((1 - priced.unit / line.price_marked) * 100) : 0;
  const unit = price(priced.unit, line.price_marked);
  return {
    key: id,
    identifiers: { identifier: id },
    quantity: line.quantity,
    is_set: false,
    message: lineMessage(line) ?? '',
    coupon_message: '',
    discount: discountText(percent) ?? '',
    parent_item_identifiers: line.meta.parent_item_identifiers ?? {},
    article: {
      uid: id,
      size: line.size,
      quantity: line.stock,
      type: 'article',
      seller: context.seller,
      store: store && { uid: store.uid, name: store.name, store_code: store.store_code },
      seller_identifier: line.seller_identifier,
      price: price(line.price_effective, line.price_marked),
      meta: line.meta,
    },
    product: {
      uid: line.product_uid,
      name: line.name,
      slug: line.slug,
      item_code: line.item_code,
      type: 'product',
      brand: { uid: line.brand_uid, name: line.brand_name },
      categories: category ? [{ uid: category.uid, name: category.name }] : [],
      category_map: categoryMap(context.taxonomy, line.category_uid),
      images: line.medias.slice(0, 1).map((m) => ({
        url: m.url,
        secure_url: m.url,
        aspect_ratio: `${m.width}:${m.height}`,
      })),
      attributes: { ...line.attributes, brand_name: line.brand_name },
      action: { type: 'product', url: `/product/${line.slug}` },
    },
    availability: {
      out_of_stock: !line.is_active || line.stock <= 0,
      deliverable: buyable,
      is_valid: buyable,
      other_store_quantity: line.other_stock,
      sizes: line.sizes.filter((s) => s.in_stock).map((s) => s.size),
      available_sizes: line.sizes.map((s) => ({
        value: s.size,
        display: s.display,
        is_available: s.in_stock,
      })),
    },
    price: price(priced.total, priced.markedTotal),
    price_per_unit: {
      base: { ...unit.base, selling_price: unit.base.effective },
      converted: { ...unit.converted, selling_price: unit.converted.effective },
    },
    bulk_offer:
      priced.bulkPercent > 0
        ? { type: 'bulk', margin: priced.bulkPercent, quantity: line.quantity, auto_applied: true }
        : undefined,
    promotions_applied: [],
  };
}

function displayRows({ totals, rules, points }: PricedCart) {
  const row = (key: string, display: string, paise: number, message?: string[]) => ({
    key,
    display,
    value: rupees(paise),
    ...CURRENCY,
    ...(message ? { message } : {}),
  });
  const rows = [row('mrp_total', 'MRP Total', totals.mrpTotal)];
  if (totals.discount > 0) rows.push(row('discount', 'Discount', -totals.discount));
  rows.push(row('subtotal', 'Subtotal', totals.subtotal));
  if (totals.coupon > 0) rows.push(row('coupon', 'Coupon', -totals.coupon));
  if (totals.subtotal > 0) {
    rows.push(row('delivery_charge', 'Delivery Charges', totals.delivery, [deliveryInfo(totals, rules)]));
  }
  if (totals.cod > 0) rows.push(row('cod_charge', 'COD Charges', totals.cod));
  if (points?.applied && points.value > 0) rows.push(row('loyalty_points', 'Reward Points', -points.value));
  rows.push(row('total', 'Total', totals.total));
  return rows;
}

/** What the shopper is told about delivery: free, or how much more makes it free. */
function deliveryInfo(totals: CartTotals, rules: CartRules): string {
  if (totals.subtotal > 0 && totals.delivery === 0) return 'Free delivery';
  const more = rules.delivery.freeFrom - (totals.subtotal - totals.coupon);
  return `Add items worth ${formatPaise(more)} more for free delivery`;
}

function couponBreakup(context: PricedCart) {
  const { coupon, totals } = context;
  if (!coupon) return { code: '', is_applied: false };
  const { row, judgement } = coupon;
  return {
    code: row.code,
    uid: row.code,
    type: row.kind,
    coupon_type: row.kind,
    coupon_value: row.kind === 'flat' ? rupees(row.value) : row.value,
    value: rupees(totals.coupon),
    max_discount_value: row.max_discount === null ? undefined : rupees(Number(row.max_discount)),
    minimum_cart_value: rupees(Number(row.min_cart_value)),
    is_applied: judgement.valid,
    title: row.title,
    sub_title: row.sub_title,
    description: row.description,
    message: judgement.valid
      ? `${row.code} applied: you save ${formatPaise(totals.coupon)}`
      : judgement.message,
  };
}

/** The cart as the platform answers it (CartDetailResponse); `withItems` / `withBreakup` follow `i` and `b`. */
export function cartView(
  context: PricedCart,
  flags: { withItems?: boolean; withBreakup?: boolean } = {},
): CartDetailResponse {
  const { cart, lines, totals, rules } = context;
  const withItems = flags.withItems ?? true;
  const withBreakup = flags.withBreakup ?? true;
  const isValid = lines.length > 0 && lines.every(isBuyable);
  const coupon = couponBreakup(context);
  return {
    id: cart?.id ?? '',
    cart_id: cart ? Number(cart.uid) : undefined,
    uid: cart ? String(cart.uid) : '',
    buy_now: cart?.buy_now ?? false,
    is_valid: isValid,
    success: true,
    message:
      lines.length === 0
        ? 'Your cart is empty'
        : isValid
          ? ''
          : 'Some items in your cart cannot be bought as they are',
    checkout_mode: cart?.checkout_mode ?? 'self',
    last_modified: cart ? new Date(cart.updated_at).toUTCString() : '',
    comment: typeof cart?.meta.comment === 'string' ? cart.meta.comment : '',
    gstin: typeof cart?.meta.gstin === 'string' ? cart.meta.gstin : '',
    restrict_checkout: false,
    currency: { code: CURRENCY.currency_code, symbol: CURRENCY.currency_symbol },
    delivery_charge_info: totals.subtotal > 0 ? deliveryInfo(totals, rules) : '',
    coupon_text: coupon.is_applied ? (coupon.message ?? '') : '',
    common_config: {
      delivery_charges_config: {
        enabled: rules.delivery.charge > 0,
        charges: [{ threshold: rupees(rules.delivery.freeFrom), charges: rupees(rules.delivery.charge) }],
      },
    },
    coupon: context.coupon
      ? {
          coupon_code: coupon.code,
          coupon_id: coupon.code,
          coupon_type: coupon.type,
          coupon_value: coupon.coupon_value,
          coupon_title: context.coupon.row.title,
          coupon_subtitle: context.coupon.row.sub_title,
          coupon_description: context.coupon.row.description,
          discount: rupees(totals.coupon),
          is_applied: coupon.is_applied,
          is_valid: coupon.is_applied,
          maximum_discount_value: coupon.max_discount_value,
          minimum_cart_value: coupon.minimum_cart_value,
          message: coupon.message,
        }
      : undefined,
    applied_promo_details: [],
    items: withItems ? lines.map((line) => itemView(line, context)) : undefined,
    breakup_values: withBreakup
      ? {
          display: displayRows(context),
          raw: {
            mrp_total: rupees(totals.mrpTotal),
            subtotal: rupees(totals.subtotal),
            discount: rupees(-totals.discount),
            coupon: rupees(-totals.coupon),
            delivery_charge: rupees(totals.delivery),
            cod_charge: rupees(totals.cod),
            fynd_cash: 0,
            convenience_fee: 0,
            gst_charges: 0,
            gift_card: 0,
            vog: 0,
            mop_total: 0,
            total_charge: rupees(totals.delivery + totals.cod),
            you_saved: rupees(totals.youSaved),
            total: rupees(totals.total),
          },
          coupon,
          loyalty_points: loyaltyPointsBreakup(context.redeemPoints === true, context.points),
        }
      : undefined,
  };
}

/** A cart named without its lines or prices: what a change answers when the caller asked for neither. */
export function cartIdentity(cart: CartRow | undefined): CartDetailResponse {
  return {
    id: cart?.id ?? '',
    cart_id: cart ? Number(cart.uid) : undefined,
    uid: cart ? String(cart.uid) : '',
    buy_now: cart?.buy_now ?? false,
    success: true,
    checkout_mode: cart?.checkout_mode ?? 'self',
    last_modified: cart ? new Date(cart.updated_at).toUTCString() : '',
    currency: { code: CURRENCY.currency_code, symbol: CURRENCY.currency_symbol },
  };
}
