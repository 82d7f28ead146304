import { MAX_ITEM_QUANTITY } from '@vitrine/contract';
import type { ResponseHeaders } from '@vitrine/sdk';
import { z } from 'zod';
import { failureMessage, failureStatus } from '../account/form.server';
import { firstProblem } from '../account/validation';
import { requireCartEnabled } from '../guards/guards.server';
import type { StorefrontContext } from '../load-context';
import { shareCart } from '../shared-cart/share-link.server';
import { SHARE_INTENT } from '../shared-cart/shared-cart-paths';
import { answerCart, cartCookies, itemCount } from './cart-calls.server';
import { BAG_PATH } from './cart-paths';
import { RedeemPoints, redeemPoints } from './reward-points-action.server';

const line = z.string({ error: 'Choose an item' }).min(1, 'Choose an item').max(100, 'Choose an item');

/** The bag's forms: a line's quantity (0 removes it), removing a line, a coupon on or off, reward points on or off. */
const BagChange = z.discriminatedUnion(
  'intent',
  [
    z.object({
      intent: z.literal('quantity'),
      identifier: line,
      quantity: z.coerce
        .number({ error: 'Choose a quantity' })
        .int('Choose a quantity')
        .min(0, 'Choose a quantity')
        .max(MAX_ITEM_QUANTITY, `You can buy at most ${MAX_ITEM_QUANTITY} of one item`),
    }),
    z.object({ intent: z.literal('remove'), identifier: line }),
    z.object({
      intent: z.literal('apply-coupon'),
      coupon_code: z.string().trim().min(1, 'Enter a coupon code').max(30, 'That coupon code is too long'),
    }),
    z.object({ intent: z.literal('remove-coupon') }),
    RedeemPoints,
  ],
  { error: 'Choose what to change' },
);
type BagChange = z.output<typeof BagChange>;

interface Outcome {
  ok: boolean;
  message: string;
  count?: number;
  headers: ResponseHeaders;
}

async function change(context: StorefrontContext, asked: BagChange): Promise<Outcome> {
  const { cart } = context.sdk;
  const cookies = { responseHeaders: true } as const;
  switch (asked.intent) {
    case 'quantity':
    case 'remove': {
      const remove = asked.intent === 'remove' || asked.quantity === 0;
      const identifiers = { identifier: asked.identifier };
      const body = remove
        ? { operation: 'remove_item' as const, items: [{ identifiers }] }
        : { operation: 'update_item' as const, items: [{ identifiers, quantity: asked.quantity }] };
      const [answer, headers] = await cart.updateCart({ body }, cookies);
      return {
        ok: answer.success === true,
        message: answer.message ?? '',
        count: itemCount(answer.cart),
        headers,
      };
    }
    case 'apply-coupon': {
      const [answer, headers] = await cart.applyCoupon({ body: { coupon_code: asked.coupon_code } }, cookies);
      return { ok: true, message: answer.breakup_values?.coupon?.message ?? '', headers };
    }
    case 'remove-coupon': {
      const [, headers] = await cart.removeCoupon({}, cookies);
      return { ok: true, message: '', headers };
    }
    case 'reward-points':
      return redeemPoints(context, asked);
  }
}

/**
 * The bag's action: the change, then back to the bag (a plain post), or an answer for the page's script. A
 * refusal (too few left, a coupon that does not hold) is the platform's message, shown as it is sent. Sharing
 * changes nothing: the bag is shown with the link (share-link.server.ts).
 */
export async function bagAction(context: StorefrontContext, request: Request, form: FormData) {
  await requireCartEnabled(context, request);
  const intent = String(form.get('intent') ?? '');
  if (intent === SHARE_INTENT) return shareCart(context, request);
  const parsed = BagChange.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return answerCart(form, { ok: false, message: firstProblem(parsed.error), intent }, { done: BAG_PATH });
  }
  try {
    const { headers, ...outcome } = await change(context, parsed.data);
    return answerCart(
      form,
      { ...outcome, intent },
      { headers: cartCookies(request, headers), done: BAG_PATH },
    );
  } catch (error) {
    return answerCart(
      form,
      { ok: false, message: failureMessage(error), intent },
      { status: failureStatus(error), done: BAG_PATH },
    );
  }
}
