import { randomUUID } from 'node:crypto';
import { api as contract } from '@vitrine/contract';
import type { Context } from 'hono';
import type { AppEnv, Services } from '../../http/context';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { On } from '../../http/route';
import { distanceMetres } from '../catalog/stores';
import { taxonomyOf } from '../catalog/taxonomy';
import { numberPage } from '../content/documents';
import { codAvailable, codRulesOf } from './cash-on-delivery';
import { deliveryDay, deliveryWindow, placeOfPincode } from './delivery-promise';
import { pincodeDirectory } from './localities';
import { assignStores } from './store-assignment';

const endpoints = contract.logistic;
const noError = { message: null, value: null, type: null };
const NOT_SERVICEABLE = 'Pincode not serviceable';
const HOUR_MS = 3_600_000;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** v1.4.13's logistics calls v3.4.2 removed: stores by place, store reassignment, pincode zones, turnaround. */
export function registerLogisticsV1(on: On, services: Services): void {
  const { db } = services;
  const directory = (c: Context<AppEnv>) => pincodeDirectory(db, c.get('application').id);
  const served = async (c: Context<AppEnv>, pincode: string) =>
    (await directory(c)).find((entry) => entry.pincode === pincode);

  on(endpoints.getLocations, async ({ query }, c) => {
    const app = c.get('application');
    const named = query['x-application-id'];
    if (named && named !== app.id)
      throw forbidden('x-application-id names another application than the caller');
    const matches = (wanted: string | undefined, ...values: string[]) =>
      !wanted || values.some((value) => same(value, wanted));
    const stores = (await taxonomyOf(db)).stores.filter(
      ({ address }) =>
        matches(query.country, address.country, address.country_code) &&
        matches(query.state, address.state) &&
        matches(query.city, address.city) &&
        matches(query.pincode, address.pincode),
    );
    const pageNo = query.page_no ?? 1;
    const pageSize = query.page_size ?? 20;
    return {
      items: stores.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((store) => ({
        id: store.uid,
        store_type: store.store_type,
        tags: store.tags,
        company_id: app.companyId,
        latitude: store.address.latitude,
        longitude: store.address.longitude,
      })),
      page: numberPage(pageNo, pageSize, stores.length),
    };
  });

  on(endpoints.getPincodeZones, async ({ body }, c) => {
    const entry = await served(c, body.pincode);
    if (!entry || !(same(entry.country, body.country) || same(entry.country_iso_code, body.country))) {
      throw notFound(NOT_SERVICEABLE);
    }
    return { serviceability_type: 'all', zones: [entry.state_code] };
  });

  on(endpoints.getOptimalLocations, async ({ body }, c) => {
    const destination = await served(c, body.to_pincode);
    if (!destination) throw notFound(NOT_SERVICEABLE);
    const stores = (await taxonomyOf(db)).storeByUid;
    const distanceTo = (storeUid: number) => {
      const address = stores.get(storeUid)?.address;
      return address
        ? distanceMetres(destination.latitude, destination.longitude, address.latitude, address.longitude)
        : Number.POSITIVE_INFINITY;
    };
    const assigned = await assignStores(db, body.articles, body.ignored_locations, distanceTo);
    const now = Date.now();
    const unassigned = assigned.filter((article) => article.store_id === undefined);
    return {
      to_pincode: body.to_pincode,
      pystormbreaker_uuid: randomUUID(),
      success: unassigned.length === 0,
      error:
        unassigned.length === 0
          ? noError
          : { ...noError, message: 'No store has stock for every article', type: 'unassigned' },
      assigned_stores: assigned.flatMap(({ store_id, ...article }) => {
        const store = store_id === undefined ? undefined : stores.get(store_id);
        return store
          ? [
              {
                ...article,
                store_id,
                store_code: store.store_code,
                delivery_promise: deliveryWindow(store.address, destination, now),
              },
            ]
          : [];
      }),
    };
  });

  on(endpoints.getTatProduct, async ({ body }, c) => {
    const locations = body.location_details ?? [];
    const complete =
      body.to_pincode &&
      locations.length > 0 &&
      locations.every(
        (location) =>
          location.from_pincode &&
          (location.articles ?? []).every((article) => article.category?.id !== undefined),
      );
    if (!complete || !body.to_pincode) throw badRequest(NOT_SERVICEABLE);
    const [entries, { stores, storeByUid }, rules] = await Promise.all([
      directory(c),
      taxonomyOf(db),
      codRulesOf(db, c.get('application').id),
    ]);
    const destination = entries.find((entry) => entry.pincode === body.to_pincode);
    if (!destination) throw notFound(NOT_SERVICEABLE);
    // No order value is known here: only whether the shop takes cash on delivery at all.
    const cod = codAvailable(rules);
    const now = Date.now();
    const echoed = Object.fromEntries(
      (['source', 'action', 'identifier', 'journey'] as const).flatMap((key) =>
        body[key] === undefined ? [] : [[key, body[key]]],
      ),
    );
    return {
      ...echoed,
      to_pincode: body.to_pincode,
      to_city: destination.city,
      request_uuid: randomUUID(),
      success: true,
      error: noError,
      is_cod_available: cod,
      location_details: locations.map((location) => {
        // Sent from the store named, else from where its pincode is.
        const from =
          storeByUid.get(location.fulfillment_id ?? 0)?.address ??
          placeOfPincode(entries, stores, location.from_pincode ?? '');
        const window = deliveryWindow(from, destination, now);
        return {
          ...(location.fulfillment_id === undefined ? {} : { fulfillment_id: location.fulfillment_id }),
          from_pincode: location.from_pincode,
          articles: (location.articles ?? []).map((article) => {
            const unit = article.manufacturing_time_unit ?? 'hours';
            const making = (article.manufacturing_time ?? 0) * (unit === 'days' ? 24 : 1) * HOUR_MS;
            const min = Date.parse(window.min) + making;
            const max = Date.parse(window.max) + making;
            return {
              category: { level: article.category?.level ?? '', id: article.category?.id },
              manufacturing_time: article.manufacturing_time ?? 0,
              manufacturing_time_unit: unit,
              _manufacturing_time_seconds: making / 1000,
              is_cod_available: cod,
              promise: {
                timestamp: { min: Math.floor(min / 1000), max: Math.floor(max / 1000) },
                formatted: { min: deliveryDay(min), max: deliveryDay(max) },
              },
              error: noError,
            };
          }),
        };
      }),
    };
  });
}
