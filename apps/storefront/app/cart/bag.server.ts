import type { CartDetailResponse, CartItem } from '@vitrine/contract';
import { pageError } from '../catalog/page-error.server';
import type { StorefrontContext } from '../load-context';
import { cartCookies, itemCount, mayHoldCart } from './cart-calls.server';
import { type BagPoints, bagPointsOf } from './reward-points-bag';

/** One line of the bag as the page shows it. */
export interface BagLine {
  /** Names the line to the platform (identifiers.identifier) when it changes or goes. */
  identifier: string;
  productUid?: number;
  name: string;
  brand: string;
  href: string;
  size: string;
  seller: string;
  image: { url: string; width: number; height: number } | null;
  quantity: number;
  /** One unit: what the shopper pays, and the marked price. */
  unit: { effective: number; marked: number };
  line: { effective: number; marked: number };
  discount: string;
  /** What stops the line being bought as it is ('Out of stock', 'Only 2 left'), else ''. */
  message: string;
}

/** A row of the price breakup, as the platform sends it (the Total row among them). */
export interface BreakupRow {
  key: string;
  display: string;
  value: number;
  messages: string[];
}

export interface BagCoupon {
  code: string;
  applied: boolean;
  message: string;
}

export interface Bag {
  id: string;
  lines: BagLine[];
  breakup: BreakupRow[];
  coupon: BagCoupon | null;
  /** The signed-in shopper's reward points, when the cart can take some. */
  points: BagPoints | null;
  /** Whether it can go to checkout as it is; if not, `message` says why. */
  isValid: boolean;
  message: string;
  count: number;
  currencySymbol: string;
}

/** Pictures in the bag are drawn this wide; their height follows the picture's own ratio (4:5 when unknown). */
const LINE_IMAGE_WIDTH = 96;

function imageOf(item: CartItem): BagLine['image'] {
  const media = item.product?.images?.[0];
  const url = media?.url || media?.secure_url;
  if (!url) return null;
  const [w, h] = (media.aspect_ratio ?? '').split(':').map(Number);
  const ratio = w > 0 && h > 0 ? h / w : 5 / 4;
  return { url, width: LINE_IMAGE_WIDTH, height: Math.round(LINE_IMAGE_WIDTH * ratio) };
}

const money = (price: { effective?: number; marked?: number } | undefined) => ({
  effective: price?.effective ?? 0,
  marked: price?.marked ?? price?.effective ?? 0,
});

function lineOf(item: CartItem): BagLine {
  const product = item.product;
  const slug = product?.slug ?? '';
  return {
    identifier: item.identifiers.identifier ?? item.key ?? '',
    productUid: product?.uid,
    name: product?.name ?? '',
    brand: product?.brand?.name ?? '',
    href: product?.action?.url || (slug ? `/product/${encodeURIComponent(slug)}` : '#'),
    size: item.article?.size ?? '',
    seller: item.article?.store?.name ?? item.article?.seller?.name ?? '',
    image: imageOf(item),
    quantity: item.quantity ?? 0,
    unit: money(item.price_per_unit?.converted),
    line: money(item.price?.converted),
    discount: item.discount ?? '',
    message: item.message ?? '',
  };
}

function couponOf(cart: CartDetailResponse): BagCoupon | null {
  const coupon = cart.breakup_values?.coupon;
  if (!coupon?.code) return null;
  return { code: coupon.code, applied: coupon.is_applied === true, message: coupon.message ?? '' };
}

/** The bag page's view of a cart answer: only what it shows (loader data travels in the page). */
export function bagOf(cart: CartDetailResponse | undefined): Bag {
  const lines = (cart?.items ?? []).map(lineOf);
  return {
    id: cart?.id ?? '',
    lines,
    breakup: (cart?.breakup_values?.display ?? []).map((row) => ({
      key: row.key ?? '',
      display: row.display ?? '',
      value: row.value ?? 0,
      messages: row.message ?? [],
    })),
    coupon: cart ? couponOf(cart) : null,
    points: bagPointsOf(cart),
    isValid: lines.length > 0 && cart?.is_valid === true,
    message: cart?.message ?? '',
    count: itemCount(cart),
    currencySymbol: cart?.currency?.symbol || '₹',
  };
}

/**
 * The shopper's (or visitor's) cart with its lines and price breakup, and the cookies its call set: reading it
 * is what merges a visitor's cart into a shopper who just signed in. No call when the browser holds no cart.
 */
export async function loadBag(
  context: StorefrontContext,
  request: Request,
): Promise<{ bag: Bag; headers: Headers }> {
  if (!mayHoldCart(request)) return { bag: bagOf(undefined), headers: new Headers() };
  const [cart, headers] = await context.sdk.cart
    .getCart({ i: true, b: true }, { responseHeaders: true })
    .catch(pageError);
  return { bag: bagOf(cart), headers: cartCookies(request, headers) };
}
