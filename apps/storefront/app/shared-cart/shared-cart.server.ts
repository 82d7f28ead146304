import { type cart, type EndpointResponse, SHARED_CART_ACTIONS, SHARED_CART_TOKEN } from '@vitrine/contract';
import { message } from '@vitrine/kit/translations';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { failureMessage, failureStatus } from '../account/form.server';
import { type BagLine, bagOf } from '../cart/bag.server';
import { cartCookies } from '../cart/cart-calls.server';
import { BAG_PATH } from '../cart/cart-paths';
import { apiErrorStatus, pageError } from '../catalog/page-error.server';
import { arrivedOverHttps } from '../forms.server';
import type { StorefrontContext } from '../load-context';
import { preferencesOf } from '../settings/preferences.server';
import { bagNoticeCookie } from './bag-notice.server';
import { sharedCartPath } from './shared-cart-paths';

type SharedCart = NonNullable<EndpointResponse<typeof cart.getCartSharedItems>['cart']>;

/** What the shared cart's page shows: who shared it, until when the link works, its lines and their total. */
interface SharedCartView {
  expired: false;
  /** The sharer's first name; '' for a visitor, who has none. */
  sharedBy: string;
  /** When the link stops working, as the shopper reads a date ('5 Mar 2026'); '' when not told. */
  validUntil: string;
  lines: BagLine[];
  count: number;
  /** The Total row of the shared lines' breakup (today's prices). */
  total: number;
  currencySymbol: string;
}

/** A link past its time (the platform's 410): the page says so, with the way back to the shop. */
interface ExpiredSharedCart {
  expired: true;
}

const GONE = 410;

/** Whether a path's token can name a shared cart at all; any other is a page that does not exist. */
export function requireShareToken(token: string | undefined): string {
  if (!token || !SHARED_CART_TOKEN.test(token)) throw data('Not found', { status: 404 });
  return token;
}

/**
 * Formatted here, not in the browser, so both show the same text. India's time: the shop's (en-IN, INR); a
 * link made late in the evening should not read as expiring a day early on a server running in UTC.
 */
export function validUntilOf(expiresOn: string | undefined, language: string): string {
  const date = new Date(expiresOn ?? '');
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(date);
}

/** The sharer's first name, if the answer gives one (the platform tells nothing more of them). */
function sharedByOf(details: SharedCart['shared_cart_details']): string {
  const user = details?.user;
  const name = user && typeof user === 'object' ? (user as { first_name?: unknown }).first_name : undefined;
  return typeof name === 'string' ? name.trim().slice(0, 60) : '';
}

export function sharedCartViewOf(shared: SharedCart, language: string): SharedCartView {
  const bag = bagOf(shared);
  const totalRow = bag.breakup.find((row) => row.key === 'total');
  return {
    expired: false,
    sharedBy: sharedByOf(shared.shared_cart_details),
    validUntil: validUntilOf(shared.shared_cart_details?.expires_on, language),
    lines: bag.lines,
    count: bag.count,
    total: totalRow?.value ?? bag.lines.reduce((sum, line) => sum + line.line.effective, 0),
    currencySymbol: bag.currencySymbol,
  };
}

/**
 * The shared cart a token names, priced today. An unknown link is the shop's not-found page; an expired one
 * (410) is a page of its own; a link the platform refuses otherwise shows its message.
 */
export async function loadSharedCart(context: StorefrontContext, request: Request, token: string) {
  const language = preferencesOf(request.headers.get('cookie')).language;
  const asked = await context.sdk.cart
    .getCartSharedItems({ token }, { responseHeaders: true })
    .catch((error: unknown) => {
      if (apiErrorStatus(error) === GONE) return undefined;
      return pageError(error);
    });
  if (!asked) return data<SharedCartView | ExpiredSharedCart>({ expired: true }, { status: GONE });
  const [answer, headers] = asked;
  if (!answer.cart) throw data('Not found', { status: 404 });
  return data<SharedCartView | ExpiredSharedCart>(sharedCartViewOf(answer.cart, language), {
    headers: cartCookies(request, headers),
  });
}

const SharedCartAction = z.enum(SHARED_CART_ACTIONS);

/**
 * 'Add to my cart' (merge) or 'Replace my cart' (replace): the lines go into the shopper's or visitor's cart
 * (a visitor without one gets one, and its cookie), then on to the bag with the platform's word on it, which
 * names any line left out. An expired link goes back to its page, which says so.
 */
export async function takeSharedCart(
  context: StorefrontContext,
  request: Request,
  token: string,
  form: FormData,
) {
  const language = preferencesOf(request.headers.get('cookie')).language;
  const action = SharedCartAction.safeParse(form.get('intent'));
  if (!action.success) {
    return data({ problem: message(language, 'sharedCart.choose') }, { status: 400 });
  }
  try {
    const [answer, responseHeaders] = await context.sdk.cart.updateCartWithSharedItems(
      { token, action: action.data },
      { responseHeaders: true },
    );
    const headers = cartCookies(request, responseHeaders);
    const notice = answer.cart?.message ?? '';
    if (notice) headers.append('Set-Cookie', bagNoticeCookie(notice, arrivedOverHttps(request)));
    return redirect(BAG_PATH, { status: 303, headers });
  } catch (error) {
    const status = apiErrorStatus(error);
    if (status === GONE) return redirect(sharedCartPath(token), 303);
    if (status === 404) throw data('Not found', { status: 404 });
    return data({ problem: failureMessage(error) }, { status: failureStatus(error) });
  }
}
