import { api as contract } from '@vitrine/contract';
import type { Context } from 'hono';
import type { AppEnv, Services } from '../../http/context';
import { notFound } from '../../http/errors';
import type { On } from '../../http/route';
import { addressFields, COUNTRIES, countryBody, findCountry, validateAgainstTemplate } from './countries';
import { findLocality, listLocalities, localityBody, localityId, pincodeDirectory } from './localities';

const endpoints = contract.logistic;
const cached = { cacheSeconds: 60 };
const noError = { message: null, value: null, type: null };

export function registerLogistics(on: On, services: Services): void {
  const { db } = services;
  const directory = (c: Context<AppEnv>) => pincodeDirectory(db, c.get('application').id);

  on(
    endpoints.getPincodeCity,
    async ({ params }, c) => {
      const found = findLocality(await directory(c), 'pincode', params.pincode, {});
      if (!found) throw notFound('Pincode not serviceable');
      const { entry, locality } = found;
      const parent = (subType: string, name: string, uid: string) => ({
        sub_type: subType,
        name,
        display_name: name,
        uid,
      });
      return {
        success: true,
        error: noError,
        data: [
          {
            uid: locality.id,
            name: entry.pincode,
            display_name: entry.pincode,
            sub_type: 'pincode',
            parents: [
              parent('country', entry.country, localityId('country', entry.country_iso_code)),
              parent('state', entry.state, localityId('state', entry.state_code)),
              parent('city', entry.city, localityId('city', entry.state_code, entry.city)),
            ],
            meta: { zone: entry.state_code, internal_zone_id: 0 },
            meta_code: { country_code: 'IND', isd_code: '+91' },
            lat_long: { type: 'Point', coordinates: [String(entry.longitude), String(entry.latitude)] },
            error: noError,
            city: entry.city,
            state: entry.state,
            state_code: entry.state_code,
            country: entry.country,
            country_iso_code: entry.country_iso_code,
          },
        ],
      };
    },
    cached,
  );

  on(
    endpoints.getAllCountries,
    () => ({
      results: COUNTRIES.map((country) => ({
        uid: localityId('country', country.iso2),
        name: country.name,
        display_name: country.name,
        type: 'country',
        sub_type: 'country',
        is_active: true,
        parent_id: '',
        meta: { country_code: country.iso3, isd_code: country.phoneCode },
      })),
    }),
    cached,
  );

  on(
    endpoints.getCountries,
    ({ query }) => {
      const q = query.q?.trim().toLowerCase();
      const matching = COUNTRIES.filter(
        (country) =>
          (!q || country.name.toLowerCase().includes(q) || country.iso2.toLowerCase() === q) &&
          (!query.phone_code || country.phoneCode.replace('+', '') === query.phone_code.replace('+', '')),
      );
      const pageNo = query.page_no ?? 1;
      const pageSize = query.page_size ?? 100;
      const items = matching.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(countryBody);
      return {
        items,
        page: {
          type: 'number' as const,
          current: pageNo,
          size: pageSize,
          item_total: matching.length,
          has_next: pageNo * pageSize < matching.length,
          has_previous: pageNo > 1,
        },
      };
    },
    cached,
  );

  on(
    endpoints.getCountry,
    ({ params }) => {
      const country = findCountry(params.country_iso_code);
      if (!country) throw notFound(`Country not found: ${params.country_iso_code}`);
      return { ...countryBody(country), fields: addressFields(country) };
    },
    cached,
  );

  on(endpoints.validateAddress, ({ params, body }) => {
    const country = findCountry(params.country_iso_code);
    if (!country) throw notFound(`Country not found: ${params.country_iso_code}`);
    return validateAgainstTemplate(addressFields(country), params.template_name, body);
  });

  on(
    endpoints.getLocalities,
    async ({ params, query }, c) => {
      const all = listLocalities(await directory(c), params.locality_type, query, query.q);
      const pageNo = query.page_no ?? 1;
      const pageSize = query.page_size ?? 1000;
      return {
        items: all.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(localityBody),
        page: {
          type: 'number' as const,
          current: pageNo,
          size: pageSize,
          item_total: all.length,
          has_next: pageNo * pageSize < all.length,
          has_previous: pageNo > 1,
        },
      };
    },
    cached,
  );

  on(
    endpoints.getLocality,
    async ({ params, query }, c) => {
      const found = findLocality(await directory(c), params.locality_type, params.locality_value, query);
      if (!found) throw notFound(`No ${params.locality_type} found: ${params.locality_value}`);
      const { locality, parents, entry } = found;
      return {
        ...localityBody(locality),
        localities: parents.map(({ id, name, display_name, type, parent_ids }) => ({
          id,
          name,
          display_name,
          type,
          parent_ids,
        })),
        ...(params.locality_type === 'pincode'
          ? {
              city: entry.city,
              state: entry.state,
              state_code: entry.state_code,
              country: entry.country,
              country_iso_code: entry.country_iso_code,
            }
          : {}),
      };
    },
    cached,
  );
}
