import { z } from 'zod';
import { noParams, Page, queryInt, queryText } from './common';
import { endpoint } from './endpoint';

const BASE = '/service/application/logistics/v1.0';
const text = z.string().optional();
const DeliveryWindow = z.looseObject({ min: z.string(), max: z.string() });
const Place = z.looseObject({
  pincode: text,
  sector_code: text,
  state_code: text,
  city_code: text,
  country_code: z.string().min(2, 'country_code is required').max(3),
});
const CourierPartner = z.looseObject({
  extension_id: text,
  scheme_id: text,
  name: text,
  delivery_promise: DeliveryWindow.optional(),
});

/** Logistics calls v3.4.2 added: delivery promises, fulfilment options and courier partners of a shipment. */
export const logisticsPromise = {
  getDeliveryPromise: endpoint({
    method: 'GET',
    path: `${BASE}/delivery-promise`,
    params: noParams,
    query: z.strictObject({
      page_no: queryInt(1, 100_000, 'page_no').optional(),
      page_size: queryInt(1, 100, 'page_size').optional(),
    }),
    body: undefined,
    response: z.looseObject({
      items: z.array(
        z.looseObject({ uid: z.number(), code: text, name: text, delivery_promise: DeliveryWindow }),
      ),
      delivery_promise: DeliveryWindow.optional(),
      page: Page,
    }),
  }),
  getFulfillmentOptions: endpoint({
    method: 'GET',
    path: `${BASE}/fulfillment-options`,
    params: noParams,
    query: z.strictObject({
      product_slug: queryText(200, 'product_slug').optional(),
      store_id: queryInt(1, 2_147_483_647, 'store_id').optional(),
    }),
    body: undefined,
    response: z.looseObject({
      items: z.array(
        z.looseObject({
          name: z.string(),
          slug: z.string(),
          type: z.string(),
          is_default: z.boolean(),
          description: text,
        }),
      ),
    }),
  }),
  getCourierPartners: endpoint({
    method: 'POST',
    path: `${BASE}/company/{company_id}/application/{application_id}/shipment/courier-partners`,
    params: z.object({
      company_id: z.string().regex(/^\d{1,9}$/, 'company_id must be a number'),
      application_id: z.string().min(1).max(64),
    }),
    query: z.strictObject({}),
    body: z.looseObject({
      from_location: Place,
      to_location: Place,
      shipments: z
        .array(z.looseObject({ id: z.string().max(100) }))
        .max(50, 'At most 50 shipments')
        .optional(),
      journey: z.enum(['forward', 'return'], { error: 'journey must be forward or return' }).optional(),
      payment_mode: z.string().max(20).optional(),
    }),
    response: z.looseObject({
      courier_partners: z.array(CourierPartner),
      shipments: z.array(z.looseObject({ id: z.string(), courier_partners: z.array(CourierPartner) })),
    }),
  }),
} as const;
