import { createHmac, timingSafeEqual } from 'node:crypto';
import { DOCUMENT_LINK_SECONDS } from '@vitrine/contract';
import type { Services } from '../../http/context';
import { HttpError, notFound } from '../../http/errors';
import { loadSettings } from '../configuration/settings';
import type { PaymentGatewaySettings } from '../payment/gateway-config';
import { providerFor } from '../payment/providers/registry';
import { refundDetailsOf } from '../refund/refund-details-sql';
import { type DocumentContent, documentDate, renderDocument } from './document-pdf';
import { bagPaise, orderCharges, shipmentSums } from './order-money';
import { addressOf, owesCreditNote } from './order-view';
import { loadOrders, type OrderRecord, type ShipmentRow } from './orders-sql';
import { SHIPMENT_NOT_FOUND } from './shipment-lifecycle';

/** The documents a shipment may have: its invoice once delivered, a credit note once its money goes back. */
export type DocumentKind = 'invoice' | 'credit-note';
export const DOCUMENTS_PATH = '/files/documents';

const NO_INVOICE_YET = 'An invoice is available once the shipment is delivered';
const NO_CREDIT_NOTE = 'A credit note is issued only for a shipment returned, or cancelled after it was paid';

/**
 * Signs and checks expiring document links. The key is derived from a server secret (the editor token), so every
 * process serving the shop agrees on it and nobody else can forge a link to someone's invoice.
 */
export class DocumentLinks {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('vitrine order documents').digest();
  }

  private signature(shipmentId: string, kind: DocumentKind, expires: number) {
    return createHmac('sha256', this.key).update(`${shipmentId}:${kind}:${expires}`).digest('base64url');
  }

  link(origin: string, shipmentId: string, kind: DocumentKind, now = Date.now()): string {
    const expires = Math.floor(now / 1000) + DOCUMENT_LINK_SECONDS;
    const url = new URL(`${DOCUMENTS_PATH}/${shipmentId}/${kind}.pdf`, origin);
    url.searchParams.set('expires', String(expires));
    url.searchParams.set('signature', this.signature(shipmentId, kind, expires));
    return url.toString();
  }

  isValid(shipmentId: string, kind: DocumentKind, expires?: string, signature?: string, now = Date.now()) {
    if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
    if (Number(expires) * 1000 < now) return false;
    const expected = Buffer.from(this.signature(shipmentId, kind, Number(expires)));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}

type DocumentServices = Pick<Services, 'db' | 'config'>;

async function shipmentRecord(db: Services['db'], orderId: string, shipmentId: string) {
  const [record] = await loadOrders(db, [orderId]);
  const shipment = record?.shipments.find((s) => s.id === shipmentId);
  if (!record || !shipment) throw notFound(SHIPMENT_NOT_FOUND);
  return { record, shipment };
}

/** Refuses (409, saying why) a document the shipment does not have (yet). */
export async function requireDocument(
  db: Services['db'],
  orderId: string,
  shipmentId: string,
  kind: DocumentKind,
) {
  const { record, shipment } = await shipmentRecord(db, orderId, shipmentId);
  if (kind === 'invoice' && !shipment.delivered_at) throw new HttpError(409, NO_INVOICE_YET);
  if (kind === 'credit-note') {
    const refund = (await refundDetailsOf(db, [shipmentId])).get(shipmentId);
    if (!owesCreditNote(record.order, shipment, refund)) throw new HttpError(409, NO_CREDIT_NOTE);
  }
  return { record, shipment };
}

const lines = (...parts: unknown[]) => parts.map((p) => (typeof p === 'string' ? p : '')).filter(Boolean);

/** When the shipment's money went back: the latest move to a status that gives it back. */
function creditedAt(record: OrderRecord, shipment: ShipmentRow): Date {
  const event = record.events
    .filter(
      (e) =>
        e.shipment_id === shipment.id &&
        ['return_qc_passed', 'refunded', 'cancelled_customer'].includes(e.status),
    )
    .at(-1);
  return event?.at ?? shipment.updated_at;
}

