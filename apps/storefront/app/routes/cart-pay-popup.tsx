import { useText } from '@vitrine/kit';
import { CHECKOUT_EN_IN } from '@vitrine/kit/account-texts';
import { Link, useLoaderData } from 'react-router';
import { BAG_PATH } from '../cart/cart-paths';
import checkoutStyles from '../checkout/checkout.css?url';
import { loadPopupCheckout } from '../checkout/popup-checkout.server';
import { usePopupCheckout } from '../checkout/use-popup-checkout';
import { requireCartEnabled, requireUser } from '../guards/guards.server';
import type { Route } from './+types/cart-pay-popup';

export const handle = { themePage: 'cart-payment' };

export const links = () => [{ rel: 'stylesheet', href: checkoutStyles }];

/** /cart/pay-popup?order_id&…: pays the order in the provider's checkout popup (Razorpay-style), spec §4. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCartEnabled(context, request);
  await requireUser(context, request);
  return loadPopupCheckout(request);
}

export const meta: Route.MetaFunction = () => [{ title: 'Payment' }, { name: 'robots', content: 'noindex' }];

export default function CartPayPopup() {
  const popup = useLoaderData<typeof loader>();
  const t = useText(CHECKOUT_EN_IN);
  const { state, retry } = usePopupCheckout({ ...popup, name: t('checkout.popup.name') });
  const fallback = (
    <a href={popup.fallbackUrl} className="checkout__mend" data-testid="popup-fallback">
      {t('checkout.popup.fallback')}
    </a>
  );
  if (state === 'dismissed' || state === 'unavailable') {
    return (
      <section className="order-status" data-testid="popup-payment">
        <h1 className="page-title" data-testid="payment-failed">
          {t('checkout.paymentFailed')}
        </h1>
        <p role="alert">{t('checkout.popup.dismissedHint')}</p>
        {state === 'dismissed' ? (
          <button
            type="button"
            className="button button--primary order-status__next"
            data-testid="popup-retry"
            onClick={retry}
          >
            {t('checkout.popup.retry')}
          </button>
        ) : null}
        {fallback}
        <Link to={BAG_PATH} className="button order-status__next" data-testid="back-to-cart">
          {t('checkout.backToCart')}
        </Link>
      </section>
    );
  }
  return (
    <section className="order-status" data-testid="popup-payment">
      <h1 className="page-title">{t('checkout.popup.title')}</h1>
      <p role="status">{t('checkout.popup.hint')}</p>
      <noscript>{fallback}</noscript>
    </section>
  );
}
