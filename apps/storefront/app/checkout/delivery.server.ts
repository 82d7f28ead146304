import { NO_ADDRESS_SELECTED } from '@vitrine/contract';
import { redirect } from 'react-router';
import { failureMessage, failureStatus } from '../account/form.server';
import {
  type AddressCard,
  addressCards,
  DEFAULT_COUNTRY,
  loadAddressFeatures,
  loadCountryForm,
  readAddressForm,
} from '../address/address-book.server';
import { bagOf } from '../cart/bag.server';
import { cartCookies } from '../cart/cart-calls.server';
import { BAG_PATH } from '../cart/cart-paths';
import { apiErrorStatus } from '../catalog/page-error.server';
import type { StorefrontContext } from '../load-context';
import { ADD_ADDRESS_PARAM } from './checkout-forms';
import { checkoutPageError, refuse } from './checkout-page.server';
import { afterAddress, type CheckoutLayout, type CheckoutState, placeOf } from './flow';
import { type CheckoutCart, cartSummaryOf, type Shipment, shipmentsOf } from './shipments';

/** Spec §8: what address selection says when it fails with no message of the platform's own. */
const ADDRESS_SELECT_FAILED = 'An error occurred.';

export interface DeliveryData {
  cart: CheckoutCart;
  addresses: AddressCard[];
  /** The address shown chosen: the one in the address, else the default, else the first. */
  preselected: string | undefined;
  /** Where the cart's shipments stand for the address shown chosen: their promise, or why it cannot go there. */
  shipments: Shipment[];
  /** Why the cart cannot go to that address ('Pincode not serviceable'), as the platform says it; '' if it can. */
  problem: string;
  /** The new-address form, when it is open (asked for, or the shopper has no address yet). */
  adding?: Awaited<ReturnType<typeof newAddressForm>>;
}

async function newAddressForm(context: StorefrontContext, url: URL) {
  const features = await loadAddressFeatures(context);
  const iso = (features.international && url.searchParams.get('country')) || DEFAULT_COUNTRY;
  const [shown, countries] = await Promise.all([
    loadCountryForm(context, iso),
    features.international ? context.sdk.logistic.getCountries({}) : undefined,
  ]);
  return {
    ...shown,
    countries: countries?.items?.map((c) => ({ iso2: c.iso2 ?? '', name: c.display_name ?? c.name ?? '' })),
    map: features.map,
  };
}

/**
 * The delivery step: the shopper's addresses (default first) and the cart's shipments with their promise to the
 * address shown chosen, in one call that also tells whether the cart is there to check out at all.
 */
export async function loadDelivery(
  context: StorefrontContext,
  request: Request,
  state: CheckoutState,
  layout: CheckoutLayout,
): Promise<{ step: DeliveryData; headers: Headers }> {
  const url = new URL(request.url);
  const saved = (await context.sdk.cart.getAddresses({}).catch(checkoutPageError(BAG_PATH))).address;
  const cards = (await addressCards(context, saved)).sort(
    (a, b) => Number(b.isDefault) - Number(a.isDefault),
  );
  const preselected =
    cards.find((card) => card.id === state.addressId)?.id ??
    cards.find((card) => card.isDefault)?.id ??
    cards[0]?.id;
  const [answer, responseHeaders] = await context.sdk.cart
    .getShipments(
      { id: state.cartId, buyNow: state.buyNow, addressId: preselected },
      { responseHeaders: true },
    )
    .catch(checkoutPageError(BAG_PATH));
  const headers = cartCookies(request, responseHeaders);
  const cart = cartSummaryOf(bagOf(answer), state.buyNow);
  if (cart.count === 0) throw redirect(BAG_PATH, { headers });
  // Checkout names its cart from here on: a step opened without one names the shopper's cart it found.
  if (!state.cartId && cart.id)
    throw redirect(placeOf('delivery', { ...state, cartId: cart.id }, layout), { headers });
  const adding = url.searchParams.has(ADD_ADDRESS_PARAM) || cards.length === 0;
  return {
    step: {
      cart,
      addresses: cards,
      preselected,
      shipments: shipmentsOf(answer),
      problem: answer.error ? answer.message || '' : '',
      adding: adding ? await newAddressForm(context, url) : undefined,
    },
    headers,
  };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** The payment selection the shop makes in advance (payment_default_selection); none when it cannot be read. */
async function defaultSelection(context: StorefrontContext, state: CheckoutState) {
  const options = await context.sdk.payment
    .getPaymentModeRoutes({ cartId: state.cartId })
    .catch(() => undefined);
  return options?.payment_options.payment_default_selection;
}

/**
 * Delivers to an address (spec §2 and §8): the platform checks it is the shopper's and that the shop delivers
 * there; a valid one goes on (afterAddress), a refusal is the platform's message, a failure without one the
 * spec's 'An error occurred.'.
 */
async function deliverTo(
  context: StorefrontContext,
  state: CheckoutState,
  addressId: string,
  layout: CheckoutLayout,
  intent: string,
) {
  try {
    const answer = await context.sdk.cart.selectAddress({
      cartId: state.cartId,
      buyNow: state.buyNow,
      body: { id: addressId, billing_address_id: addressId, cart_id: state.cartId },
    });
    if (answer.is_valid === false) {
      return refuse(intent, answer.message || ADDRESS_SELECT_FAILED, { triedAddressId: addressId });
    }
  } catch (error) {
    const status = apiErrorStatus(error);
    const message = status && status < 500 && (error as Error).message;
    return refuse(intent, message || ADDRESS_SELECT_FAILED, {
      status: failureStatus(error),
      triedAddressId: addressId,
    });
  }
  const chosen = { ...state, addressId, billingAddressId: addressId, payment: undefined };
  return redirect(afterAddress(chosen, await defaultSelection(context, chosen), layout), 303);
}

/** A new address from the checkout's form, checked as the address book checks it, then delivered to. */
async function addAndDeliver(
  context: StorefrontContext,
  state: CheckoutState,
  form: FormData,
  layout: CheckoutLayout,
) {
  const intent = 'add-address';
  const iso = text(form, 'country_iso_code') || DEFAULT_COUNTRY;
  let id: string;
  try {
    const { form: countryForm } = await loadCountryForm(context, iso);
    const { errors, body } = readAddressForm(countryForm.address, form, form.has('ask_country'));
    const first = Object.values(errors)[0];
    if (first) return refuse(intent, first, { errors });
    id = (await context.sdk.cart.addAddress({ body })).id;
  } catch (error) {
    return refuse(intent, failureMessage(error), { status: failureStatus(error) });
  }
  return deliverTo(context, state, id, layout, intent);
}

/** The delivery step's forms: deliver to a saved address, or save a new one and deliver there. */
export async function deliveryAction(
  context: StorefrontContext,
  state: CheckoutState,
  form: FormData,
  layout: CheckoutLayout,
) {
  const intent = text(form, 'intent');
  if (intent === 'add-address') return addAndDeliver(context, state, form, layout);
  const addressId = text(form, 'address_id');
  if (!addressId) return refuse('select-address', NO_ADDRESS_SELECTED);
  return deliverTo(context, state, addressId, layout, 'select-address');
}
