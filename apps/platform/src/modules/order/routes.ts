import { api } from '@vitrine/contract';
import type { Context } from 'hono';
import type { AppEnv, Services } from '../../http/context';
import { clientAddress, ownOrigin } from '../../http/request';
import type { On } from '../../http/route';
import { signedInUser } from '../user/signed-in';
import { documentLinksOf } from './document-routes';
import { orderReaders } from './order-access';
import { type DocumentKind, requireDocument } from './order-documents';
import { customerDetails, orderById, orderList, shipmentById, shipmentTrack } from './order-reads';
import { sendShipmentCode, verifyShipmentCode } from './shipment-codes';

/**
 * Orders and shipments as their shopper reads them. Every call that names an order or a shipment answers the
 * same 404 for one that is unknown, someone else's, or asked without a session; the tracking calls also answer a
 * visitor who names the order's contact (order-access.ts).
 */
export function registerOrders(on: On, services: Services): void {
  const { db } = services;
  const signedIn = signedInUser(services);
  const readers = orderReaders(services);
  const visitors = { visitors: true };

  on(api.order.getOrders, async ({ query }, c) => {
    const user = await signedIn(c);
    return orderList(services, { applicationId: c.get('application').id, userId: user.id }, query);
  });

  on(api.order.getOrderById, async ({ params }, c) => {
    const { shopper, orderId } = await readers.order(c, params.order_id, visitors);
    return orderById(services, shopper, orderId);
  });

  // No checkout places point-of-sale orders apart: a shopper's order reads the same from the counter's call.
  on(api.order.getPosOrderById, async ({ params }, c) => {
    const { shopper, orderId } = await readers.order(c, params.order_id);
    return orderById(services, shopper, orderId);
  });

  on(api.order.getShipmentById, async ({ params }, c) => {
    const found = await readers.shipment(c, params.shipment_id, visitors);
    return shipmentById(services, found.shopper, found);
  });

  on(api.order.trackShipment, async ({ params }, c) =>
    shipmentTrack(services, await readers.shipment(c, params.shipment_id, visitors)),
  );

  on(api.order.getCustomerDetailsByShipmentId, async ({ params }, c) =>
    customerDetails(services, await readers.shipment(c, params.shipment_id, { orderId: params.order_id })),
  );

  on(api.order.sendOtpToShipmentCustomer, async ({ params }, c) => {
    const found = await readers.shipment(c, params.shipment_id, { orderId: params.order_id });
    return sendShipmentCode(services, c.get('application'), found.shopper, {
      ...found,
      address: clientAddress(c, services.config.trustProxy),
    });
  });

  on(api.order.verifyOtpShipmentCustomer, async ({ params, body }, c) => {
    const found = await readers.shipment(c, params.shipment_id, { orderId: params.order_id });
    return verifyShipmentCode(services, found.shopper, {
      shipmentId: found.shipmentId,
      requestId: body.request_id,
      otp: body.otp_code,
    });
  });

  const documentLink = async (c: Context<AppEnv>, shipmentId: string, kind: DocumentKind) => {
    const found = await readers.shipment(c, shipmentId);
    await requireDocument(db, found.orderId, found.shipmentId, kind);
    return {
      success: true,
      shipment_id: found.shipmentId,
      presigned_url: documentLinksOf(services).link(ownOrigin(c), found.shipmentId, kind),
      presigned_type: 'pdf',
    };
  };

  on(api.order.getInvoiceByShipmentId, ({ params }, c) => documentLink(c, params.shipment_id, 'invoice'));
  on(api.order.getCreditNoteByShipmentId, ({ params }, c) =>
    documentLink(c, params.shipment_id, 'credit-note'),
  );
}
