import type { LOCATION_TYPES } from '@vitrine/contract';
import { COUNTRIES } from '../logistics/countries';
import { localityId, type PincodeEntry } from '../logistics/localities';

type LocationType = (typeof LOCATION_TYPES)[number];

/**
 * The shop's places by level: its countries, the states of a country (`parent` its id or ISO code), the cities
 * of a state (`parent` its id or code). States and cities are those its pincode directory serves.
 */
export function locationsOf(entries: PincodeEntry[], type: LocationType, parent?: string) {
  if (type === 'country') {
    return COUNTRIES.filter((country) => !parent || parent === localityId('country', country.iso2)).map(
      (country) => ({
        _id: localityId('country', country.iso2),
        name: country.name,
        type: 'country',
        iso2: country.iso2,
        iso3: country.iso3,
        phone_code: country.phoneCode,
        currency: country.currency.code,
        default_currency: country.currency,
        latitude: country.latitude,
        longitude: country.longitude,
      }),
    );
  }
  const wanted = parent?.toLowerCase();
  const places = new Map<string, Record<string, string>>();
  for (const entry of entries) {
    const countryId = localityId('country', entry.country_iso_code);
    const stateId = localityId('state', entry.state_code);
    const [id, name, parentId, parentCode] =
      type === 'state'
        ? [stateId, entry.state, countryId, entry.country_iso_code]
        : [localityId('city', entry.state_code, entry.city), entry.city, stateId, entry.state_code];
    if (wanted && wanted !== parentId && wanted !== parentCode.toLowerCase()) continue;
    if (places.has(id)) continue;
    places.set(id, {
      _id: id,
      name,
      type,
      parent: parentId,
      state_code: entry.state_code,
      country_code: entry.country_iso_code,
    });
  }
  return [...places.values()].sort((a, b) => a.name.localeCompare(b.name));
}
