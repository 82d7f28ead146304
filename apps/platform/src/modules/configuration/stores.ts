import { storedJson } from '@vitrine/contract';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { StoreTable } from '../../db/schema';

type StoreRow = Selectable<StoreTable>;

/** A store in the platform's OrderingStore shape (pincodes as numbers, coordinates as [longitude, latitude]). */
export function orderingStore(store: StoreRow) {
  const address = storedJson<StoreRow['address']>(store.address);
  const pincode = Number.parseInt(address.pincode, 10);
  return {
    _id: String(store.uid),
    uid: store.uid,
    name: store.name,
    display_name: store.name,
    store_type: store.store_type,
    store_code: store.store_code,
    code: store.store_code,
    ...(Number.isFinite(pincode) ? { pincode } : {}),
    address: {
      address1: address.address1,
      address2: address.address2 ?? '',
      city: address.city,
      state: address.state,
      country: address.country,
      ...(Number.isFinite(pincode) ? { pincode } : {}),
      lat_long: { type: 'Point', coordinates: [address.longitude, address.latitude] },
    },
  };
}

export async function findStore(db: Db, uid: number): Promise<StoreRow | undefined> {
  return db.selectFrom('stores').selectAll().where('uid', '=', uid).executeTakeFirst();
}

/** Ordering stores, optionally matching `q` in name, code or city, paged by number. */
export async function listOrderingStores(db: Db, options: { pageNo: number; pageSize: number; q?: string }) {
  let query = db.selectFrom('stores').where('is_ordering_store', '=', true);
  const q = options.q?.trim();
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('name', 'ilike', pattern),
        eb('store_code', 'ilike', pattern),
        eb(sql<string>`address->>'city'`, 'ilike', pattern),
      ]),
    );
  }
  const [{ total }, rows, deployed] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    query
      .selectAll()
      .orderBy('uid')
      .limit(options.pageSize)
      .offset((options.pageNo - 1) * options.pageSize)
      .execute(),
    db.selectFrom('stores').select('uid').where('is_ordering_store', '=', true).orderBy('uid').execute(),
  ]);
  const itemTotal = Number(total);
  return {
    items: rows.map(orderingStore),
    deployedUids: deployed.map((row) => row.uid),
    page: {
      type: 'number' as const,
      current: options.pageNo,
      size: options.pageSize,
      item_total: itemTotal,
      has_next: options.pageNo * options.pageSize < itemTotal,
      has_previous: options.pageNo > 1,
    },
  };
}
