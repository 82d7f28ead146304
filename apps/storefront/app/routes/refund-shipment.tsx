import { useEffect } from 'react';
import {
  data,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  useRevalidator,
} from 'react-router';
import { pageError } from '../catalog/page-error.server';
import { readForm } from '../forms.server';
import { requireUser } from '../guards/guards.server';
import styles from '../refund/refund.css?url';
import { refundAction } from '../refund/refund-actions.server';
import { RefundAddAccount } from '../refund/refund-add-account';
import { RefundBeneficiaries } from '../refund/refund-beneficiaries';
import { RefundStatus } from '../refund/refund-status';
import { beneficiaryView, refundNote, refundView } from '../refund/refund-view';
import type { Route } from './+types/refund-shipment';

/** Outside the main layout (spec §2: "Refund page, outside the layout"). */
export const handle = { outsideLayout: true };

export const links = () => [{ rel: 'stylesheet', href: styles }];

/** While a refund is on its way, the page asks again this often, so the shopper sees it paid. */
const REFRESH_MS = 5_000;
/** Which account form is open: the one asked for, else the bank form while the shopper has no account at all. */
const addingOf = (asked: string | null, none: boolean): 'bank' | 'upi' | null =>
  asked === 'bank' || asked === 'upi' ? asked : none ? 'bank' : null;

const SHIPMENT_NOT_FOUND = () => data('Shipment not found', { status: 404 });

/**
 * /refund/order/{orderId}/shipment/{shipmentId}: the signed-in shopper's refund for one shipment — its status and
 * amount, and when it is paid to an account rather than back to the payment, the accounts to pay it to.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireUser(context, request);
  const { shipment } = await context.sdk.order
    .getShipmentById({ shipmentId: params.shipmentId })
    .catch(pageError);
  if (shipment.order_id !== params.orderId) throw SHIPMENT_NOT_FOUND();
  const refund = refundView(shipment.refund_details);
  const beneficiaries = refund?.toBeneficiary
    ? (
        await context.sdk.payment.getOrderBeneficiariesDetail({ orderId: params.orderId }).catch(pageError)
      ).beneficiaries.map(beneficiaryView)
    : [];
  const asked = new URL(request.url).searchParams.get('add');
  const hasDefault = beneficiaries.some((beneficiary) => beneficiary.isDefault);
  return {
    orderId: params.orderId,
    shipmentId: params.shipmentId,
    refund,
    value: shipment.refund_details?.amount ?? 0,
    note: refund ? refundNote(refund, hasDefault) : '',
    beneficiaries,
    // Only a refund paid to an account has accounts to add: one back to the payment waits for the run alone.
    adding: refund?.toBeneficiary ? addingOf(asked, beneficiaries.length === 0) : null,
  };
}

/** Chooses the default account, or adds one (a UPI ID at once; a bank account once its code is entered). */
export async function action({ request, params, context }: Route.ActionArgs) {
  await requireUser(context, request);
  const result = await refundAction(context.sdk, await readForm(request), {
    orderId: params.orderId,
    shipmentId: params.shipmentId,
  });
  if (result.done) return redirect(new URL(request.url).pathname);
  return data(result, { status: result.error ? 400 : 200 });
}

export const meta: Route.MetaFunction = () => [{ title: 'Refund' }, { name: 'robots', content: 'noindex' }];

export default function RefundShipment() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const revalidator = useRevalidator();
  const waiting = page.refund?.status === 'initiated' || (page.refund?.status === 'pending' && !page.adding);
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') revalidator.revalidate();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [waiting, revalidator]);
  const canChoose = page.refund?.toBeneficiary && page.refund.status !== 'refunded';
  return (
    <main className="refund-page" data-testid="refund-page">
      <h1 className="refund-page__title">Refund for shipment {page.shipmentId}</h1>
      <RefundStatus
        refund={page.refund}
        note={page.note}
        orderId={page.orderId}
        shipmentId={page.shipmentId}
        value={page.value}
      />
      {canChoose ? (
        <>
          <RefundBeneficiaries
            beneficiaries={page.beneficiaries}
            busy={busy}
            error={result?.form === 'default' ? result.error : undefined}
          />
          <RefundAddAccount
            adding={page.adding}
            busy={busy}
            otp={result?.otp}
            error={{ form: result?.form, message: result?.error }}
          />
        </>
      ) : null}
      <Link to={`/profile/orders/shipment/${page.shipmentId}/`}>Back to shipment</Link>
    </main>
  );
}
