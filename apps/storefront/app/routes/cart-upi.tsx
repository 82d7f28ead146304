import { formatPrice, useText } from '@vitrine/kit';
import { CHECKOUT_EN_IN } from '@vitrine/kit/account-texts';
import { Form, Link, useLoaderData } from 'react-router';
import cartStyles from '../cart/cart.css?url';
import { BAG_PATH } from '../cart/cart-paths';
import checkoutStyles from '../checkout/checkout.css?url';
import { UPI_INTENT } from '../checkout/checkout-forms';
import { StepRefusal, useRefusal, useSending } from '../checkout/step-refusal';
import { loadUpiPage, sendUpiRequest } from '../checkout/upi.server';
import { readForm } from '../forms.server';
import { requireCartEnabled, requireUser } from '../guards/guards.server';
import type { Route } from './+types/cart-upi';

export const handle = { themePage: 'cart-payment' };

export const links = () => [
  { rel: 'stylesheet', href: cartStyles },
  { rel: 'stylesheet', href: checkoutStyles },
];

/** /cart/upi?order_id&amount&…: pay an order by UPI collect (spec §2), then on to /cart/order-status/. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCartEnabled(context, request);
  await requireUser(context, request);
  return loadUpiPage(context, request);
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireCartEnabled(context, request);
  const user = await requireUser(context, request);
  return sendUpiRequest(context, request, user, await readForm(request));
}

export const meta: Route.MetaFunction = () => [
  { title: 'Pay by UPI' },
  { name: 'robots', content: 'noindex' },
];

const rupees = (paise: number) => formatPrice(paise / 100, '₹');

function Waiting({ vpa, again, otherId }: { vpa: string; again: string; otherId: string }) {
  const t = useText(CHECKOUT_EN_IN);
  return (
    <>
      {/* The payer answers in another app: this page asks the platform again by itself. */}
      <meta httpEquiv="refresh" content="3" />
      <h2 data-testid="upi-waiting">{t('checkout.upi.waiting')}</h2>
      <p>{t('checkout.upi.waitingHint', { vpa })}</p>
      <a href={again} className="button order-status__next" data-testid="check-again">
        {t('checkout.checkAgain')}
      </a>
      <a href={otherId} className="checkout__mend">
        {t('checkout.upi.otherId')}
      </a>
    </>
  );
}

function VpaForm({ failed }: { failed: boolean }) {
  const t = useText(CHECKOUT_EN_IN);
  const refusal = useRefusal(UPI_INTENT);
  const sending = useSending(UPI_INTENT);
  return (
    <Form method="post" className="upi-form" data-testid="upi-form">
      <input type="hidden" name="intent" value={UPI_INTENT} />
      {failed && !refusal ? (
        <p className="checkout__refusal" role="alert" data-testid="upi-failed">
          {t('checkout.upi.failed')}
        </p>
      ) : null}
      <StepRefusal refusal={refusal} />
      <label htmlFor="upi-vpa">{t('checkout.upi.vpa')}</label>
      <input
        id="upi-vpa"
        name="vpa"
        required
        maxLength={100}
        autoComplete="off"
        inputMode="email"
        placeholder="name@bank"
        aria-describedby="upi-vpa-hint"
        data-testid="upi-vpa"
      />
      <p id="upi-vpa-hint" className="field-hint">
        {t('checkout.upi.vpaHint')}
      </p>
      <button
        type="submit"
        className="button button--primary checkout__next"
        disabled={sending}
        data-testid="upi-send"
      >
        {sending ? t('checkout.upi.sending') : t('checkout.upi.send')}
      </button>
      <Link to={BAG_PATH} className="checkout__mend" data-testid="back-to-cart">
        {t('checkout.backToCart')}
      </Link>
    </Form>
  );
}

export default function CartUpi() {
  const page = useLoaderData<typeof loader>();
  const t = useText(CHECKOUT_EN_IN);
  return (
    <section className="order-status" data-testid="upi-page">
      <h1 className="page-title">{t('checkout.upi.title')}</h1>
      <p className="order-status__total">
        {t('checkout.upi.amount')} <strong data-testid="upi-amount">{rupees(page.amount)}</strong>
      </p>
      {page.view === 'waiting' ? (
        <Waiting vpa={page.vpa} again={page.again} otherId={page.otherId} />
      ) : (
        <VpaForm failed={page.failed} />
      )}
    </section>
  );
}
