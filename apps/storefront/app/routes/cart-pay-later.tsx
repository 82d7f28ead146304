import { SIMPL_MESSAGES } from '@vitrine/contract';
import { useText } from '@vitrine/kit';
import { CHECKOUT_EN_IN } from '@vitrine/kit/account-texts';
import { Link, useLoaderData } from 'react-router';
import { BAG_PATH } from '../cart/cart-paths';
import checkoutStyles from '../checkout/checkout.css?url';
import { loadPayLaterReturn } from '../checkout/pay-later.server';
import { requireCartEnabled, requireUser } from '../guards/guards.server';
import type { Route } from './+types/cart-pay-later';

export const handle = { themePage: 'cart-payment' };

export const links = () => [{ rel: 'stylesheet', href: checkoutStyles }];

/** /cart/pay-later?order_id&aggregator&…: back from Simpl or Potlee; charged, then on to /cart/order-status/. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCartEnabled(context, request);
  await requireUser(context, request);
  return loadPayLaterReturn(context, request);
}

export const meta: Route.MetaFunction = () => [
  { title: 'Payment not completed' },
  { name: 'robots', content: 'noindex' },
];

export default function PayLaterReturn() {
  const t = useText(CHECKOUT_EN_IN);
  const { code, message } = useLoaderData<typeof loader>();
  // Spec §8: Simpl's refusals read by their code; anything else, the platform's message.
  const said =
    SIMPL_MESSAGES[code as keyof typeof SIMPL_MESSAGES] ?? (message || t('checkout.payLater.cancelled'));
  return (
    <section className="order-status" data-testid="pay-later-refused">
      <p className="checkout__error" role="alert" data-testid="checkout-error">
        {said}
      </p>
      <Link to={BAG_PATH} className="button button--primary">
        {t('checkout.payLater.retry')}
      </Link>
    </section>
  );
}
