import { useText } from '@vitrine/kit';
import { CHECKOUT_EN_IN } from '@vitrine/kit/account-texts';
import { useEffect } from 'react';
import { useLoaderData } from 'react-router';
import checkoutStyles from '../checkout/checkout.css?url';
import { loadProviderForm } from '../checkout/provider-form.server';
import { requireCartEnabled, requireUser } from '../guards/guards.server';
import type { Route } from './+types/cart-pay';

export const handle = { themePage: 'cart-payment' };

export const links = () => [{ rel: 'stylesheet', href: checkoutStyles }];

/** /cart/pay?order_id&…: posts the order's signed hidden form to the provider's page (Payumoney-style). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCartEnabled(context, request);
  await requireUser(context, request);
  return loadProviderForm(request);
}

export const meta: Route.MetaFunction = () => [{ title: 'Payment' }, { name: 'robots', content: 'noindex' }];

const FORM_ID = 'provider-form';
// Runs as the page is parsed, before hydration; the effect covers a page reached by client-side navigation.
const SUBMIT_NOW = `window.providerFormSent=true;document.getElementById('${FORM_ID}').submit();`;

export default function CartPay() {
  const { provider, action, fields } = useLoaderData<typeof loader>();
  const t = useText(CHECKOUT_EN_IN);
  useEffect(() => {
    const sent = window as { providerFormSent?: boolean };
    if (sent.providerFormSent) return;
    sent.providerFormSent = true;
    (document.getElementById(FORM_ID) as HTMLFormElement | null)?.submit();
  }, []);
  return (
    <section className="order-status" data-testid="provider-form-page">
      <h1 className="page-title">{t('checkout.providerPage.title')}</h1>
      <p>{t('checkout.providerPage.hint', { provider })}</p>
      <form id={FORM_ID} method="post" action={action} data-testid="provider-form">
        {fields.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button
          type="submit"
          className="button button--primary checkout__next"
          data-testid="provider-continue"
        >
          {t('checkout.providerPage.continue')}
        </button>
      </form>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours, no data in it */}
      <script dangerouslySetInnerHTML={{ __html: SUBMIT_NOW }} />
    </section>
  );
}
