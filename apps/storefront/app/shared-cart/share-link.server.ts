import { type cart, type EndpointResponse, SHARED_CART_TOKEN } from '@vitrine/contract';
import { data } from 'react-router';
import { failureMessage, failureStatus } from '../account/form.server';
import { cartCookies } from '../cart/cart-calls.server';
import type { StorefrontContext } from '../load-context';
import { SHARE_INTENT, sharedCartPath } from './shared-cart-paths';

type ShareAnswer = EndpointResponse<typeof cart.getCartShareLink>;

/**
 * The link to show for a share answer: this shop's own /shared-cart/{token}, at the address the shopper reached
 * it by (as the short-link page does). The platform's share_url names STOREFRONT_URL or the shop's domain, which
 * need not be where this storefront answers (a second domain, a local run); the token is what matters. No link
 * without a token the shared-cart page would take (spec §5: a share needs a token).
 */
export function shareUrlOf(answer: Pick<ShareAnswer, 'token'>, request: Request): string | undefined {
  const token = answer.token;
  if (!token || !SHARED_CART_TOKEN.test(token)) return undefined;
  return new URL(sharedCartPath(token), request.url).href;
}

/**
 * The bag's "Share cart": a link to a snapshot of the shopper's (or visitor's) cart. Always answers as data, for
 * the page's script and for a plain post alike: the bag is shown again with the link (nothing to redirect to).
 * A refusal (an empty cart, too many links) is the platform's message; an answer without a token is the spec's
 * 'Token could not be generated', worded by the page.
 */
export async function shareCart(context: StorefrontContext, request: Request) {
  const intent = SHARE_INTENT;
  try {
    const [answer, headers] = await context.sdk.cart.getCartShareLink(
      { body: {} },
      { responseHeaders: true },
    );
    const shareUrl = shareUrlOf(answer, request);
    const cookies = { headers: cartCookies(request, headers) };
    if (!shareUrl) {
      return data(
        { kind: 'cart' as const, ok: false, message: '', problem: 'token' as const, intent },
        { status: 502, ...cookies },
      );
    }
    return data({ kind: 'cart' as const, ok: true, message: '', intent, shareUrl }, cookies);
  } catch (error) {
    return data(
      { kind: 'cart' as const, ok: false, message: failureMessage(error), intent },
      { status: failureStatus(error) },
    );
  }
}
