import type { CartDetailResponse } from '@vitrine/contract';
import type { ResponseHeaders } from '@vitrine/sdk';
import { data, redirect } from 'react-router';
import { requestCookies, SESSION_COOKIE, setCookieHeaders } from '../account/session.server';
import { arrivedOverHttps } from '../forms.server';
import type { StorefrontContext } from '../load-context';
import { ANSWER_AS_DATA, ANSWER_FIELD, type CartAnswer } from './cart-answer';

/** The platform's cookie naming a visitor's cart: opaque and httpOnly, set and dropped by the platform alone. */
const CART_COOKIE = 'f.cart';

/** Whether the browser may hold a cart: a signed-in shopper's, or a visitor's cart cookie. */
export function mayHoldCart(request: Request): boolean {
  const cookies = requestCookies(request);
  return Boolean(cookies[SESSION_COOKIE] || cookies[CART_COOKIE]);
}

/**
 * The cookies a cart call set (a new visitor's f.cart, or its removal once merged into a signed-in shopper's
 * cart), for the storefront's answer to the browser: they are the browser's, not the storefront's.
 */
export const cartCookies = (request: Request, headers: ResponseHeaders): Headers =>
  setCookieHeaders(headers, arrivedOverHttps(request));

/** Items in a cart answer, as the header counts them (user_cart_items_count: units, not lines). */
export function itemCount(cart: CartDetailResponse | undefined): number {
  return (cart?.items ?? []).reduce((sum, item) => sum + (item.quantity ?? 0), 0);
}

/** The item count for the header; no call at all when the browser can hold no cart, 0 when it fails. */
export async function loadCartCount(
  context: StorefrontContext,
  request: Request,
): Promise<{ count: number; headers: Headers }> {
  if (!mayHoldCart(request)) return { count: 0, headers: new Headers() };
  try {
    const [answer, headers] = await context.sdk.cart.getItemCount({}, { responseHeaders: true });
    return { count: answer.user_cart_items_count ?? 0, headers: cartCookies(request, headers) };
  } catch {
    return { count: 0, headers: new Headers() };
  }
}

/** Whether a cart form came through a fetcher (see cart-answer.ts). */
const wantsData = (form: FormData) => form.get(ANSWER_FIELD) === ANSWER_AS_DATA;

/**
 * A cart action's answer: data for a fetcher; for a plain page post, `done` (a redirect) when the change was
 * made, else the answer as the page's action data, shown with the page.
 */
export function answerCart(
  form: FormData,
  answer: Omit<CartAnswer, 'kind'>,
  init: { status?: number; headers?: Headers; done: string },
) {
  const headers = init.headers ?? new Headers();
  if (answer.ok && !wantsData(form)) return redirect(init.done, { status: 303, headers });
  return data(
    { kind: 'cart' as const, ...answer },
    { status: init.status ?? (answer.ok ? 200 : 400), headers },
  );
}
