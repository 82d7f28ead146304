import { z } from 'zod';
import { noParams, noQuery, Page, queryBool, queryInt, queryText } from './common';
import { endpoint } from './endpoint';
import { logisticsPromise } from './logistics-promise';
import { logisticsV1 } from './logistics-v1';

const BASE = '/service/application/logistics';
const text = z.string().optional();
const flag = z.boolean().optional();
const nullableText = z.string().nullable().optional();

/** `{ message, value, type }`, all null when the lookup succeeded. */
const LookupError = z.looseObject({ message: nullableText, value: nullableText, type: nullableText });

const PincodeData = z.looseObject({
  uid: text,
  name: text,
  display_name: text,
  sub_type: text,
  /** Country, state and city, as `{ sub_type, name, display_name, uid }`. */
  parents: z.array(z.looseObject({ sub_type: text, display_name: text, name: text, uid: text })).optional(),
  meta: z.looseObject({ zone: text, internal_zone_id: z.number().optional() }).optional(),
  meta_code: z.looseObject({ country_code: text, isd_code: text }).optional(),
  lat_long: z.looseObject({ type: text, coordinates: z.array(z.string()).optional() }).optional(),
  error: LookupError,
  city: text,
  state: text,
  state_code: text,
  country: text,
  country_iso_code: text,
});

const CountryHierarchy = z.looseObject({ name: text, slug: text });
const CountryFields = {
  id: text,
  name: text,
  display_name: text,
  iso2: text,
  iso3: text,
  timezones: z.array(z.string()).optional(),
  hierarchy: z.array(CountryHierarchy).optional(),
  phone_code: text,
  latitude: text,
  longitude: text,
  currency: z.looseObject({ code: text, name: text, symbol: text }).optional(),
  type: text,
};

const LocalityQuery = z
  .looseObject({ country: nullableText, state: nullableText, city: nullableText, sector: nullableText })
  .optional();
const FieldValues = z
  .looseObject({
    get_one: z
      .looseObject({
        operation_id: text,
        params: z.looseObject({ path: z.unknown().optional(), query: LocalityQuery }).optional(),
      })
      .nullable()
      .optional(),
    get_all: z
      .looseObject({
        operation_id: text,
        params: z.looseObject({ path: z.unknown().optional(), query: LocalityQuery }).optional(),
      })
      .nullable()
      .optional(),
  })
  .nullable()
  .optional();

/** One address form field of a country (slug, label, input kind, validation and where its values come from). */
const AddressField = z.looseObject({
  display_name: z.string(),
  slug: z.string(),
  required: z.boolean(),
  edit: flag,
  input: z.string(),
  validation: z
    .looseObject({
      type: text,
      regex: z
        .looseObject({
          value: text,
          length: z
            .looseObject({ min: z.number().nullable().optional(), max: z.number().nullable().optional() })
            .optional(),
        })
        .optional(),
    })
    .nullable()
    .optional(),
  values: FieldValues,
  error_text: nullableText,
});

const Country = z.looseObject({
  ...CountryFields,
  fields: z
    .looseObject({
      address: z.array(AddressField),
      serviceability_fields: z.array(z.string()),
      /** Field slugs as `{slug}` placeholders; `_` separates rows. */
      address_template: z.looseObject({
        checkout_form: z.string(),
        store_os_form: z.string(),
        default_display: z.string(),
      }),
    })
    .optional(),
});

const LocalityParent = z.looseObject({
  id: text,
  name: text,
  display_name: text,
  parent_ids: z.array(z.string()).optional(),
  type: text,
});
const Locality = LocalityParent.extend({
  localities: z.array(LocalityParent).optional(),
  meta: z.looseObject({ state_code: text }).optional(),
});

const localityFilters = {
  country: queryText(100, 'country').optional(),
  state: queryText(100, 'state').optional(),
  city: queryText(100, 'city').optional(),
  sector: queryText(100, 'sector').optional(),
};
const localityType = z.enum(['country', 'state', 'city', 'pincode', 'sector'], {
  error: 'locality_type must be one of country, state, city, pincode, sector',
});

const templateText = (name: string) =>
  z.string().max(500, `${name} must be at most 500 characters`).optional();
