import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import type { SellerInfo } from './product-offers';
import { type Store, taxonomyOf } from './taxonomy';
import { compact, numberPage } from './views';

export interface StoreQuery {
  page_no?: number;
  page_size?: number;
  q?: string;
  city?: string;
  range?: number;
  latitude?: number;
  longitude?: number;
  tags?: string | string[];
}

const EARTH_RADIUS_M = 6_371_000;

export function distanceMetres(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(a));
}

/** Stores matching the text, city, tags and distance, nearest first when a position is given. */
function selectStores(stores: Store[], query: StoreQuery): Store[] {
  const { latitude, longitude, range } = query;
  const located = latitude !== undefined && longitude !== undefined;
  if ((latitude === undefined) !== (longitude === undefined))
    throw badRequest('latitude and longitude go together');
  if (range !== undefined && !located) throw badRequest('range needs latitude and longitude');
  if (located && (Math.abs(latitude) > 90 || Math.abs(longitude) > 180))
    throw badRequest('latitude or longitude is out of range');
  const text = query.q?.trim().toLowerCase();
  const city = query.city?.trim().toLowerCase();
  const tags = typeof query.tags === 'string' ? query.tags.split(',') : (query.tags ?? []);
  const distance = (s: Store) =>
    located ? distanceMetres(latitude, longitude, s.address.latitude, s.address.longitude) : 0;
  return stores
    .filter(
      (s) =>
        (!text || [s.name, s.store_code, s.address.city].some((v) => v.toLowerCase().includes(text))) &&
        (!city || s.address.city.toLowerCase() === city) &&
        (tags.length === 0 || s.tags.some((t) => tags.includes(t))) &&
        (range === undefined || distance(s) <= range),
    )
    .sort((a, b) => distance(a) - distance(b) || a.uid - b.uid);
}

function paged<T>(all: T[], query: StoreQuery) {
  const pageNo = query.page_no ?? 1;
  const pageSize = query.page_size ?? 12;
  return {
    items: all.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    page: numberPage(pageNo, pageSize, all.length),
  };
}

const pincodeOf = (s: Store) => {
  const n = Number(s.address.pincode);
  return Number.isFinite(n) ? n : undefined;
};

/** Store locator entries (StoreListingResponse). */
export async function getStores(db: Db, query: StoreQuery) {
  const { items, page } = paged(selectStores((await taxonomyOf(db)).stores, query), query);
  return {
    items: items.map((s) =>
      compact({
        uid: s.uid,
        name: s.name,
        store_code: s.store_code,
        address: [s.address.address1, s.address.address2].filter(Boolean).join(', '),
        city: s.address.city,
        state: s.address.state,
        country: s.address.country,
        pincode: pincodeOf(s),
        lat_long: { type: 'Point', coordinates: [s.address.longitude, s.address.latitude] },
        tags: s.tags,
      }),
    ),
    page,
  };
}

function contactNumbers(contacts: unknown[]) {
  return contacts.flatMap((c) => {
    if (!c || typeof c !== 'object') return [];
    const { country_code, number } = c as Record<string, unknown>;
    const code = Number(country_code ?? 91);
    return typeof number === 'string' && Number.isFinite(code) ? [{ country_code: code, number }] : [];
  });
}

function appStore(s: Store, seller: SellerInfo) {
  return {
    uid: s.uid,
    name: s.name,
    store_code: s.store_code,
    address: compact({
      address1: s.address.address1,
      address2: s.address.address2 ?? '',
      landmark: '',
      city: s.address.city,
      state: s.address.state,
      country: s.address.country,
      pincode: pincodeOf(s),
      latitude: s.address.latitude,
      longitude: s.address.longitude,
    }),
    company: {
      uid: seller.companyId,
      name: seller.name,
      company_type: 'manufacturer-owner',
      business_type: 'retail',
    },
    departments: [],
    contact_numbers: contactNumbers(s.contacts),
  };
}

/** Stores that hold stock of anything (ApplicationStoreListing). */
export async function getInStockLocations(db: Db, query: StoreQuery, seller: SellerInfo) {
  const [taxonomy, { rows }] = await Promise.all([
    taxonomyOf(db),
    sql<{ uid: number }>`SELECT s.uid FROM stores s
      WHERE EXISTS (SELECT 1 FROM inventory i WHERE i.store_uid = s.uid AND i.quantity > 0)`.execute(db),
  ]);
  const stocked = new Set(rows.map((r) => r.uid));
  const { items, page } = paged(
    selectStores(
      taxonomy.stores.filter((s) => stocked.has(s.uid)),
      query,
    ),
    query,
  );
  return { items: items.map((s) => appStore(s, seller)), page, filters: [] };
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

export async function getStoreDetails(db: Db, locationId: number, seller: SellerInfo) {
  const store = (await taxonomyOf(db)).storeByUid.get(locationId);
  if (!store) throw notFound('Store not found');
  return {
    ...appStore(store, seller),
    timing: WEEKDAYS.map((weekday) => ({
      weekday,
      open: true,
      opening: { hour: 10, minute: 0 },
      closing: { hour: 21, minute: 0 },
    })),
    _custom_json: {},
  };
}
