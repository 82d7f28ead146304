import { useText } from '@vitrine/kit';
import { CHECKOUT_EN_IN } from '@vitrine/kit/account-texts';
import { data, useLoaderData } from 'react-router';
import addressStyles from '../address/address.css?url';
import cartStyles from '../cart/cart.css?url';
import { AddressStep } from '../checkout/address-step';
import checkoutStyles from '../checkout/checkout.css?url';
import { afterEveryForm } from '../checkout/checkout-forms';
import { CheckoutFrame } from '../checkout/checkout-frame';
import { openCheckout } from '../checkout/checkout-page.server';
import { deliveryAction, loadDelivery } from '../checkout/delivery.server';
import { useBeginCheckout, useCheckoutProgress } from '../checkout/use-checkout-events';
import { readForm } from '../forms.server';
import type { Route } from './+types/cart-delivery';

export const handle = { themePage: 'cart-delivery' };

export const links = () => [
  { rel: 'stylesheet', href: cartStyles },
  { rel: 'stylesheet', href: addressStyles },
  { rel: 'stylesheet', href: checkoutStyles },
];

/**
 * /cart/delivery?id={cartId}[&buy_now=true]: checkout's first step (spec §2), the address. Signed-in shoppers
 * only; personal, so never kept (private, no-store, as every page the shared cache does not name).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const state = await openCheckout(context, request, 'delivery');
  const { step, headers } = await loadDelivery(context, request, state, 'steps');
  return data({ step }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const state = await openCheckout(context, request, 'delivery');
  return deliveryAction(context, state, await readForm(request), 'steps');
}

export const shouldRevalidate = afterEveryForm;

export const meta: Route.MetaFunction = () => [
  { title: 'Delivery address' },
  { name: 'robots', content: 'noindex' },
];

export default function CartDelivery() {
  const { step } = useLoaderData<typeof loader>();
  const t = useText(CHECKOUT_EN_IN);
  useBeginCheckout(step.cart);
  useCheckoutProgress();
  return (
    <CheckoutFrame current="delivery" title={t('checkout.deliveryTitle')} cart={step.cart}>
      <AddressStep step={step} />
    </CheckoutFrame>
  );
}
