import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officialClients, rejection, signedRequest } from '../user/test-clients';
import { documentLinksOf } from './document-routes';
import { type OrderShop, startOrderShop, TO_DELIVERED } from './order-test-shop';
import { pdfText } from './pdf-text';

let shop: OrderShop;
let delivered: { orderId: string; shipmentId: string };
let returned: { orderId: string; shipmentId: string };
let placed: { orderId: string; shipmentId: string };
let itemName: string;

const creditNoteOf = (shipmentId: string, cookie?: string) =>
  signedRequest(shop.platform, {
    method: 'GET',
    path: `/service/application/order/v1.0/orders/shipments/${shipmentId}/credit-note`,
    headers: cookie ? { cookie } : {},
  });

beforeAll(async () => {
  shop = await startOrderShop();
  delivered = await shop.placeAshaOrder(2);
  await shop.move(delivered.shipmentId, TO_DELIVERED);
  returned = await shop.placeAshaOrder();
  await shop.move(returned.shipmentId, TO_DELIVERED);
  await shop.move(returned.shipmentId, ['return_initiated'], 'Mumbai', 'customer');
  await shop.move(returned.shipmentId, ['return_picked_up', 'return_qc_passed']);
  placed = await shop.placeAshaOrder();
  const { shipment } = await shop.asha.v3.order.getShipmentById({ shipmentId: delivered.shipmentId });
  itemName = shipment.bags[0].item.name;
});
afterAll(() => shop?.close());

describe('an invoice', () => {
  it('is a signed link to a real PDF with the order, the parties, the lines and the total', async () => {
    for (const sdk of [shop.asha.v1, shop.asha.v3]) {
      const answer = await sdk.order.getInvoiceByShipmentId({ shipmentId: delivered.shipmentId });
      expect(answer).toMatchObject({
        success: true,
        shipment_id: delivered.shipmentId,
        presigned_type: 'pdf',
      });
      expect(answer.presigned_url).toMatch(
        new RegExp(
          `^${shop.platform.baseUrl}/files/documents/${delivered.shipmentId}/invoice\\.pdf\\?expires=\\d+&signature=`,
        ),
      );
      const expires = Number(new URL(answer.presigned_url).searchParams.get('expires'));
      expect(expires * 1000 - Date.now()).toBeGreaterThan(290_000);
      expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(300_000);
      const response = await fetch(answer.presigned_url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(
        `inline; filename="invoice-${delivered.shipmentId}.pdf"`,
      );
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
      expect(Buffer.from(bytes.slice(-6)).toString()).toContain('%%EOF');
      const text = pdfText(bytes);
      for (const expected of [
        'Tax Invoice',
        `INV-${delivered.shipmentId}`,
        `Order: ${delivered.orderId}`,
        `Shipment: ${delivered.shipmentId}`,
        'Payment: Cash on Delivery',
        'Vitrine Retail Pvt. Ltd.',
        'Asha Rao',
        itemName,
        'Total',
      ]) {
        expect(text).toContain(expected);
      }
    }
  });

  it('is refused with a clear 409 until the shipment is delivered', async () => {
    expect(
      await rejection(shop.asha.v1.order.getInvoiceByShipmentId({ shipmentId: placed.shipmentId })),
    ).toEqual({
      code: 409,
      message: 'An invoice is available once the shipment is delivered',
    });
    const { shipment } = await shop.asha.v1.order.getShipmentById({ shipmentId: placed.shipmentId });
    expect(shipment.show_download_invoice).toBe(false);
  });

  it('refuses a link that was changed or has expired', async () => {
    const { presigned_url: url } = await shop.asha.v3.order.getInvoiceByShipmentId({
      shipmentId: delivered.shipmentId,
    });
    const link = new URL(url);
    const signature = link.searchParams.get('signature') as string;
    const tampered = [
      url.replace(signature, `${signature.slice(0, -2)}AA`),
      url.replace(
        `expires=${link.searchParams.get('expires')}`,
        `expires=${Number(link.searchParams.get('expires')) + 3600}`,
      ),
      url.replace(`/${delivered.shipmentId}/`, `/${returned.shipmentId}/`),
      url.replace('/invoice.pdf', '/credit-note.pdf'),
      url.split('?')[0],
    ];
    for (const changed of tampered) {
      const response = await fetch(changed);
      expect(response.status, changed).toBe(403);
      expect(await response.json()).toMatchObject({
        message: 'This document link is not signed or has expired',
      });
    }
    // A link signed 301 seconds ago has run out.
    const links = documentLinksOf(shop.platform.platform.services);
    const stale = links.link(shop.platform.baseUrl, delivered.shipmentId, 'invoice', Date.now() - 301_000);
    expect((await fetch(stale)).status).toBe(403);
    const fresh = links.link(shop.platform.baseUrl, delivered.shipmentId, 'invoice', Date.now() - 200_000);
    expect((await fetch(fresh)).status).toBe(200);
  });
});

describe('a credit note', () => {
  it('is a PDF for a returned shipment, against its invoice, which stays available', async () => {
    const { shipment } = await shop.asha.v1.order.getShipmentById({ shipmentId: returned.shipmentId });
    expect(shipment).toMatchObject({ show_download_invoice: true, show_download_credit_note: true });
    const answer = await creditNoteOf(returned.shipmentId, shop.ashaCookie);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      shipment_id: returned.shipmentId,
      presigned_type: 'pdf',
    });
    const response = await fetch(answer.body.presigned_url);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(new Uint8Array(await response.arrayBuffer()));
    for (const expected of [
      'Credit Note',
      `CN-${returned.shipmentId}`,
      `Against invoice: INV-${returned.shipmentId}`,
      returned.orderId,
    ]) {
      expect(text).toContain(expected);
    }
    const invoice = await shop.asha.v3.order.getInvoiceByShipmentId({ shipmentId: returned.shipmentId });
    expect((await fetch(invoice.presigned_url)).status).toBe(200);
  });

  it('is refused with a clear 409 for a shipment whose money stays with the shop', async () => {
    const answer = await creditNoteOf(delivered.shipmentId, shop.ashaCookie);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(
      'A credit note is issued only for a shipment returned, or cancelled after it was paid',
    );
  });

  it('is not found for another shopper or without a session', async () => {
    expect((await creditNoteOf(returned.shipmentId, shop.raviCookie)).status).toBe(404);
    expect((await creditNoteOf(returned.shipmentId)).status).toBe(404);
    const visitor = officialClients(shop.platform);
    expect(
      (await rejection(visitor.v1.order.getInvoiceByShipmentId({ shipmentId: delivered.shipmentId }))).code,
    ).toBe(404);
    expect(
      (await rejection(shop.ravi.v3.order.getInvoiceByShipmentId({ shipmentId: delivered.shipmentId }))).code,
    ).toBe(404);
  });
});
