import { z } from 'zod';
import { BrandItem, CollectionItem, ProductListingDetail } from './catalog-models';
import { noParams, noQuery, Page, queryInt, queryText } from './common';
import { endpoint } from './endpoint';

const V1 = '/service/application/catalog/v1.0';

/** What a shopper can follow (keep on their wishlist). */
export const followTypes = ['products', 'brands', 'collections'] as const;
export type FollowType = (typeof followTypes)[number];

const followType = z.enum(followTypes, { error: `collection_type must be one of ${followTypes.join(', ')}` });
/** Products and brands have numbers for ids, collections 24 hex characters. */
const followParams = z
  .object({
    collection_type: followType,
    collection_id: z
      .string()
      .regex(/^(\d{1,9}|[0-9a-f]{24})$/, 'collection_id must be a product, brand or collection id'),
  })
  .refine((p) => (p.collection_type === 'collections') === /^[0-9a-f]{24}$/.test(p.collection_id), {
    message: 'collection_id does not fit collection_type',
    path: ['collection_id'],
  });

const FollowAnswer = z.looseObject({ message: z.string(), id: z.string() });
/** Products and brands by number; collections by their text id. */
const FollowIds = z.looseObject({
  products: z.array(z.number()).optional(),
  brands: z.array(z.number()).optional(),
  collections: z.array(z.string()).optional(),
});

/** The wishlist calls: each reads or changes only the signed-in shopper's follows. */
export const follows = {
  followById: endpoint({
    method: 'POST',
    path: `${V1}/follow/{collection_type}/{collection_id}/`,
    params: followParams,
    query: noQuery,
    body: undefined,
    response: FollowAnswer,
  }),
  unfollowById: endpoint({
    method: 'DELETE',
    path: `${V1}/follow/{collection_type}/{collection_id}/`,
    params: followParams,
    query: noQuery,
    body: undefined,
    response: FollowAnswer,
  }),
  // Registered before getFollowedListing: /follow/ids/ would otherwise be taken for a collection type.
  getFollowIds: endpoint({
    method: 'GET',
    path: `${V1}/follow/ids/`,
    params: noParams,
    query: z.strictObject({ collection_type: followType.optional() }),
    body: undefined,
    response: z.looseObject({ data: FollowIds }),
  }),
  getFollowedListing: endpoint({
    method: 'GET',
    path: `${V1}/follow/{collection_type}/`,
    params: z.object({ collection_type: followType }),
    query: z.strictObject({
      page_id: queryText(100, 'page_id').optional(),
      page_size: queryInt(1, 100, 'page_size').optional(),
    }),
    body: undefined,
    response: z.looseObject({
      items: z.array(z.union([ProductListingDetail, BrandItem, CollectionItem])),
      page: Page,
    }),
  }),
  getFollowerCountById: endpoint({
    method: 'GET',
    path: `${V1}/follow/{collection_type}/{collection_id}/count/`,
    params: followParams,
    query: noQuery,
    body: undefined,
    response: z.looseObject({ count: z.number() }),
  }),
} as const;
