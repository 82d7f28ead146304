import type { api, EndpointResponse } from '@vitrine/contract';
import type { Services } from '../../http/context';
import { badRequest, HttpError } from '../../http/errors';
import { API_PREFIX } from '../../http/route';
import { createGatewayOrder, paymentsOfGatewayOrder } from './gateway-client';
import type { PaymentGatewaySettings } from './gateway-config';
import { requireActive } from './payment-links';
import { findPaymentLink, forgetFailure, keepGatewayOrder, type PaymentLinkRow } from './payment-links-sql';
import { providerFor } from './providers/registry';
import { wordOf } from './reconcile-payments';
import { settlePaymentLink } from './settle-payment-link';

/** Spec §8: what a payer is told when the gateway would not start a payment. */
const INIT_FAILURE = 'Transaction Initiation Failed';
const NOT_SET_UP = 'Online payments are not set up in this shop';

/** The shop's gateway; a link cannot be paid in a shop without one. */
export function linkGateway(services: Pick<Services, 'config'>): PaymentGatewaySettings {
  const gateway = services.config.paymentGateway;
  if (!gateway) throw badRequest(NOT_SET_UP);
  return gateway;
}

/** Refuses (400) a way to pay that is not the shop's online gateway: a link is never paid on delivery. */
export function requirePaidOnline(
  gateway: PaymentGatewaySettings,
  method: { mode: string; meta: { payment_gateway: string } },
): void {
  const provider = providerFor(method.mode, gateway, method.meta.payment_gateway);
  if (!provider || provider.collectsOnDelivery || provider.aggregator !== gateway.aggregator) {
    throw badRequest(
      `payment_methods.mode must be a mode paid online at ${gateway.aggregator}, such as CARD`,
    );
  }
  if (method.meta.payment_gateway !== gateway.aggregator) {
    throw badRequest(`payment_methods.meta.payment_gateway must be ${gateway.aggregator}`);
  }
}

/**
 * The gateway order of an active link, asked for on the first attempt to pay and kept for every later one, so
 * that however many pages of the link are open, any payment made lands on the one order the link knows.
 */
export async function gatewayOrderOfLink(
  services: Pick<Services, 'db' | 'config'>,
  link: PaymentLinkRow,
): Promise<{ gateway: PaymentGatewaySettings; gatewayOrderId: string }> {
  requireActive(link);
  const gateway = linkGateway(services);
  // A new attempt: an earlier one's failure no longer describes how the payment stands.
  if (link.failure) await forgetFailure(services.db, link.id);
  if (link.gateway_order_id) return { gateway, gatewayOrderId: link.gateway_order_id };
  let created: string;
  try {
    created = (await createGatewayOrder(gateway, { amount: Number(link.amount), receipt: link.id })).id;
  } catch {
    throw new HttpError(502, INIT_FAILURE);
  }
  const kept = await keepGatewayOrder(services.db, link.id, {
    aggregator: gateway.aggregator,
    gatewayOrderId: created,
  });
  return { gateway, gatewayOrderId: kept.gateway_order_id ?? created };
}

/** The gateway's hosted page for an order: it sends the payer back to `returnTo` however the payment ends. */
export function hostedCheckoutUrl(gateway: PaymentGatewaySettings, gatewayOrderId: string, returnTo: string) {
  const page = new URL(`${gateway.url}/v1/checkout/${encodeURIComponent(gatewayOrderId)}`);
  page.search = new URLSearchParams({
    key_id: gateway.keyId,
    callback_url: returnTo,
    cancel_url: returnTo,
  }).toString();
  return page.href;
}

/**
 * The link after asking the gateway how its order's payments stand, when no word settled it yet. A gateway
 * that cannot be reached leaves the link as the platform has it: its callbacks and the reconciler still come.
 */
export async function linkAfterAskingGateway(
  services: Pick<Services, 'db' | 'config' | 'log'>,
  link: PaymentLinkRow,
): Promise<PaymentLinkRow> {
  const gateway = services.config.paymentGateway;
  const gatewayOrderId = link.gateway_order_id;
  if (!gateway || !gatewayOrderId || link.gateway_payment_id || link.aggregator !== gateway.aggregator) {
    return link;
  }
  try {
    const word = wordOf(await paymentsOfGatewayOrder(gateway, gatewayOrderId));
    if (!word) return link;
    await services.db
      .transaction()
      .execute((trx) => settlePaymentLink(trx, gateway.aggregator, gatewayOrderId, word));
  } catch (error) {
    services.log.warn({ error: (error as Error).message }, 'the gateway was not asked about a payment link');
    return link;
  }
  return (await findPaymentLink(services.db, link.application_id, link.id)) ?? link;
}

/** PaymentStatusUpdateResponse for a link, as checkAndUpdatePaymentStatus answers for an order. */
export function linkPaymentStatus(
  link: PaymentLinkRow,
  aggregator: string,
): EndpointResponse<typeof api.payment.checkAndUpdatePaymentStatusPaymentLink> {
  const answer = { aggregator_name: link.aggregator ?? aggregator, redirect_url: '' };
  if (link.status === 'paid') return { ...answer, status: 'complete', success: true, retry: false };
  if (link.status !== 'active') return { ...answer, status: link.status, success: false, retry: false };
  if (link.failure) return { ...answer, status: 'failed', success: false, retry: false };
  return { ...answer, status: 'pending', success: false, retry: link.gateway_order_id !== null };
}

/** Where a client polls a link's status, as initialisePayment answers it. */
export const linkPollingUrl = (id: string) =>
  `${API_PREFIX}/payment/v1.0/polling-payment-link/?payment_link_id=${encodeURIComponent(id)}`;
