import { redirect } from 'react-router';
import { z } from 'zod';
import type { StorefrontContext } from '../load-context';
import { cartCookies } from './cart-calls.server';
import { deliveryUrl } from './cart-paths';

/** One size of a product, as the product page's form posts it. */
export const ChosenItem = z.object({
  item_id: z.coerce
    .number({ error: 'Choose a product' })
    .int('Choose a product')
    .positive('Choose a product'),
  size: z.string().trim().max(40, 'That size is not one of this product’s').optional(),
});
export type ChosenItem = z.output<typeof ChosenItem>;

/** The storefront's route that buys now for a shopper coming back from signing in (routes/buy-now.ts). */
const BUY_NOW_PATH = '/_buy-now';

/** Where a visitor who chose 'Buy now' comes back to once signed in: the purchase is made there. */
export function buyNowAfterSignIn(item: ChosenItem & { size: string }): string {
  return `${BUY_NOW_PATH}?${new URLSearchParams({ item_id: String(item.item_id), size: item.size })}`;
}

/**
 * Buy now for a signed-in shopper: the item alone in their buy-now cart (kept apart from their cart), then
 * checkout's first step for it (spec §2). A refusal (too few left) is the platform's message; a failed call
 * throws the client's error.
 */
export async function buyNow(
  context: StorefrontContext,
  request: Request,
  item: ChosenItem & { size: string },
): Promise<{ done: Response } | { refused: string }> {
  const [answer, headers] = await context.sdk.cart.addItems(
    { buyNow: true, body: { items: [{ item_id: item.item_id, item_size: item.size, quantity: 1 }] } },
    { responseHeaders: true },
  );
  const cartId = answer.cart?.id;
  if (!answer.success || !cartId) return { refused: answer.message || 'Something went wrong' };
  const done = redirect(deliveryUrl(cartId, true), { status: 303, headers: cartCookies(request, headers) });
  return { done };
}
