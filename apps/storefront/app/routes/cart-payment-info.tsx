import { useText } from '@vitrine/kit';
import { CHECKOUT_EN_IN } from '@vitrine/kit/account-texts';
import { Link, useLoaderData } from 'react-router';
import cartStyles from '../cart/cart.css?url';
import { DeliveryPromise } from '../checkout/address-step';
import checkoutStyles from '../checkout/checkout.css?url';
import { afterEveryForm } from '../checkout/checkout-forms';
import { CheckoutFrame, useCheckoutState } from '../checkout/checkout-frame';
import { openCheckout } from '../checkout/checkout-page.server';
import { stepUrl } from '../checkout/flow';
import { loadPayment, paymentAction } from '../checkout/payment.server';
import { PaymentStep } from '../checkout/payment-step';
import { useCheckoutProgress } from '../checkout/use-checkout-events';
import { readForm } from '../forms.server';
import type { Route } from './+types/cart-payment-info';

export const handle = { themePage: 'cart-payment' };

export const links = () => [
  { rel: 'stylesheet', href: cartStyles },
  { rel: 'stylesheet', href: checkoutStyles },
];

/** /cart/payment-info?id&address_id&billing_address_id[&buy_now]: step 1, how to pay (spec §2). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const state = await openCheckout(context, request, 'payment-info');
  return { step: await loadPayment(context, state, 'steps') };
}

export async function action({ request, context }: Route.ActionArgs) {
  const state = await openCheckout(context, request, 'payment-info');
  return paymentAction(context, state, await readForm(request), 'steps');
}

export const shouldRevalidate = afterEveryForm;

export const meta: Route.MetaFunction = () => [{ title: 'Payment' }, { name: 'robots', content: 'noindex' }];

export default function CartPaymentInfo() {
  const { step } = useLoaderData<typeof loader>();
  const t = useText(CHECKOUT_EN_IN);
  const state = useCheckoutState();
  useCheckoutProgress();
  return (
    <CheckoutFrame current="payment-info" title={t('checkout.paymentTitle')} cart={step.cart}>
      <p className="checkout__promise">
        <DeliveryPromise shipments={step.shipments} />{' '}
        <Link to={stepUrl('delivery', state)} className="checkout__inline-change">
          {t('checkout.changeAddress')}
        </Link>
      </p>
      <PaymentStep
        options={step.options}
        preselected={step.preselected}
        currencySymbol={step.cart.currencySymbol}
      />
    </CheckoutFrame>
  );
}
