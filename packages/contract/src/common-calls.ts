import { z } from 'zod';
import { noParams, queryText } from './common';
import { endpoint } from './endpoint';

/** The calls every application shares, outside `/service/application`. */
const BASE = '/service/common/configuration/v1.0';
const text = z.string().optional();

export const LOCATION_TYPES = ['country', 'state', 'city'] as const;

const Location = z.looseObject({
  _id: text,
  name: text,
  type: text,
  parent: text,
  iso2: text,
  iso3: text,
  phone_code: text,
  currency: text,
  state_code: text,
  country_code: text,
  latitude: text,
  longitude: text,
  default_currency: z.looseObject({ code: text, name: text, symbol: text }).optional(),
});

const Domain = z.looseObject({ _id: text, name: text, verified: z.boolean().optional() });

/** Endpoints of the common module (the official SDK's `common`). */
export const commonCalls = {
  getLocations: endpoint({
    method: 'GET',
    path: `${BASE}/location`,
    params: noParams,
    query: z.strictObject({
      location_type: z
        .enum(LOCATION_TYPES, { error: `location_type must be one of ${LOCATION_TYPES.join(', ')}` })
        .optional(),
      id: queryText(100, 'id').optional(),
    }),
    body: undefined,
    response: z.looseObject({ items: z.array(Location) }),
  }),
  searchApplication: endpoint({
    method: 'GET',
    path: `${BASE}/application/search-application`,
    params: noParams,
    query: z.strictObject({ query: queryText(253, 'query').optional() }),
    body: undefined,
    response: z.looseObject({
      application: z.looseObject({
        _id: text,
        name: text,
        company_id: z.number().optional(),
        domain: Domain.optional(),
        domains: z.array(Domain).optional(),
      }),
    }),
  }),
} as const;
