import { api as contract } from '@vitrine/contract';
import type { Context } from 'hono';
import { sql } from 'kysely';
import type { AppEnv, Services } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import type { On } from '../../http/route';
import { productBySlug } from '../catalog/product-sql';
import { type Store, taxonomyOf } from '../catalog/taxonomy';
import { numberPage } from '../content/documents';
import { bySoonest, deliveryWindow, destinationIn, type Place, placeOfPincode } from './delivery-promise';
import { pincodeDirectory } from './localities';
import { locationPincode } from './location-pincode';
import { storesHoldingStock } from './store-assignment';

const endpoints = contract.logistic;
const NOT_SERVICEABLE = 'Pincode not serviceable';

/** The shop ships with its own delivery service, one scheme. */
const OWN_DELIVERY = { extension_id: 'vitrine-delivery', scheme_id: 'standard', name: 'Vitrine Delivery' };

/** A place in India: where its pincode is, or anywhere when it names none; undefined when it cannot be sent to. */
function located(
  place: { pincode?: string; country_code: string },
  find: (pincode: string) => Place | undefined,
): { place?: Place } | undefined {
  if (!place.country_code.toUpperCase().startsWith('IN')) return undefined;
  if (!place.pincode) return {};
  const found = find(place.pincode);
  return found && { place: found };
}

/** Delivery promises by store, fulfilment options of a product and courier partners of a shipment. */
export function registerDeliveryPromises(on: On, services: Services): void {
  const { db } = services;
  const directory = (c: Context<AppEnv>) => pincodeDirectory(db, c.get('application').id);

  // Not cached: the answer follows the pincode in the x-location-detail header, not in the URL.
  on(endpoints.getDeliveryPromise, async ({ query }, c) => {
    const destination = destinationIn(await directory(c), locationPincode(c));
    if (destination && !destination.served) throw notFound(NOT_SERVICEABLE);
    const now = Date.now();
    const [{ stores }, stocked] = await Promise.all([taxonomyOf(db), storesHoldingStock(db)]);
    const windowFrom = (store: Store) => deliveryWindow(store.address, destination?.served, now);
    const pageNo = query.page_no ?? 1;
    const pageSize = query.page_size ?? 20;
    return {
      items: stores.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((store) => ({
        uid: store.uid,
        code: store.store_code,
        name: store.name,
        delivery_promise: windowFrom(store),
      })),
      // The shop's promise: from whichever store holding stock delivers soonest.
      delivery_promise:
        stores
          .filter((store) => stocked.has(store.uid))
          .map(windowFrom)
          .sort(bySoonest)[0] ?? deliveryWindow(undefined, undefined, now),
      page: numberPage(pageNo, pageSize, stores.length),
    };
  });

  on(endpoints.getFulfillmentOptions, async ({ query }) => {
    const product = query.product_slug ? await productBySlug(db, query.product_slug) : undefined;
    if (query.store_id !== undefined && !(await taxonomyOf(db)).storeByUid.has(query.store_id)) {
      throw notFound(`Store not found: ${query.store_id}`);
    }
    const { rows } = await sql<{ stocked: boolean }>`SELECT EXISTS (
        SELECT 1 FROM inventory i JOIN product_sizes ps ON ps.id = i.size_id
        WHERE i.quantity > 0
          ${product ? sql`AND ps.product_uid = ${product.uid}` : sql``}
          ${query.store_id !== undefined ? sql`AND i.store_uid = ${query.store_id}` : sql``}
      ) AS stocked`.execute(db);
    const delivery = {
      name: 'Home delivery',
      slug: 'home-delivery',
      type: 'delivery',
      is_default: true,
      description: 'Delivered to your address',
    };
    const pickup = {
      name: 'Pick up in store',
      slug: 'store-pickup',
      type: 'pickup',
      is_default: false,
      description: 'Collect it from a store that has it',
    };
    return { items: rows[0]?.stocked ? [delivery, pickup] : [delivery] };
  });

  on(endpoints.getCourierPartners, async ({ params, body }, c) => {
    const app = c.get('application');
    if (params.application_id !== app.id || Number(params.company_id) !== app.companyId) {
      throw forbidden('The path names another application than the caller');
    }
    const [entries, { stores }] = await Promise.all([directory(c), taxonomyOf(db)]);
    const from = located(body.from_location, (pincode) => placeOfPincode(entries, stores, pincode));
    const to = located(body.to_location, (pincode) => destinationIn(entries, pincode)?.served);
    const partners =
      from && to ? [{ ...OWN_DELIVERY, delivery_promise: deliveryWindow(from.place, to.place) }] : [];
    return {
      courier_partners: partners,
      shipments: (body.shipments ?? []).map((shipment) => ({ id: shipment.id, courier_partners: partners })),
    };
  });
}
