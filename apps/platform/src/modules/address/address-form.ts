import { type AddressInput, addressFieldError, addressKey, DEFAULT_ADDRESS_TYPE } from '@vitrine/contract';
import { badRequest } from '../../http/errors';
import { addressFields, findCountry } from '../logistics/countries';
import type { PincodeEntry } from '../logistics/localities';

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Checks an address against its country's form (every field trimmed, required fields present, lengths and
 * formats) and returns the fields to keep, with the country's names and codes filled in. A pincode the shop
 * serves also fills in its state code.
 */
export function checkAddress(input: AddressInput, directory: PincodeEntry[]): Record<string, unknown> {
  const wanted = trimmed(input.country_iso_code) || trimmed(input.country);
  if (!wanted) throw badRequest('country is required');
  const country = findCountry(wanted);
  if (!country) throw badRequest(`Unknown country: ${wanted}; choose one from the country list`);
  const form = addressFields(country);
  const details: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const field of form.address) {
    const key = addressKey(field.slug);
    const value = trimmed(input[key as keyof AddressInput]);
    const problem = addressFieldError(field, value);
    if (problem) problems.push(problem);
    details[key] = value;
  }
  const addressType = input.address_type === undefined ? DEFAULT_ADDRESS_TYPE : input.address_type.trim();
  if (!addressType) problems.push('Enter Address Name');
  if (problems.length > 0) throw badRequest(problems[0], { errors: problems });

  const served =
    country.iso2 === 'IN' ? directory.find((entry) => entry.pincode === details.area_code) : undefined;
  for (const key of ['email', 'area_code_slug', 'sector', 'state_code'] as const) {
    if (details[key] === undefined && input[key] !== undefined) details[key] = trimmed(input[key]);
  }
  return {
    ...details,
    ...(served ? { state_code: served.state_code } : {}),
    address_type: addressType,
    country: country.name,
    country_iso_code: country.iso2,
    country_code: country.iso3,
    country_phone_code: country.phoneCode,
    ...(input.geo_location ? { geo_location: input.geo_location } : {}),
  };
}
