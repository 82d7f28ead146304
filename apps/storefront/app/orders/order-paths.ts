/** The addresses of the order pages (spec §2), in one place for the pages that link to each other. */

const part = encodeURIComponent;

export const ORDERS_PATH = '/profile/orders/';
const TRACKING_PATH = '/order-tracking/';

export const shipmentPath = (shipmentId: string) => `/profile/orders/shipment/${part(shipmentId)}/`;

/** The cancel and return page (another page's; linked from the shipment). */
export const shipmentUpdatePath = (shipmentId: string, type: 'cancel' | 'return') =>
  `/profile/orders/shipment/update/${part(shipmentId)}/${type}/`;

/** The refund page, outside the layout (another page's; linked from the shipment). */
export const refundPath = (orderId: string, shipmentId: string) =>
  `/refund/order/${part(orderId)}/shipment/${part(shipmentId)}`;

export const trackingPath = (orderId: string, shipmentId?: string) =>
  `${TRACKING_PATH}${part(orderId)}/${shipmentId ? part(shipmentId) : ''}`;

/** The tracking form with the order id filled in. */
export const trackingFormPath = (orderId: string) => `${TRACKING_PATH}?order_id=${part(orderId)}`;
