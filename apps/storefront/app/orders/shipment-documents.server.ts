import { redirect } from 'react-router';
import { pageError } from '../catalog/page-error.server';
import type { StorefrontContext } from '../load-context';

/** The documents a shipment may have, as the shipment page's `?document=` names them. */
const SHIPMENT_DOCUMENTS = ['invoice', 'credit-note'] as const;
export type ShipmentDocument = (typeof SHIPMENT_DOCUMENTS)[number];

export const isShipmentDocument = (value: string | null): value is ShipmentDocument =>
  (SHIPMENT_DOCUMENTS as readonly (string | null)[]).includes(value);

/** Paths this shop's server hands to the platform (server/app.ts API_PATHS): reachable on the shop's origin. */
const PLATFORM_PATHS = /^\/(api\/)?(service|files|assets)\//;

/**
 * Where the browser fetches a document link. The platform signs it for the address it was called at, which is
 * its own when it runs apart (PLATFORM_URL) and may not be reachable from the shopper's browser; its path is,
 * through this shop, so a link on the platform's paths is made relative to the shop.
 */
export function documentAddress(link: string): string {
  const url = URL.parse(link);
  if (!url) return link;
  return PLATFORM_PATHS.test(url.pathname) ? `${url.pathname}${url.search}` : url.href;
}

/**
 * Sends the browser to a shipment's invoice or credit note (a PDF the platform serves for a few minutes):
 * fetched when asked for rather than on every view of the page, so the link is always fresh.
 */
export async function redirectToDocument(
  context: StorefrontContext,
  shipmentId: string,
  document: ShipmentDocument,
): Promise<never> {
  const call =
    document === 'invoice'
      ? context.sdk.order.getInvoiceByShipmentId({ shipmentId })
      : context.sdk.order.getCreditNoteByShipmentId({ shipmentId });
  const link = await call.catch(pageError);
  throw redirect(documentAddress(link.presigned_url), { headers: { 'Cache-Control': 'no-store' } });
}
