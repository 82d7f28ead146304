import { useText } from '@vitrine/kit';
import { CART_EN_IN, CHECKOUT_EN_IN } from '@vitrine/kit/account-texts';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PriceBreakup } from '../cart/price-breakup';
import { CHECKOUT_STEPS, type CheckoutState, type StepId, stateOf } from './flow';
import type { CheckoutCart } from './shipments';

/** What checkout knows so far, read off this page's address as its loader and action read it. */
export function useCheckoutState(): CheckoutState {
  const { pathname, search } = useLocation();
  return stateOf(new URL(`${pathname}${search}`, 'http://shop.invalid'));
}

const STEP_NAMES = {
  delivery: 'checkout.step.delivery',
  'payment-info': 'checkout.step.payment',
  'order-review': 'checkout.step.review',
} as const;

/** Where the shopper is in checkout: the three steps, the current one marked (and spoken) as such. */
function CheckoutSteps({ current }: { current: StepId }) {
  const t = useText(CHECKOUT_EN_IN);
  const at = CHECKOUT_STEPS.findIndex((step) => step.id === current);
  return (
    <ol className="checkout-steps" aria-label={t('checkout.steps')}>
      {CHECKOUT_STEPS.map((step, index) => (
        <li
          key={step.id}
          className={index < at ? 'checkout-steps__step checkout-steps__step--done' : 'checkout-steps__step'}
          aria-current={index === at ? 'step' : undefined}
        >
          <span className="checkout-steps__number" aria-hidden="true">
            {index + 1}
          </span>
          {t(STEP_NAMES[step.id])}
        </li>
      ))}
    </ol>
  );
}

/** The cart beside every step: how many items, and its price breakup as the platform sends it. */
function CheckoutSummary({ cart }: { cart: CheckoutCart }) {
  const t = useText(CART_EN_IN);
  return (
    <aside className="checkout__summary" data-testid="checkout-summary">
      <p className="checkout__count">
        {cart.count === 1 ? t('cart.oneItem') : t('cart.itemCount', { count: cart.count })}
      </p>
      <PriceBreakup rows={cart.breakup} currencySymbol={cart.currencySymbol} />
    </aside>
  );
}

/**
 * The step and the cart's summary, beside it on wide screens; `last` (placing the order) comes after the summary
 * on a phone, so the total is read before the button, and under the step on wide screens.
 */
export function CheckoutLayout({
  cart,
  last,
  children,
}: {
  cart: CheckoutCart;
  last?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="checkout__layout">
      <div className="checkout__step">{children}</div>
      <CheckoutSummary cart={cart} />
      {last ? <div className="checkout__last">{last}</div> : null}
    </div>
  );
}

/** A checkout page: the steps, its title, then the step with the cart's summary. */
export function CheckoutFrame({
  current,
  title,
  cart,
  last,
  children,
}: {
  current: StepId;
  title: string;
  cart: CheckoutCart;
  last?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="checkout" data-testid={`checkout-${current}`}>
      <CheckoutSteps current={current} />
      <h1 className="page-title">{title}</h1>
      <CheckoutLayout cart={cart} last={last}>
        {children}
      </CheckoutLayout>
    </section>
  );
}
