import type { User } from '@vitrine/contract';
import { CHECKOUT_EN_IN } from '@vitrine/kit/account-texts';
import { redirect } from 'react-router';
import { failureMessage, failureStatus } from '../account/form.server';
import { BAG_PATH } from '../cart/cart-paths';
import { apiErrorStatus } from '../catalog/page-error.server';
import type { StorefrontContext } from '../load-context';
import { UPI_INTENT } from './checkout-forms';
import { refuse } from './checkout-page.server';
import { ORDER_STATUS_PATH, UPI_PATH } from './flow';

/** An order id as the platform makes them. */
const ORDER_ID = /^[\w-]{1,60}$/;
const VPA_LENGTH = 100;
/** The query names the UPI page adds to the order-status query it carries. */
const OWN_FIELDS = ['amount', 'vpa'];

/** The UPI page of an order checked out to pay by UPI: the order-status query, with what the order comes to. */
export function upiPageUrl(orderStatusUrl: string, amountInPaise: number): string {
  const query = new URL(orderStatusUrl, 'http://shop').searchParams;
  query.set('amount', String(amountInPaise));
  return `${UPI_PATH}?${query}`;
}

function orderOf(request: Request) {
  const query = new URL(request.url).searchParams;
  const orderId = query.get('order_id') ?? '';
  const amount = Number(query.get('amount'));
  if (!ORDER_ID.test(orderId) || !Number.isSafeInteger(amount) || amount <= 0) throw redirect(BAG_PATH);
  const statusQuery = new URLSearchParams(query);
  for (const name of OWN_FIELDS) statusQuery.delete(name);
  return { orderId, amount, query, orderStatus: `${ORDER_STATUS_PATH}?${statusQuery}` };
}

/**
 * What the UPI page shows: the form for the shopper's UPI ID, or, once a request went out, the wait for their
 * approval (the page asks the platform again every few seconds). A paid order goes on to its status page.
 */
export async function loadUpiPage(context: StorefrontContext, request: Request) {
  const { orderId, amount, query, orderStatus } = orderOf(request);
  let status: string;
  try {
    const answer = await context.sdk.payment.checkAndUpdatePaymentStatus({
      body: { aggregator: 'UPI_Razorpay', method: 'UPI', merchant_order_id: orderId },
    });
    status = answer.status;
  } catch (error) {
    if (apiErrorStatus(error) === 404) throw redirect(BAG_PATH);
    throw error;
  }
  if (status === 'complete') throw redirect(orderStatus);
  const vpa = query.get('vpa');
  if (status === 'pending' && vpa) {
    const form = new URLSearchParams(query);
    form.delete('vpa');
    return {
      view: 'waiting' as const,
      amount,
      vpa,
      again: `${UPI_PATH}?${query}`,
      otherId: `${UPI_PATH}?${form}`,
    };
  }
  return { view: 'form' as const, amount, failed: status === 'failed' };
}

function contactOf(user: User) {
  const email = user.emails?.find((entry) => entry.primary)?.email ?? user.emails?.[0]?.email ?? '';
  const phone = user.phone_numbers?.find((entry) => entry.primary) ?? user.phone_numbers?.[0];
  return { email, contact: phone?.phone ?? '' };
}

/**
 * Sends the collect request to the UPI ID the shopper gave, once the platform finds it has an account; then the
 * page waits for the approval. The platform's refusal ('UPI Initialization failed') is shown on the form.
 */
export async function sendUpiRequest(
  context: StorefrontContext,
  request: Request,
  user: User,
  form: FormData,
) {
  const { orderId, amount, query } = orderOf(request);
  const vpa = String(form.get('vpa') ?? '')
    .trim()
    .slice(0, VPA_LENGTH);
  const { payment } = context.sdk;
  try {
    const check = await payment.validateVPA({ body: { upi_vpa: vpa } });
    if (!check.data.is_valid) return refuse(UPI_INTENT, CHECKOUT_EN_IN['checkout.upi.invalid']);
    await payment.initialisePayment({
      body: {
        merchant_order_id: orderId,
        method: 'upi',
        aggregator: 'UPI_Razorpay',
        amount,
        currency: 'INR',
        vpa,
        ...contactOf(user),
        customer_id: user._id ?? '',
        order_id: '',
      },
    });
  } catch (error) {
    return refuse(UPI_INTENT, failureMessage(error), { status: failureStatus(error) });
  }
  query.set('vpa', vpa);
  return redirect(`${UPI_PATH}?${query}`, 303);
}
