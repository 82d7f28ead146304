import type { Address } from '@vitrine/contract';
import type { FormCountry } from '../address/address-form';
import type { CountryForm } from '../address/address-rules';
import type { MapSettings } from '../address/map-provider';

/** The tag that marks the shopper's store address, and the checkout mode it is saved with (spec §3). */
export const STORE_ADDRESS_TAG = 'store';
const STORE_CHECKOUT_MODE = 'self';

/** Where the browser asks whether the Store Address step is needed (with its form), and posts the address. */
export const STORE_ADDRESS_PATH = '/_onboard/address';

/** What the Store Address step shows: the country's address form, the countries to choose from, the map. */
export interface StoreAddressForm {
  form: CountryForm;
  country: FormCountry;
  countries?: { iso2: string; name: string }[];
  map?: MapSettings;
}

/** The answer to whether the step is needed; the form comes with a yes. */
export type StoreAddressCheck = ({ needed: true } & StoreAddressForm) | { needed: false };

/** The answer to a posted store address: saved, or the problems found (by field slug) and a message. */
export type StoreAddressSave = { saved: true } | { message: string; errors: Record<string, string> };

/**
 * Spec §4: the Store Address step is needed when the shopper is signed in, the shop asks for a store address
 * (registration_page.ask_store_address) and none of their addresses is tagged store. `storeAddresses` is
 * undefined when that check failed: then there is no step.
 */
export function storeAddressNeeded(check: {
  loggedIn: boolean;
  askStoreAddress: boolean;
  storeAddresses: Address[] | undefined;
}): boolean {
  return check.loggedIn && check.askStoreAddress && check.storeAddresses?.length === 0;
}

/**
 * Spec §3, onboard address payload: the form's address, made the default, tagged store and checked out by the
 * shopper themselves; its map point is kept only when the shop turns the map on (feature.cart.google_map).
 */
export function onboardAddressPayload(form: Address, googleMap: boolean): Address {
  const { geo_location, ...address } = form;
  return {
    ...address,
    is_default_address: true,
    tags: [STORE_ADDRESS_TAG],
    checkout_mode: STORE_CHECKOUT_MODE,
    ...(googleMap && geo_location ? { geo_location } : {}),
  };
}

/** Asks the shop whether the signed-in shopper's Store Address step is needed: its form, or null for no step. */
export async function fetchStoreAddressStep(country?: string): Promise<StoreAddressForm | null> {
  const query = country ? `?${new URLSearchParams({ country })}` : '';
  const response = await fetch(`${STORE_ADDRESS_PATH}${query}`, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`The store address check failed (${response.status})`);
  const check = (await response.json()) as StoreAddressCheck;
  if (!check.needed) return null;
  const { needed: _, ...step } = check;
  return step;
}
