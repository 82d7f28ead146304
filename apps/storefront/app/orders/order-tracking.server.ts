import type { OrderView } from '@vitrine/contract';
import { redirect } from 'react-router';
import { loadUser } from '../account/session.server';
import { apiErrorStatus, pageError } from '../catalog/page-error.server';
import type { StorefrontContext } from '../load-context';
import { trackingFormPath } from './order-paths';
import { contactHeaders, trackedContact } from './tracking-contact.server';

const NOT_FOUND_MESSAGE =
  'We could not find an order with this order ID and mobile number or e-mail. Check both and try again.';
const NOT_YOURS_MESSAGE = 'We could not find this order among yours. Check the order ID and try again.';

export type OrderLookup =
  | { found: true; order: OrderView }
  | { found: false; status: number; message: string };

/**
 * Asks the platform for order `orderId`: as the signed-in shopper (their own orders only), or as a visitor
 * naming the order's mobile number or e-mail. Whatever is not theirs is the same 'not found'; the platform's
 * refusals (too many tries) keep their message; a platform that failed is the page's error.
 */
export async function lookUpOrder(
  context: StorefrontContext,
  orderId: string,
  visitorContact: string | undefined,
): Promise<OrderLookup> {
  try {
    const { order } = await context.sdk.order.getOrderById({
      orderId,
      requestHeaders: contactHeaders(visitorContact),
    });
    return { found: true, order };
  } catch (error) {
    const status = apiErrorStatus(error);
    if (status === 404 || status === 401 || status === 403) {
      return { found: false, status: 404, message: visitorContact ? NOT_FOUND_MESSAGE : NOT_YOURS_MESSAGE };
    }
    if (status !== undefined && status >= 400 && status < 500) {
      return { found: false, status, message: (error as Error).message || NOT_FOUND_MESSAGE };
    }
    return pageError(error);
  }
}

/**
 * The order a tracking page shows: a signed-in shopper's own, or, for a visitor, the one whose contact they gave
 * on the form (kept in the tracking cookie). A visitor who gave none for this order is sent to the form.
 */
export async function loadTrackedOrder(context: StorefrontContext, request: Request, orderId: string) {
  const user = await loadUser(context, request);
  const contact = user ? undefined : trackedContact(request, orderId);
  if (!user && !contact) throw redirect(trackingFormPath(orderId));
  return { lookup: await lookUpOrder(context, orderId, contact), signedIn: user !== null };
}
