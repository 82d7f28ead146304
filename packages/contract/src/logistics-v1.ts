import { z } from 'zod';
import { noParams, Page, queryInt, queryText } from './common';
import { endpoint } from './endpoint';

const BASE = '/service/application/logistics/v1.0';
const text = z.string().optional();
const nullableText = z.string().nullable().optional();
const LookupError = z.looseObject({ message: nullableText, value: nullableText, type: nullableText });
const pincode = (label: string) =>
  z.string({ error: `${label} is required` }).regex(/^\d{6}$/, `${label} must be a 6-digit pincode`);

/** One item of a shopper's cart to fulfil: the product, its size and how many. */
const Article = z.looseObject({
  item_id: z.number({ error: 'item_id must be a number' }).int().positive(),
  size: z.string({ error: 'size is required' }).min(1).max(50),
  quantity: z.number().int().min(1).max(1000).optional(),
});

const TatArticle = z.looseObject({
  category: z.looseObject({ level: text, id: z.number().optional() }).optional(),
  manufacturing_time: z.number().min(0).max(10_000).optional(),
  manufacturing_time_unit: z
    .enum(['hours', 'days'], { error: 'manufacturing_time_unit must be hours or days' })
    .optional(),
  available_quantity: z.number().optional(),
});

/** Logistics calls v1.4.13 had and v3.4.2 removed; old themes still make them. */
export const logisticsV1 = {
  getLocations: endpoint({
    method: 'GET',
    path: `${BASE}/locations`,
    params: noParams,
    query: z.strictObject({
      'x-application-id': queryText(64, 'x-application-id'),
      'x-application-data': queryText(2000, 'x-application-data'),
      country: queryText(100, 'country').optional(),
      state: queryText(100, 'state').optional(),
      city: queryText(100, 'city').optional(),
      pincode: queryText(6, 'pincode').optional(),
      sector: queryText(100, 'sector').optional(),
      page_no: queryInt(1, 100_000, 'page_no').optional(),
      page_size: queryInt(1, 100, 'page_size').optional(),
    }),
    body: undefined,
    response: z.looseObject({
      items: z.array(
        z.looseObject({
          id: z.number(),
          store_type: text,
          fulfillment_type: text,
          processing_time: z.number().optional(),
          tags: z.array(z.string()).optional(),
          company_id: z.number().optional(),
          latitude: z.number().optional(),
          longitude: z.number().optional(),
        }),
      ),
      page: Page,
    }),
  }),
  getOptimalLocations: endpoint({
    method: 'POST',
    path: `${BASE}/reassign_stores`,
    params: noParams,
    query: z.strictObject({}),
    body: z.looseObject({
      configuration: z.unknown(),
      to_pincode: pincode('to_pincode'),
      ignored_locations: z
        .array(z.number().int(), { error: 'ignored_locations must be a list of store ids' })
        .max(500),
      identifier: z.string({ error: 'identifier is required' }).max(100),
      articles: z.array(Article, { error: 'articles must be a list' }).min(1, 'articles is empty').max(100),
    }),
    response: z.looseObject({
      to_pincode: z.string(),
      pystormbreaker_uuid: z.string(),
      success: z.boolean(),
      error: z.unknown(),
      assigned_stores: z.array(z.unknown()).optional(),
    }),
  }),
  getPincodeZones: endpoint({
    method: 'POST',
    path: `${BASE}/pincode/zones`,
    params: noParams,
    query: z.strictObject({}),
    body: z.looseObject({
      pincode: pincode('pincode'),
      country: z.string({ error: 'country is required' }).min(1, 'country is required').max(100),
    }),
    response: z.looseObject({ serviceability_type: z.string(), zones: z.array(z.string()) }),
  }),
  getTatProduct: endpoint({
    method: 'POST',
    path: `${BASE}/`,
    params: noParams,
    query: z.strictObject({}),
    body: z.looseObject({
      to_pincode: z.string().max(6).optional(),
      source: z.string().max(100).optional(),
      action: z.string().max(100).optional(),
      identifier: z.string().max(100).optional(),
      journey: z.string().max(20).optional(),
      location_details: z
        .array(
          z.looseObject({
            fulfillment_id: z.number().int().optional(),
            from_pincode: z.string().max(6).optional(),
            articles: z.array(TatArticle).max(100).optional(),
          }),
        )
        .max(20)
        .optional(),
    }),
    response: z.looseObject({
      to_pincode: text,
      to_city: text,
      success: z.boolean().optional(),
      error: LookupError.optional(),
      is_cod_available: z.boolean().optional(),
      location_details: z.array(
        z.looseObject({
          fulfillment_id: z.number().optional(),
          from_pincode: text,
          articles: z.array(
            z.looseObject({
              promise: z.looseObject({
                timestamp: z.looseObject({ min: z.number(), max: z.number() }),
                formatted: z.looseObject({ min: z.string(), max: z.string() }),
              }),
              error: LookupError,
            }),
          ),
        }),
      ),
    }),
  }),
} as const;
