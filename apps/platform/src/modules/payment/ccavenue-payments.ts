import { z } from 'zod';
import { notFound } from '../../http/errors';
import type { CcavenueSettings } from './ccavenue-config';
import { decrypt, encrypt } from './ccavenue-crypto';
import type { PaymentGatewaySettings } from './gateway-config';
import type { GatewayWord } from './gateway-word';
import type { OnlineFlow, OnlinePaymentOrder, OnlinePaymentStart } from './online-flow';
import { callbackUrlOf } from './online-payment';

const CCAVENUE = 'Ccavenue';
/** orderStatusTracker's order_status values that mean paid, and those that mean it never will be. */
const PAID = new Set(['Successful', 'Shipped']);
const FAILED = new Set(['Unsuccessful', 'Aborted', 'Cancelled', 'Auto-Cancelled', 'Invalid', 'Fraud']);

const trackedOrder = z.object({
  status: z.number(),
  reference_no: z.string().optional(),
  order_status: z.string().optional(),
  order_amt: z.number().optional(),
  order_currncy: z.string().optional(),
  error_desc: z.string().optional(),
});

function ccavenueOf(gateway: PaymentGatewaySettings): CcavenueSettings {
  if (!gateway.ccavenue) throw notFound('This shop takes no CCAvenue payments');
  return gateway.ccavenue;
}

const initiateUrlOf = (settings: CcavenueSettings) =>
  `${settings.url}/transaction/transaction.do?command=initiateTransaction`;

/** A payer's detail for the request: control characters out, as CCAvenue's fields are plain text. */
const field = (value: unknown, max: number) =>
  String(value ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, max);

/**
 * The hidden form the shopper's browser posts to CCAvenue: the request encrypted with the working key (which
 * stays here) as encRequest, and the access code. The order's id is CCAvenue's order_id.
 */
async function startPayment(
  gateway: PaymentGatewaySettings,
  order: OnlinePaymentOrder,
): Promise<OnlinePaymentStart> {
  const settings = ccavenueOf(gateway);
  const back = callbackUrlOf(order.callbackUrl, order.orderId);
  const request = new URLSearchParams({
    merchant_id: settings.merchantId,
    order_id: order.orderId,
    amount: (order.amount / 100).toFixed(2),
    currency: 'INR',
    redirect_url: back,
    cancel_url: back,
    language: 'EN',
    billing_name: field(order.payer?.name, 60),
    billing_email: field(order.payer?.email, 70),
    billing_tel: field(order.payer?.phone, 20),
    billing_country: 'India',
  });
  const fields = {
    encRequest: encrypt(request.toString(), settings.workingKey),
    access_code: settings.accessCode,
  };
  return {
    aggregator: CCAVENUE,
    gatewayOrderId: order.orderId,
    redirectUrl: '',
    answer: { payment_flow: 'hidden_form', api_link: initiateUrlOf(settings), form_fields: fields },
  };
}

/** CCAvenue's orderStatusTracker on one order, encrypted with the working key: the only word that settles it. */
async function paymentStatus(
  gateway: PaymentGatewaySettings,
  orderNo: string,
): Promise<GatewayWord | undefined> {
  const settings = ccavenueOf(gateway);
  const response = await fetch(`${settings.apiUrl}/apis/servlet/DoWebTrans`, {
    method: 'POST',
    body: new URLSearchParams({
      enc_request: encrypt(JSON.stringify({ reference_no: '', order_no: orderNo }), settings.workingKey),
      access_code: settings.accessCode,
      command: 'orderStatusTracker',
      request_type: 'JSON',
      response_type: 'JSON',
      version: '1.2',
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`CCAvenue's status API answered ${response.status}`);
  const reply = new URLSearchParams((await response.text()).trim());
  if (reply.get('status') !== '0') throw new Error('CCAvenue refused the status call');
  const plain = decrypt(reply.get('enc_response') ?? '', settings.workingKey);
  if (plain === undefined) throw new Error('CCAvenue’s status answer does not decrypt with the working key');
  const tracked = trackedOrder.parse(JSON.parse(plain));
  if (tracked.status !== 0 || !tracked.order_status) return undefined;
  const gatewayPaymentId = tracked.reference_no || orderNo;
  if (PAID.has(tracked.order_status)) {
    const amount = Math.round((tracked.order_amt ?? 0) * 100);
    return { outcome: 'captured', gatewayPaymentId, amount, currency: tracked.order_currncy ?? 'INR' };
  }
  if (FAILED.has(tracked.order_status)) {
    return {
      outcome: 'failed',
      gatewayPaymentId,
      reason: `The payment is ${tracked.order_status.toLowerCase()}`,
    };
  }
  return undefined;
}

/** CCAvenue net banking: an encrypted hidden form posted to CCAvenue's page, checked by its status API. */
export const ccavenueFlow: OnlineFlow = {
  configured: (gateway) => gateway.ccavenue !== undefined,
  route: (gateway) => ({ api_link: initiateUrlOf(ccavenueOf(gateway)), payment_flow: 'hidden_form' }),
  start: startPayment,
  status: paymentStatus,
};
