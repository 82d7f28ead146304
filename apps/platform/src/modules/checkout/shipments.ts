import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { ADDRESS_NOT_FOUND } from '../address/addresses';
import { findAddress } from '../address/addresses-sql';
import { cartView, type PricedCart } from '../cart/cart-view';
import {
  bySoonest,
  type DeliveryWindow,
  type Destination,
  deliveryDay,
  destinationIn,
  promiseTo,
} from '../logistics/delivery-promise';
import { pincodeDirectory } from '../logistics/localities';

const NOT_SERVICEABLE = 'Pincode not serviceable';

/** Where the call says the cart goes: one of its shopper's saved addresses, else a pincode (`area_code`). */
export interface ShipTo {
  db: Db;
  addressId?: string;
  areaCode?: string;
}

async function destinationOf(priced: PricedCart, to: ShipTo | undefined): Promise<Destination | undefined> {
  const { cart } = priced;
  if (!to || !cart || priced.lines.length === 0) return undefined;
  let pincode = to.areaCode;
  if (to.addressId) {
    const owner = cart.user_id ? { id: cart.user_id, application_id: cart.application_id } : undefined;
    const address = owner && (await findAddress(to.db, owner, to.addressId));
    if (!address) throw notFound(ADDRESS_NOT_FOUND);
    pincode = typeof address.details.area_code === 'string' ? address.details.area_code : undefined;
  }
  return destinationIn(pincode ? await pincodeDirectory(to.db, cart.application_id) : [], pincode);
}

function shipmentPromise(window: DeliveryWindow) {
  return {
    timestamp: { min: Date.parse(window.min) / 1000, max: Date.parse(window.max) / 1000 },
    formatted: { min: deliveryDay(window.min), max: deliveryDay(window.max) },
    iso: window,
  };
}

/**
 * The cart split into what each store will send (CartShipmentsResponse): one shipment per fulfilling store, each
 * with its promise to where the call says the cart goes (the widest band when it names nowhere). A pincode the
 * shop does not serve leaves the shipments without a promise and the cart not valid.
 */
export async function shipmentsOf(priced: PricedCart, to?: ShipTo) {
  const view = cartView(priced);
  const items = view.items ?? [];
  const byStore = new Map<number, typeof items>();
  priced.lines.forEach((line, index) => {
    const list = byStore.get(line.store_uid) ?? [];
    list.push(items[index]);
    byStore.set(line.store_uid, list);
  });
  const destination = await destinationOf(priced, to);
  const now = Date.now();
  const sent = [...byStore].map(([store, storeItems]) => ({
    store,
    storeItems,
    window: promiseTo(priced.taxonomy.storeByUid.get(store)?.address, destination, now),
  }));
  const shipments = sent.map(({ store, storeItems, window }) => ({
    shipments: 1,
    fulfillment_id: store,
    fulfillment_type: 'store',
    shipment_type: 'single_shipment',
    order_type: 'HomeDelivery',
    box_type: null,
    dp_id: null,
    items: storeItems,
    ...(window ? { promise: shipmentPromise(window) } : {}),
  }));
  if (destination && !destination.served) {
    return { ...view, is_valid: false, message: NOT_SERVICEABLE, error: true, shipments };
  }
  // The cart is delivered when its last shipment is.
  const last = sent
    .map(({ window }) => window)
    .sort(bySoonest)
    .at(-1);
  return { ...view, error: false, shipments, ...(last ? { delivery_promise: shipmentPromise(last) } : {}) };
}
