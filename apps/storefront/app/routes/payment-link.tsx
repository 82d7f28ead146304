import { useText } from '@vitrine/kit';
import { PAYMENT_LINK_EN_IN } from '@vitrine/kit/account-texts';
import {
  data,
  Form,
  isRouteErrorResponse,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  useRouteError,
} from 'react-router';
import { failureMessage, failureStatus } from '../account/form.server';
import { apiErrorStatus, pageError } from '../catalog/page-error.server';
import { arrivedOverHttps } from '../forms.server';
import styles from '../payment-link/payment-link.css?url';
import {
  CONFIRM_TRIES,
  confirmDelaySeconds,
  formatAmount,
  LINK_ID,
  paymentLinkPath,
  RETURNED_PARAM,
  returnPath,
} from '../payment-link/payment-link-paths';
import { EmptyState } from '../shell/empty-state';
import type { Route } from './+types/payment-link';

/** Outside the main layout (spec §2): a payer may know nothing of the shop but this page. */
export const handle = { outsideLayout: true };

export const links = () => [{ rel: 'stylesheet', href: styles }];

const notFound = () => data('Payment link not found', { status: 404 });

/**
 * /payment/link/{id}/: a payment link as its payer sees it. The link, its status (asked of the gateway by the
 * platform when a payment is under way) and the ways to pay are loaded together, before the page.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = params.id;
  if (!LINK_ID.test(id)) throw notFound();
  const { payment } = context.sdk;
  const [link, poll, modes] = await Promise.all([
    payment.getPaymentLink({ paymentLinkId: id }),
    payment.pollingPaymentLink({ paymentLinkId: id }),
    payment.getPaymentModeRoutesPaymentLink({ paymentLinkId: id }),
  ]).catch((error) => {
    if (apiErrorStatus(error) === 404) throw notFound();
    return pageError(error);
  });
  const online = modes.payment_options.payment_option[0];
  const returned = Number(new URL(request.url).searchParams.get(RETURNED_PARAM));
  return {
    id,
    shop: link.merchant_name ?? '',
    amount: formatAmount(link.amount ?? 0, link.currency ?? 'INR'),
    description: link.description ?? '',
    status: poll.status ?? link.payment_link_current_status ?? 'active',
    payWith: online ? { mode: online.name, aggregator: online.aggregator_name ?? '' } : undefined,
    /** How many times the page has asked since the payer came back from the gateway (0: they did not). */
    returned: Number.isInteger(returned) && returned > 0 ? Math.min(returned, CONFIRM_TRIES) : 0,
  };
}

export const meta: Route.MetaFunction = ({ data: page }) => [
  { title: page?.shop ? `Payment request from ${page.shop}` : 'Payment link' },
  { name: 'robots', content: 'noindex' },
];

const FIELD = /^[\w-]{1,40}$/;

/** Pay: the platform asks the gateway for the link's order, and the payer goes to the gateway's page. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const id = params.id;
  if (!LINK_ID.test(id)) throw notFound();
  const form = await request.formData();
  const mode = String(form.get('mode') ?? '');
  const aggregator = String(form.get('aggregator') ?? '');
  if (!FIELD.test(mode) || !FIELD.test(aggregator))
    return data({ error: 'Choose how to pay' }, { status: 400 });
  const back = new URL(returnPath(id), request.url);
  if (arrivedOverHttps(request)) back.protocol = 'https:';
  try {
    const answer = await context.sdk.payment.createOrderHandlerPaymentLink({
      body: {
        payment_link_id: id,
        currency: 'INR',
        success_callback_url: back.href,
        failure_callback_url: back.href,
        payment_methods: {
          name: mode,
          mode,
          meta: { merchant_code: mode, payment_gateway: aggregator, payment_identifier: mode },
        },
      },
    });
    const page = URL.parse(answer.data?.redirect_url ?? '');
    if (!page || !/^https?:$/.test(page.protocol)) throw new Error('the platform named no page to pay at');
    return redirect(page.href, 303);
  } catch (error) {
    const status = apiErrorStatus(error);
    if (status === 404) throw notFound();
    // Paid, cancelled or expired meanwhile: the page says which.
    if (status === 409) return redirect(paymentLinkPath(id), 303);
    return data({ error: failureMessage(error) }, { status: failureStatus(error) });
  }
}

function Amount({ amount, description }: { amount: string; description: string }) {
  const t = useText(PAYMENT_LINK_EN_IN);
  return (
    <dl className="payment-link__facts">
      <dt>{t('paymentLink.amount')}</dt>
      <dd data-testid="payment-link-amount">{amount}</dd>
      {description ? (
        <>
          <dt>{t('paymentLink.for')}</dt>
          <dd data-testid="payment-link-description">{description}</dd>
        </>
      ) : null}
    </dl>
  );
}

function PayButton({ amount, payWith }: { amount: string; payWith: { mode: string; aggregator: string } }) {
  const t = useText(PAYMENT_LINK_EN_IN);
  const failure = useActionData<typeof action>();
  const paying = useNavigation().state !== 'idle';
  return (
    <Form method="post" className="payment-link__pay">
      <input type="hidden" name="mode" value={payWith.mode} />
      <input type="hidden" name="aggregator" value={payWith.aggregator} />
      {failure?.error ? (
        <p role="alert" className="payment-link__error" data-testid="payment-link-error">
          {failure.error}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary"
        data-testid="payment-link-pay"
        disabled={paying}
      >
        {paying ? t('paymentLink.paying') : t('paymentLink.pay', { amount })}
      </button>
      <p className="payment-link__hint">{t('paymentLink.secure')}</p>
    </Form>
  );
}

/** After the gateway: asks again after 2, 4, 8, 8… seconds (spec §9's polling), then leaves it to the payer. */
function Confirming({ id, returned }: { id: string; returned: number }) {
  const t = useText(PAYMENT_LINK_EN_IN);
  const next = `${paymentLinkPath(id)}?${RETURNED_PARAM}=${returned + 1}`;
  return (
    <div data-testid="payment-link-confirming">
      <meta httpEquiv="refresh" content={`${confirmDelaySeconds(returned)};url=${next}`} />
      <h2>{t('paymentLink.confirming')}</h2>
      <p>{t('paymentLink.confirmingHint')}</p>
      <a href={next} className="button">
        {t('paymentLink.checkAgain')}
      </a>
    </div>
  );
}

