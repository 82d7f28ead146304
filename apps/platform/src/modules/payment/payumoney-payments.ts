import { z } from 'zod';
import { notFound } from '../../http/errors';
import type { PaymentGatewaySettings } from './gateway-config';
import type { GatewayWord } from './gateway-word';
import type { OnlineFlow, OnlinePaymentOrder, OnlinePaymentStart } from './online-flow';
import { callbackUrlOf } from './online-payment';
import type { PayumoneySettings } from './payumoney-config';
import { commandHash, formHash } from './payumoney-hash';

const PAYUMONEY = 'Payumoney';
/** The e-mail the form carries when the billing address has none: Payumoney requires one. */
const NO_EMAIL = 'payer@example.invalid';

const verifyAnswer = z.object({
  status: z.number(),
  transaction_details: z
    .record(
      z.string(),
      z.object({
        mihpayid: z.string().optional(),
        status: z.string(),
        amt: z.string().optional(),
        error_Message: z.string().optional(),
      }),
    )
    .optional(),
});

function payumoneyOf(gateway: PaymentGatewaySettings): PayumoneySettings {
  if (!gateway.payumoney) throw notFound('This shop takes no Payumoney payments');
  return gateway.payumoney;
}

/** A payer's detail as a form field: '|' would shift the signed fields, so it goes with control characters. */
const field = (value: unknown, max: number) =>
  String(value ?? '')
    .replace(/[|\p{Cc}]/gu, ' ')
    .trim()
    .slice(0, max);

/**
 * The signed hidden form the shopper's browser posts to Payumoney: nothing is asked of Payumoney before the
 * shopper gets there, and the order's id is its txnid. The salt signs the form and stays here.
 */
async function startPayment(
  gateway: PaymentGatewaySettings,
  order: OnlinePaymentOrder,
): Promise<OnlinePaymentStart> {
  const settings = payumoneyOf(gateway);
  const back = callbackUrlOf(order.callbackUrl, order.orderId);
  const email = field(order.payer?.email, 254);
  const fields: Record<string, string> = {
    key: settings.key,
    txnid: order.orderId,
    amount: (order.amount / 100).toFixed(2),
    productinfo: `Order ${order.orderId}`,
    firstname: field(order.payer?.name, 60).split(' ')[0] || 'Shopper',
    email: /^[^\s@]+@[^\s@]+$/.test(email) ? email : NO_EMAIL,
    phone: field(order.payer?.phone, 20),
    surl: back,
    furl: back,
    udf1: order.orderId,
  };
  fields.hash = formHash(fields, settings.salt);
  return {
    aggregator: PAYUMONEY,
    gatewayOrderId: order.orderId,
    redirectUrl: '',
    answer: { payment_flow: 'hidden_form', api_link: settings.paymentUrl, form_fields: fields },
  };
}

/** Payumoney's verify_payment on one txnid, signed with the salt: the only word that settles it. */
async function paymentStatus(
  gateway: PaymentGatewaySettings,
  txnid: string,
): Promise<GatewayWord | undefined> {
  const settings = payumoneyOf(gateway);
  const command = 'verify_payment';
  const response = await fetch(settings.verifyUrl, {
    method: 'POST',
    body: new URLSearchParams({
      key: settings.key,
      command,
      var1: txnid,
      hash: commandHash(settings.key, command, txnid, settings.salt),
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`Payumoney's status API answered ${response.status}`);
  const answer = verifyAnswer.parse(await response.json());
  if (answer.status !== 1) throw new Error('Payumoney refused the status call');
  const detail = answer.transaction_details?.[txnid];
  const gatewayPaymentId = detail?.mihpayid ?? txnid;
  if (detail?.status === 'success') {
    const amount = Math.round(Number(detail.amt) * 100);
    return { outcome: 'captured', gatewayPaymentId, amount, currency: 'INR' };
  }
  if (detail?.status === 'failure') {
    return { outcome: 'failed', gatewayPaymentId, reason: detail.error_Message || 'The payment failed' };
  }
  return undefined;
}

/** Payumoney-style payments: a hidden form posted to Payumoney's page, checked by its status API. */
export const payumoneyFlow: OnlineFlow = {
  configured: (gateway) => gateway.payumoney !== undefined,
  route: (gateway) => ({ api_link: payumoneyOf(gateway).paymentUrl, payment_flow: 'hidden_form' }),
  start: startPayment,
  status: paymentStatus,
};
