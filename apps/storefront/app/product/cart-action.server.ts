import { redirect } from 'react-router';
import { failureMessage, failureStatus } from '../account/form.server';
import { loadUser } from '../account/session.server';
import { firstProblem } from '../account/validation';
import { buyNow, buyNowAfterSignIn, ChosenItem } from '../cart/buy-now.server';
import { answerCart, cartCookies, itemCount } from '../cart/cart-calls.server';
import { BAG_PATH } from '../cart/cart-paths';
import { loginUrl, requireCartEnabled } from '../guards/guards.server';
import type { StorefrontContext } from '../load-context';

/** The product page's cart intents (its action also checks pincodes). */
export const PRODUCT_CART_INTENTS = ['add-to-cart', 'buy-now'];

/**
 * 'Add to cart' (one of the chosen size, into the shopper's or visitor's cart; then the bag, or an answer for the
 * page's script) and 'Buy now' (a visitor signs in first and comes back to it; spec §2).
 */
export async function productCartAction(context: StorefrontContext, request: Request, form: FormData) {
  await requireCartEnabled(context, request);
  const intent = String(form.get('intent'));
  const answer = (ok: boolean, message: string, extra: { count?: number; problem?: 'size' } = {}) => ({
    ok,
    message,
    intent,
    ...extra,
  });
  const parsed = ChosenItem.safeParse(Object.fromEntries(form));
  if (!parsed.success) return answerCart(form, answer(false, firstProblem(parsed.error)), { done: BAG_PATH });
  const { item_id, size } = parsed.data;
  if (!size) return answerCart(form, answer(false, '', { problem: 'size' }), { done: BAG_PATH });
  const item = { item_id, size };
  try {
    if (intent === 'buy-now') {
      if (!(await loadUser(context, request))) return redirect(loginUrl(buyNowAfterSignIn(item)), 303);
      const bought = await buyNow(context, request, item);
      return 'done' in bought
        ? bought.done
        : answerCart(form, answer(false, bought.refused), { done: BAG_PATH });
    }
    const [added, headers] = await context.sdk.cart.addItems(
      { body: { items: [{ item_id, item_size: size, quantity: 1 }] } },
      { responseHeaders: true },
    );
    return answerCart(
      form,
      answer(added.success === true, added.message ?? '', { count: itemCount(added.cart) }),
      { headers: cartCookies(request, headers), done: BAG_PATH },
    );
  } catch (error) {
    return answerCart(form, answer(false, failureMessage(error)), {
      status: failureStatus(error),
      done: BAG_PATH,
    });
  }
}
