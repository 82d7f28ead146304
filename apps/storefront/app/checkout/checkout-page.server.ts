import { data, redirect } from 'react-router';
import { apiErrorStatus, pageError } from '../catalog/page-error.server';
import { requireCartEnabled, requireUser } from '../guards/guards.server';
import type { StorefrontContext } from '../load-context';
import type { CheckoutRefusal } from './checkout-forms';
import { type CheckoutLayout, type CheckoutState, placeOf, type StepId, stateOf, stepToResume } from './flow';

/**
 * Every checkout page and form: the cart must be on (else home) and the shopper signed in (else sign in and come
 * back to this very address, spec §2); a step opened before the one it needs goes back to that one.
 */
export async function openCheckout(
  context: StorefrontContext,
  request: Request,
  step?: StepId,
): Promise<CheckoutState> {
  await requireCartEnabled(context, request);
  await requireUser(context, request);
  const state = stateOf(new URL(request.url));
  const resume = step && stepToResume(step, state);
  if (resume) throw redirect(resume);
  return state;
}

/**
 * A failed call of a checkout page: what the page names is gone (the cart once ordered, an address deleted
 * meanwhile): back to `goneTo`; anything else as any page's failure.
 */
export function checkoutPageError(goneTo: string) {
  return (error: unknown): never => {
    if (apiErrorStatus(error) === 404) throw redirect(goneTo);
    return pageError(error);
  };
}

/** Where a later step goes when its cart or address is gone: delivery, which sends on to the bag if need be. */
export const deliveryOf = (state: CheckoutState, layout: CheckoutLayout) =>
  placeOf('delivery', { cartId: state.cartId, buyNow: state.buyNow }, layout);

/** A checkout form's refusal, shown on its page: 400 for what the shopper can change, or the platform's status. */
export function refuse(
  intent: string,
  message: string,
  init: Omit<CheckoutRefusal, 'kind' | 'intent' | 'message'> & { status?: number } = {},
) {
  const { status, ...rest } = init;
  const refusal: CheckoutRefusal = { kind: 'checkout', intent, message, ...rest };
  return data(refusal, { status: status ?? 400 });
}
