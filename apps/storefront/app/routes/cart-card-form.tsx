import { useText } from '@vitrine/kit';
import { CHECKOUT_EN_IN } from '@vitrine/kit/account-texts';
import { type FormEvent, useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { BAG_PATH } from '../cart/cart-paths';
import { loadCardForm } from '../checkout/card-form.server';
import { postCard } from '../checkout/card-txn';
import checkoutStyles from '../checkout/checkout.css?url';
import { requireCartEnabled, requireUser } from '../guards/guards.server';
import type { Route } from './+types/cart-card-form';

export const handle = { themePage: 'cart-payment' };

export const links = () => [{ rel: 'stylesheet', href: checkoutStyles }];

/** /cart/card-form?order_id&…: the card, posted from the browser straight to the provider (Juspay-style, spec §8). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCartEnabled(context, request);
  await requireUser(context, request);
  return loadCardForm(request);
}

export const meta: Route.MetaFunction = () => [
  { title: 'Pay by card' },
  { name: 'robots', content: 'noindex' },
];

function Field(props: {
  name: string;
  label: string;
  autoComplete: string;
  numeric?: boolean;
  secret?: boolean;
}) {
  return (
    <>
      <label htmlFor={`card-${props.name}`}>{props.label}</label>
      <input
        id={`card-${props.name}`}
        name={props.name}
        required
        maxLength={props.name === 'name_on_card' ? 100 : 23}
        type={props.secret ? 'password' : 'text'}
        inputMode={props.numeric ? 'numeric' : undefined}
        autoComplete={props.autoComplete}
        data-testid={`card-${props.name}`}
      />
    </>
  );
}

export default function CartCardForm() {
  const form = useLoaderData<typeof loader>();
  const t = useText(CHECKOUT_EN_IN);
  const [refusal, setRefusal] = useState<string>();
  const [sending, setSending] = useState(false);
  // With JavaScript the answer is read here (format=json); without, the provider's own redirect takes over.
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setRefusal(undefined);
    const answer = await postCard(event.currentTarget);
    if ('next' in answer) {
      window.location.assign(answer.next);
      return;
    }
    setRefusal(answer.error ?? t('checkout.cardForm.failed'));
    setSending(false);
  }
  return (
    <section className="order-status" data-testid="card-form-page">
      <h1 className="page-title">{t('checkout.cardForm.title')}</h1>
      <p>{t('checkout.cardForm.hint', { provider: form.provider })}</p>
      <form method="post" action={form.action} className="upi-form" onSubmit={submit} data-testid="card-form">
        <input type="hidden" name="order_id" value={form.orderId} />
        <input type="hidden" name="merchant_id" value={form.merchantId} />
        <input type="hidden" name="payment_method_type" value="CARD" />
        <input type="hidden" name="redirect_after_payment" value="true" />
        {refusal ? (
          <p className="checkout__refusal" role="alert" data-testid="card-refused">
            {refusal}
          </p>
        ) : null}
        <Field name="card_number" label={t('checkout.cardForm.number')} autoComplete="cc-number" numeric />
        <Field
          name="card_exp_month"
          label={t('checkout.cardForm.month')}
          autoComplete="cc-exp-month"
          numeric
        />
        <Field name="card_exp_year" label={t('checkout.cardForm.year')} autoComplete="cc-exp-year" numeric />
        <Field
          name="card_security_code"
          label={t('checkout.cardForm.cvv')}
          autoComplete="cc-csc"
          numeric
          secret
        />
        <Field name="name_on_card" label={t('checkout.cardForm.name')} autoComplete="cc-name" />
        <button
          type="submit"
          className="button button--primary checkout__next"
          disabled={sending}
          data-testid="card-pay"
        >
          {t('checkout.cardForm.pay')}
        </button>
        <Link to={BAG_PATH} className="checkout__mend" data-testid="back-to-cart">
          {t('checkout.backToCart')}
        </Link>
      </form>
    </section>
  );
}
