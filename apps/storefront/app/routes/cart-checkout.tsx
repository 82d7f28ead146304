import { NO_ADDRESS_SELECTED } from '@vitrine/contract';
import { useText } from '@vitrine/kit';
import { CHECKOUT_EN_IN } from '@vitrine/kit/account-texts';
import type { ReactNode } from 'react';
import { data, useLoaderData } from 'react-router';
import addressStyles from '../address/address.css?url';
import cartStyles from '../cart/cart.css?url';
import { AddressStep } from '../checkout/address-step';
import checkoutStyles from '../checkout/checkout.css?url';
import { afterEveryForm } from '../checkout/checkout-forms';
import { CheckoutLayout, useCheckoutState } from '../checkout/checkout-frame';
import { openCheckout, refuse } from '../checkout/checkout-page.server';
import { deliveryAction, loadDelivery } from '../checkout/delivery.server';
import { openStep, placeOf, type StepId } from '../checkout/flow';
import { loadPayment, paymentAction } from '../checkout/payment.server';
import { PaymentStep } from '../checkout/payment-step';
import { loadReview, placeOrderAction } from '../checkout/review.server';
import { ChosenAddress, ChosenStep, OrderLines, PlaceOrder } from '../checkout/review-step';
import { useBeginCheckout, useCheckoutProgress } from '../checkout/use-checkout-events';
import { readForm } from '../forms.server';
import type { Route } from './+types/cart-checkout';

export const handle = { themePage: 'single-page-checkout' };

export const links = () => [
  { rel: 'stylesheet', href: cartStyles },
  { rel: 'stylesheet', href: addressStyles },
  { rel: 'stylesheet', href: checkoutStyles },
];

/**
 * /cart/checkout: the single-page checkout (spec §2), the three steps one under the other, the first choice
 * still to make open; its query is the steps' own (id, buy_now, address_id, payment_mode, …). The same loaders
 * and actions as the step pages, which go on to this page instead of the next one.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const state = await openCheckout(context, request);
  const open = openStep(state);
  const [delivery, payment, review] = await Promise.all([
    loadDelivery(context, request, state, 'single-page'),
    open === 'delivery' ? undefined : loadPayment(context, state, 'single-page'),
    open === 'order-review' ? loadReview(context, state, 'single-page') : undefined,
  ]);
  return data({ open, delivery: delivery.step, payment, review }, { headers: delivery.headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const state = await openCheckout(context, request);
  const form = await readForm(request);
  const intent = String(form.get('intent') ?? '');
  if (intent === 'select-payment') {
    if (!state.addressId) return refuse(intent, NO_ADDRESS_SELECTED);
    return paymentAction(context, state, form, 'single-page');
  }
  if (intent === 'place-order') return placeOrderAction(context, request, state, form);
  return deliveryAction(context, state, form, 'single-page');
}

export const shouldRevalidate = afterEveryForm;

export const meta: Route.MetaFunction = () => [{ title: 'Checkout' }, { name: 'robots', content: 'noindex' }];

/** One step of the single page: its number and name, then the step open, its choice made, or nothing yet. */
function Step({
  number,
  title,
  id,
  children,
}: {
  number: number;
  title: string;
  id: StepId;
  children?: ReactNode;
}) {
  return (
    <section className="single-step" data-testid={`single-step-${id}`} aria-labelledby={`single-step-${id}`}>
      <h2 id={`single-step-${id}`} className="single-step__title">
        <span className="checkout-steps__number" aria-hidden="true">
          {number}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function CartCheckout() {
  const { open, delivery, payment, review } = useLoaderData<typeof loader>();
  const t = useText(CHECKOUT_EN_IN);
  const state = useCheckoutState();
  useBeginCheckout(delivery.cart);
  useCheckoutProgress();
  const chosenAddress = delivery.addresses.find((address) => address.id === state.addressId);
  const cart = review?.cart ?? payment?.cart ?? delivery.cart;
  return (
    <section className="checkout" data-testid="checkout-single">
      <h1 className="page-title">{t('checkout.title')}</h1>
      <CheckoutLayout cart={cart} last={review ? <PlaceOrder attempt={review.attempt} /> : undefined}>
        <Step number={1} title={t('checkout.step.delivery')} id="delivery">
          {open === 'delivery' || !chosenAddress ? (
            <AddressStep step={delivery} />
          ) : (
            <ChosenStep
              title={t('checkout.deliverTo')}
              change={placeOf('delivery', state, 'single-page')}
              changeLabel={t('checkout.changeAddress')}
              testId="review-address"
            >
              <ChosenAddress address={chosenAddress} shipments={payment?.shipments ?? delivery.shipments} />
            </ChosenStep>
          )}
        </Step>
        <Step number={2} title={t('checkout.step.payment')} id="payment-info">
          {open === 'payment-info' && payment ? (
            <PaymentStep
              options={payment.options}
              preselected={payment.preselected}
              currencySymbol={payment.cart.currencySymbol}
            />
          ) : null}
          {open === 'order-review' && review ? (
            <ChosenStep
              title={t('checkout.payBy')}
              change={placeOf('payment-info', state, 'single-page')}
              changeLabel={t('checkout.changePayment')}
              testId="review-payment"
            >
              <p data-testid="review-payment-mode">{review.paymentMode}</p>
            </ChosenStep>
          ) : null}
        </Step>
        <Step number={3} title={t('checkout.step.review')} id="order-review">
          {review ? <OrderLines lines={review.lines} currencySymbol={review.cart.currencySymbol} /> : null}
        </Step>
      </CheckoutLayout>
    </section>
  );
}
