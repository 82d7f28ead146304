import { PAYMENT_OPTIONS_REQUIRED } from '@vitrine/contract';
import { redirect } from 'react-router';
import { failureMessage, failureStatus } from '../account/form.server';
import { bagOf } from '../cart/bag.server';
import { BAG_PATH } from '../cart/cart-paths';
import type { StorefrontContext } from '../load-context';
import { checkoutPageError, deliveryOf, refuse } from './checkout-page.server';
import {
  type CheckoutLayout,
  type CheckoutState,
  type PaymentChoice,
  type PaymentSelectionCalls,
  PaymentSelectionRefused,
  placeOf,
  selectPayment,
} from './flow';
import { checkedPayLater, payLaterEligibility, withEligibility } from './pay-later.server';
import { type PaymentOption, paymentOptionsOf, preselectedMode } from './payment-modes';
import { type CheckoutCart, cartSummaryOf, type Shipment, shipmentsOf } from './shipments';

export interface PaymentData {
  cart: CheckoutCart;
  shipments: Shipment[];
  options: PaymentOption[];
  preselected: string | undefined;
}

/**
 * The payment step: the cart priced for its chosen address, with its shipments' promise there, and the modes
 * the shop offers for its total (a mode it cannot use is listed, disabled, with the reason).
 */
export async function loadPayment(
  context: StorefrontContext,
  state: CheckoutState,
  layout: CheckoutLayout,
): Promise<PaymentData> {
  const gone = checkoutPageError(deliveryOf(state, layout));
  const answer = await context.sdk.cart
    .getShipments({ id: state.cartId, buyNow: state.buyNow, addressId: state.addressId })
    .catch(gone);
  const cart = cartSummaryOf(bagOf(answer), state.buyNow);
  if (cart.count === 0) throw redirect(BAG_PATH);
  // Pay later's eligibility is asked alongside the modes, not after them: no extra wait for the page.
  const [modes, eligibility] = await Promise.all([
    context.sdk.payment
      .getPaymentModeRoutes({ cartId: cart.id || state.cartId, amount: cart.total })
      .catch(gone),
    payLaterEligibility(context, {
      addressId: state.addressId,
      total: cart.total,
      lines: bagOf(answer).lines,
    }),
  ]);
  const options = withEligibility(paymentOptionsOf(modes), eligibility);
  const shopDefault = modes.payment_options.payment_default_selection?.mode;
  return {
    cart,
    shipments: shipmentsOf(answer),
    options,
    preselected: preselectedMode(options, state.payment?.mode, shopDefault),
  };
}

/** The platform calls of choosing a mode, for the declared flow (flow.ts). */
function selectionCalls(context: StorefrontContext, state: CheckoutState): PaymentSelectionCalls {
  const { cart } = context.sdk;
  const which = { id: state.cartId, buyNow: state.buyNow };
  return {
    // No card payments yet: no card aggregator to ask for (the flow asks only for CARD).
    activeCardAggregator: async () => undefined,
    async validateCoupon(choice: PaymentChoice) {
      const answer = await cart.validateCouponForPayment({
        ...which,
        addressId: state.addressId,
        paymentMode: choice.mode,
        paymentIdentifier: choice.identifier,
        aggregatorName: choice.aggregator,
        merchantCode: choice.merchantCode,
      });
      return { valid: answer.coupon_validity?.valid !== false, answer };
    },
    async selectPaymentMode(choice: PaymentChoice) {
      const answer = await cart.selectPaymentMode({
        ...which,
        body: {
          id: state.cartId,
          address_id: state.addressId,
          payment_mode: choice.mode,
          payment_identifier: choice.identifier,
          aggregator_name: choice.aggregator,
          merchant_code: choice.merchantCode,
        },
      });
      return { valid: answer.is_valid !== false, answer };
    },
  };
}

/** What a refused coupon or selection says: the platform's message, or the coupon's own words. */
function refusalOf(error: PaymentSelectionRefused): string {
  const answer = error.answer as {
    message?: string;
    coupon_validity?: { display_message_en?: string | null };
  };
  return answer.message || answer.coupon_validity?.display_message_en || 'Something went wrong';
}

/**
 * Choosing how to pay (spec §4): the mode the shopper chose, as the platform offers it now, through the declared
 * flow, then on to review. A coupon that holds only for other modes is refused with its message and the way back
 * to the cart to remove it.
 */
export async function paymentAction(
  context: StorefrontContext,
  state: CheckoutState,
  form: FormData,
  layout: CheckoutLayout,
) {
  const intent = 'select-payment';
  const asked = form.get('payment_mode');
  if (typeof asked !== 'string' || !asked) return refuse(intent, PAYMENT_OPTIONS_REQUIRED);
  try {
    const offered = paymentOptionsOf(
      await context.sdk.payment.getPaymentModeRoutes({ cartId: state.cartId }),
    );
    // A mode named alone (CARD where Stripe shares it) is its first option: the shop's default aggregator.
    let option =
      offered.find((candidate) => candidate.key === asked) ??
      offered.find((candidate) => candidate.mode === asked);
    if (option?.mode === 'PL') option = await checkedPayLater(context, state, option);
    if (!option) return refuse(intent, PAYMENT_OPTIONS_REQUIRED);
    if (option.disabled) return refuse(intent, option.message || 'Something went wrong', { status: 409 });
    const { next } = await selectPayment(state, option.choice, selectionCalls(context, state), {
      validateCoupon: true,
      redirect: true,
      layout,
    });
    return redirect(next ?? placeOf('order-review', { ...state, payment: option.choice }, layout), 303);
  } catch (error) {
    if (error instanceof PaymentSelectionRefused) {
      return refuse(intent, refusalOf(error), { mendInBag: error.step === 'coupon' });
    }
    return refuse(intent, failureMessage(error), { status: failureStatus(error) });
  }
}
