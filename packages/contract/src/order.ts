import { z } from 'zod';
import { queryBool, queryInt, queryText } from './common';
import { endpoint } from './endpoint';
import { OrderByIdModel, OrderDocumentLink, OrderModel, OrderShipmentModel } from './order-models';

export * from './order-models';

const BASE = '/service/application/order/v1.0/orders';

/**
 * The request header a visitor (no signed-in shopper) sends with getOrderById, getShipmentById and trackShipment
 * to track an order by its id: the order's mobile number (with or without +91) or e-mail. A wrong contact gets the
 * same 404 as an unknown id.
 */
export const ORDER_CONTACT_HEADER = 'x-order-contact';

/**
 * The order list's status filter (getOrders `status`): an order is in a group when any of its shipments is.
 * 0 (All) is the default.
 */
export const ORDER_STATUS_FILTERS = [
  { value: 0, display: 'All' },
  { value: 1, display: 'Processing' },
  { value: 2, display: 'Delivered' },
  { value: 3, display: 'Cancelled' },
  { value: 4, display: 'Returned' },
] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number]['value'];

/** The order list's default page (spec: page 1, size 12). */
export const ORDER_PAGE_DEFAULTS = { page_no: 1, page_size: 12 } as const;

/** The date format of the order list's date filters, as the storefront sends them. */
export const ORDER_DATE_FORMAT = 'MM-DD-YYYY';

const idParam = (name: string) =>
  z
    .string(`${name} is required`)
    .min(1, `${name} is required`)
    .max(40, `${name} must be at most 40 characters`);
const orderId = idParam('order_id');
const shipmentId = idParam('shipment_id');

/** A calendar day as MM-DD-YYYY; an empty value is no filter. */
const orderDate = (label: string) =>
  z.string().refine((value) => {
    if (value === '') return true;
    const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
    if (!match) return false;
    const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
    // Date.UTC reads years 0-99 as 1900-1999, and the database may not hold years before the common era.
    if (year < 1900) return false;
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, `${label} must be a date as ${ORDER_DATE_FORMAT}, such as 01-31-2025`);

const text = z.string();
const noQuery = z.strictObject({});
const inactiveQuery = z.strictObject({ allow_inactive: queryBool('allow_inactive').optional() });

/** Orders and shipments as the shopper reads them: list, detail, tracking, documents, delivery OTP. */
export const orderReads = {
  getOrders: endpoint({
    method: 'GET',
    path: BASE,
    params: z.object({}),
    query: z.strictObject({
      status: queryInt(0, ORDER_STATUS_FILTERS.length - 1, 'status').optional(),
      page_no: queryInt(1, 100_000, 'page_no').optional(),
      page_size: queryInt(1, 100, 'page_size').optional(),
      from_date: orderDate('from_date').optional(),
      to_date: orderDate('to_date').optional(),
      start_date: orderDate('start_date').optional(),
      end_date: orderDate('end_date').optional(),
      custom_meta: queryText(2000, 'custom_meta').optional(),
      allow_inactive: queryBool('allow_inactive').optional(),
    }),
    body: undefined,
    response: z.looseObject({
      items: z.array(OrderModel),
      page: z.looseObject({
        type: z.literal('number'),
        current: z.number(),
        size: z.number(),
        item_total: z.number(),
        has_next: z.boolean(),
      }),
      filters: z.looseObject({
        statuses: z.array(z.looseObject({ value: z.number(), display: text, is_selected: z.boolean() })),
      }),
    }),
  }),
  getOrderById: endpoint({
    method: 'GET',
    path: `${BASE}/{order_id}`,
    params: z.object({ order_id: orderId }),
    query: inactiveQuery,
    body: undefined,
    response: OrderByIdModel,
  }),
  getPosOrderById: endpoint({
    method: 'GET',
    path: `${BASE}/pos-order/{order_id}`,
    params: z.object({ order_id: orderId }),
    query: noQuery,
    body: undefined,
    response: OrderByIdModel,
  }),
  getShipmentById: endpoint({
    method: 'GET',
    path: `${BASE}/shipments/{shipment_id}`,
    params: z.object({ shipment_id: shipmentId }),
    query: inactiveQuery,
    body: undefined,
    response: z.looseObject({ shipment: OrderShipmentModel }),
  }),
  trackShipment: endpoint({
    method: 'GET',
    path: `${BASE}/shipments/{shipment_id}/track`,
    params: z.object({ shipment_id: shipmentId }),
    query: noQuery,
    body: undefined,
    /** The shipment's tracking events as a courier's feed, newest first; `status` is a title, `value` the status. */
    response: z.looseObject({
      results: z.array(
        z.looseObject({
          awb: text,
          status: text,
          value: text.optional(),
          reason: text,
          shipment_type: text,
          account_name: text,
          updated_at: text,
          updated_time: text,
          last_location_recieved_at: text,
        }),
      ),
    }),
  }),
  getCustomerDetailsByShipmentId: endpoint({
    method: 'GET',
    path: `${BASE}/{order_id}/shipments/{shipment_id}/customer-details`,
    params: z.object({ order_id: orderId, shipment_id: shipmentId }),
    query: noQuery,
    body: undefined,
    response: z.looseObject({
      order_id: text,
      shipment_id: text,
      name: text,
      /** Masked but for its last four digits. */
      phone: text,
      country: text,
    }),
  }),
  sendOtpToShipmentCustomer: endpoint({
    method: 'POST',
    path: `${BASE}/{order_id}/shipments/{shipment_id}/otp/send/`,
    params: z.object({ order_id: orderId, shipment_id: shipmentId }),
    query: noQuery,
    body: undefined,
    response: z.looseObject({
      success: z.boolean(),
      request_id: text,
      message: text,
      resend_timer: z.number(),
    }),
  }),
  verifyOtpShipmentCustomer: endpoint({
    method: 'POST',
    path: `${BASE}/{order_id}/shipments/{shipment_id}/otp/verify/`,
    params: z.object({ order_id: orderId, shipment_id: shipmentId }),
    query: noQuery,
    body: z.looseObject({
      request_id: z.string('request_id is required').min(1, 'request_id is required').max(64),
      otp_code: z
        .string('otp_code is required')
        .regex(/^\d{4,8}$/, 'otp_code must be the 4 to 8 digit code sent to your mobile number'),
    }),
    response: z.looseObject({ success: z.boolean(), message: text }),
  }),
  getInvoiceByShipmentId: endpoint({
    method: 'GET',
    path: `${BASE}/shipments/{shipment_id}/invoice`,
    params: z.object({ shipment_id: shipmentId }),
    query: noQuery,
    body: undefined,
    response: OrderDocumentLink,
  }),
  /**
   * Not in the official SDK (the spec's "GET credit note"): the credit note of a shipment returned, or cancelled
   * after it was paid, as a link like the invoice's.
   */
  getCreditNoteByShipmentId: endpoint({
    method: 'GET',
    path: `${BASE}/shipments/{shipment_id}/credit-note`,
    params: z.object({ shipment_id: shipmentId }),
    query: noQuery,
    body: undefined,
    response: OrderDocumentLink,
  }),
} as const;