/** An address in a country's form slugs (ValidateAddressRequest), checked against one of its templates. */
const AddressToValidate = z.object(
  Object.fromEntries(
    [
      'address',
      'address1',
      'address2',
      'area',
      'landmark',
      'pincode',
      'sector',
      'city',
      'state',
      'name',
      'phone',
      'email',
    ].map((name) => [name, templateText(name)]),
  ),
);

/** Endpoints of the logistics module (the SDK calls the module `logistic`). */
export const logistics = {
  getPincodeCity: endpoint({
    method: 'GET',
    path: `${BASE}/v1.0/pincode/{pincode}`,
    params: z.object({
      pincode: z.string().regex(/^[1-9][0-9]{5}$/, 'pincode must be a 6-digit Indian pincode'),
    }),
    query: noQuery,
    body: undefined,
    response: z.looseObject({
      success: z.boolean(),
      data: z.array(PincodeData).optional(),
      error: LookupError,
    }),
  }),
  getAllCountries: endpoint({
    method: 'GET',
    path: `${BASE}/v1.0/country-list`,
    params: noParams,
    query: noQuery,
    body: undefined,
    response: z.looseObject({
      results: z
        .array(
          z.looseObject({
            uid: text,
            name: text,
            display_name: text,
            type: text,
            sub_type: text,
            is_active: flag,
            parent_id: text,
            meta: z.looseObject({ country_code: text, isd_code: text }).optional(),
          }),
        )
        .optional(),
    }),
  }),
  getCountries: endpoint({
    method: 'GET',
    path: `${BASE}/v2.0/countries`,
    params: noParams,
    query: z.strictObject({
      onboarding: queryBool('onboarding').optional(),
      page_no: queryInt(1, 100_000, 'page_no').optional(),
      page_size: queryInt(1, 1000, 'page_size').optional(),
      q: queryText(100, 'q').optional(),
      hierarchy: queryText(100, 'hierarchy').optional(),
      phone_code: queryText(10, 'phone_code').optional(),
    }),
    body: undefined,
    response: z.looseObject({
      items: z.array(z.looseObject(CountryFields)).optional(),
      page: Page.optional(),
    }),
  }),
  getCountry: endpoint({
    method: 'GET',
    path: `${BASE}/v1.0/countries/{country_iso_code}`,
    params: z.object({
      country_iso_code: z
        .string()
        .regex(/^[A-Za-z]{2,3}$/, 'country_iso_code must be a 2-letter country code'),
    }),
    query: noQuery,
    body: undefined,
    response: Country,
  }),
  getLocalities: endpoint({
    method: 'GET',
    path: `${BASE}/v1.0/localities/{locality_type}`,
    params: z.object({ locality_type: localityType }),
    query: z.strictObject({
      ...localityFilters,
      page_no: queryInt(1, 100_000, 'page_no').optional(),
      page_size: queryInt(1, 1000, 'page_size').optional(),
      q: queryText(100, 'q').optional(),
    }),
    body: undefined,
    response: z.looseObject({ items: z.array(Locality).optional(), page: Page.optional() }),
  }),
  getLocality: endpoint({
    method: 'GET',
    path: `${BASE}/v1.0/localities/{locality_type}/{locality_value}`,
    params: z.object({
      locality_type: localityType,
      locality_value: z
        .string()
        .min(1, 'locality_value is required')
        .max(100, 'locality_value must be at most 100 characters'),
    }),
    query: z.strictObject(localityFilters),
    body: undefined,
    response: Locality,
  }),
  validateAddress: endpoint({
    method: 'POST',
    path: `${BASE}/v1.0/country/{country_iso_code}/address/templates/{template_name}/validate`,
    params: z.object({
      country_iso_code: z
        .string()
        .regex(/^[A-Za-z]{2,3}$/, 'country_iso_code must be a 2-letter country code'),
      template_name: z.enum(['checkout_form', 'store_os_form', 'default_display'], {
        error: 'template_name must be one of checkout_form, store_os_form, default_display',
      }),
    }),
    query: noQuery,
    body: AddressToValidate,
    response: z.record(z.string(), z.string()),
  }),
  ...logisticsPromise,
  ...logisticsV1,
} as const;
