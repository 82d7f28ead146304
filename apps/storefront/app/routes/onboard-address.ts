import { failureMessage, failureStatus } from '../account/form.server';
import { loadUser } from '../account/session.server';
import {
  DEFAULT_COUNTRY,
  loadAddressFeatures,
  loadCountryForm,
  readAddressForm,
} from '../address/address-book.server';
import { readForm } from '../forms.server';
import {
  onboardAddressPayload,
  STORE_ADDRESS_TAG,
  type StoreAddressCheck,
  type StoreAddressSave,
  storeAddressNeeded,
} from '../onboarding/store-address';
import { askStoreAddress } from '../settings/settings.server';
import type { Route } from './+types/onboard-address';

/** About one shopper's address book: never kept by anyone. */
const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** A country the shopper picked in the form (only offered when the shop ships abroad). */
const countryOf = (request: Request) => {
  const iso = new URL(request.url).searchParams.get('country')?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(iso) ? iso : undefined;
};

/**
 * Whether the onboarding's Store Address step is needed (spec §4), asked by the dialog once a signed-in shopper
 * is known; with a yes comes the address form (as /profile/address/ shows it), in `?country=` when given.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [user, ask] = await Promise.all([loadUser(context, request), askStoreAddress(context)]);
  const storeAddresses =
    user && ask
      ? await context.sdk.cart
          .getAddresses({ tags: STORE_ADDRESS_TAG })
          .then((answer) => answer.address)
          .catch(() => undefined)
      : [];
  if (!storeAddressNeeded({ loggedIn: !!user, askStoreAddress: ask, storeAddresses })) {
    return Response.json({ needed: false } satisfies StoreAddressCheck, { headers: PRIVATE });
  }
  const features = await loadAddressFeatures(context);
  const iso = (features.international && countryOf(request)) || DEFAULT_COUNTRY;
  const [shown, countries] = await Promise.all([
    loadCountryForm(context, iso),
    features.international ? context.sdk.logistic.getCountries({}) : undefined,
  ]);
  const answer: StoreAddressCheck = {
    needed: true,
    ...shown,
    ...(countries
      ? {
          countries: countries.items?.map((c) => ({
            iso2: c.iso2 ?? '',
            name: c.display_name ?? c.name ?? '',
          })),
        }
      : {}),
    ...(features.map ? { map: features.map } : {}),
  };
  return Response.json(answer, { headers: PRIVATE });
}

const answer = (body: StoreAddressSave, status = 200) => Response.json(body, { status, headers: PRIVATE });

/** Saves the Store Address step's address as the onboard address payload (spec §3), checked as on the profile. */
export async function action({ request, context }: Route.ActionArgs) {
  if (!(await loadUser(context, request))) {
    return answer({ message: 'User is not logged in', errors: {} }, 401);
  }
  const form = await readForm(request);
  try {
    const iso = String(form.get('country_iso_code') ?? '') || DEFAULT_COUNTRY;
    const [{ form: countryForm }, features] = await Promise.all([
      loadCountryForm(context, iso),
      loadAddressFeatures(context),
    ]);
    const { errors, body } = readAddressForm(countryForm.address, form, features.international);
    const first = Object.values(errors)[0];
    if (first) return answer({ message: first, errors }, 400);
    await context.sdk.cart.addAddress({ body: onboardAddressPayload(body, features.googleMap) });
    return answer({ saved: true });
  } catch (error) {
    return answer({ message: failureMessage(error), errors: {} }, failureStatus(error));
  }
}
