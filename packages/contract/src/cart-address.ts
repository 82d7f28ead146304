import { z } from 'zod';
import { noParams, noQuery, queryBool, queryText } from './common';
import { endpoint } from './endpoint';

const BASE = '/service/application/cart/v1.0';
const text = z.string().optional();

/** The address types the form offers; 'Other' is replaced by the name the shopper gives it. */
export const ADDRESS_TYPES = ['Home', 'Office', 'Other'] as const;
export const DEFAULT_ADDRESS_TYPE = 'Home';

/** A bounded text field of an address request; the country's form decides which are required and how long. */
const field = (name: string, max = 200) => z.string().max(max, `${name} must be at most ${max} characters`);

const GeoLocation = z.object({
  latitude: z.number().min(-90, 'latitude must be from -90 to 90').max(90, 'latitude must be from -90 to 90'),
  longitude: z
    .number()
    .min(-180, 'longitude must be from -180 to 180')
    .max(180, 'longitude must be from -180 to 180'),
});

/**
 * An address as the shopper sends it (the platform's Address model). Unknown keys are dropped; the country's
 * form rules (required fields, lengths, pincode and phone formats) are checked by the platform after this.
 */
export const AddressInput = z.object({
  name: field('name').optional(),
  email: field('email').optional(),
  phone: field('phone', 20).optional(),
  address: field('address', 500).optional(),
  area: field('area', 500).optional(),
  landmark: field('landmark', 500).optional(),
  area_code: field('area_code', 20).optional(),
  area_code_slug: field('area_code_slug', 40).optional(),
  sector: field('sector').optional(),
  city: field('city').optional(),
  state: field('state').optional(),
  state_code: field('state_code', 20).optional(),
  country: field('country', 100).optional(),
  country_code: field('country_code', 10).optional(),
  country_iso_code: field('country_iso_code', 10).optional(),
  country_phone_code: field('country_phone_code', 10).optional(),
  address_type: field('address_type', 40).optional(),
  is_default_address: z.boolean().optional(),
  tags: z.array(field('tag', 40)).max(10, 'tags may hold at most 10 entries').optional(),
  checkout_mode: field('checkout_mode', 20).optional(),
  geo_location: GeoLocation.optional(),
  google_map_point: z.unknown().optional(),
});
export type AddressInput = z.output<typeof AddressInput>;

/** A saved address, as the platform answers it. */
export const Address = z.looseObject({
  id: text,
  _id: text,
  name: text,
  email: text,
  phone: text,
  address: text,
  area: text,
  landmark: text,
  area_code: text,
  area_code_slug: text,
  sector: text,
  city: text,
  state: text,
  state_code: text,
  country: text,
  country_code: text,
  country_iso_code: text,
  country_phone_code: text,
  address_type: text,
  is_default_address: z.boolean().optional(),
  is_active: z.boolean().optional(),
  tags: z.array(z.string()).optional(),
  checkout_mode: text,
  geo_location: z.looseObject({ latitude: z.number(), longitude: z.number() }).optional(),
  user_id: text,
  created_by_user_id: text,
});
export type Address = z.output<typeof Address>;

const addressId = z.object({
  id: z.string().min(1, 'id is required').max(64, 'id must be at most 64 characters'),
});

const addressFilters = {
  cart_id: queryText(100, 'cart_id').optional(),
  buy_now: queryBool('buy_now').optional(),
  mobile_no: queryText(20, 'mobile_no').optional(),
  checkout_mode: queryText(20, 'checkout_mode').optional(),
  tags: queryText(200, 'tags').optional(),
  is_default: queryBool('is_default').optional(),
};

/** The signed-in shopper's address book (cart/v1.0 address calls). */
export const cartAddress = {
  getAddresses: endpoint({
    method: 'GET',
    path: `${BASE}/address`,
    params: noParams,
    query: z.strictObject(addressFilters),
    body: undefined,
    response: z.looseObject({ address: z.array(Address), pii_masking: z.boolean().optional() }),
  }),
  getAddressById: endpoint({
    method: 'GET',
    path: `${BASE}/address/{id}`,
    params: addressId,
    query: z.strictObject(addressFilters),
    body: undefined,
    response: Address,
  }),
  addAddress: endpoint({
    method: 'POST',
    path: `${BASE}/address`,
    params: noParams,
    query: noQuery,
    body: AddressInput,
    response: z.looseObject({ id: z.string(), success: z.boolean(), is_default_address: z.boolean() }),
  }),
  updateAddress: endpoint({
    method: 'PUT',
    path: `${BASE}/address/{id}`,
    params: addressId,
    query: noQuery,
    body: AddressInput,
    response: z.looseObject({
      id: z.string(),
      success: z.boolean(),
      is_updated: z.boolean(),
      is_default_address: z.boolean(),
    }),
  }),
  removeAddress: endpoint({
    method: 'DELETE',
    path: `${BASE}/address/{id}`,
    params: addressId,
    query: noQuery,
    body: undefined,
    response: z.looseObject({ id: z.string(), is_deleted: z.boolean() }),
  }),
} as const;
