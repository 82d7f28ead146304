import type { Address } from '@vitrine/contract';
import type { StorefrontContext } from '../load-context';
import type { FormCountry } from './address-form';
import {
  type AddressEntry,
  addressBody,
  addressErrors,
  type CountryForm,
  displayLines,
  type FormField,
} from './address-rules';
import type { MapSettings } from './map-provider';

/** Spec §9: the default country of the address form. */
export const DEFAULT_COUNTRY = 'IN';

/** A country's form and the details the form shows (phone code, map centre). */
export async function loadCountryForm(
  context: StorefrontContext,
  iso2: string,
): Promise<{ form: CountryForm; country: FormCountry }> {
  const detail = await context.shared(`country:${iso2}`, () =>
    context.sdk.logistic.getCountry({ countryIsoCode: iso2 }),
  );
  if (!detail.fields) throw new Error(`The platform describes no address form for ${iso2}`);
  return {
    form: detail.fields,
    country: {
      iso2: detail.iso2 ?? iso2,
      name: detail.display_name ?? detail.name ?? iso2,
      phoneCode: detail.phone_code ?? '',
      latitude: Number(detail.latitude ?? 0),
      longitude: Number(detail.longitude ?? 0),
    },
  };
}

/**
 * What the shop turns on for addresses: shipping abroad (a country choice), the map feature
 * (feature.cart.google_map) and the map with its key.
 */
export async function loadAddressFeatures(
  context: StorefrontContext,
): Promise<{ international: boolean; googleMap: boolean; map: MapSettings | undefined }> {
  const [features, tokens] = await Promise.all([
    context.shared('features', () => context.sdk.configuration.getFeatures()).catch(() => undefined),
    context.shared('tokens', () => context.sdk.configuration.getIntegrationTokens()).catch(() => undefined),
  ]);
  const feature = features?.feature;
  const googleMap = (
    tokens?.tokens as { google_map?: { enabled?: boolean; credentials?: { api_key?: string } } }
  )?.google_map;
  const apiKey = googleMap?.credentials?.api_key ?? '';
  return {
    international: !!feature?.common?.international_shipping?.enabled,
    googleMap: !!feature?.cart?.google_map,
    map: feature?.cart?.google_map && googleMap?.enabled && apiKey ? { enabled: true, apiKey } : undefined,
  };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The posted address form, checked by the same rules as in the browser. */
export function readAddressForm(fields: FormField[], form: FormData, askCountry: boolean) {
  const entry: AddressEntry = {
    values: Object.fromEntries(fields.map((field) => [field.slug, text(form, field.slug)])),
    addressType: text(form, 'address_type') || 'Home',
    otherName: text(form, 'other_name'),
    country: text(form, 'country_iso_code'),
    askCountry,
  };
  const errors = addressErrors(fields, entry);
  const geo = text(form, 'geo_location');
  const [latitude, longitude] = geo ? geo.split(',').map(Number) : [Number.NaN, Number.NaN];
  const body: Address = {
    ...addressBody(fields, entry),
    is_default_address: text(form, 'is_default_address') === 'true',
    ...(text(form, 'state_code') ? { state_code: text(form, 'state_code') } : {}),
    ...(Number.isFinite(latitude) && Number.isFinite(longitude)
      ? { geo_location: { latitude, longitude } }
      : {}),
  };
  return { errors, body };
}

/** A saved address as the address book and checkout list it. */
export interface AddressCard {
  id: string;
  name: string;
  phone: string;
  type: string;
  isDefault: boolean;
  /** The address in its country's display template, one line per row. */
  lines: string[];
}

/** The shopper's saved addresses as cards, each drawn by its country's template (one call per country). */
export async function addressCards(context: StorefrontContext, addresses: Address[]): Promise<AddressCard[]> {
  const templates = new Map<string, string>();
  for (const entry of addresses) {
    const code = entry.country_iso_code || DEFAULT_COUNTRY;
    if (!templates.has(code)) {
      templates.set(code, (await loadCountryForm(context, code)).form.address_template.default_display);
    }
  }
  return addresses.map((entry) => ({
    id: entry.id ?? '',
    name: entry.name ?? '',
    phone: `${entry.country_phone_code ?? ''} ${entry.phone ?? ''}`.trim(),
    type: entry.address_type ?? 'Home',
    isDefault: !!entry.is_default_address,
    lines: displayLines(templates.get(entry.country_iso_code || DEFAULT_COUNTRY) ?? '', entry),
  }));
}
