import type { api, EndpointResponse } from '@vitrine/contract';
import type { z } from 'zod';
import type { PlatformConfig } from '../../config';
import type { Db } from '../../db/database';
import type { Application } from '../../http/context';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { rupees } from '../catalog/views';
import { storefrontLink } from '../user/code-messages';
import {
  cancelOwnPaymentLink,
  findPaymentLink,
  insertPaymentLink,
  newPaymentLinkId,
  type PaymentLinkRow,
} from './payment-links-sql';

/** How long a link can be paid: the spec names no lifetime, so a week, long enough to reach a payer by mail. */
const PAYMENT_LINK_LIFETIME_MS = 7 * 24 * 60 * 60_000;
const PAYMENT_LINK_NOT_FOUND = 'Payment link not found';

/** Why a link that is not active cannot be paid or changed, in the payer's words. */
const NOT_ACTIVE: Record<string, string> = {
  paid: 'This payment link is already paid',
  cancelled: 'This payment link was cancelled',
  expired: 'This payment link has expired',
};

type CreateBody = z.output<(typeof api.payment.createPaymentLink)['body']>;

/** The shopper's new link, active for PAYMENT_LINK_LIFETIME_MS. */
export async function createPaymentLink(
  db: Db,
  owner: { applicationId: string; userId: string },
  body: CreateBody,
  now = new Date(),
): Promise<PaymentLinkRow> {
  const id = newPaymentLinkId();
  await insertPaymentLink(db, {
    id,
    application_id: owner.applicationId,
    user_id: owner.userId,
    amount: Math.round(body.amount * 100),
    description: body.description ?? '',
    email: body.email.toLowerCase(),
    mobile_number: body.mobile_number,
    external_order_id: body.external_order_id,
    expires_at: new Date(now.getTime() + PAYMENT_LINK_LIFETIME_MS),
  });
  const link = await findPaymentLink(db, owner.applicationId, id);
  if (!link) throw new Error('a payment link just written cannot be read back');
  return link;
}

/** Anyone's link of this shop by its id; 404 for an id it never made. */
export async function paymentLinkById(db: Db, applicationId: string, id: string): Promise<PaymentLinkRow> {
  const link = await findPaymentLink(db, applicationId, id);
  if (!link) throw notFound(PAYMENT_LINK_NOT_FOUND);
  return link;
}

/** Refuses (409) to take money for, or change, a link that is not active any more. */
export function requireActive(link: PaymentLinkRow): void {
  const reason = NOT_ACTIVE[link.status];
  if (reason) throw new HttpError(409, reason);
}

/** The shopper's own link by id: another shopper's link is as unknown to them as one never made (404). */
export async function ownPaymentLink(
  db: Db,
  owner: { applicationId: string; userId: string },
  id: string,
): Promise<PaymentLinkRow> {
  const link = await findPaymentLink(db, owner.applicationId, id);
  if (!link || link.user_id !== owner.userId) throw notFound(PAYMENT_LINK_NOT_FOUND);
  return link;
}

/** Cancels the shopper's own active link; a link already cancelled stays so and says it. */
export async function cancelPaymentLink(
  db: Db,
  owner: { applicationId: string; userId: string },
  id: string,
): Promise<EndpointResponse<typeof api.payment.cancelPaymentLink>> {
  const link = await ownPaymentLink(db, owner, id);
  if (link.status !== 'cancelled') {
    requireActive(link);
    // Between the read and this write a payment may have settled it: the conditional write decides.
    if (!(await cancelOwnPaymentLink(db, owner, id))) requireActive(await ownPaymentLink(db, owner, id));
  }
  return { success: true, status_code: 200, message: 'Payment link cancelled' };
}

/** The storefront's page for a link, where its payer opens it. */
export function paymentLinkUrl(
  config: Pick<PlatformConfig, 'storefrontUrl'>,
  application: Application,
  id: string,
): string {
  return storefrontLink(config, application, `/payment/link/${id}/`);
}

/** GetPaymentLinkResponse: what the payer is asked for, by whom, and how the link stands. */
export function paymentLinkView(
  config: Pick<PlatformConfig, 'storefrontUrl'>,
  application: Application,
  link: PaymentLinkRow,
): EndpointResponse<typeof api.payment.getPaymentLink> {
  return {
    success: true,
    status_code: 200,
    message: NOT_ACTIVE[link.status] ?? 'This payment link is waiting to be paid',
    payment_link_current_status: link.status,
    payment_link_url: paymentLinkUrl(config, application, link.id),
    external_order_id: link.external_order_id,
    merchant_name: application.name,
    amount: rupees(Number(link.amount)),
    currency: link.currency,
    description: link.description,
    expires_at: new Date(link.expires_at).toISOString(),
  };
}

/** PollingPaymentLinkResponse: the link's status as the platform has it now. */
export function paymentLinkPoll(
  link: PaymentLinkRow,
  aggregator: string,
): EndpointResponse<typeof api.payment.pollingPaymentLink> {
  return {
    success: true,
    status_code: 200,
    http_status: 200,
    // 'failed': the last attempt failed, and the link may still be paid by another.
    status: link.status === 'active' && link.failure ? 'failed' : link.status,
    message: NOT_ACTIVE[link.status] ?? (link.failure || 'This payment link is waiting to be paid'),
    payment_link_id: link.id,
    order_id: link.gateway_order_id,
    amount: rupees(Number(link.amount)),
    aggregator_name: link.aggregator ?? aggregator,
    redirect_url: '',
  };
}

/** An http(s) address the gateway may send the payer back to; 400 naming the field otherwise. */
export function returnAddress(given: string, field: string): string {
  const url = URL.parse(given);
  if (!url || !/^https?:$/.test(url.protocol)) {
    throw badRequest(`${field} must be the http(s) address the payer comes back to after paying`);
  }
  return url.href;
}
