import { storedJson } from '@vitrine/contract';
import type { Application } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import { masked } from '../payment/refund-accounts';
import { codeMessage } from '../user/code-messages';
import { type CodeServices, issueCode, phoneDestination, verifyCode } from '../user/one-time-codes';
import { findCode } from '../user/one-time-codes-sql';
import type { OrderShopper } from './orders-sql';

/** What these one-time codes are for (one_time_codes.purpose): the shopper confirming a delivery step. */
const PURPOSE = 'shipment-customer';
const REQUEST_NOT_FOUND = 'No OTP request has this request_id';

/** The order's mobile number: the delivery address's, with its calling code (India's when it names none). */
async function orderMobile(services: CodeServices, orderId: string) {
  const order = await services.db
    .selectFrom('orders')
    .select('shipping_address')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const address = storedJson<{ phone?: unknown; country_phone_code?: unknown }>(order.shipping_address) ?? {};
  const phone = String(address.phone ?? '').replace(/\D/g, '');
  if (!/^\d{6,15}$/.test(phone)) throw badRequest('This order has no mobile number to send an OTP to');
  const calling = String(address.country_phone_code ?? '').replace(/\D/g, '') || '91';
  return phoneDestination(calling, phone);
}

/**
 * Sends a code to the order's mobile number, for the shopper to confirm a delivery step with. Within the
 * one-time codes' limits per number and per client address (reserved atomically: parallel sends cannot pass them).
 */
export async function sendShipmentCode(
  services: CodeServices,
  application: Application,
  shopper: OrderShopper,
  ids: { orderId: string; shipmentId: string; address?: string },
) {
  const destination = await orderMobile(services, ids.orderId);
  const issued = await issueCode(
    services,
    {
      applicationId: application.id,
      purpose: PURPOSE,
      destination,
      userId: shopper.userId,
      details: { order_id: ids.orderId, shipment_id: ids.shipmentId },
      address: ids.address,
    },
    codeMessage(application.name, `confirm the delivery of your shipment ${ids.shipmentId}`),
  );
  return {
    success: true,
    request_id: issued.requestId,
    message: `OTP sent to ${masked(destination.phone ?? '')}`,
    resend_timer: issued.resendTimer,
  };
}

/** Checks the code of a request sent for this very shipment of this shopper's; anyone else's is not found. */
export async function verifyShipmentCode(
  services: CodeServices,
  shopper: OrderShopper,
  proof: { shipmentId: string; requestId: string; otp: string },
) {
  const row = await findCode(services.db, shopper.applicationId, proof.requestId);
  const details = row ? storedJson<{ shipment_id?: string }>(row.details) : undefined;
  if (
    !row ||
    row.purpose !== PURPOSE ||
    row.user_id !== shopper.userId ||
    details?.shipment_id !== proof.shipmentId
  ) {
    throw notFound(REQUEST_NOT_FOUND);
  }
  await verifyCode(
    services.db,
    { applicationId: shopper.applicationId, purposes: [PURPOSE], requestId: proof.requestId },
    proof.otp,
  );
  return { success: true, message: 'OTP verified' };
}
