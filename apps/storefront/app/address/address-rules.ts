import {
  type Address,
  addressFieldError,
  addressKey,
  type EndpointResponse,
  type logistics,
} from '@vitrine/contract';

type CountryDetail = EndpointResponse<typeof logistics.getCountry>;
export type CountryForm = NonNullable<CountryDetail['fields']>;
export type FormField = CountryForm['address'][number];

/** Spec §9: locality search and pincode lookup wait this long after the last keystroke. */
export const LOCALITY_SEARCH_DEBOUNCE_MS = 300;
export const PINCODE_LOOKUP_DEBOUNCE_MS = 500;

/** The type radios; 'Other' asks for a name, which is what gets saved as the type. */
export const ADDRESS_TYPE_CHOICES = ['Home', 'Office', 'Other'] as const;
export type AddressTypeChoice = (typeof ADDRESS_TYPE_CHOICES)[number];

/** Where the name of an 'Other' address and the country are reported among the field errors. */
export const OTHER_NAME = 'address_type_name';
export const COUNTRY = 'country';

export interface AddressEntry {
  /** Field values by slug, as typed. */
  values: Record<string, string>;
  addressType: string;
  otherName: string;
  country: string;
  /** The country is chosen only when the shop ships abroad and the address is new. */
  askCountry: boolean;
}

/** Every problem with the entry, keyed by field slug (plus the type's name and the country), in form order. */
export function addressErrors(fields: FormField[], entry: AddressEntry): Record<string, string> {
  const errors: Record<string, string> = {};
  if (entry.askCountry && !entry.country.trim()) errors[COUNTRY] = 'country is required';
  for (const field of fields) {
    const problem = addressFieldError(field, entry.values[field.slug] ?? '');
    if (problem) errors[field.slug] = problem;
  }
  if (entry.addressType === 'Other' && !entry.otherName.trim()) errors[OTHER_NAME] = 'Enter Address Name';
  return errors;
}

/** The address the platform stores for a checked entry: trimmed fields, 'Other' replaced by its name. */
export function addressBody(fields: FormField[], entry: AddressEntry): Address {
  const body: Record<string, string> = {};
  for (const field of fields) body[addressKey(field.slug)] = (entry.values[field.slug] ?? '').trim();
  return {
    ...body,
    country_iso_code: entry.country.trim(),
    address_type: entry.addressType === 'Other' ? entry.otherName.trim() : entry.addressType,
  };
}

/** A saved address's values by form slug, to fill the form when editing. */
export function entryOf(fields: FormField[], address: Address): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fields) {
    const value = (address as Record<string, unknown>)[addressKey(field.slug)];
    values[field.slug] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** The type radio a saved address shows: its own type, or 'Other' with the name it was given. */
export function typeChoiceOf(addressType: string | undefined): { choice: AddressTypeChoice; name: string } {
  if (!addressType || addressType === 'Home') return { choice: 'Home', name: '' };
  if (addressType === 'Office') return { choice: 'Office', name: '' };
  return { choice: 'Other', name: addressType === 'Other' ? '' : addressType };
}

/** Spec §5: a failed pincode lookup clears city, state and country. */
export function afterFailedLookup(values: Record<string, string>): Record<string, string> {
  return { ...values, city: '', state: '', country: '' };
}

/** An address in one line per template row (`{slug}` placeholders, `_` between rows), empty parts dropped. */
export function displayLines(template: string, address: Address): string[] {
  const record = address as Record<string, unknown>;
  return template
    .split('_')
    .map((row) =>
      row
        .replace(/\{([a-z_]+)\}/g, (_, slug: string) => String(record[addressKey(slug)] ?? ''))
        .replace(/(,\s*)+(?=,|$)/g, '')
        .replace(/^[\s,-]+|[\s,-]+$/g, '')
        .trim(),
    )
    .filter(Boolean);
}
