import { loadUser, shopperOf } from '../account/session.server';
import { loadCartCount, mayHoldCart } from '../cart/cart-calls.server';
import { cartDisabled } from '../guards/guards.server';
import type { ShopperAnswer } from '../shell/use-shopper';
import type { Route } from './+types/shopper';

/**
 * The personal part of the shell, asked for by the browser after a page loads (see shell/use-shopper.ts): pages
 * kept for every visitor carry no shopper and no cart, so this fills in who is signed in and how many items
 * their cart holds. Never kept by anyone. A browser with neither a session nor a cart cookie costs no call.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const countCart = async () =>
    mayHoldCart(request) && !(await cartDisabled(context, request))
      ? loadCartCount(context, request)
      : undefined;
  const [user, cart] = await Promise.all([loadUser(context, request), countCart()]);
  const answer: ShopperAnswer = { shopper: shopperOf(user), cartCount: cart?.count ?? 0 };
  // The count's call may merge a visitor's cart into the shopper's, and drop the visitor's cookie.
  const headers = new Headers(cart?.headers);
  headers.set('Cache-Control', 'private, no-store');
  return Response.json(answer, { headers });
}
