import { z } from 'zod';
import { noParams, queryText } from './common';
import { endpoint } from './endpoint';

const text = z.string().optional();
const num = z.number().optional();

const BundledProduct = z.looseObject({
  product_uid: z.number(),
  min_quantity: num,
  max_quantity: z.number(),
  auto_add_to_cart: z.boolean().optional(),
  auto_select: z.boolean().optional(),
  allow_remove: z.boolean().optional(),
  sizes: z
    .array(
      z.looseObject({ value: z.unknown(), display: z.unknown(), quantity: num, is_available: z.boolean() }),
    )
    .optional(),
  price: z
    .looseObject({ min_effective: num, max_effective: num, min_marked: num, max_marked: num, currency: text })
    .optional(),
  product_details: z
    .looseObject({ name: z.unknown(), slug: z.unknown(), images: z.array(z.unknown()) })
    .optional(),
});

const Bundle = z.looseObject({
  _id: text,
  slug: text,
  name: z.string(),
  choice: text,
  logo: z.string().nullable().optional(),
  is_active: z.boolean().optional(),
  same_store_assignment: z.boolean().optional(),
  company_id: num,
  page_visibility: z.array(z.string()).optional(),
  created_on: z.string(),
  modified_on: z.string(),
  products: z.array(BundledProduct),
});

/** The product groupings (bundles) a product belongs to (`slug`), or one by its id. */
export const getProductBundlesBySlug = endpoint({
  method: 'GET',
  path: '/service/application/catalog/v1.0/product-grouping/',
  params: noParams,
  query: z.strictObject({ slug: queryText(200, 'slug').optional(), id: queryText(64, 'id').optional() }),
  body: undefined,
  response: z.looseObject({ items: z.array(Bundle) }),
});
