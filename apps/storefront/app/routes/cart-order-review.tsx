import { useText } from '@vitrine/kit';
import { CHECKOUT_EN_IN } from '@vitrine/kit/account-texts';
import { useLoaderData } from 'react-router';
import addressStyles from '../address/address.css?url';
import cartStyles from '../cart/cart.css?url';
import checkoutStyles from '../checkout/checkout.css?url';
import { afterEveryForm } from '../checkout/checkout-forms';
import { CheckoutFrame, useCheckoutState } from '../checkout/checkout-frame';
import { openCheckout } from '../checkout/checkout-page.server';
import { stepUrl } from '../checkout/flow';
import { loadReview, placeOrderAction } from '../checkout/review.server';
import { ChosenAddress, ChosenStep, OrderLines, PlaceOrder } from '../checkout/review-step';
import { useCheckoutProgress } from '../checkout/use-checkout-events';
import { readForm } from '../forms.server';
import type { Route } from './+types/cart-order-review';

export const handle = { themePage: 'cart-review' };

export const links = () => [
  { rel: 'stylesheet', href: cartStyles },
  { rel: 'stylesheet', href: addressStyles },
  { rel: 'stylesheet', href: checkoutStyles },
];

/** /cart/order-review?cart_id&address_id&billing_address_id&payment_mode…: step 2, review and place (spec §2). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const state = await openCheckout(context, request, 'order-review');
  return { step: await loadReview(context, state, 'steps') };
}

export async function action({ request, context }: Route.ActionArgs) {
  const state = await openCheckout(context, request, 'order-review');
  return placeOrderAction(context, request, state, await readForm(request));
}

export const shouldRevalidate = afterEveryForm;

export const meta: Route.MetaFunction = () => [
  { title: 'Review your order' },
  { name: 'robots', content: 'noindex' },
];

export default function CartOrderReview() {
  const { step } = useLoaderData<typeof loader>();
  const t = useText(CHECKOUT_EN_IN);
  const state = useCheckoutState();
  useCheckoutProgress();
  return (
    <CheckoutFrame
      current="order-review"
      title={t('checkout.reviewTitle')}
      cart={step.cart}
      last={<PlaceOrder attempt={step.attempt} />}
    >
      <ChosenStep
        title={t('checkout.deliverTo')}
        change={stepUrl('delivery', state)}
        changeLabel={t('checkout.changeAddress')}
        testId="review-address"
      >
        <ChosenAddress address={step.address} shipments={step.shipments} />
      </ChosenStep>
      <ChosenStep
        title={t('checkout.payBy')}
        change={stepUrl('payment-info', state)}
        changeLabel={t('checkout.changePayment')}
        testId="review-payment"
      >
        <p data-testid="review-payment-mode">{step.paymentMode}</p>
      </ChosenStep>
      <section className="chosen-step">
        <h2>{t('checkout.orderItems')}</h2>
        <OrderLines lines={step.lines} currencySymbol={step.cart.currencySymbol} />
      </section>
    </CheckoutFrame>
  );
}
