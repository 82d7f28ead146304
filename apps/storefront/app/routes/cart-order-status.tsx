import { formatPrice, useText } from '@vitrine/kit';
import { CART_EN_IN, CHECKOUT_EN_IN } from '@vitrine/kit/account-texts';
import { Link, useLoaderData } from 'react-router';
import { requestCookies, SESSION_COOKIE } from '../account/session.server';
import cartStyles from '../cart/cart.css?url';
import { BAG_PATH } from '../cart/cart-paths';
import { apiErrorStatus } from '../catalog/page-error.server';
import checkoutStyles from '../checkout/checkout.css?url';
import { ORDER_STATUS_PATH } from '../checkout/flow';
import { type OrderSummary, readOrderSummary } from '../checkout/order-summary.server';
import { requireCartEnabled, requireUser } from '../guards/guards.server';
import type { Route } from './+types/cart-order-status';

export const handle = { themePage: 'order-status' };

export const links = () => [
  { rel: 'stylesheet', href: cartStyles },
  { rel: 'stylesheet', href: checkoutStyles },
];

/** An order id as the platform makes them; anything else in the address is no order of ours. */
const ORDER_ID = /^[\w-]{1,60}$/;

/** How an order paid online stands, as the platform finds out from the gateway; undefined for other orders. */
async function onlinePayment(
  context: Route.LoaderArgs['context'],
  orderId: string,
  mode: string | undefined,
) {
  if (mode === 'COD' || mode === 'PP') return undefined;
  try {
    const answer = await context.sdk.payment.checkAndUpdatePaymentStatus({
      body: { aggregator: '', method: mode ?? '', merchant_order_id: orderId },
    });
    return answer.status;
  } catch (error) {
    // Not paid online (or not this shopper's order): the page says what the checkout said.
    if (apiErrorStatus(error) === 404) return undefined;
    throw error;
  }
}

/**
 * /cart/order-status/?success&order_id&cart_id&delivery_address_id&billing_address_id&uid: the result of a
 * checkout (spec §2; also the payment callback path). What was bought and the total come from the checkout's own
 * answer, kept for this session for a few minutes (order-summary.server.ts); otherwise the order id alone. An
 * order paid online is placed only once the platform has the gateway's word, which it asks for here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCartEnabled(context, request);
  await requireUser(context, request);
  const query = new URL(request.url).searchParams;
  const orderId = query.get('order_id') ?? '';
  if (query.get('success') !== 'true' || !ORDER_ID.test(orderId)) return { view: 'not-placed' as const };
  const session = requestCookies(request)[SESSION_COOKIE];
  const summary = readOrderSummary(request, orderId, session) ?? null;
  const payment = await onlinePayment(context, orderId, summary?.paymentMode);
  if (payment === 'failed') return { view: 'payment-failed' as const };
  if (payment === 'pending') {
    return { view: 'payment-pending' as const, again: `${ORDER_STATUS_PATH}?${query}` };
  }
  return { view: 'placed' as const, orderId, summary };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.view === 'placed' ? 'Order placed' : 'Order not placed' },
  { name: 'robots', content: 'noindex' },
];

function Placed({ orderId, summary }: { orderId: string; summary: OrderSummary | null }) {
  const t = useText(CART_EN_IN, CHECKOUT_EN_IN);
  return (
    <section className="order-status" data-testid="order-status">
      <h1 className="page-title" data-testid="order-placed">
        {t('checkout.orderPlaced')}
      </h1>
      <p className="order-status__id">
        {t('checkout.orderId')} <strong data-testid="order-id">{orderId}</strong>
      </p>
      {summary ? (
        <>
          <p>{t('checkout.thanks')}</p>
          <h2>{t('checkout.bought')}</h2>
          <ul className="order-status__lines" data-testid="order-status-lines">
            {summary.lines.map((line) => (
              <li key={line.id} data-testid="order-status-line">
                <span>{line.name}</span>
                <span className="order-status__meta">
                  {line.size ? `${t('cart.size', { size: line.size })} · ` : ''}
                  {t('checkout.quantity', { count: line.quantity })}
                </span>
              </li>
            ))}
          </ul>
          {summary.more > 0 ? <p>{t('checkout.more', { count: summary.more })}</p> : null}
          <p className="order-status__total">
            {t('checkout.total')}{' '}
            <strong data-testid="order-total">{formatPrice(summary.total, summary.currencySymbol)}</strong>
          </p>
        </>
      ) : null}
      <Link
        to="/products/"
        className="button button--primary order-status__next"
        data-testid="continue-shopping"
      >
        {t('checkout.continueShopping')}
      </Link>
    </section>
  );
}

function PaymentPending({ again }: { again: string }) {
  const t = useText(CHECKOUT_EN_IN);
  return (
    <section className="order-status" data-testid="order-status">
      {/* The gateway's word may be a few seconds behind the shopper: the page asks again by itself. */}
      <meta httpEquiv="refresh" content="3" />
      <h1 className="page-title" data-testid="payment-pending">
        {t('checkout.paymentPending')}
      </h1>
      <p>{t('checkout.paymentPendingHint')}</p>
      <a href={again} className="button order-status__next" data-testid="check-again">
        {t('checkout.checkAgain')}
      </a>
    </section>
  );
}

export default function CartOrderStatus() {
  const outcome = useLoaderData<typeof loader>();
  const t = useText(CHECKOUT_EN_IN);
  if (outcome.view === 'placed') return <Placed orderId={outcome.orderId} summary={outcome.summary} />;
  if (outcome.view === 'payment-pending') return <PaymentPending again={outcome.again} />;
  const paymentFailed = outcome.view === 'payment-failed';
  return (
    <section className="order-status" data-testid="order-status">
      <h1 className="page-title" data-testid={paymentFailed ? 'payment-failed' : 'order-failed'}>
        {t(paymentFailed ? 'checkout.paymentFailed' : 'checkout.orderFailed')}
      </h1>
      <p>{t(paymentFailed ? 'checkout.paymentFailedHint' : 'checkout.orderFailedHint')}</p>
      <Link to={BAG_PATH} className="button button--primary order-status__next" data-testid="back-to-cart">
        {t('checkout.backToCart')}
      </Link>
    </section>
  );
}
