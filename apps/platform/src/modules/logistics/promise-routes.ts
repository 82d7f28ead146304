import { api as contract } from '@vitrine/contract';
import type { Context } from 'hono';
import { sql } from 'kysely';
import type { AppEnv, Services } from '../../http/context';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { On } from '../../http/route';
import { deliveryPromise } from '../catalog/product-offers';
import { productBySlug } from '../catalog/product-sql';
import { taxonomyOf } from '../catalog/taxonomy';
import { numberPage } from '../content/documents';
import { pincodeDirectory } from './localities';

const endpoints = contract.logistic;

/** The shop ships with its own delivery service, one scheme. */
const OWN_DELIVERY = { extension_id: 'vitrine-delivery', scheme_id: 'standard', name: 'Vitrine Delivery' };

/** The pincode `x-location-detail` names, if any (`{"pincode": "400001", …}`). */
function pincodeOf(c: Context<AppEnv>): string | undefined {
  const header = c.req.header('x-location-detail');
  if (!header) return undefined;
  let detail: unknown;
  try {
    detail = JSON.parse(header);
  } catch {
    throw badRequest('x-location-detail must be JSON');
  }
  const pincode = (detail as { pincode?: unknown } | null)?.pincode;
  return pincode === undefined || pincode === null || pincode === '' ? undefined : String(pincode);
}

/** Delivery promises by store, fulfilment options of a product and courier partners of a shipment. */
export function registerDeliveryPromises(on: On, services: Services): void {
  const { db } = services;
  const serves = async (c: Context<AppEnv>, pincode: string) =>
    (await pincodeDirectory(db, c.get('application').id)).some((entry) => entry.pincode === pincode);

  on(endpoints.getDeliveryPromise, async ({ query }, c) => {
    const pincode = pincodeOf(c);
    if (pincode && !(await serves(c, pincode))) throw notFound('Pincode not serviceable');
    const promise = deliveryPromise();
    const stores = (await taxonomyOf(db)).stores;
    const pageNo = query.page_no ?? 1;
    const pageSize = query.page_size ?? 20;
    return {
      items: stores.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((store) => ({
        uid: store.uid,
        code: store.store_code,
        name: store.name,
        delivery_promise: promise,
      })),
      delivery_promise: promise,
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
    const deliverable = async (place: { pincode?: string; country_code: string }) =>
      place.country_code.toUpperCase().startsWith('IN') &&
      (!place.pincode || (await serves(c, place.pincode)));
    const partners =
      (await deliverable(body.from_location)) && (await deliverable(body.to_location))
        ? [{ ...OWN_DELIVERY, delivery_promise: deliveryPromise() }]
        : [];
    return {
      courier_partners: partners,
      shipments: (body.shipments ?? []).map((shipment) => ({ id: shipment.id, courier_partners: partners })),
    };
  });
}