const ENDED = {
  paid: ['paymentLink.paid', 'paymentLink.paidHint'],
  cancelled: ['paymentLink.cancelled', 'paymentLink.cancelledHint'],
  expired: ['paymentLink.expired', 'paymentLink.expiredHint'],
} as const;

const STATUS_TEXT = {
  active: 'paymentLink.status.active',
  paid: 'paymentLink.status.paid',
  cancelled: 'paymentLink.status.cancelled',
  expired: 'paymentLink.status.expired',
} as const;

export default function PaymentLink() {
  const page = useLoaderData<typeof loader>();
  const t = useText(PAYMENT_LINK_EN_IN);
  // 'failed' is an active link whose last attempt failed: it may still be paid.
  const failed = page.status === 'failed';
  const status = (failed ? 'active' : page.status) as keyof typeof STATUS_TEXT;
  const ended = status in ENDED ? ENDED[status as keyof typeof ENDED] : undefined;
  const confirming = status === 'active' && !failed && page.returned > 0 && page.returned < CONFIRM_TRIES;
  return (
    <main className="payment-link" data-testid="payment-link">
      <h1 className="payment-link__title">{t('paymentLink.title', { shop: page.shop })}</h1>
      <Amount amount={page.amount} description={page.description} />
      <p className="payment-link__status">
        {t('paymentLink.status')}:{' '}
        <strong data-testid="payment-link-status" data-status={status}>
          {t(STATUS_TEXT[status] ?? 'paymentLink.status.active')}
        </strong>
      </p>
      {ended ? (
        <section role="status" data-testid={`payment-link-${status}`}>
          <h2>{t(ended[0])}</h2>
          <p>{t(ended[1], { shop: page.shop, amount: page.amount })}</p>
        </section>
      ) : confirming ? (
        <Confirming id={page.id} returned={page.returned} />
      ) : (
        <>
          {failed ? (
            <p role="alert" className="payment-link__error" data-testid="payment-link-failed">
              {t('paymentLink.failed')}
            </p>
          ) : page.returned > 0 ? (
            <p role="status">{t('paymentLink.notConfirmed')}</p>
          ) : null}
          {page.payWith ? (
            <PayButton amount={page.amount} payWith={page.payWith} />
          ) : (
            <p>{t('paymentLink.noWayToPay')}</p>
          )}
        </>
      )}
    </main>
  );
}

/** A link never made (or mistyped), or a page that failed: the empty state, its button hidden on this path. */
export function ErrorBoundary() {
  const error = useRouteError();
  const t = useText(PAYMENT_LINK_EN_IN);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const message = isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : '';
  return (
    <main className="payment-link" data-testid={notFound ? 'payment-link-not-found' : 'payment-link-error'}>
      <EmptyState
        title={notFound ? t('paymentLink.notFound') : message || 'Something went wrong'}
        description={notFound ? t('paymentLink.notFoundHint') : undefined}
        button={{ text: 'Go to home', to: '/' }}
      />
    </main>
  );
}
