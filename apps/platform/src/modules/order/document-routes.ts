import type { Hono } from 'hono';
import type { AppEnv, Services } from '../../http/context';
import { forbidden } from '../../http/errors';
import { DOCUMENTS_PATH, type DocumentKind, DocumentLinks, documentPdf } from './order-documents';

const links = new WeakMap<Services, DocumentLinks>();
const DOCUMENT_ROUTE = `${DOCUMENTS_PATH}/:shipment{[A-Za-z0-9_-]{1,40}}/:file{(invoice|credit-note)\\.pdf}`;

/** The shop's document link signer: one per set of services, shared by the API calls and the document address. */
export function documentLinksOf(services: Services): DocumentLinks {
  let signer = links.get(services);
  if (!signer) {
    signer = new DocumentLinks(services.config.editorToken);
    links.set(services, signer);
  }
  return signer;
}

/**
 * Outside the signed API (under /files, which the storefront forwards): an invoice or credit note PDF behind a
 * signed link that expires. The link is the permission; it is handed only to the order's shopper.
 */
export function registerOrderDocuments(app: Hono<AppEnv>, services: Services): void {
  app.get(DOCUMENT_ROUTE, async (c) => {
    const shipmentId = c.req.param('shipment');
    const kind = c.req.param('file').replace(/\.pdf$/, '') as DocumentKind;
    if (
      !documentLinksOf(services).isValid(shipmentId, kind, c.req.query('expires'), c.req.query('signature'))
    ) {
      throw forbidden('This document link is not signed or has expired');
    }
    const bytes = await documentPdf(services, shipmentId, kind);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf',
      'content-length': String(bytes.length),
      'content-disposition': `inline; filename="${kind}-${shipmentId}.pdf"`,
      'x-content-type-options': 'nosniff',
      // An invoice carries the shopper's name and address: no cache keeps it, a shared computer's included.
      'cache-control': 'private, no-store',
    });
  });
}
