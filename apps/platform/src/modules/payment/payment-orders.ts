import type { PlatformConfig } from '../../config';
import type { Db } from '../../db/database';
import type { Application } from '../../http/context';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { API_PREFIX } from '../../http/route';
import { storefrontLink } from '../user/code-messages';
import { createGatewayOrder } from './gateway-client';
import type { PaymentGatewaySettings } from './gateway-config';
import { CARD_INIT_FAILURE, recordOnlinePayment } from './online-payment';
import { providerFor } from './providers/registry';
import { upiGateway } from './upi-payments';

/** Where the shop confirms a payment with the gateway's word (checkAndUpdatePaymentStatus). */
const CONFIRM_PATH = `${API_PREFIX}/payment/v1.0/payment/confirm/polling`;

interface Shopper {
  applicationId: string;
  userId: string;
}

interface PaymentOrderRequest {
  orderId: string;
  /** The first of payment_methods: how the order is to be paid; the gateway's card when none is given. */
  method?: { mode: string; amount: number; paymentGateway: string };
}

/** The mode to pay with, which must be one paid at the shop's gateway (not on delivery, not a provider's own page). */
function gatewayMode(gateway: PaymentGatewaySettings, method: PaymentOrderRequest['method']): string {
  const mode = method?.mode.toUpperCase() || 'CARD';
  const provider = providerFor(mode, gateway, method?.paymentGateway || gateway.aggregator);
  if (!provider) throw badRequest(`Payment mode ${mode} is not offered by this shop`);
  if (provider.collectsOnDelivery) throw badRequest(`${provider.displayName} needs no payment order`);
  if (provider.online) {
    throw badRequest(
      `${provider.aggregator} takes its payments on its own page: pay with a mode of ${gateway.aggregator}`,
    );
  }
  return mode;
}

/**
 * PaymentOrderResponse: the gateway's order for the shopper's order awaiting payment, with which the browser
 * opens the gateway's checkout (its key from getAggregatorsConfig). Idempotent: the order's row lock puts calls
 * in line, and one the gateway was already asked for (at checkout, or by an earlier call) is answered again,
 * so there is never a second gateway order to be paid twice.
 */
export async function createPaymentOrder(
  db: Db,
  config: Pick<PlatformConfig, 'storefrontUrl'>,
  settings: PaymentGatewaySettings | undefined,
  app: Application,
  shopper: Shopper,
  request: PaymentOrderRequest,
) {
  const gateway = upiGateway(settings);
  const mode = gatewayMode(gateway, request.method);
  const made = await db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select(['status', 'total', 'billing_address'])
      .where('id', '=', request.orderId)
      .where('application_id', '=', shopper.applicationId)
      .where('user_id', '=', shopper.userId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw notFound('Order not found');
    if (order.status !== 'payment_pending') throw badRequest('This order is not awaiting payment');
    const payments = await trx
      .selectFrom('payments')
      .select(['aggregator', 'gateway_order_id', 'amount', 'status'])
      .where('order_id', '=', request.orderId)
      .orderBy('created_at', 'desc')
      .execute();
    // What checkout asked to be paid online; the order's total if it asked nothing yet.
    const amount = Number(payments[0]?.amount ?? order.total);
    const given = request.method?.amount;
    if (given !== undefined && given !== amount && Math.round(given * 100) !== amount) {
      throw badRequest(`amount must be the order’s total: ${amount} paise`);
    }
    const earlier = payments.find((p) => p.aggregator === gateway.aggregator && p.status === 'created');
    if (earlier) return { gatewayOrderId: earlier.gateway_order_id, amount, billing: order.billing_address };
    let gatewayOrderId: string;
    try {
      gatewayOrderId = (await createGatewayOrder(gateway, { amount, receipt: request.orderId })).id;
    } catch {
      throw new HttpError(502, CARD_INIT_FAILURE);
    }
    const started = { aggregator: gateway.aggregator, gatewayOrderId, redirectUrl: '' };
    await recordOnlinePayment(trx, started, {
      applicationId: shopper.applicationId,
      orderId: request.orderId,
      amount,
    });
    return { gatewayOrderId, amount, billing: order.billing_address };
  });
  const callbackUrl = storefrontLink(
    config,
    app,
    `/cart/order-status/?success=true&order_id=${encodeURIComponent(request.orderId)}`,
  );
  const billing = (made.billing ?? {}) as { email?: unknown; phone?: unknown };
  return {
    success: true,
    status_code: 200,
    message: 'Payment order created',
    order_id: request.orderId,
    callback_url: callbackUrl,
    payment_confirm_url: CONFIRM_PATH,
    data: {
      amount: made.amount,
      aggregator: gateway.aggregator,
      callback_url: callbackUrl,
      order_id: made.gatewayOrderId,
      customer_id: null,
      merchant_order_id: request.orderId,
      currency: 'INR',
      email: typeof billing.email === 'string' ? billing.email : null,
      contact: typeof billing.phone === 'string' ? billing.phone : null,
      method: mode.toLowerCase(),
    },
  };
}