async function contentOf(
  services: DocumentServices,
  record: OrderRecord,
  shipment: ShipmentRow,
  kind: DocumentKind,
): Promise<DocumentContent> {
  const { order } = record;
  const settings = await loadSettings(services.db, order.application_id);
  const company = settings.company as { name?: string; addresses?: Record<string, unknown>[] };
  const registered = company.addresses?.[0] ?? {};
  const store = record.stores.get(shipment.store_uid);
  const billing = addressOf(order.billing_address);
  const delivery = addressOf(order.shipping_address);
  const bags = record.bags.filter((b) => b.shipment_id === shipment.id && b.quantity > 0);
  const carries = record.shipments.find((s) => s.parent_id === null)?.id === shipment.id;
  const sums = shipmentSums(bags, carries ? orderCharges(order) : { delivery: 0, cod: 0 });
  const refund = (await refundDetailsOf(services.db, [shipment.id])).get(shipment.id);
  const gateway: PaymentGatewaySettings | undefined = services.config.paymentGateway;
  const payment =
    providerFor(order.payment_mode, gateway, order.aggregator)?.displayName ?? order.payment_mode;
  const invoiceNumber = `INV-${shipment.id}`;
  const credit = kind === 'credit-note';
  const gstin = typeof order.meta.gstin === 'string' ? order.meta.gstin : '';
  const totals: DocumentContent['totals'] = [{ label: 'Items', amount: sums.subtotal }];
  if (sums.coupon > 0) totals.push({ label: 'Coupon', amount: -sums.coupon });
  if (sums.delivery > 0) totals.push({ label: 'Delivery charges', amount: sums.delivery });
  if (sums.cod > 0) totals.push({ label: 'COD charges', amount: sums.cod });
  totals.push({
    label: credit ? 'Total credited' : 'Total',
    amount: credit && refund ? refund.amount : sums.total,
    strong: true,
  });
  return {
    title: credit ? 'Credit Note' : 'Tax Invoice',
    number: credit ? `CN-${shipment.id}` : invoiceNumber,
    date: credit ? creditedAt(record, shipment) : (shipment.delivered_at ?? shipment.updated_at),
    facts: [
      ['Order', order.id],
      ['Order date', documentDate(order.placed_at)],
      ['Shipment', shipment.id],
      ['Payment', payment],
      ...(credit && shipment.delivered_at
        ? ([['Against invoice', invoiceNumber]] as [string, string][])
        : []),
      ...(gstin ? ([['Buyer GSTIN', gstin]] as [string, string][]) : []),
    ],
    parties: [
      {
        heading: 'Sold by',
        name: company.name || settings.name,
        lines: lines(
          registered.address1,
          [registered.city, registered.state, registered.pincode].filter(Boolean).join(', '),
        ),
      },
      {
        heading: 'Shipped from',
        name: store?.name ?? '',
        lines: lines(
          store?.address.address1,
          store?.address.address2,
          [store?.address.city, store?.address.pincode].filter(Boolean).join(' '),
        ),
      },
      {
        heading: 'Billed to',
        name: billing.name,
        lines: lines(billing.display_address, billing.phone, billing.email),
      },
      { heading: 'Shipped to', name: delivery.name, lines: lines(delivery.display_address, delivery.phone) },
    ],
    lines: bags.map((bag) => {
      const p = bagPaise(bag);
      const item = bag.item;
      return {
        description: String(item.name ?? ''),
        detail: lines(
          item.size ? `Size ${item.size}` : '',
          item.item_code ? `Item code ${item.item_code}` : '',
        ).join(' - '),
        quantity: bag.quantity,
        unit: bag.price_effective,
        discount: p.coupon,
        amount: p.paid,
      };
    }),
    totals,
    notes: [
      'Prices include all applicable taxes.',
      credit
        ? `This credit note returns the amount above for shipment ${shipment.id}${refund ? ` (refund ${refund.refundId}, ${refund.status})` : ''}.`
        : 'This is a computer-generated invoice and needs no signature.',
    ],
  };
}

/** The PDF of a shipment's document, for a valid link: refused with 409 when the shipment does not have it. */
export async function documentPdf(services: DocumentServices, shipmentId: string, kind: DocumentKind) {
  const found = await services.db
    .selectFrom('shipments')
    .select('order_id')
    .where('id', '=', shipmentId)
    .executeTakeFirst();
  if (!found) throw notFound(SHIPMENT_NOT_FOUND);
  const { record, shipment } = await requireDocument(services.db, found.order_id, shipmentId, kind);
  return renderDocument(await contentOf(services, record, shipment, kind));
}
