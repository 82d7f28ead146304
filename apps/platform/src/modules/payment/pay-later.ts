import { type api, SIMPL_MESSAGES } from '@vitrine/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { paymentsOfGatewayOrder } from './gateway-client';
import type { PaymentGatewaySettings } from './gateway-config';
import { chargeSimpl, PayLaterRefusal, payLaterEligibility } from './gateway-pay-later';
import { wordOf } from './reconcile-payments';
import { settlePayment } from './settle-payment';

type VerifyBody = z.output<typeof api.payment.verifyCustomerForPayment.body>;
type ChargeBody = z.output<typeof api.payment.verifyAndChargePayment.body>;

/** What a refusal of Simpl's tells the shopper; a code Simpl never documented reads as "retry later". */
export const simplMessage = (code: string) =>
  SIMPL_MESSAGES[code as keyof typeof SIMPL_MESSAGES] ?? SIMPL_MESSAGES.bad_request;

export const PROVIDERS = { simpl: 'Simpl', potlee: 'Potlee' } as const;

export function providerOf(aggregator: string): keyof typeof PROVIDERS {
  const name = aggregator.toLowerCase();
  if (name === 'simpl' || name === 'potlee') return name;
  throw badRequest('aggregator must be Simpl or Potlee');
}

export function mobileOf(phone: string): string {
  const digits = phone.replace(/[\s-]/g, '').replace(/^(\+91|91|0)(?=\d{10}$)/, '');
  if (!/^[6-9]\d{9}$/.test(digits)) throw badRequest('phone_number must be a 10-digit mobile number');
  return digits;
}

/** What the provider is sent: Potlee underwrites the order itself, so it reads the addresses and items too. */
function eligibilityRequest(provider: keyof typeof PROVIDERS, body: VerifyBody) {
  const phone = mobileOf(body.phone_number);
  if (provider === 'simpl') {
    // Spec §5: merchant_profile_id (always 1) is the shop's own and is never sent to Simpl.
    const { merchant_profile_id: _profile, ...merchantParams } = body.merchant_params ?? {};
    return {
      phone_number: phone,
      transaction_amount_in_paise: body.transaction_amount_in_paise,
      merchant_params: merchantParams,
    };
  }
  const { delivery_address, billing_address, order_items } = body;
  if (!delivery_address || !billing_address || !order_items?.length) {
    throw badRequest('Potlee needs the order’s delivery_address, billing_address and order_items');
  }
  return {
    phone_number: phone,
    amount_in_paise: body.transaction_amount_in_paise,
    delivery_address,
    billing_address,
    order_items,
  };
}

/** Whether the shopper may pay later with the aggregator (ValidateCustomerDetails), and why not. */
export async function verifyPayLaterCustomer(gateway: PaymentGatewaySettings, body: VerifyBody) {
  const provider = providerOf(body.aggregator);
  const request = eligibilityRequest(provider, body);
  let answer: { approved: boolean; error_code?: string };
  try {
    answer = await payLaterEligibility(gateway, provider, request);
  } catch (error) {
    if (!(error instanceof PayLaterRefusal)) {
      throw new HttpError(502, `${PROVIDERS[provider]} could not check the eligibility; try again`);
    }
    answer = { approved: false, error_code: error.code };
  }
  const code = answer.error_code;
  return {
    success: true,
    message: answer.approved ? 'Approved' : simplMessage(code ?? 'bad_request'),
    data: { data: { approved: answer.approved, ...(code ? { error_code: code } : {}) } },
  };
}

interface OrderPayment {
  id: string;
  gateway_order_id: string;
  amount: string;
  status: string;
  cart_id: string;
}

/**
 * Charges the shopper's Simpl account for their order with the token their authorization gave, then settles the
 * payment on the gateway's word. A second charge of a paid order pays nothing twice: it is answered as paid.
 */
export async function chargePayLater(
  db: Db,
  gateway: PaymentGatewaySettings,
  shopper: { applicationId: string; userId: string },
  body: ChargeBody,
) {
  if (providerOf(body.aggregator) !== 'simpl') {
    throw badRequest('Potlee is paid on its drawdown page; only Simpl is charged here');
  }
  const token = body.transaction_token?.trim();
  if (!token) throw badRequest('transaction_token is required: the token Simpl gave for the order');
  const { rows } = await sql<OrderPayment>`
    SELECT p.id, p.gateway_order_id, p.amount, p.status, o.cart_id FROM payments p JOIN orders o ON o.id = p.order_id
    WHERE o.id = ${body.order_id} AND o.application_id = ${shopper.applicationId}
      AND o.user_id = ${shopper.userId} AND p.aggregator = ${gateway.aggregator}
    ORDER BY p.created_at DESC LIMIT 1`.execute(db);
  const row = rows[0];
  if (!row) throw notFound('Order not found');
  const amount = Number(row.amount);
  // Money is the server's: an amount sent must be the order's total; none sent charges that total.
  if (body.amount !== null && body.amount !== amount) {
    throw badRequest('The amount must be the order’s total, in paise');
  }
  const answer = (status: string, message: string) => ({
    success: status === 'complete',
    message,
    status,
    aggregator: PROVIDERS.simpl,
    order_id: body.order_id,
    cart_id: row.cart_id,
  });
  if (row.status === 'paid') return answer('complete', 'Payment successful');
  if (row.status !== 'created') throw badRequest('This order is no longer awaiting payment');
  try {
    await chargeSimpl(gateway, { token, gatewayOrderId: row.gateway_order_id, amount });
  } catch (error) {
    if (error instanceof PayLaterRefusal) {
      throw new HttpError(error.code === 'unauthorized' ? 502 : 400, simplMessage(error.code), {
        error_code: error.code,
      });
    }
    throw new HttpError(502, SIMPL_MESSAGES.unauthorized);
  }
  const word = wordOf(await paymentsOfGatewayOrder(gateway, row.gateway_order_id));
  if (!word) throw new HttpError(502, SIMPL_MESSAGES.unable_to_process);
  const settled = await db
    .transaction()
    .execute((trx) => settlePayment(trx, gateway.aggregator, row.gateway_order_id, word));
  const paid = settled === 'paid' || settled === 'already_settled';
  return paid ? answer('complete', 'Payment successful') : answer('failed', SIMPL_MESSAGES.unable_to_process);
}
